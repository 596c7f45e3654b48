import { walkPages, type PageOf } from '../../../common/pagination.js';
import { callService } from '../serviceCalls/index.js';

/** An accessor as the event keeps it: whom it names, and its privileges. */
export interface AccessorState {
  type?: string;
  user?: string | null;
  group?: string;
  privileges: Record<string, boolean>;
}

/**
 * What an event names, read from the service with the administrator's credential, so that the log says what a
 * target was called at the time (a key's application, a model's title, a repository's name) and what an
 * accessor's privileges were before the write. A read that fails names nothing: the event keeps the uuids.
 */
export interface AuditLookups {
  keyName(uuid: string): Promise<string | undefined>;
  accessor(repositoryId: string, accessorId: string): Promise<AccessorState | undefined>;
  modelTitle(repositoryId: string, modelId: string): Promise<string | undefined>;
  repositoryName(uuid: string): Promise<string | undefined>;
}

/** How long the repositories' names are kept: a rename shows in the log within this time. */
const REPOSITORY_NAMES_MS = 60_000;

interface Titled {
  titles?: Record<string, { title?: string }>;
}

/** The first title a model or draft has, in the order the service lists its languages. */
export const firstTitle = (model: Titled | undefined): string | undefined =>
  Object.values(model?.titles ?? {}).find((title) => title?.title)?.title;

export function serviceLookups(options: {
  baseUrl: () => string;
  adminToken: string;
  fetch?: typeof fetch;
  now?: () => number;
}): AuditLookups {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const read = async <T>(path: string): Promise<T | undefined> => {
    try {
      const response = await callService(fetcher, `${options.baseUrl()}${path}`, {
        headers: { authorization: `Bearer ${options.adminToken}`, accept: 'application/json' },
      });
      return response.ok ? ((await response.json()) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  let names: { byUuid: Map<string, string>; until: number } | undefined;
  const repositoryNames = async () => {
    if (names && names.until > now()) return names.byUuid;
    const { items } = await walkPages(
      async (startAt, maxResults) =>
        (await read<PageOf<{ uuid?: string; name?: string }>>(
          `/repositories?startAt=${startAt}&maxResults=${maxResults}`,
        )) ?? { data: [], total: 0 },
      { pageSize: 100 },
    );
    const byUuid = new Map(items.flatMap((item) => (item.uuid && item.name ? [[item.uuid, item.name]] : [])));
    names = { byUuid, until: now() + REPOSITORY_NAMES_MS };
    return byUuid;
  };
  const segment = encodeURIComponent;
  return {
    keyName: async (uuid) =>
      (await read<{ applicationName?: string }>(`/api-keys/${segment(uuid)}`))?.applicationName ?? undefined,
    async accessor(repositoryId, accessorId) {
      const accessor = await read<{
        type?: string;
        user?: string | null;
        groupEntity?: { group?: { uuid?: string } } | null;
        privileges?: Record<string, boolean>;
      }>(`/repositories/${segment(repositoryId)}/accessors/${segment(accessorId)}?projection=ALL`);
      if (!accessor) return undefined;
      return {
        type: accessor.type,
        user: accessor.user,
        ...(accessor.groupEntity?.group?.uuid ? { group: accessor.groupEntity.group.uuid } : {}),
        privileges: accessor.privileges ?? {},
      };
    },
    modelTitle: async (repositoryId, modelId) =>
      firstTitle(await read<Titled>(`/repositories/${segment(repositoryId)}/models/${segment(modelId)}?fields=titles`)),
    repositoryName: async (uuid) => (await repositoryNames().catch(() => undefined))?.get(uuid.toLowerCase()),
  };
}
