import { useRef, useState } from 'react';
import { useApiClient } from '../api/ClientContext';
import { getAccessor, listAccessors } from '../api/endpoints/accessors';
import { walkPages, type WalkProgress } from '../../common/pagination';
import { isApiError } from '../api/errors';
import { useAccessors, useUpdateAccessorPrivileges } from './queries';
import type { Accessor } from '../api/types';
import { describeError } from '../ui/errors';
import { pageCount, pageWindow, type ListDefaults } from '../lib/urlState';
import { useRowSelection } from '../list/selection';
import { useListController } from '../list/useListController';
import { serviceFilterFor, type DirectoryEntry } from '../directory';
import {
  applied,
  diffLines,
  patches,
  setFlagForAll,
  toggleFlag,
  type DiffLine,
  type NameOf,
  type PendingChanges,
  type PrivilegeFlag,
} from './pendingChanges';
import { t } from '../i18n/translate';

export const ACCESSOR_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'type',
  sortable: ['type', 'user', 'uuid', 'privileges', 'groupEntity.group'],
};

export type RowOutcome =
  | { state: 'saving' }
  | { state: 'saved'; message?: string }
  | { state: 'failed'; message: string }
  | { state: 'unknown'; message: string };

/** How a save ended, for the notification: accessors saved, and those whose change stays pending. */
export interface SaveSummary {
  saved: number;
  failed: number;
  unknown: number;
}

/** Progress through a save: accessors settled (saved, failed or unknown) of those sent. */
export function saveProgress(lines: readonly DiffLine[], outcomes: Readonly<Record<string, RowOutcome>>) {
  const accessors = [...new Set(lines.map((line) => line.accessorId))];
  const settled = accessors.filter((id) => outcomes[id] && outcomes[id].state !== 'saving').length;
  return { settled, total: accessors.length };
}

const accessorId = (accessor: Accessor) => accessor.uuid;

/**
 * The privilege matrix's logic: the page of accessors (URL state), edits collected as pending changes,
 * and saving them as one PATCH per changed accessor. A failed or unknown save keeps that row's edit and
 * re-reads the accessor: an unknown outcome that did apply is recognised and cleared, never re-sent. Rows
 * can be selected across pages (or every row matching the filter) and one flag granted or withdrawn for all
 * of them: that makes ordinary pending edits, reviewed and saved like any other.
 */
/**
 * `people` is the console's directory: it names users and groups in the pending changes, and lets the filter
 * take a user's name where the service knows only uuids.
 */
export function useAccessorMatrix(
  repositoryId: string,
  people?: { nameOf: NameOf; entries: ReadonlyMap<string, DirectoryEntry> },
) {
  const nameOf = people?.nameOf;
  const client = useApiClient();
  const list = useListController(ACCESSOR_LIST);
  const { state } = list;
  const listQuery = {
    projection: 'ALL',
    sortBy: state.sort as 'type',
    ascending: state.ascending,
    filter: (people ? serviceFilterFor(state.filter, people.entries) : state.filter) || undefined,
    filterFields: 'user,type',
  } as const;
  const query = useAccessors(repositoryId, { ...listQuery, ...pageWindow(state) });
  const selection = useRowSelection(accessorId);
  const [selectingAll, setSelectingAll] = useState<WalkProgress>();
  const selectAllWalk = useRef<AbortController>(undefined);
  const update = useUpdateAccessorPrivileges(repositoryId);
  const [pending, setPending] = useState<PendingChanges>({});
  const [outcomes, setOutcomes] = useState<Record<string, RowOutcome>>({});
  const [saving, setSaving] = useState(false);
  /** The lines of the last save, so that their outcomes stay visible after they leave the pending set. */
  const [lastSaved, setLastSaved] = useState<DiffLine[]>([]);

  const setOutcome = (id: string, outcome: RowOutcome) => setOutcomes((current) => ({ ...current, [id]: outcome }));
  const dropPending = (id: string) =>
    setPending((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });

  /**
   * Selects every accessor matching the filter, on every page: a walk of the list through the query layer.
   * Cancelled, it leaves the selection as it was; a failure is thrown.
   */
  async function selectAllMatching() {
    const abort = new AbortController();
    selectAllWalk.current = abort;
    setSelectingAll({ loaded: 0, total: query.data?.total ?? 0, pages: 0, totalChanged: false });
    try {
      const walk = await walkPages(
        (startAt, maxResults, signal) =>
          listAccessors(client, repositoryId, { ...listQuery, startAt, maxResults }, signal),
        {
          signal: abort.signal,
          onProgress: setSelectingAll,
        },
      );
      selection.replace(walk.items);
    } catch (failure) {
      if (!abort.signal.aborted) throw failure;
    } finally {
      setSelectingAll(undefined);
    }
  }

  async function save(): Promise<SaveSummary> {
    setSaving(true);
    const edits = pending;
    setLastSaved(diffLines(edits));
    const settled = await Promise.all(
      patches(edits).map(async ({ accessorId, privileges }): Promise<RowOutcome['state']> => {
        setOutcome(accessorId, { state: 'saving' });
        try {
          // The selection keeps what the service now holds: a later bulk change starts from it, not from before.
          selection.refresh([await update.mutateAsync({ accessorId, privileges })]);
          dropPending(accessorId);
          setOutcome(accessorId, { state: 'saved' });
          return 'saved';
        } catch (failure) {
          const unknown = isApiError(failure) && failure.outcome === 'unknown';
          // Read the accessor back before saying anything: an unknown outcome may have applied.
          const reread = await getAccessor(client, repositoryId, accessorId, { projection: 'ALL' }).catch(
            () => undefined,
          );
          if (unknown && applied(edits[accessorId], reread)) {
            selection.refresh([reread!]);
            dropPending(accessorId);
            setOutcome(accessorId, {
              state: 'saved',
              message: t('accessor.appliedAnyway'),
            });
            return 'saved';
          }
          if (unknown) {
            setOutcome(accessorId, {
              state: 'unknown',
              message: reread ? t('accessor.notApplied') : t('accessor.unreadable'),
            });
            return 'unknown';
          }
          setOutcome(accessorId, { state: 'failed', message: describeError(failure) });
          return 'failed';
        }
      }),
    );
    setSaving(false);
    const count = (state: RowOutcome['state']) => settled.filter((s) => s === state).length;
    return { saved: count('saved'), failed: count('failed'), unknown: count('unknown') };
  }

  const total = query.data?.total ?? 0;
  return {
    list,
    query,
    rows: query.data?.data ?? [],
    total,
    pages: pageCount(total, state.pageSize),
    pending,
    diff: diffLines(pending),
    lastSaved,
    outcomes,
    saving,
    progress: saveProgress(lastSaved, outcomes),
    selection,
    selectingAll,
    selectAllMatching,
    cancelSelectAll: () => selectAllWalk.current?.abort(),
    /** Grants (true) or withdraws (false) one flag for every selected accessor, as pending edits. */
    setForSelected: (flag: PrivilegeFlag, value: boolean) =>
      setPending((current) => setFlagForAll(current, selection.rows, flag, value, nameOf)),
    toggle: (accessor: Accessor, flag: PrivilegeFlag) =>
      setPending((current) => toggleFlag(current, accessor, flag, nameOf)),
    discard: () => setPending({}),
    save,
  };
}

export type AccessorMatrix = ReturnType<typeof useAccessorMatrix>;
