/** The console's names for the service's shapes, all derived from the generated OpenAPI types. */
import type { components, operations } from './schema';

type Schemas = components['schemas'];
export type Repository = Schemas['Repository'];
export type Model = Schemas['Model'];
export type Language = Schemas['Language'];
export type Description = Schemas['Description'];
export type Canvas = Schemas['Canvas'];
export type Vertex = Schemas['Vertex'];
export type Edge = Schemas['Edge'];
export type SymbolObject = Schemas['Symbol'];
export type ResolvedDocument = Schemas['ResolvedDocument'];
export type Accessor = Schemas['Accessor'];
export type AccessorCreate = Schemas['AccessorCreate'];
export type Privileges = Schemas['Privileges'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyCreated = Schemas['ApiKeyCreated'];
export type ApiKeyCreate = Schemas['ApiKeyCreate'];
export type DraftCreate = Schemas['DraftCreate'];
export type ResolveRequest = Schemas['ResolveRequest'];
export type ErrorBody = Schemas['Error'];
export type LocalizedTitles = NonNullable<Model['titles']>;

export interface Page<T> {
  startAt: number;
  maxResults: number;
  total: number;
  data: T[];
}

export type OperationId = keyof operations;

type Success<Responses> = Responses[Extract<keyof Responses, 200 | 201 | 204>];
/** The body of a success answer among an operation's `responses`, as its document declares it (void for 204). */
export type SuccessBody<Responses> =
  Success<Responses> extends { content: { 'application/json': infer Body } } ? Body : void;
/** The body of an operation's success answer. */
export type ResponseBody<Op extends OperationId> = SuccessBody<operations[Op]['responses']>;

/** The query parameters of an operation, as the document declares them. */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
export type ListModelsQuery = QueryOf<'listModels'>;
export type ListRepositoriesQuery = QueryOf<'listRepositories'>;
export type ListAccessorsQuery = QueryOf<'listAccessors'>;
export type ListApiKeysQuery = QueryOf<'listApiKeys'>;
export type PageQuery = { startAt?: number; maxResults?: number };
