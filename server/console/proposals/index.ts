// Proposals: where each draft an edit submitted came from (the model, the copy it began from), who proposed it and
// why (see README.md).

export { ProposalStore, type Author, type ProposalRecord } from './proposalStore.js';
export { PROPOSALS_TABLES } from './schema.js';
