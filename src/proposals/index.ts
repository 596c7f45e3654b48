// Proposals: where a draft the editor made came from (the model, its author, their statement), and the
// conversation about it on its review (comments, decisions, revisions), the inbox of what waits on a person.

export { ConversationPanel, type CanvasSide } from './ConversationPanel';
export { ProposalHeader, useStartRevision } from './ProposalHeader';
export { ProposalLine } from './ProposalLine';
export { ProposalStateBadge } from './ProposalStateBadge';
export { useConversation, useInbox, useMarkSeen, useProposal, useReviewSettings } from './queries';
export { openCommentsByAnchor, previousRevision } from './thread';
export { InboxCount } from './InboxCount';
export { proposalRoutes } from './routes';
export { ReviewSettingsCard } from './ReviewSettingsCard';
