import { createHash } from 'node:crypto';
import type { Caller } from '../api/index.js';
import type { IncomingHttpHeaders } from 'node:http';
import { walkPages, type PageOf } from '../../../common/pagination.js';
import type { RepositoryShape } from '../../shared/serviceSchemas.js';
import { HttpError, unauthorized } from '../../shared/http/errors.js';
import { callService } from '../serviceCalls/index.js';
import { serviceCredentialOf } from '../../shared/http/requestActor.js';

export interface CallerCheckOptions {
  /** The service's base URL, ending in `/api/v1` (known once the server listens). */
  baseUrl: () => string;
  /** How long a success is trusted (AUTH_CACHE_SECONDS). */
  cacheSeconds: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Checks each caller's own credential against the service, which alone decides who may read what: the
 * repositories it lists for the credential are those answered from, and it answers `/api-keys` for an
 * administrator only. A success is kept at most `cacheSeconds`, so a revoked key is refused within that time;
 * a failure is never kept. The cache is keyed by a hash of the credential, never the credential itself.
 */
export class CallerCheck {
  private readonly cache = new Map<string, { caller: Caller; until: number }>();
  private readonly asking = new Map<string, Promise<Caller>>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: CallerCheckOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async check(headers: IncomingHttpHeaders): Promise<Caller> {
    const credential = serviceCredentialOf(headers);
    if (!credential['x-api-key'] && !credential.authorization)
      throw unauthorized(
        'no credential: send your application key in x-api-key or the administrator token as a bearer token',
      );
    const key = createHash('sha256').update(JSON.stringify(credential)).digest('base64url');
    const kept = this.cache.get(key);
    if (kept && kept.until > this.now()) return kept.caller;
    this.cache.delete(key);
    let asking = this.asking.get(key);
    if (!asking) {
      asking = this.ask(credential).finally(() => this.asking.delete(key));
      this.asking.set(key, asking);
    }
    const caller = await asking;
    if (this.options.cacheSeconds > 0)
      this.cache.set(key, { caller, until: this.now() + this.options.cacheSeconds * 1000 });
    this.sweep();
    return caller;
  }

  private async ask(credential: Record<string, string>): Promise<Caller> {
    const repositories = await walkPages<RepositoryShape>(
      async (startAt, maxResults) =>
        (await this.send(`/repositories?startAt=${startAt}&maxResults=${maxResults}`, credential)).json() as Promise<
          PageOf<RepositoryShape>
        >,
      { pageSize: 100 },
    );
    // The service answers /api-keys for its administrator alone.
    const administrator =
      Boolean(credential.authorization) && (await this.send('/api-keys?maxResults=1', credential, [403])).ok;
    return {
      administrator,
      repositoryIds: repositories.items.flatMap((repository) => (repository.uuid ? [repository.uuid] : [])),
    };
  }

  /** A read with the caller's credential: a success, a status in `refusals`, or the caller's error. */
  private async send(path: string, credential: Record<string, string>, refusals: number[] = []): Promise<Response> {
    const response = await callService(
      this.fetch,
      `${this.options.baseUrl()}${path}`,
      { headers: { ...credential, accept: 'application/json' } },
      'the model repository service could not be reached to check your credential',
    );
    if (response.ok || refusals.includes(response.status)) return response;
    const body = (await response.json().catch(() => ({}))) as { message?: string; retryAfterSeconds?: number };
    if (response.status === 401) throw unauthorized(body.message ?? 'the service does not accept this credential');
    if (response.status === 429)
      throw new HttpError(
        429,
        'rate_limited',
        body.message ?? 'too many requests for this credential',
        body.retryAfterSeconds,
      );
    if (response.status === 403)
      throw new HttpError(403, 'forbidden', body.message ?? 'this credential may not list repositories');
    throw new HttpError(
      503,
      'service_unavailable',
      `the service could not check your credential (HTTP ${response.status})`,
    );
  }

  /** Drops lapsed entries now and then, so that many one-off credentials do not grow the cache without bound. */
  private sweep(): void {
    if (this.cache.size < 1000) return;
    const now = this.now();
    for (const [key, { until }] of this.cache) if (until <= now) this.cache.delete(key);
  }
}
