import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { startWebhookReceiver } from '../../test/webhookReceiver.js';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import type { ProposalSummary } from './records.js';
import { reviewAnnouncer, ReviewWebhook } from './reviewMessages.js';

const PROPOSAL: ProposalSummary = {
  draftId: '7d1c0c5e-0000-4000-8000-000000000001',
  editId: 'edit',
  threadId: '7d1c0c5e-0000-4000-8000-000000000001',
  source: { repositoryId: 'repo', modelId: 'model', title: 'Order to cash' },
  author: { id: 'ada', kind: 'person', name: 'Ada' },
  statement: 'Tidy',
  state: 'open',
  submittedAt: 1,
  version: 1,
  changedAt: 1,
};

/** The team chat's receiver, answering as `answer` says, closed after the test. */
async function receiver(answer: (n: number) => number | 'silence') {
  const chat = await startWebhookReceiver(answer);
  opened.push(chat.close);
  return chat;
}

const opened: (() => Promise<void>)[] = [];
let sql: SqlEngine;
let now = 0;

async function outbox(messages: number) {
  const { location, drop } = await freshConsoleDatabase('sqlite');
  sql = await openSqlEngine(location);
  await createSchema(sql);
  opened.push(async () => {
    await sql.close();
    await drop();
  });
  const announce = reviewAnnouncer('https://console.example');
  for (let n = 0; n < messages; n++) await announce(sql, 'commented', PROPOSAL, PROPOSAL.author, n, undefined);
  // Each is due from its own time: all of them now.
  now = messages;
}

const states = async () =>
  (
    await sql.all<{ state: string; attempts: number }>(
      'SELECT state, attempts FROM review_messages ORDER BY created_at',
    )
  ).map((row) => `${row.state}/${row.attempts}`);

afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
  now = 0;
});

describe("the team chat's webhook", () => {
  it('sends each message once; one refused is tried again later, one refused as it is and one unanswered are not', async () => {
    await outbox(3);
    // The first is refused busy (503), the second refused as it is (400), the third gets no answer.
    const answers: (number | 'silence')[] = [503, 400, 'silence', 200];
    const chat = await receiver((n) => answers[n - 1] ?? 200);
    const logged: string[] = [];
    const webhook = new ReviewWebhook({
      engine: sql,
      url: chat.url,
      log: (line) => logged.push(line),
      now: () => now,
      timeoutMs: 300,
    });
    await webhook.deliverDue();
    expect(await states()).toEqual(['due/1', 'failed/1', 'unknown/1']);
    // Not due yet: nothing is sent again before its backoff.
    await webhook.deliverDue();
    expect(chat.got).toHaveLength(3);
    now += 1000;
    await webhook.deliverDue();
    expect(await states()).toEqual(['sent/2', 'failed/1', 'unknown/1']);
    expect(Object.fromEntries(webhook.deliveries)).toEqual({ retried: 1, failed: 1, unknown: 1, sent: 1 });
    expect(chat.got.map((message) => message.id)).toEqual([
      chat.got[0]!.id,
      chat.got[1]!.id,
      chat.got[2]!.id,
      chat.got[0]!.id,
    ]);
    expect(chat.got[0]!.text).toBe(
      'Ada commented on the proposed change to “Order to cash” https://console.example/drafts/' + PROPOSAL.draftId,
    );
    // The log names the receiver's origin, never its path (a webhook's secret).
    expect(logged.join('\n')).not.toContain('SECRET');
    expect(logged).toHaveLength(3);
  });

  it('tries a receiver it cannot reach again, and two instances deliver each message once', async () => {
    await outbox(4);
    const chat = await receiver(() => 200);
    // A port nothing listens on: one the system gave, then closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const away = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/hooks/x`;
    await new Promise((resolve) => closed.close(resolve));
    const unreached = new ReviewWebhook({ engine: sql, url: away, log: () => undefined, now: () => now });
    await unreached.deliverDue();
    expect(await states()).toEqual(['due/1', 'due/1', 'due/1', 'due/1']);
    now += 1000;
    const one = new ReviewWebhook({ engine: sql, url: chat.url, log: () => undefined, now: () => now });
    const two = new ReviewWebhook({ engine: sql, url: chat.url, log: () => undefined, now: () => now });
    await Promise.all([one.deliverDue(), two.deliverDue()]);
    expect(await states()).toEqual(['sent/2', 'sent/2', 'sent/2', 'sent/2']);
    expect(new Set(chat.got.map((message) => message.id)).size).toBe(4);
    expect(chat.got).toHaveLength(4);
  });
});
