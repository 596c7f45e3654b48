import { randomUUID } from 'node:crypto';
import type { SqlEngine, SqlRunner } from '../database/index.js';
import type { Author, ProposalSummary } from './records.js';

/** What happened to a proposal, as the team's chat is told (REVIEW_WEBHOOK_URL). */
export type ReviewEvent = 'submitted' | 'commented' | 'changesRequested' | 'revised' | 'accepted' | 'withdrawn';

/**
 * One message to the webhook: `text`, which Slack and Mattermost show as it is, and the fields a program needs.
 * It names people and models, never a credential (a key is named by its fingerprint, as the audit log names it).
 */
export interface ReviewMessage {
  /** The message's own id: the same on a retry, so that a receiver may tell a message it had already. */
  id: string;
  event: ReviewEvent;
  text: string;
  proposal: {
    draftId: string;
    threadId: string;
    state: ProposalSummary['state'];
    title: string;
    repositoryId: string;
    modelId: string;
    author: string;
    url: string;
  };
  actor: { kind: Author['kind']; name: string };
  comment?: { uuid: string; body: string; anchor?: { kind: string; id: string } };
  at: string;
}

const WORDS: Record<ReviewEvent, string> = {
  submitted: 'proposed a change to',
  commented: 'commented on the proposed change to',
  changesRequested: 'requested changes to the proposed change to',
  revised: 'revised the proposed change to',
  accepted: 'accepted the proposed change to',
  withdrawn: 'withdrew the proposed change to',
};

/** A chat shows a message's start; a long comment is cut there (the review page has it whole). */
const EXCERPT = 300;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** What a part that changes a proposal tells the outbox, in the same transaction as the change. */
export type Announce = (
  sql: SqlRunner,
  event: ReviewEvent,
  proposal: ProposalSummary,
  actor: Author,
  now: number,
  comment?: ReviewMessage['comment'],
) => Promise<void>;

/**
 * The outbox of the team's chat: each message is written in the transaction of the change it tells of (so it is
 * neither lost nor told of a change that did not happen), and delivered by whichever instance claims it first.
 * Nothing is written where no webhook is set.
 */
export function reviewAnnouncer(publicUrl: string): Announce {
  return async (sql, event, proposal, actor, now, comment) => {
    const id = randomUUID();
    const url = `${publicUrl.replace(/\/$/, '')}/drafts/${proposal.draftId}`;
    const said = comment?.body
      ? `: “${excerpt(comment.body)}”`
      : event === 'submitted' || event === 'revised'
        ? `: “${excerpt(proposal.statement)}”`
        : '';
    const message: ReviewMessage = {
      id,
      event,
      text: `${actor.name} ${WORDS[event]} “${proposal.source.title}”${said} ${url}`,
      proposal: {
        draftId: proposal.draftId,
        threadId: proposal.threadId,
        state: proposal.state,
        title: proposal.source.title,
        repositoryId: proposal.source.repositoryId,
        modelId: proposal.source.modelId,
        author: proposal.author.name,
        url,
      },
      actor: { kind: actor.kind, name: actor.name },
      ...(comment ? { comment } : {}),
      at: new Date(now).toISOString(),
    };
    await sql.run(
      `INSERT INTO review_messages (uuid, body, attempts, next_at, state, created_at) VALUES (?, ?, 0, ?, 'due', ?)`,
      [id, JSON.stringify(message), now, now],
    );
  };
}

/** How a delivery ended: sent; refused or not reached, to be tried again; given up; or sent with no answer. */
export type Delivery = 'sent' | 'retried' | 'failed' | 'unknown';

export interface ReviewWebhookOptions {
  engine: SqlEngine;
  url: string;
  fetch?: typeof fetch;
  log: (message: string) => void;
  now?: () => number;
  /** How often the outbox is looked at; tests make it short. */
  everyMs?: number;
  /** How long a POST may take before its outcome is unknown. */
  timeoutMs?: number;
}

/** Attempts before a message is given up (the waits between them double, from 1 s to at most 5 minutes). */
const ATTEMPTS = 10;
const backoffMs = (attempt: number) => Math.min(300_000, 1000 * 2 ** attempt);
/** How long an instance holds a message it claimed: past it, another may. */
const CLAIM_MS = 60_000;
/** Errors raised before the request reached the receiver: it can be sent again without being told twice. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Delivers the outbox to REVIEW_WEBHOOK_URL, apart from every person's request. A message is sent once: a refusal
 * (a 5xx, 429) or a receiver that was not reached is tried again with backoff; a POST that got no answer is not
 * repeated (the receiver may have it), and counts as `unknown`. Failures are counted for /metrics and logged with
 * the receiver's origin only (a webhook's path is its secret).
 */
export class ReviewWebhook {
  readonly deliveries = new Map<Delivery, number>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private readonly now: () => number;
  private readonly origin: string;

  constructor(private readonly options: ReviewWebhookOptions) {
    this.now = options.now ?? Date.now;
    this.origin = new URL(options.url).origin;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.deliverDue().finally(() => (this.running = undefined));
    }, this.options.everyMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Delivers every message that is due, one by one, each claimed first so that no other instance sends it too. */
  async deliverDue(): Promise<void> {
    for (;;) {
      const message = await this.claim().catch(() => undefined);
      if (!message) return;
      await this.deliver(message.uuid, message.body, Number(message.attempts));
    }
  }

  private async claim(): Promise<{ uuid: string; body: string; attempts: number | string } | undefined> {
    const now = this.now();
    const [due] = await this.options.engine.all<{ uuid: string; body: string; attempts: number | string }>(
      `SELECT uuid, body, attempts FROM review_messages
       WHERE state = 'due' AND next_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
       ORDER BY created_at LIMIT 1`,
      [now, now],
    );
    if (!due) return undefined;
    const claimed = await this.options.engine.run(
      `UPDATE review_messages SET claimed_until = ?
       WHERE uuid = ? AND state = 'due' AND (claimed_until IS NULL OR claimed_until < ?)`,
      [now + CLAIM_MS, due.uuid, now],
    );
    return claimed > 0 ? due : this.claim();
  }

  private async deliver(uuid: string, body: string, attempts: number): Promise<void> {
    const outcome = await this.post(body);
    const tried = attempts + 1;
    const delivery: Delivery = outcome.delivery === 'retried' && tried >= ATTEMPTS ? 'failed' : outcome.delivery;
    this.deliveries.set(delivery, (this.deliveries.get(delivery) ?? 0) + 1);
    const { engine } = this.options;
    if (delivery === 'sent') {
      await engine.run("UPDATE review_messages SET state = 'sent', attempts = ? WHERE uuid = ?", [tried, uuid]);
      return;
    }
    const then: Record<Exclude<Delivery, 'sent'>, string> = {
      retried: `trying again in ${backoffMs(attempts) / 1000} s`,
      failed: `given up after ${tried} attempts`,
      unknown: 'not sent again (the receiver may have it)',
    };
    this.options.log(`review webhook: ${outcome.why} from ${this.origin}; ${then[delivery]}`);
    await engine.run(
      'UPDATE review_messages SET state = ?, attempts = ?, next_at = ?, claimed_until = NULL WHERE uuid = ?',
      [delivery === 'retried' ? 'due' : delivery, tried, this.now() + backoffMs(attempts), uuid],
    );
  }

  private async post(body: string): Promise<{ delivery: Delivery; why: string }> {
    const fetcher = this.options.fetch ?? fetch;
    try {
      const response = await fetcher(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        redirect: 'error',
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { delivery: 'sent', why: 'sent' };
      // A receiver that says it did not take the message (busy, or failing) is asked again; one that refuses it
      // as it is (4xx but 429) would refuse it again: given up at once.
      const again = response.status === 429 || response.status >= 500;
      return { delivery: again ? 'retried' : 'failed', why: `the answer was ${response.status}` };
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code && NOT_REACHED.has(code)) return { delivery: 'retried', why: `not reached (${code})` };
      return { delivery: 'unknown', why: 'no answer' };
    }
  }
}
