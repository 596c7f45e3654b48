import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { walkPages, type PageOf } from '../../../common/pagination.js';
import { readCount } from '../../../common/rateLimitHeaders.js';
import { mayAdminister, mayInRepository, PRIVILEGE_FOR, type RepositoryAction } from '../../../common/policy.js';
import { forbidden, HttpError, notFound } from '../../shared/http/errors.js';
import { decodedSegment, JSON_TYPE } from '../../shared/http/apiPaths.js';
import { DRAFT_REPOSITORY_UUID, isDraftRepositoryId } from '../../../common/draftRepository.js';
import { checkCsrf } from './csrf.js';
import type { PeopleAccess, PersonCaller } from './peopleAccess.js';
import type { PersonKeys } from './personKeys.js';
import type { SessionStore } from './sessionStore.js';
import { callService, serviceBody } from '../serviceCalls/index.js';

export interface PersonForwardingOptions {
  people: PeopleAccess;
  keys: PersonKeys;
  /** Where a person's sessions end when the service refuses their key. */
  sessions: Pick<SessionStore, 'endAllOf'>;
  /** PUBLIC_URL: writes for a person must come from it. */
  publicUrl: string;
  /** The service's administrator credential, for an administrator's `/api-keys` requests. */
  adminToken: string;
  /** The service's base URL, ending in `/api/v1`, for reading a person's repositories whole. */
  baseUrl: () => string;
}

/** The person each request forwarded with their key acts for, while it is answered. */
const actingFor = new WeakMap<FastifyRequest, PersonCaller>();

/** The service's page of repositories. */
type Envelope = PageOf<{ uuid?: string }> & { startAt: number; maxResults: number };

/** What a person's request needs: the repository action in a repository, administering, or neither. */
type Need =
  | { repository: string; action: RepositoryAction | 'see' }
  | { drafts: true }
  | { administer: true }
  | { repositoryList: true }
  | undefined;

const WORDS: Record<RepositoryAction, string> = {
  editAccessors: "change this repository's accessors",
  acceptDraft: 'accept a draft into this repository',
  export: "export this repository's models",
};

/** What a request below `/api/v1` needs of the person, from its method and path. */
function needOf(method: string, segments: string[]): Need {
  const [head, repositoryId, part, , sub, verb] = segments;
  if (head === 'api-keys') return { administer: true };
  if (head !== 'repositories') return undefined;
  if (repositoryId === undefined) return method === 'GET' ? { repositoryList: true } : undefined;
  const id = repositoryId.toLowerCase();
  if (isDraftRepositoryId(id)) return { drafts: true };
  if (part === 'accessors' && method !== 'GET') return { repository: id, action: 'editAccessors' };
  if (part === 'models' && sub === 'versions' && verb === 'accept') return { repository: id, action: 'acceptDraft' };
  return { repository: id, action: 'see' };
}

/** A refusal in the service's words where the person may not see the repository: for them, it does not exist. */
function refusalOf(caller: PersonCaller, need: Need, repositoryId: string): HttpError | undefined {
  if (!need) return undefined;
  if ('administer' in need)
    return mayAdminister({ kind: 'person', groupIds: [], administrator: caller.administrator })
      ? forbidden('only administrators may manage API keys')
      : undefined;
  if ('drafts' in need)
    return caller.person.mayCreateDraft ? undefined : notFound(`repository ${repositoryId} does not exist`);
  if ('repository' in need) {
    const refusal = mayInRepository(caller.person.grants.get(need.repository), need.repository, need.action);
    if (!refusal) return undefined;
    if (refusal.missing === 'visibility') return notFound(`repository ${repositoryId} does not exist`);
    const action = need.action as RepositoryAction;
    return forbidden(`you need the ${PRIVILEGE_FOR[action]} privilege in this repository to ${WORDS[action]}`);
  }
  return undefined;
}

/**
 * Requests to `/api/v1` that carry a person's session cookie: the policy (common/policy.ts) decides, and an
 * allowed request goes on to the service with the person's own key (an administrator's `/api-keys` request with
 * the server's administrator credential), the cookie taken off. A repository the person may not see answers
 * 404 as one that does not exist; the list of repositories is theirs alone, its total and pages counted over it.
 * Requests with a key or token of their own go on untouched.
 */
async function forwardForPeople(app: FastifyInstance, options: PersonForwardingOptions): Promise<void> {
  // The service refused the person's own key: an administrator revoked it (on the keys page, or a script). Their
  // sessions end with it, everywhere, and the key is forgotten; signing in again through the provider issues a
  // new one, for whoever the provider still lets in.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const caller = actingFor.get(request);
    if (!caller || reply.statusCode !== 401) return payload;
    await options.keys.forget(caller.person.subject);
    await options.sessions.endAllOf(caller.person.subject);
    reply.type(JSON_TYPE);
    return JSON.stringify({
      error: 'unauthorized',
      message: 'your key at the service was revoked, and your session with it: sign in again',
    });
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await options.people.callerOf(request);
    if (!caller) return;
    checkCsrf(request, options.publicUrl);
    const path = request.url.split('?')[0].replace(/^\/api\/v1\/?/, '');
    const segments = path.split('/').filter(Boolean).map(decodedSegment);
    const need = needOf(request.method, segments);
    const refusal = refusalOf(caller, need, segments[1] ?? '');
    if (refusal) throw refusal;
    delete request.headers.cookie;
    if (need && 'administer' in need) {
      request.headers.authorization = `Bearer ${options.adminToken}`;
      return;
    }
    const key = await options.keys.secretFor(caller.person);
    request.headers['x-api-key'] = key;
    actingFor.set(request, caller);
    if (need && 'repositoryList' in need) {
      const budget = new RateLimitBudget();
      try {
        return reply.type(JSON_TYPE).send(await repositoriesOf(request, caller, key, options, budget));
      } finally {
        budget.tell(reply);
      }
    }
  });
}

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

/**
 * What the service said of the person's rate limit over the several calls one answer of the server took: the
 * headers of the call that left the least (`X-RateLimit-Remaining`), normally the last. The console's query layer
 * paces itself by them, as by every other answer.
 */
class RateLimitBudget {
  private lowest?: { remaining: number; headers: [string, string][] };

  note(response: Response): void {
    const remaining = readCount(response.headers.get('x-ratelimit-remaining'));
    if (remaining === undefined || (this.lowest && this.lowest.remaining < remaining)) return;
    const headers = RATE_LIMIT_HEADERS.flatMap((name): [string, string][] => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    this.lowest = { remaining, headers };
  }

  tell(reply: FastifyReply): void {
    for (const [name, value] of this.lowest?.headers ?? []) void reply.header(name, value);
  }
}

/**
 * The person's repositories as the service's list would be were it theirs alone: the service's own answer to the
 * query (its sort, filter and fields, its defaults and its errors), every page of it walked and cut to the
 * repositories they may see, then paged as asked.
 */
async function repositoriesOf(
  request: FastifyRequest,
  caller: PersonCaller,
  key: string,
  options: PersonForwardingOptions,
  budget: RateLimitBudget,
): Promise<Envelope> {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const ask = async (params: URLSearchParams) => {
    const response = await callService(fetch, `${options.baseUrl()}/repositories?${params}`, {
      headers: { 'x-api-key': key, accept: 'application/json' },
    });
    budget.note(response);
    return serviceBody<Envelope>(response, 'the service refused');
  };
  // The page asked for, as the service reads it: its startAt and maxResults, checked and defaulted by the service.
  const asked = await ask(query);
  const { items } = await walkPages(
    (startAt, maxResults) => {
      const paged = new URLSearchParams(query);
      paged.set('startAt', String(startAt));
      paged.set('maxResults', String(maxResults));
      return ask(paged);
    },
    { pageSize: 100 },
  );
  const visible = items.filter(({ uuid }) => {
    const id = uuid?.toLowerCase();
    return id === DRAFT_REPOSITORY_UUID ? caller.person.mayCreateDraft : caller.person.grants.has(id ?? '');
  });
  return {
    ...asked,
    total: visible.length,
    data: visible.slice(asked.startAt, asked.startAt + asked.maxResults),
  };
}

/** The hook applies to the service's whole API, beside which it is registered (hence fastify-plugin). */
export const personForwarding = fp(forwardForPeople, { name: 'person-forwarding' });
