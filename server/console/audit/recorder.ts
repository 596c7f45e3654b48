import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTOR_IDS,
  KEY_ACTOR_PREFIX,
  TOKEN_ACTOR_PREFIX,
  ACCEPTED_CHECKS_HEADER,
  type AuditOutcome,
} from '../../../common/audit.js';
import fp from 'fastify-plugin';
import { HttpError } from '../../shared/http/errors.js';
import { isOwnCall } from '../serviceCalls/index.js';
import { textOf } from '../../shared/http/payloadText.js';
import { credentialOf as requestCredential, fingerprintOf, personOf } from '../../shared/http/requestActor.js';
import { secretsEqual } from '../../shared/secrets.js';
import type { AuditActor, AuditEventInput, AuditTarget } from './auditStore.js';
import type { AuditWriter } from './auditWriter.js';
import { firstTitle, type AccessorState, type AuditLookups } from './lookups.js';
import { guardedReadOf, recordedWriteOf, type RecordedWrite } from './writes.js';

/** What a request's own credential says of who acts, taken before anything acts for a person on it. */
type Credential =
  { kind: 'administrator'; matches: boolean; fingerprint: string } | { kind: 'key'; fingerprint: string };

/** A write on its way: what it is, who asked, and what the recorder read before it reached the service. */
interface Plan {
  write: RecordedWrite;
  credential?: Credential;
  before?: AccessorState;
  targetName?: string;
}

const plans = new WeakMap<FastifyRequest, Plan>();

function credentialOf(request: FastifyRequest, adminToken: string | undefined): Credential | undefined {
  const credential = requestCredential(request);
  if (credential?.kind !== 'administrator') return credential && { kind: 'key', fingerprint: credential.fingerprint };
  const matches = adminToken !== undefined && secretsEqual(credential.secret, adminToken);
  return { kind: 'administrator', matches, fingerprint: credential.fingerprint };
}

/** How a write ended, from the status of its answer. */
function outcomeOf(status: number): AuditOutcome {
  if (status < 400) return 'succeeded';
  if (status === 401 || status === 403) return 'refused';
  // The service could not be reached, or answered too late: the write may have been done.
  if (status === 502 || status === 504) return 'unknown';
  return 'failed';
}

function parsed(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

export interface AuditRecorderOptions {
  writer: AuditWriter;
  /** Names and states read from the service (with ADMIN_TOKEN); without, events keep uuids alone. */
  lookups?: AuditLookups;
  adminToken?: string;
  now?: () => number;
}

/**
 * Records every write that passes the console's server (the service's API however it is answered, and the
 * server's own), before its answer goes back: who, what, on what, how it ended, from where. While the log cannot
 * be written, a write is refused with a 503 before it reaches the service.
 */
export class AuditRecorder {
  private readonly now: () => number;

  constructor(private readonly options: AuditRecorderOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Where the server's own parts write what they do (people's keys, the key schedule). */
  get writer(): AuditWriter {
    return this.options.writer;
  }

  /** The hooks, on the whole server (registered before its routes). */
  readonly plugin = fp(
    async (app: FastifyInstance) => {
      app.addHook('onRequest', async (request) => {
        const write = recordedWriteOf(request.method, request.url) ?? guardedReadOf(request.method, request.url);
        // The server's own writes are recorded by the part that makes them (see ownCalls).
        if (write && !isOwnCall(request))
          plans.set(request, { write, credential: credentialOf(request, this.options.adminToken) });
      });
      app.addHook('preHandler', async (request) => {
        const plan = plans.get(request);
        if (!plan || plan.write.onlyRefused) return;
        if (!this.options.writer.healthy && !(await this.options.writer.flush()))
          throw new HttpError(
            503,
            'audit_unavailable',
            'the audit log cannot be written just now (the console database does not answer), so nothing was changed: try again shortly',
          );
        await this.readBefore(plan);
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const plan = plans.get(request);
        if (!plan) return payload;
        plans.delete(request);
        // A read that was not refused goes untouched: an export streams its events, however many.
        if (plan.write.onlyRefused && outcomeOf(reply.statusCode) !== 'refused') return payload;
        const body = await textOf(payload);
        await this.recordWrite(request, reply, plan, parsed(body));
        return body ?? payload;
      });
    },
    { name: 'audit-recorder' },
  );

  /** Records an event the routes know of themselves (a sign-in through the provider, or its refusal). */
  async record(
    request: FastifyRequest,
    event: Pick<AuditEventInput, 'actor' | 'action' | 'outcome'> & Partial<AuditEventInput>,
  ): Promise<void> {
    await this.options.writer.write({ ...this.origin(request), ...event });
  }

  /** When, and from where: the request's id, address and user agent. */
  private origin(request: FastifyRequest) {
    return {
      at: this.now(),
      requestId: request.id,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    };
  }

  /** What must be read before the service changes it: the accessor's privileges, the key's or draft's name. */
  private async readBefore(plan: Plan) {
    const { lookups } = this.options;
    const { write } = plan;
    if (!lookups) return;
    if (write.accessorId && write.repositoryId)
      plan.before = await lookups.accessor(write.repositoryId, write.accessorId);
    if ((write.action === 'apiKey.revoke' || write.action === 'apiKey.roll') && write.apiKeyId)
      plan.targetName = await lookups.keyName(write.apiKeyId);
    if (write.action === 'draft.accept' && write.modelId)
      plan.targetName = await lookups.modelTitle('draft', write.modelId);
  }

  private async actorOf(request: FastifyRequest, credential: Credential | undefined): Promise<AuditActor> {
    const person = personOf(request);
    if (person) return { kind: 'person', id: person.subject, name: person.name };
    // The name is what the kind names (a key's application, a token's fingerprint); the console words the kind.
    if (!credential) return { kind: 'key', id: ACTOR_IDS.noCredential, name: 'no credential' };
    if (credential.kind === 'administrator')
      return credential.matches
        ? { kind: 'administrator', id: ACTOR_IDS.administratorToken, name: 'administrator token' }
        : {
            kind: 'administrator',
            id: `${TOKEN_ACTOR_PREFIX}${credential.fingerprint}`,
            name: credential.fingerprint,
          };
    const application = await this.options.writer.store.applicationOf(credential.fingerprint).catch(() => undefined);
    return {
      kind: 'key',
      id: `${KEY_ACTOR_PREFIX}${credential.fingerprint}`,
      name: application ?? credential.fingerprint,
    };
  }

  private async recordWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    plan: Plan,
    answer: Record<string, unknown>,
  ): Promise<void> {
    const actor = await this.actorOf(request, plan.credential);
    // Signing out means something for a person only; a key has no session here.
    if (plan.write.action === 'session.signOut' && actor.kind !== 'person') return;
    const outcome = outcomeOf(reply.statusCode);
    const { target, details } = await this.describe(request, plan, answer, outcome === 'succeeded');
    const origin = this.origin(request);
    const event: AuditEventInput = {
      ...origin,
      actor,
      action: plan.write.action,
      target,
      outcome,
      ...(outcome === 'succeeded' ? {} : { reason: text(answer.message) ?? `the answer was ${reply.statusCode}` }),
      ...(details && Object.keys(details).length > 0 ? { details } : {}),
    };
    // A key issued (or rolled into) is named by the fingerprint of its secret, which passes here this once.
    const issued = plan.write.action === 'apiKey.roll' ? objectOf(answer.key) : answer;
    // A roll issues a key too: an event of its own on the new key, so that its row tells who issued it and when;
    // written with the roll's, in one transaction.
    const rolledInto: AuditEventInput[] =
      plan.write.action === 'apiKey.roll' && outcome === 'succeeded' && text(issued.uuid)
        ? [
            {
              ...origin,
              actor,
              action: 'apiKey.issue',
              target: { type: 'apiKey', uuid: text(issued.uuid), name: target.name },
              outcome,
              details: { expiresAt: text(issued.expiresAt), rollOf: plan.write.apiKeyId },
            },
          ]
        : [];
    await this.options.writer.write(event, ...rolledInto);
    const secret = text(issued.apiKey);
    if (
      (plan.write.action === 'apiKey.issue' || plan.write.action === 'apiKey.roll') &&
      outcome === 'succeeded' &&
      secret
    )
      await this.options.writer.store
        .rememberKey(fingerprintOf(secret), text(issued.uuid), target.name ?? '', this.now())
        .catch(() => undefined);
  }

  /**
   * An accessor's privileges after a write that succeeded: a change is its flags before with the PATCH's over
   * them (a read of the service saved); read back only where the state before could not be read.
   */
  private async accessorAfter(
    write: RecordedWrite,
    before: AccessorState | undefined,
    body: Record<string, unknown>,
    succeeded: boolean,
  ): Promise<AccessorState | undefined> {
    if (!succeeded || write.action !== 'accessor.change' || !write.accessorId || !write.repositoryId) return undefined;
    const flags =
      body.privileges && typeof body.privileges === 'object' ? (body.privileges as Record<string, boolean>) : {};
    if (before) return { ...before, privileges: { ...before.privileges, ...flags } };
    return this.options.lookups?.accessor(write.repositoryId, write.accessorId);
  }

  /** The event's target, named as it is now, and what else it needs to be read. */
  private async describe(
    request: FastifyRequest,
    plan: Plan,
    answer: Record<string, unknown>,
    succeeded: boolean,
  ): Promise<{ target: AuditTarget; details?: Record<string, unknown> }> {
    const { write, before } = plan;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const lookups = this.options.lookups;
    const repositoryName = async (uuid: string) => lookups?.repositoryName(uuid);
    switch (write.action) {
      case 'apiKey.issue':
        return {
          target: { type: 'apiKey', uuid: text(answer.uuid), name: text(body.applicationName) },
          details: { expiresAt: text(body.expiresAt) },
        };
      case 'apiKey.revoke':
        return { target: { type: 'apiKey', uuid: write.apiKeyId, name: plan.targetName } };
      case 'apiKey.roll': {
        const key = objectOf(answer.key);
        return {
          target: { type: 'apiKey', uuid: write.apiKeyId, name: text(key.applicationName) ?? plan.targetName },
          details: {
            replacedBy: text(key.uuid),
            revokeAt: text(answer.revokeAt) ?? text(body.revokeAt),
            expiresAt: text(key.expiresAt) ?? text(body.expiresAt),
            revocation: text(objectOf(answer.revocation).uuid),
          },
        };
      }
      case 'apiKey.revokeScheduled':
        return {
          target: { type: 'apiKey', uuid: text(answer.keyUuid), name: text(answer.applicationName) },
          details: {
            step: request.method === 'DELETE' ? 'cancelled' : 'moved',
            revocation: write.revocationId,
            revokeAt: text(answer.revokeAt) ?? text(body.revokeAt),
          },
        };
      case 'accessor.add':
      case 'accessor.change':
      case 'accessor.remove': {
        const repositoryId = write.repositoryId!;
        const after = await this.accessorAfter(write, before, body, succeeded);
        const whom: Partial<AccessorState> = before ?? after ?? body;
        return {
          target: { type: 'repository', uuid: repositoryId, name: await repositoryName(repositoryId) },
          details: {
            accessor: {
              uuid: write.accessorId ?? text(answer.uuid),
              type: text(whom.type),
              user: text(whom.user),
              group: text(whom.group) ?? text((body.groupEntity as { group?: { uuid?: string } })?.group?.uuid),
            },
            before: before?.privileges,
            after: after?.privileges ?? (write.action === 'accessor.add' ? body.privileges : undefined),
          },
        };
      }
      case 'draft.create':
        return { target: { type: 'model', uuid: text(answer.uuid), name: firstTitle(answer) ?? firstTitle(body) } };
      case 'draft.accept': {
        const repositoryId = write.repositoryId!;
        const checks = String(request.headers[ACCEPTED_CHECKS_HEADER] ?? '')
          .split(',')
          .map((check) => check.trim())
          .filter(Boolean);
        return {
          target: { type: 'model', uuid: text(answer.uuid) ?? write.modelId, name: plan.targetName },
          details: {
            draft: write.modelId,
            repository: { uuid: repositoryId, name: await repositoryName(repositoryId) },
            group: text(body.group) ?? text(request.headers['svc-permission-group']),
            acceptedFailingChecks: checks.length > 0 ? checks : undefined,
          },
        };
      }
      case 'draft.submit': {
        const proposal = (answer.proposal ?? {}) as { draftId?: string; source?: Record<string, unknown> };
        return {
          target: { type: 'model', uuid: text(proposal.draftId), name: text(proposal.source?.title) },
          details: { source: proposal.source, edit: request.url.split('/').at(-2) },
        };
      }
      case 'proposal.comment':
      case 'proposal.requestChanges':
      case 'proposal.revise':
      case 'proposal.withdraw': {
        const parts = request.url.split('?')[0]!.split('/');
        const comment = text(answer.uuid) ?? (parts.at(-2) === 'comments' ? parts.at(-1) : undefined);
        return {
          target: { type: 'model', uuid: write.modelId },
          details: {
            ...(comment
              ? {
                  comment,
                  change: request.method === 'POST' ? 'written' : request.method === 'DELETE' ? 'deleted' : 'changed',
                }
              : {}),
            ...(write.action === 'proposal.revise'
              ? { onto: text(body.onto), edit: text(objectOf(answer.edit).uuid) }
              : {}),
            ...(write.action === 'proposal.requestChanges' || write.action === 'proposal.withdraw'
              ? { state: text(answer.state) }
              : {}),
          },
        };
      }
      case 'directory.put':
        return {
          target: { type: 'directoryEntry', uuid: write.directoryId, name: text(body.name) },
          details: { kind: text(body.kind) },
        };
      case 'directory.delete':
        return { target: { type: 'directoryEntry', uuid: write.directoryId } };
      case 'directory.import':
        return { target: { type: 'directory' }, details: { written: answer.written } };
      case 'reviewSettings.change':
        return {
          target: { type: 'settings', name: 'review settings' },
          details: { authorsMayAccept: body.authorsMayAccept },
        };
      case 'audit.read':
        return { target: { type: 'auditLog' }, details: { path: request.url.split('?')[0] } };
      default:
        return { target: { type: 'session' } };
    }
  }
}
