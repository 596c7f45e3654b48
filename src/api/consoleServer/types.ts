/** The console's names for the console server's shapes, derived from the types generated from its OpenAPI document. */
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

export type ConsoleOperationId = keyof operations;

type Success<Responses> = Responses[Extract<keyof Responses, 200 | 204>];
/** The body of an operation's success answer, as the document declares it (void for 204). */
export type ConsoleResponseBody<Op extends ConsoleOperationId> =
  Success<operations[Op]['responses']> extends { content: { 'application/json': infer Body } } ? Body : void;
