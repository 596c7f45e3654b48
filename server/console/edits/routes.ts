import type { Static } from '@sinclair/typebox';
import { DRAFT_REPOSITORY_UUID } from '../../../common/draftRepository.js';
import { isPending } from '../../../common/proposals.js';
import { replayOnto } from '../../../common/proposalReplay.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../shared/http/errors.js';
import {
  iso,
  isUuid,
  type Acting,
  type EditBegin,
  type EditHold,
  type EditSteps,
  type EditSubmit,
  type Handle,
  type ReviseRequest,
} from '../api/index.js';
import {
  mayDraft,
  notPending,
  proposalAnswer,
  ProposalStore,
  visibleRepository,
  type NewProposal,
} from '../proposals/index.js';
import type { SqlEngine } from '../database/index.js';
import { EditStore, type EditRecord, type EditSummaryRecord } from './editStore.js';
import { askService, draftBodyOf, findSubmittedDraft, readWorkingCopy, type ServiceAsCaller } from './serviceReads.js';

/** What `/console-api` needs of the edits part. */
export interface EditServices {
  edits: EditStore;
  proposals: ProposalStore;
  /** The service's base URL, ending in `/api/v1`. */
  serviceBaseUrl: () => string;
  fetch?: typeof fetch;
}

/** The most vertices an edit takes: as many as the service takes in one draft. */
export const EDITOR_MAX_VERTICES = 10_000;

const summaryAnswer = (edit: EditSummaryRecord) => ({
  uuid: edit.uuid,
  source: edit.source,
  state: edit.state,
  changes: edit.seq,
  createdAt: iso(edit.createdAt)!,
  updatedAt: iso(edit.updatedAt)!,
});

const editUuid = (uuid: string) => {
  if (!isUuid(uuid)) throw notFound(`edit ${uuid} does not exist`);
  return uuid.toLowerCase();
};

/** Edits in progress and the proposals their submits make: each answer from the caller's own edits alone. */
export function editRoutes(handle: Handle, services: EditServices | undefined, now: () => number): void {
  const present = () => {
    if (!services) throw new HttpError(503, 'edits_unavailable', 'this server keeps no edits');
    return services;
  };
  const asCaller = (acting: Acting): ServiceAsCaller => ({
    baseUrl: present().serviceBaseUrl,
    headers: acting.serviceHeaders,
    fetch: services?.fetch,
  });
  const editAnswer = async (edit: EditRecord) => ({
    ...summaryAnswer(edit),
    seq: edit.seq,
    ...(edit.holder ? { holder: edit.holder, heldAt: iso(edit.heldAt) } : {}),
    working: edit.working,
    steps: await present().edits.steps(edit.uuid),
    ...(edit.revises ? { revises: edit.revises } : {}),
    ...(edit.collisions ? { collisions: edit.collisions } : {}),
  });

  handle('listEdits', async ({ acting }) => ({
    edits: (await present().edits.list(acting.id)).map(summaryAnswer),
  }));

  handle<unknown, Static<typeof EditBegin>>('beginEdit', async ({ caller, acting, body }) => {
    if (!mayDraft(caller)) throw forbidden('you may not create drafts: you need access to a repository first');
    const repositoryId = visibleRepository(caller, body.repositoryId);
    const { copy, title } = await readWorkingCopy(asCaller(acting), repositoryId, body.modelId.toLowerCase());
    if (copy.canvas.vertices.length > EDITOR_MAX_VERTICES)
      throw badRequest(
        `this model has ${copy.canvas.vertices.length} vertices: a draft holds at most ${EDITOR_MAX_VERTICES}, so it cannot be edited as one`,
      );
    const { edit, resumed } = await present().edits.begin(
      acting,
      { repositoryId, modelId: body.modelId.toLowerCase(), title },
      copy,
      now(),
    );
    return { resumed, edit: await editAnswer(edit) };
  });

  handle<{ uuid: string }>('getEdit', async ({ acting, params }) =>
    editAnswer(await present().edits.get(acting.id, editUuid(params.uuid))),
  );

  handle<{ uuid: string }, Static<typeof EditSteps>>('appendEditSteps', async ({ acting, params, body }) => {
    const kept = await present().edits.append(acting.id, editUuid(params.uuid), body, now());
    return { seq: kept.seq, updatedAt: iso(kept.updatedAt)! };
  });

  handle<{ uuid: string }, Static<typeof EditHold>>('holdEdit', async ({ acting, params, body }) => {
    const kept = await present().edits.hold(acting.id, editUuid(params.uuid), body.holder, now());
    return { seq: kept.seq, updatedAt: iso(kept.updatedAt)! };
  });

  handle<{ uuid: string }>('discardEdit', async ({ acting, params }) => {
    await present().edits.discard(acting.id, editUuid(params.uuid));
  });

  handle<{ uuid: string }, Static<typeof EditSubmit>>('submitEdit', async ({ acting, params, body }) => {
    const { edits, proposals } = present();
    const uuid = editUuid(params.uuid);
    // A submit whose answer was lost, sent again after it ended: its proposal.
    const made = await proposals.ofEdit(uuid);
    if (made && made.author.id === acting.id) return { proposal: proposalAnswer(made) };
    const { edit, again } = await edits.startSubmit(acting.id, uuid, body.statement, now());
    const previous = edit.revises ? await proposals.find(edit.revises) : undefined;
    if (previous && !isPending(previous.state) && !again) {
      await edits.reopen(edit.uuid);
      throw notPending(previous, 'revised: discard this edit, or edit the model anew');
    }
    const service = asCaller(acting);
    const claimed = async (draftId: string) => Boolean(await proposals.find(draftId));
    const lookForIt = () => findSubmittedDraft(service, edit.working, claimed);
    let draftId = again ? await lookForIt() : undefined;
    if (!draftId) {
      try {
        const draft = await askService<{ uuid: string }>(service, '/repositories/draft/models', {
          method: 'POST',
          body: JSON.stringify(draftBodyOf(edit.working)),
        });
        draftId = draft.uuid;
      } catch (error) {
        // Refused: nothing was made, and the edit goes on. Otherwise the service may have made it: look.
        if (error instanceof HttpError && error.statusCode < 500) {
          await edits.reopen(edit.uuid);
          throw error;
        }
        draftId = await lookForIt().catch(() => undefined);
        if (!draftId)
          throw new HttpError(
            503,
            'submit_unsettled',
            'the service did not say whether it made the draft: submit again to settle it (it makes no second draft)',
          );
      }
    }
    const madeId = draftId.toLowerCase();
    const proposal: NewProposal = {
      draftId: madeId,
      editId: edit.uuid,
      // A revision of the proposal itself still proposes a change to the model, from where the first began; one
      // replayed on the model as it is now proposes a change to that.
      ...(previous && edit.source.repositoryId === DRAFT_REPOSITORY_UUID
        ? { source: previous.source, began: previous.began }
        : { source: edit.source, began: edit.began }),
      proposed: edit.working,
      author: edit.owner,
      statement: body.statement,
      state: 'open',
      submittedAt: now(),
      threadId: previous?.threadId ?? madeId,
      previousDraftId: previous?.draftId,
    };
    const ids = [...edit.working.canvas.vertices, ...edit.working.canvas.edges].map((item) => item.uuid.toLowerCase());
    await edits.finish(proposal, previous && { author: edit.owner, canvasIds: new Set(ids) });
    return { proposal: proposalAnswer(proposal) };
  });

  handle<{ draftId: string }, Static<typeof ReviseRequest>>(
    'reviseProposal',
    async ({ caller, acting, params, body }) => {
      const { edits, proposals } = present();
      const proposal = mayDraft(caller) && isUuid(params.draftId) && (await proposals.find(params.draftId));
      if (!proposal) throw notFound(`draft ${params.draftId} has no proposal here`);
      if (proposal.author.id !== acting.id) throw forbidden('only its author may revise a proposal');
      if (!isPending(proposal.state)) throw notPending(proposal, 'revised');
      const service = asCaller(acting);
      const revises = proposal.draftId;
      const begun = (resumed: boolean, edit: EditRecord) => {
        if (resumed && edit.revises !== revises)
          throw conflict(
            'you have an edit of this model in progress that is not this revision: submit or discard it first',
          );
        return edit;
      };
      if (body.onto === 'proposal') {
        const { copy, title } = await readWorkingCopy(service, DRAFT_REPOSITORY_UUID, revises);
        const { edit, resumed } = await edits.begin(
          acting,
          { repositoryId: DRAFT_REPOSITORY_UUID, modelId: revises, title },
          copy,
          now(),
          { revises },
        );
        return { edit: summaryAnswer(begun(resumed, edit)), collisions: [] };
      }
      // "Update to the current model": what the proposal changed, replayed on the model as it is now.
      const { repositoryId, modelId } = await proposals.latestOf(proposal.source);
      visibleRepository(caller, repositoryId);
      const [current, proposed] = await Promise.all([
        readWorkingCopy(service, repositoryId, modelId),
        proposal.proposed ?? readWorkingCopy(service, DRAFT_REPOSITORY_UUID, revises).then(({ copy }) => copy),
      ]);
      const replay = replayOnto(proposal.began, proposed, current.copy);
      const { edit, resumed } = await edits.begin(
        acting,
        { repositoryId, modelId, title: current.title },
        current.copy,
        now(),
        {
          revises,
          steps: replay.commands.map((command) => ({ direction: 'do' as const, command })),
          collisions: replay.collisions,
        },
      );
      return { edit: summaryAnswer(begun(resumed, edit)), collisions: edit.collisions ?? [] };
    },
  );
}

/** The edits part on the console's database. */
export function openEdits(
  engine: SqlEngine,
  serviceBaseUrl: () => string,
  proposals: ProposalStore,
  options: { fetch?: typeof fetch } = {},
): EditServices {
  return { edits: new EditStore(engine, proposals), proposals, serviceBaseUrl, fetch: options.fetch };
}
