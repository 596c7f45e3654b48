import { secretOf, sendRequest, type ApiRequest, type Connection } from './http';
import { indexShare } from '../lib/indexingSetting';
import { broadcastBudget, RequestScheduler, type SchedulerOptions } from './scheduler';
import type { OperationId, ResponseBody } from './types';
import { STORAGE_KEYS } from '../storageKeys.mjs';

export interface ClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  scheduler?: SchedulerOptions;
  /** The lane every request of this client takes (see ApiRequest.priority). */
  priority?: ApiRequest['priority'];
}

/** Schedulers by identity: every client of the same base URL and credential shares one. */
const schedulers = new Map<string, RequestScheduler>();
const identities = new Map<string, string>();

/** The identity's scheduler in this tab, sharing its budget with the identity's schedulers in other tabs. */
function sharedScheduler(identity: string, key: string): RequestScheduler {
  let scheduler = schedulers.get(identity);
  if (!scheduler)
    schedulers.set(
      identity,
      (scheduler = new RequestScheduler({
        shared: broadcastBudget(`${STORAGE_KEYS.budgetChannelPrefix}${fingerprint(key)}`),
        backgroundShare: indexShare,
      })),
    );
  return scheduler;
}

/** A connection's identity as a key: its base URL and credential. Never shown, sent or stored. */
const keyOf = (connection: Connection) =>
  `${connection.baseUrl}\u0000${connection.credential.kind}\u0000${secretOf(connection.credential)}`;

/** A name for a connection's identity that every tab computes alike (see fingerprint). */
export const identityName = (connection: Connection) => fingerprint(keyOf(connection));

/** A name for a key that every tab computes alike (two 32-bit FNV-1a-style hashes): only pages of this origin, which hold the session anyway, can see it. */
function fingerprint(key: string): string {
  let high = 0x811c9dc5;
  let low = 0x01000193;
  for (let n = 0; n < key.length; n++) {
    high = Math.imul(high ^ key.charCodeAt(n), 0x01000193) >>> 0;
    low = Math.imul(low ^ key.charCodeAt(n), 0x5bd1e995) >>> 0;
  }
  return `${high.toString(16)}${low.toString(16)}`;
}

/** An opaque name for a connection's identity (its key, see keyOf); it holds no part of the credential. */
function identityOf(key: string, connection: Connection): string {
  let identity = identities.get(key);
  if (!identity)
    identities.set(key, (identity = `${connection.credential.kind}#${identities.size + 1}@${connection.baseUrl}`));
  return identity;
}

/** The one way the console speaks HTTP: typed requests through the identity's scheduler. */
export class ApiClient {
  readonly identity: string;
  readonly scheduler: RequestScheduler;

  constructor(
    readonly connection: Connection,
    private readonly options: ClientOptions = {},
    scheduler?: RequestScheduler,
  ) {
    const key = keyOf(connection);
    this.identity = identityOf(key, connection);
    // Scheduler options make a private scheduler; without them the identity's shared one is used.
    this.scheduler =
      scheduler ?? (options.scheduler ? new RequestScheduler(options.scheduler) : sharedScheduler(this.identity, key));
  }

  /** The same identity and scheduler, with every request in the background lane. */
  inBackground(): ApiClient {
    return new ApiClient(this.connection, { ...this.options, priority: 'background' }, this.scheduler);
  }

  /** Sends one operation; its answer is checked against, and typed by, the OpenAPI document. */
  async request<Op extends OperationId>(request: ApiRequest & { operation: Op }): Promise<ResponseBody<Op>> {
    const timed = { timeoutMs: this.options.timeoutMs, priority: this.options.priority, ...request };
    const response = await this.scheduler.run(timed, (attempt) =>
      sendRequest<ResponseBody<Op>>(this.connection, attempt, this.options.fetch),
    );
    return response.body;
  }
}
