import { walkPages, type PageOf } from '../../../common/pagination.js';
import type { AccessorEntry } from '../../../common/policy.js';
import { HttpError } from '../../shared/http/errors.js';
import { callService } from '../serviceCalls/index.js';

export interface RepositoryAccessorsOptions {
  /** The service's base URL, ending in `/api/v1`. */
  baseUrl: () => string;
  /** The service's administrator credential (ADMIN_TOKEN): it alone may read every repository's accessors. */
  adminToken: string;
  /** How long a reading is used (AUTH_CACHE_SECONDS): a change of privileges reaches people within this time. */
  cacheSeconds: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Every repository of the service and its accessors. */
export type AccessorsByRepository = ReadonlyMap<string, readonly AccessorEntry[]>;

/**
 * The service's accessors, read with the administrator's credential, for the policy to decide what each person
 * may do. One reading serves every person for `cacheSeconds`; callers that ask while it is being read share it.
 */
export class RepositoryAccessors {
  private kept?: { value: AccessorsByRepository; until: number };
  private reading?: Promise<AccessorsByRepository>;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: RepositoryAccessorsOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async all(): Promise<AccessorsByRepository> {
    if (this.kept && this.kept.until > this.now()) return this.kept.value;
    this.reading ??= this.read()
      .then((value) => {
        this.kept = { value, until: this.now() + this.options.cacheSeconds * 1000 };
        return value;
      })
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<AccessorsByRepository> {
    const repositories = await this.walk<{ uuid?: string }>('/repositories');
    const byRepository = new Map<string, readonly AccessorEntry[]>();
    for (const { uuid } of repositories) {
      if (!uuid) continue;
      // The default projection leaves out which group an entry is for.
      const accessors = await this.walk<AccessorEntry>(`/repositories/${uuid}/accessors`, 'projection=ALL&');
      byRepository.set(uuid.toLowerCase(), accessors);
    }
    return byRepository;
  }

  private async walk<T>(path: string, query = ''): Promise<T[]> {
    const walked = await walkPages<T>(
      async (startAt, maxResults) =>
        (await this.get(`${path}?${query}startAt=${startAt}&maxResults=${maxResults}`)) as PageOf<T>,
      { pageSize: 100 },
    );
    return walked.items;
  }

  private async get(path: string): Promise<unknown> {
    const response = await callService(this.fetch, `${this.options.baseUrl()}${path}`, {
      headers: { authorization: `Bearer ${this.options.adminToken}`, accept: 'application/json' },
    });
    if (!response.ok)
      throw new HttpError(
        503,
        'service_unavailable',
        `the service did not let the console read its repositories' accessors (HTTP ${response.status})`,
      );
    return response.json();
  }
}
