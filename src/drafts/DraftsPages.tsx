import { Button, Checkbox } from '@mantine/core';
import { useState } from 'react';
import { DRAFT_REPOSITORY } from '../repositories';
import type { Column } from '../list/DataTable';
import { draftPath } from '../lib/paths';
import { ModelsPage, type ModelRow } from '../models';
import { BatchAcceptDialog } from './BatchAcceptDialog';
import { NewDraftButton } from './DraftActions';
import { useDraftColumns } from './DraftColumns';
import { t } from '../i18n/translate';

/** Rows chosen for accepting together, by uuid; kept across pages of the list. */
function useDraftSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, ModelRow>>(new Map());
  const toggle = (rows: readonly ModelRow[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (!row.model.uuid) continue;
        if (on) next.set(row.model.uuid, row);
        else next.delete(row.model.uuid);
      }
      return next;
    });
  const column = (rows: readonly ModelRow[]): Column<ModelRow> => {
    const selectable = rows.filter((row) => row.model.uuid);
    const all = selectable.length > 0 && selectable.every((row) => selected.has(row.model.uuid!));
    const some = selectable.some((row) => selected.has(row.model.uuid!));
    return {
      key: 'select',
      title: t('common.select'),
      header: (
        <Checkbox
          aria-label={t('drafts.selectAll')}
          checked={all}
          indeterminate={some && !all}
          // Nothing to select while the page's rows load: a click then would do nothing, and say nothing.
          disabled={selectable.length === 0}
          onChange={(e) => toggle(selectable, e.currentTarget.checked)}
        />
      ),
      width: 40,
      render: (row) =>
        row.model.uuid && (
          <Checkbox
            aria-label={t('drafts.selectOne', { title: row.title?.text ?? t('drafts.untitled') })}
            checked={selected.has(row.model.uuid)}
            onChange={(e) => toggle([row], e.currentTarget.checked)}
          />
        ),
    };
  };
  return { selected, column, clear: () => setSelected(new Map()) };
}

/** The review list: drafts of the draft repository (archived ones are no longer listed); several can be accepted at once. */
export function DraftsPage() {
  const draftColumns = useDraftColumns();
  const selection = useDraftSelection();
  const [accepting, setAccepting] = useState(false);
  return (
    <>
      <ModelsPage
        repositoryId={DRAFT_REPOSITORY}
        heading={t('drafts.title')}
        modelLink={(m) => draftPath(m.uuid!)}
        toolbar={
          <>
            <Button variant="default" disabled={selection.selected.size === 0} onClick={() => setAccepting(true)}>
              {t('drafts.acceptSelected', { count: selection.selected.size })}
            </Button>
            <NewDraftButton />
          </>
        }
        extraColumns={draftColumns}
        selectColumn={selection.column}
      />
      {accepting && (
        <BatchAcceptDialog
          drafts={[...selection.selected.values()]}
          onClose={(sent) => {
            setAccepting(false);
            // Once sent, the accepted drafts have left the list; a batch cancelled keeps its choice.
            if (sent) selection.clear();
          }}
        />
      )}
    </>
  );
}

/** A draft for review: checks, comparison and Accept beside the same canvas, descriptions and titles as a model. */
export { ReviewPage as DraftPage } from './ReviewPage';
