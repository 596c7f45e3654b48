/** The console's names for the console server's shapes, derived from the types generated from its OpenAPI document. */
import type { SuccessBody } from '../types';
import type { components, operations } from './schema';

type Schemas = components['schemas'];
export type IndexStatus = Schemas['IndexStatus'];
export type IndexCoverage = Schemas['Coverage'];
export type RepositoryCoverage = Schemas['RepositoryCoverage'];
export type InstallationTitleHit = Schemas['TitleHit'];
export type InstallationPlacements = Schemas['Placements'];
export type InstallationRelations = Schemas['Relations'];
export type ServerDirectory = Schemas['Directory'];
export type ServerDirectoryEntry = Schemas['DirectoryEntry'];
export type SignInOptions = Schemas['SignInOptions'];
export type Me = Schemas['Me'];
export type AuditEvent = Schemas['AuditEvent'];
export type AuditActor = Schemas['AuditActors']['actors'][number];
export type AuditVerdict = Schemas['AuditVerdict'];

export type ConsoleOperationId = keyof operations;

/** The body of an operation's success answer. */
export type ConsoleResponseBody<Op extends ConsoleOperationId> = SuccessBody<operations[Op]['responses']>;
export type KeyRoll = Schemas['KeyRoll'];
export type KeyRevocation = Schemas['KeyRevocation'];
export type EditSummary = Schemas['EditSummary'];
export type Edit = Schemas['Edit'];
export type EditStepsBody = Schemas['EditSteps'];
export type Proposal = Schemas['Proposal'];
export type Conversation = Schemas['Conversation'];
export type ProposalNote = Schemas['Note'];
export type Inbox = Schemas['Inbox'];
export type InboxEntry = Inbox['mine'][number];
export type Collision = Schemas['Collision'];
export type ProposalStateName = Schemas['Proposal']['state'];
export type CommentWriteBody = Schemas['CommentWrite'];
export type CommentChangeBody = Schemas['CommentChange'];
export type ReviewSettingsBody = Schemas['ReviewSettings'];
