import { sendRequest, type ApiRequest, type Connection } from './http';
import { RequestScheduler, type SchedulerOptions } from './scheduler';

export interface ClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  scheduler?: SchedulerOptions;
}

/** Schedulers by identity: every client of the same base URL and credential shares one. */
const schedulers = new Map<string, RequestScheduler>();
const identities = new Map<string, string>();

function sharedScheduler(identity: string): RequestScheduler {
  let scheduler = schedulers.get(identity);
  if (!scheduler) schedulers.set(identity, (scheduler = new RequestScheduler()));
  return scheduler;
}

/** An opaque name for a connection's identity; it holds no part of the credential. */
function identityOf(connection: Connection): string {
  const secret = connection.credential.kind === 'apiKey' ? connection.credential.key : connection.credential.token;
  const key = `${connection.baseUrl}\u0000${connection.credential.kind}\u0000${secret}`;
  let identity = identities.get(key);
  if (!identity) identities.set(key, (identity = `${connection.credential.kind}#${identities.size + 1}@${connection.baseUrl}`));
  return identity;
}

/** The one way the console speaks HTTP: typed requests through the identity's scheduler. */
export class ApiClient {
  readonly identity: string;
  readonly scheduler: RequestScheduler;

  constructor(
    readonly connection: Connection,
    private readonly options: ClientOptions = {},
  ) {
    this.identity = identityOf(connection);
    // Scheduler options make a private scheduler; without them the identity's shared one is used.
    this.scheduler = options.scheduler ? new RequestScheduler(options.scheduler) : sharedScheduler(this.identity);
  }

  get isAdministrator(): boolean {
    return this.connection.credential.kind === 'admin';
  }

  async request<T>(request: ApiRequest): Promise<T> {
    const timed = { timeoutMs: this.options.timeoutMs, ...request };
    const response = await this.scheduler.run<T>(timed, (attempt) => sendRequest<T>(this.connection, attempt, this.options.fetch));
    return response.body;
  }
}
