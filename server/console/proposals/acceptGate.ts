import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPending } from '../../../common/proposals.js';
import { forbidden, HttpError } from '../../shared/http/errors.js';
import { credentialActor, credentialOf, personOf } from '../../shared/http/requestActor.js';
import { recordedWriteOf } from '../audit/index.js';
import { textOf } from '../../shared/http/payloadText.js';
import { notPending, type ProposalStore } from './proposalStore.js';
import type { Author } from './records.js';
import type { ReviewSettingsStore } from './reviewSettings.js';

export interface AcceptGateOptions {
  proposals: ProposalStore;
  settings: ReviewSettingsStore;
  log: (message: string) => void;
  now?: () => number;
}

/** Who a request to the service acts for: the person signed in, else its own credential. */
function actorOf(request: FastifyRequest): Author | undefined {
  const person = personOf(request);
  if (person) return { id: person.subject, kind: 'person', name: person.name };
  const credential = credentialOf(request);
  return credential && credentialActor(credential);
}

/** The draft an accept names, and the repository it goes into, where the request is one. */
function acceptOf(request: FastifyRequest): { draftId: string; repositoryId: string } | undefined {
  const write = recordedWriteOf(request.method, request.url);
  return write?.action === 'draft.accept' && write.modelId && write.repositoryId
    ? { draftId: write.modelId, repositoryId: write.repositoryId }
    : undefined;
}

/**
 * The accept of a draft that is a proposal, wherever it comes from (the review page, the batch, a script): refused
 * where the proposal no longer waits (superseded by a revision, withdrawn, accepted), and for its own author unless
 * the installation allows it; once the service accepted it, the proposal is accepted. Registered before the
 * service's routes (or the proxy), after the people part has said who asks.
 */
export const acceptGate = fp(async (app: FastifyInstance, options: AcceptGateOptions) => {
  const now = options.now ?? Date.now;
  /** The accepts of proposals under way, as the gate let them pass: what their answers settle. */
  const passing = new WeakMap<FastifyRequest, { draftId: string; repositoryId: string; actor: Author }>();
  app.addHook('preHandler', async (request) => {
    const accept = acceptOf(request);
    if (!accept) return;
    const proposal = await options.proposals.summary(accept.draftId).catch(() => {
      throw new HttpError(
        503,
        'proposals_unavailable',
        "the console's database does not answer, so whether this draft may be accepted is not known: try again shortly",
      );
    });
    const actor = actorOf(request);
    if (!proposal || !actor) return;
    if (!isPending(proposal.state)) throw notPending(proposal, 'accepted');
    if (proposal.author.id === actor.id && !(await options.settings.read()).authorsMayAccept)
      throw forbidden(
        'you proposed this change: another person with the publish privilege accepts it (an administrator may allow authors to accept their own)',
      );
    passing.set(request, { ...accept, actor });
  });
  // The answer names the model the accept made, which a later proposal to the same source is replayed on.
  app.addHook('onSend', async (request, reply, payload) => {
    const accept = passing.get(request);
    if (!accept || reply.statusCode !== 201) return payload;
    const { draftId, repositoryId, actor } = accept;
    const text = await textOf(payload);
    let modelId: string | undefined;
    try {
      modelId = (JSON.parse(text ?? '') as { uuid?: string }).uuid;
    } catch {
      // Not the model the service documents: the proposal is still accepted, with no model to follow.
    }
    await options.proposals
      .accepted(draftId, actor, now(), modelId ? { repositoryId, modelId } : undefined)
      .catch((error: Error) =>
        options.log(
          `proposals: draft ${draftId} was accepted, but its proposal could not be marked so: ${error.message}`,
        ),
      );
    return text ?? payload;
  });
});
