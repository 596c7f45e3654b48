// Proposals: where each draft an edit submitted came from (the model, the copy it began from), who proposed it and
// why, and the conversation about it: comments, decisions, revisions (see README.md).

export { notPending, ProposalStore } from './proposalStore.js';
export type {
  Author,
  InboxRecord,
  Mention,
  NewProposal,
  NoteRecord,
  ProposalRecord,
  ProposalSummary,
  Revised,
} from './records.js';
export { PROPOSALS_COLUMNS, PROPOSALS_INDEXES, PROPOSALS_TABLES } from './schema.js';
export {
  reviewAnnouncer,
  ReviewWebhook,
  type Announce,
  type Delivery,
  type ReviewEvent,
  type ReviewMessage,
} from './reviewMessages.js';
export { proposalAnswer, proposalRoutes, type ProposalServices } from './routes.js';
export { ReviewSettingsStore } from './reviewSettings.js';
export { mayAcceptIn, mayDraft, seesRepository, visibleRepository } from './rights.js';
export { acceptGate, type AcceptGateOptions } from './acceptGate.js';
export { openProposals, type ProposalsOptions } from './openProposals.js';
