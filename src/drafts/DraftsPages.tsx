import { Button } from '@mantine/core';
import { useState } from 'react';
import { DRAFT_REPOSITORY } from '../repositories';
import { selectionColumn } from '../list/SelectionColumn';
import { useRowSelection } from '../list/selection';
import { draftPath } from '../lib/paths';
import { ModelsPage, type ModelRow } from '../models';
import { BatchAcceptDialog } from './BatchAcceptDialog';
import { NewDraftButton } from './DraftActions';
import { useDraftColumns } from './DraftColumns';
import { t } from '../i18n/translate';

const draftId = (row: ModelRow) => row.model.uuid;

/** The review list: drafts of the draft repository (archived ones are no longer listed); several can be accepted at once. */
export function DraftsPage() {
  const draftColumns = useDraftColumns();
  // Chosen for accepting together, kept across the list's pages; a row without a uuid cannot be chosen.
  const selection = useRowSelection(draftId);
  const [accepting, setAccepting] = useState(false);
  return (
    <>
      <ModelsPage
        repositoryId={DRAFT_REPOSITORY}
        heading={t('drafts.title')}
        modelLink={(m) => draftPath(m.uuid!)}
        toolbar={
          <>
            <Button variant="default" disabled={selection.count === 0} onClick={() => setAccepting(true)}>
              {t('drafts.acceptSelected', { count: selection.count })}
            </Button>
            <NewDraftButton />
          </>
        }
        extraColumns={draftColumns}
        selectColumn={(rows) =>
          selectionColumn(selection, rows, {
            selectAllLabel: t('drafts.selectAll'),
            nameOf: (row) => row.title?.text ?? t('drafts.untitled'),
            selectable: (row) => draftId(row) !== undefined,
          })
        }
      />
      {accepting && (
        <BatchAcceptDialog
          drafts={selection.rows}
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
