import type { ApiClient } from '../api/client';
import { listAccessors } from '../api/endpoints/accessors';
import { listRepositories } from '../api/endpoints/repositories';
import { walkPages } from '../../common/pagination';
import type { Accessor } from '../api/types';
import { describeError } from '../ui/errors';
import { DISPLAYED_FLAGS, flagLabel, type PrivilegeFlag } from '../accessors';
import { repositoryChoices, type RepositoryChoice } from '../repositories';
import { t } from '../i18n/translate';

/** The question asked of every repository: where is this user an accessor, or who holds this flag (or any)? */
export type AccessQuestion = { user: string } | { privilege: PrivilegeFlag | 'any' };

export interface AccessRow {
  repository: RepositoryChoice;
  accessor: Accessor;
  /** The flags the accessor holds there, in display order. */
  held: PrivilegeFlag[];
}

export interface AccessProgress {
  repositories: number;
  done: number;
}

export interface AccessAnswer {
  rows: AccessRow[];
  /** Repositories whose accessors could not be read, and why: the answer leaves them out. */
  unread: { repository: RepositoryChoice; reason: string }[];
  repositories: number;
}

export const heldFlags = (accessor: Accessor): PrivilegeFlag[] =>
  DISPLAYED_FLAGS.filter((flag) => accessor.privileges?.[flag] === true);

/** The accessors of one repository that answer the question. */
export function matchingAccessors(accessors: readonly Accessor[], question: AccessQuestion): Accessor[] {
  if ('user' in question) return accessors.filter((a) => a.user?.toLowerCase() === question.user.toLowerCase());
  return accessors.filter((a) =>
    question.privilege === 'any' ? heldFlags(a).length > 0 : a.privileges?.[question.privilege] === true,
  );
}

/**
 * Asks every repository, one after another through the query layer (so the rate limiter paces it): all
 * repositories are walked, then each one's accessors. For a user, the service's own filter narrows each
 * repository to that user (matched exactly here, since a filter is a substring match); for a flag, every
 * accessor is read, since flags cannot be filtered. A repository that refuses or fails is reported, not fatal.
 */
export async function askEveryRepository(
  client: ApiClient,
  question: AccessQuestion,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: AccessProgress) => void } = {},
): Promise<AccessAnswer> {
  const walked = await walkPages(
    (startAt, maxResults) => listRepositories(client, { startAt, maxResults, sortBy: 'name', ascending: true }, signal),
    { signal },
  );
  const repositories = repositoryChoices(walked.items);
  const rows: AccessRow[] = [];
  const unread: AccessAnswer['unread'] = [];
  const narrow = 'user' in question ? { filter: question.user, filterFields: 'user' as const } : {};
  for (const [index, repository] of repositories.entries()) {
    onProgress?.({ repositories: repositories.length, done: index });
    try {
      const accessors = await walkPages(
        (startAt, maxResults) =>
          listAccessors(
            client,
            repository.uuid,
            { projection: 'ALL', sortBy: 'uuid', ascending: true, ...narrow, startAt, maxResults },
            signal,
          ),
        { signal },
      );
      for (const accessor of matchingAccessors(accessors.items, question))
        rows.push({ repository, accessor, held: heldFlags(accessor) });
    } catch (failure) {
      if (signal?.aborted) throw failure;
      unread.push({ repository, reason: describeError(failure) });
    }
  }
  onProgress?.({ repositories: repositories.length, done: repositories.length });
  return { rows, unread, repositories: repositories.length };
}

/** The answer as CSV cells: one row per accessor and repository, one column per flag. */
export function accessCsv(rows: readonly AccessRow[]): { header: string[]; cells: (string | undefined)[][] } {
  return {
    header: ['repositoryId', 'repository', 'accessorId', 'type', 'user', 'group', ...DISPLAYED_FLAGS],
    cells: rows.map(({ repository, accessor }) => [
      repository.uuid,
      repository.label,
      accessor.uuid,
      accessor.type,
      accessor.user ?? undefined,
      accessor.groupEntity?.group?.name,
      ...DISPLAYED_FLAGS.map((flag) => String(accessor.privileges?.[flag] === true)),
    ]),
  };
}

export const privilegeLabel = (flag: PrivilegeFlag | 'any') =>
  flag === 'any' ? t('access.anyPrivilege') : flagLabel(flag);
