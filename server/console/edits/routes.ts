import type { Static } from '@sinclair/typebox';
import { DRAFT_REPOSITORY_UUID, isDraftRepositoryId } from '../../../common/draftRepository.js';
import { badRequest, forbidden, HttpError, notFound } from '../../shared/http/errors.js';
import {
  iso,
  isUuid,
  type Acting,
  type Caller,
  type EditBegin,
  type EditHold,
  type EditSteps,
  type EditSubmit,
  type Handle,
} from '../api/index.js';
import type { PersonCaller } from '../people/index.js';
import { ProposalStore, type ProposalRecord } from '../proposals/index.js';
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

export const proposalAnswer = (proposal: ProposalRecord) => ({
  draftId: proposal.draftId,
  editId: proposal.editId,
  source: proposal.source,
  author: { kind: proposal.author.kind, id: proposal.author.id, name: proposal.author.name },
  statement: proposal.statement,
  state: proposal.state,
  submittedAt: iso(proposal.submittedAt)!,
});

const editUuid = (uuid: string) => {
  if (!isUuid(uuid)) throw notFound(`edit ${uuid} does not exist`);
  return uuid.toLowerCase();
};

/** Whether a caller may draft: a person with the policy's right to, or any key (the service decides for keys). */
const mayDraft = (caller: Caller) => !('person' in caller) || (caller as PersonCaller).person.mayCreateDraft;

/** The repository as the caller sees it: a 404, as for one that does not exist, where it may not see it. */
function visibleRepository(caller: Caller, repositoryId: string): string {
  const id = isDraftRepositoryId(repositoryId) ? DRAFT_REPOSITORY_UUID : repositoryId.toLowerCase();
  const sees =
    id === DRAFT_REPOSITORY_UUID
      ? mayDraft(caller)
      : caller.repositoryIds.some((visible) => visible.toLowerCase() === id);
  if (!sees) throw notFound(`repository ${repositoryId} does not exist`);
  return id;
}

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
    const proposal: ProposalRecord = {
      draftId: draftId.toLowerCase(),
      editId: edit.uuid,
      source: edit.source,
      began: edit.began,
      author: edit.owner,
      statement: body.statement,
      state: 'open',
      submittedAt: now(),
    };
    await edits.finish(proposal);
    return { proposal: proposalAnswer(proposal) };
  });

  handle<{ draftId: string }>('getProposal', async ({ caller, params }) => {
    const proposal = mayDraft(caller) && isUuid(params.draftId) && (await present().proposals.find(params.draftId));
    if (!proposal) throw notFound(`draft ${params.draftId} has no proposal here`);
    return proposalAnswer(proposal);
  });
}

/** The edits part on the console's database. */
export function openEdits(engine: SqlEngine, serviceBaseUrl: () => string, fetcher?: typeof fetch): EditServices {
  const proposals = new ProposalStore(engine);
  return { edits: new EditStore(engine, proposals), proposals, serviceBaseUrl, fetch: fetcher };
}
