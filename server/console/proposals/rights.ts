import { DRAFT_REPOSITORY_UUID, isDraftRepositoryId } from '../../../common/draftRepository.js';
import type { RepositoryGrant } from '../../../common/policy.js';
import { notFound } from '../../shared/http/errors.js';
import type { Caller } from '../api/index.js';

/** A person's caller, as the people part makes it: what the policy granted them. */
interface PersonRights {
  person: { mayCreateDraft: boolean; grants: ReadonlyMap<string, RepositoryGrant> };
}

const rightsOf = (caller: Caller) => ('person' in caller ? (caller as Caller & PersonRights).person : undefined);

/**
 * What a caller may do with edits and proposals, by the policy (common/policy.ts) for a person; a key or the
 * administrator's token keeps the service's rules, and the service decides its writes.
 */

/** Whether a caller may draft: a person with the policy's right to, or any key (the service decides for keys). */
export const mayDraft = (caller: Caller) => rightsOf(caller)?.mayCreateDraft ?? true;

/** Whether a caller may accept a draft into a repository (the publish privilege), by the policy for a person. */
export function mayAcceptIn(caller: Caller, repositoryId: string): boolean {
  const rights = rightsOf(caller);
  return rights ? Boolean(rights.grants.get(repositoryId.toLowerCase())?.acceptDraft) : true;
}

/** The repositories where a caller may accept: a person's by their grants, everything for a key or token. */
export function acceptingRepositories(caller: Caller): string[] | 'all' {
  const rights = rightsOf(caller);
  if (!rights) return 'all';
  return [...rights.grants].filter(([, grant]) => grant.acceptDraft).map(([uuid]) => uuid);
}

/** Whether a caller sees a repository (Drafts: where they may draft). */
export function seesRepository(caller: Caller, repositoryId: string): boolean {
  const id = isDraftRepositoryId(repositoryId) ? DRAFT_REPOSITORY_UUID : repositoryId.toLowerCase();
  if (id === DRAFT_REPOSITORY_UUID) return mayDraft(caller);
  return caller.repositoryIds.some((visible) => visible.toLowerCase() === id);
}

/** The repository as the caller sees it: a 404, as for one that does not exist, where it may not see it. */
export function visibleRepository(caller: Caller, repositoryId: string): string {
  if (!seesRepository(caller, repositoryId)) throw notFound(`repository ${repositoryId} does not exist`);
  return isDraftRepositoryId(repositoryId) ? DRAFT_REPOSITORY_UUID : repositoryId.toLowerCase();
}
