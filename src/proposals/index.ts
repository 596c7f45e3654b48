// Proposals: where a draft the editor made came from (the model, its author, their statement), shown on its review.

export { ProposalLine } from './ProposalLine';
export { useProposal } from './queries';
