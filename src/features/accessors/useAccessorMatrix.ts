import { useState } from 'react';
import { useApiClient } from '../../api/ClientContext';
import { getAccessor } from '../../api/endpoints/accessors';
import { isApiError } from '../../api/errors';
import { useAccessors, useUpdateAccessorPrivileges } from '../../api/queries/accessors';
import type { Accessor } from '../../api/types';
import { describeError } from '../../lib/errors';
import { pageCount, pageWindow, type ListDefaults } from '../../lib/urlState';
import { useListController } from '../useListController';
import { applied, diffLines, patches, toggleFlag, type DiffLine, type PendingChanges, type PrivilegeFlag } from './pendingChanges';

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

/**
 * The privilege matrix's logic: the page of accessors (URL state), edits collected as pending changes,
 * and saving them as one PATCH per changed accessor. A failed or unknown save keeps that row's edit and
 * re-reads the accessor: an unknown outcome that did apply is recognised and cleared, never re-sent.
 */
export function useAccessorMatrix(repositoryId: string) {
  const client = useApiClient();
  const list = useListController(ACCESSOR_LIST);
  const { state } = list;
  const query = useAccessors(repositoryId, {
    projection: 'ALL',
    sortBy: state.sort as 'type',
    ascending: state.ascending,
    filter: state.filter || undefined,
    filterFields: 'user,type',
    ...pageWindow(state),
  });
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

  async function save() {
    setSaving(true);
    const edits = pending;
    setLastSaved(diffLines(edits));
    await Promise.all(
      patches(edits).map(async ({ accessorId, privileges }) => {
        setOutcome(accessorId, { state: 'saving' });
        try {
          await update.mutateAsync({ accessorId, privileges });
          dropPending(accessorId);
          setOutcome(accessorId, { state: 'saved' });
        } catch (failure) {
          const unknown = isApiError(failure) && failure.outcome === 'unknown';
          // Read the accessor back before saying anything: an unknown outcome may have applied.
          const reread = await getAccessor(client, repositoryId, accessorId, { projection: 'ALL' }).catch(() => undefined);
          if (unknown && applied(edits[accessorId], reread)) {
            dropPending(accessorId);
            setOutcome(accessorId, { state: 'saved', message: 'The service did not answer, but reading it back shows the change applied.' });
          } else if (unknown) {
            setOutcome(accessorId, {
              state: 'unknown',
              message: reread
                ? 'The service did not answer and reading it back shows the change is not there; it is still pending.'
                : 'The service did not answer and the accessor could not be read back; the change is still pending.',
            });
          } else {
            setOutcome(accessorId, { state: 'failed', message: describeError(failure) });
          }
        }
      }),
    );
    setSaving(false);
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
    toggle: (accessor: Accessor, flag: PrivilegeFlag) => setPending((current) => toggleFlag(current, accessor, flag)),
    discard: () => setPending({}),
    save,
  };
}
