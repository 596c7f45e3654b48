/**
 * What the console may do for whom: one table of rules, used by the console's server wherever it acts for a
 * person (the forwarder of `/api/v1`, `/console-api`, and `GET /console-api/v1/me`, whose answer the console
 * reads to hide what a person may not do). Never a second copy of these rules: the console asks, it does not
 * decide. Dependency-free, beside the privilege flags it speaks of.
 *
 * A person's rights in a repository are the service's own accessor privileges: the union of what the
 * repository's accessors grant their directory user, any of their directory groups, and the All Users group.
 * Keys and the administrator's token keep the service's rules: an application key may do everything in every
 * repository but administer; the administrator everything. A person in the administrators' group may do
 * everything too: someone must be able to mend a repository whose accessors name nobody.
 */
import { ALL_USERS_GROUP } from './groups.js';
import type { PrivilegeFlag } from './privileges.js';

/** What a person may be allowed to do within one repository, beyond seeing it. */
export const REPOSITORY_ACTIONS = ['editAccessors', 'acceptDraft', 'export'] as const;
export type RepositoryAction = (typeof REPOSITORY_ACTIONS)[number];

/** The privilege flag each repository action needs; seeing a repository needs an accessor entry of any flag. */
export const PRIVILEGE_FOR: Record<RepositoryAction, PrivilegeFlag> = {
  editAccessors: 'manageUsers',
  acceptDraft: 'publish',
  export: 'exportData',
};

/** One accessor of a repository, as the service lists it. */
export interface AccessorEntry {
  type?: string;
  user?: string | null;
  groupEntity?: { group: { uuid: string } } | null;
  privileges?: Partial<Record<string, boolean>>;
}

/** Who asks. A person is their directory user (when the directory knows their e-mail) and directory groups. */
export type Actor =
  | { kind: 'person'; userId?: string; groupIds: readonly string[]; administrator: boolean }
  | { kind: 'key' }
  | { kind: 'administrator' };

/** What an actor may do in one repository; undefined where they may not even see it. */
export type RepositoryGrant = Record<RepositoryAction, boolean>;

const EVERYTHING: RepositoryGrant = { editAccessors: true, acceptDraft: true, export: true };

/** Whether an accessor entry stands for this person: their user, one of their groups, or All Users. */
function standsFor(entry: AccessorEntry, userId: string | undefined, groupIds: ReadonlySet<string>): boolean {
  const group = entry.groupEntity?.group.uuid?.toLowerCase();
  if (group) return group === ALL_USERS_GROUP || groupIds.has(group);
  return userId !== undefined && entry.user?.toLowerCase() === userId;
}

/**
 * What the actor may do in a repository with these accessors: the union of every entry that stands for them, or
 * undefined where none does (the repository is, for them, as if it did not exist).
 */
export function grantIn(actor: Actor, accessors: readonly AccessorEntry[]): RepositoryGrant | undefined {
  if (actor.kind !== 'person' || actor.administrator) return EVERYTHING;
  const userId = actor.userId?.toLowerCase();
  const groupIds = new Set(actor.groupIds.map((id) => id.toLowerCase()));
  const entries = accessors.filter((entry) => standsFor(entry, userId, groupIds));
  if (entries.length === 0) return undefined;
  const granted = (flag: PrivilegeFlag) => entries.some((entry) => entry.privileges?.[flag] === true);
  return Object.fromEntries(
    REPOSITORY_ACTIONS.map((action) => [action, granted(PRIVILEGE_FOR[action])]),
  ) as RepositoryGrant;
}

/** Why an actor may not do something: the privilege missing in a repository, or not being an administrator. */
export type Refusal =
  | { missing: 'visibility'; repositoryId: string }
  | { missing: PrivilegeFlag; repositoryId: string; action: RepositoryAction }
  | { missing: 'administrator' };

/** Whether the actor may do `action` in the repository whose grant is `grant`; the refusal says what is missing. */
export function mayInRepository(
  grant: RepositoryGrant | undefined,
  repositoryId: string,
  action: RepositoryAction | 'see',
): Refusal | undefined {
  if (!grant) return { missing: 'visibility', repositoryId };
  if (action === 'see' || grant[action]) return undefined;
  return { missing: PRIVILEGE_FOR[action], repositoryId, action };
}

/** Whether the actor may administer the installation (API keys, the directory, everything not a repository's). */
export function mayAdminister(actor: Actor): Refusal | undefined {
  const administrator = actor.kind === 'administrator' || (actor.kind === 'person' && actor.administrator);
  return administrator ? undefined : { missing: 'administrator' };
}

/** Whether the actor may create a draft: anyone who can see at least one repository. */
export function mayCreateDraft(grants: readonly (RepositoryGrant | undefined)[]): boolean {
  return grants.some((grant) => grant !== undefined);
}
