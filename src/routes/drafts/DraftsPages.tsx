import { DRAFT_REPOSITORY } from '../../api/queries/models';
import { AcceptDraftButton, NewDraftButton } from './DraftActions';
import { useDraftColumns } from './DraftColumns';
import { ModelPage } from '../ModelPage';
import { draftPath } from '../../lib/paths';
import { ModelsPage } from '../ModelsPage';

/** The review list: drafts of the draft repository (archived ones are no longer listed). */
export function DraftsPage() {
  const draftColumns = useDraftColumns();
  return (
    <ModelsPage
      repositoryId={DRAFT_REPOSITORY}
      heading="Drafts"
      modelLink={(m) => draftPath(m.uuid!)}
      toolbar={<NewDraftButton />}
      extraColumns={draftColumns}
    />
  );
}

/** A draft for review, with the same canvas, descriptions and titles as a model, and Accept. */
export function DraftPage() {
  return (
    <ModelPage
      repositoryId={DRAFT_REPOSITORY}
      subject="draft"
      back={{ to: '/drafts', label: '← Drafts' }}
      actions={(view) => view.model.data && <AcceptDraftButton draftId={view.modelId} draft={view.model.data} />}
    />
  );
}
