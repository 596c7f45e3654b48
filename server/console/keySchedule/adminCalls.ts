import { callService, ownCallHeaders } from '../serviceCalls/index.js';
import { HttpError } from '../../shared/http/errors.js';
import { readCount } from '../../../common/rateLimitHeaders.js';

export interface ServiceKey {
  uuid: string;
  applicationName: string;
  expiresAt?: string;
  createdAt?: string;
  status?: string;
}

/** A revoke's answer: done (`gone`: the service had it no more), or why not, with a 429's wait. */
export type RevokeAnswer =
  { ok: true; gone: boolean } | { ok: false; status?: number; error: string; retryAfterSeconds?: number };

/** A key issued: the service answered, or it is not known whether it issued one (`unknown`). */
export type IssueAnswer =
  | { outcome: 'issued'; key: ServiceKey & { apiKey: string } }
  | { outcome: 'refused'; status: number; message: string }
  | { outcome: 'unknown' };

/** An error answer's words, and (after a 429) how long to wait: Retry-After, else the body's, as the walker reads it. */
async function refusalOf(response: Response): Promise<{ message: string; retryAfterSeconds?: number }> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; retryAfterSeconds?: number };
  return {
    message: typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
    retryAfterSeconds: readCount(response.headers.get('retry-after')) ?? body.retryAfterSeconds,
  };
}

/**
 * The key schedule's requests of the service's `/api-keys`, with its administrator credential (ADMIN_TOKEN):
 * none goes again on its own here, the schedule decides when (a DELETE may; a POST whose answer was lost may not).
 */
export class AdminCalls {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: { baseUrl: () => string; adminToken: string; fetch?: typeof fetch }) {
    this.fetch = options.fetch ?? fetch;
  }

  /** The key, or undefined where the service has none of this uuid. */
  async key(uuid: string): Promise<ServiceKey | undefined> {
    const response = await this.send(`/api-keys/${encodeURIComponent(uuid)}`, { method: 'GET' });
    if (response.status === 404) return undefined;
    if (!response.ok)
      throw new HttpError(
        502,
        'service_unavailable',
        `the service did not answer the key: ${(await refusalOf(response)).message}`,
      );
    return (await response.json()) as ServiceKey;
  }

  async issue(applicationName: string, expiresAt: string): Promise<IssueAnswer> {
    let response: Response;
    try {
      response = await this.send('/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicationName, expiresAt }),
      });
    } catch {
      return { outcome: 'unknown' };
    }
    if (response.status === 201) {
      const key = (await response.json().catch(() => undefined)) as (ServiceKey & { apiKey: string }) | undefined;
      return key?.uuid && key.apiKey ? { outcome: 'issued', key } : { outcome: 'unknown' };
    }
    // A 5xx may come after the service issued it (the spec's 500 says nothing of that): not known either way.
    if (response.status >= 500) return { outcome: 'unknown' };
    return { outcome: 'refused', status: response.status, message: (await refusalOf(response)).message };
  }

  /** Deletes the key at the service; one already gone counts as done. Never throws. */
  async revoke(uuid: string): Promise<RevokeAnswer> {
    let response: Response;
    try {
      response = await this.send(`/api-keys/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
    if (response.ok) return { ok: true, gone: false };
    if (response.status === 404) return { ok: true, gone: true };
    const { message, retryAfterSeconds } = await refusalOf(response);
    return {
      ok: false,
      status: response.status,
      error: `the service answered ${response.status}: ${message}`,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  }

  private send(path: string, init: RequestInit): Promise<Response> {
    return callService(this.fetch, `${this.options.baseUrl()}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...ownCallHeaders(),
        authorization: `Bearer ${this.options.adminToken}`,
      },
    });
  }
}
