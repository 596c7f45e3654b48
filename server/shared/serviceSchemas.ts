/**
 * The one definition of every shape the service reads and writes. Routes validate and serialize with
 * these schemas, the OpenAPI document is built from them, and the console's types are generated from
 * that document.
 */
import { Type, type Static, type TBoolean, type TOptional, type TSchema } from '@sinclair/typebox';

const Uuid = (description?: string) => Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const DateTime = (description: string) => Type.String({ format: 'date-time', description });

import { UUID_PATTERN } from '../../common/uuid.js';
import { DESCRIPTION_TYPES } from '../../common/descriptionTypes.js';
import { PRIVILEGE_FLAGS, PRIVILEGES, type PrivilegeFlag } from '../../common/privileges.js';

export { PRIVILEGE_FLAGS };

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'short error code' }),
    message: Type.String({ description: 'what is wrong, for a person' }),
    retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 0, description: 'only on 429' })),
  },
  { description: 'Body of every 4xx and 5xx response' },
);

export const Repository = Type.Object({
  uuid: Type.Optional(Uuid()),
  name: Type.Optional(Type.String()),
});

const LocalizedTitle = Type.Object({
  title: Type.String(),
  translated: Type.Optional(Type.Boolean({ description: 'present on additional-language values' })),
});
export const LocalizedTitles = Type.Record(Type.String({ format: 'uuid' }), LocalizedTitle, {
  description: 'map from language uuid to its title',
});

export const DocumentReference = Type.Object({
  sourceId: Type.String({ description: 'the document provider' }),
  uuid: Type.String({ description: "the provider's document key, not necessarily a UUID" }),
});

export const Model = Type.Object({
  uuid: Type.Optional(Uuid()),
  modelType: Type.Optional(Type.String({ examples: ['GENERAL_MODEL'] })),
  titles: Type.Optional(LocalizedTitles),
  documents: Type.Optional(Type.Array(DocumentReference)),
  status: Type.Optional(
    Type.String({ description: 'ACTIVE for repository models; NEW or ARCHIVED for drafts', examples: ['NEW'] }),
  ),
});

export const Language = Type.Object({
  uuid: Type.Optional(Uuid()),
  name: Type.Optional(Type.String()),
  defaultLanguage: Type.Optional(Type.Boolean()),
});

const LocalizedText = Type.Object({
  text: Type.String({ description: 'rich text; may contain HTML' }),
  translated: Type.Optional(Type.Boolean()),
});
export const Description = Type.Object({
  descriptionType: Type.Optional(Uuid('identifies the configured rich-text field')),
  content: Type.Optional(Type.Record(Type.String({ format: 'uuid' }), LocalizedText)),
});

export const Vertex = Type.Object({
  uuid: Uuid('the placement'),
  symbol: Uuid('the referenced symbol'),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
});
export const Edge = Type.Object({
  uuid: Uuid(),
  fromVertex: Uuid(),
  toVertex: Uuid(),
  edgeType: Type.String({ examples: ['FLOW'] }),
});
export const Canvas = Type.Object({
  workflowState: Type.String({ examples: ['EDITABLE'] }),
  vertices: Type.Array(Vertex),
  edges: Type.Array(Edge),
});

export const SymbolObject = Type.Object({
  uuid: Type.Optional(Uuid()),
  objectType: Type.Optional(Type.String({ examples: ['ACTIVITY', 'INTERESTED_PARTY'] })),
  titles: Type.Optional(LocalizedTitles),
});

export const ResolvedDocument = Type.Object({
  documentId: Type.Object({ source: Type.String(), id: Type.String() }),
  title: Type.String(),
  link: Type.String({ description: 'may need separate authentication; not necessarily a download' }),
  iconURL: Type.Union([Type.String(), Type.Null()]),
  metadata: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});

const privilegeProperties = Object.fromEntries(
  PRIVILEGE_FLAGS.map((flag) => [
    flag,
    Type.Optional(Type.Boolean({ description: `${PRIVILEGES[flag].label}: ${PRIVILEGES[flag].description}` })),
  ]),
) as Record<PrivilegeFlag, TOptional<TBoolean>>;
export const Privileges = Type.Object(
  { ...privilegeProperties, None: Type.Optional(Type.Boolean({ description: 'true when no flag is set; read only' })) },
  { additionalProperties: false },
);

export const GroupEntity = Type.Union([
  Type.Object({ group: Type.Object({ uuid: Uuid(), name: Type.String() }) }),
  Type.Null(),
]);

export const Accessor = Type.Object({
  uuid: Type.Optional(Uuid()),
  type: Type.Optional(Type.String({ description: '"user" or "group"' })),
  user: Type.Optional(Type.Union([Uuid(), Type.Null()])),
  groupEntity: Type.Optional(GroupEntity),
  privileges: Type.Optional(Privileges),
});

export const AccessorCreate = Type.Object(
  {
    type: Type.Literal('user', { description: 'only user accessors can be created' }),
    user: Uuid(),
    privileges: Type.Optional(Privileges),
  },
  { additionalProperties: false },
);
export const AccessorUpdate = Type.Object(
  { privileges: Privileges },
  { additionalProperties: true, description: 'other accessor fields are read only and ignored' },
);

export const ApiKey = Type.Object({
  uuid: Type.Optional(Uuid()),
  applicationName: Type.Optional(Type.String()),
  expiresAt: Type.Optional(DateTime('expiry')),
  createdAt: Type.Optional(DateTime('creation time')),
  status: Type.Optional(Type.String({ examples: ['ACTIVE'] })),
});
export const ApiKeyCreated = Type.Object({
  uuid: Uuid(),
  applicationName: Type.String(),
  expiresAt: DateTime('expiry'),
  createdAt: DateTime('creation time'),
  status: Type.String(),
  apiKey: Type.String({ description: 'the secret; returned only here' }),
});
export const ApiKeyCreate = Type.Object(
  {
    applicationName: Type.String({ minLength: 1, maxLength: 200 }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const AcceptDraft = Type.Object({
  group: Type.Optional(Uuid('customer group; wins over the svc-Permission-Group header')),
});

/** A map keyed by language uuid, as a body sends it: any other key is refused. */
const LanguageMap = <T extends TSchema>(value: T, options: { minProperties?: number; description: string }) =>
  Type.Record(Type.String({ pattern: UUID_PATTERN }), value, { additionalProperties: false, ...options });

const TitleInput = Type.Object({ title: Type.String({ minLength: 1 }), translated: Type.Optional(Type.Boolean()) });
export const DraftCreate = Type.Object(
  {
    modelType: Type.String({ minLength: 1, maxLength: 100 }),
    titles: LanguageMap(TitleInput, {
      minProperties: 1,
      description:
        'by language uuid of the draft repository, each language once (keys are compared without letter case)',
    }),
    canvas: Type.Optional(
      Type.Object({
        vertices: Type.Array(
          Type.Object({
            uuid: Type.Optional(Uuid()),
            symbol: Uuid(),
            x: Type.Number(),
            y: Type.Number(),
            width: Type.Number({ minimum: 0 }),
            height: Type.Number({ minimum: 0 }),
          }),
          { maxItems: 10000 },
        ),
        edges: Type.Array(
          Type.Object({
            uuid: Type.Optional(Uuid()),
            fromVertex: Uuid(),
            toVertex: Uuid(),
            edgeType: Type.String({ minLength: 1 }),
          }),
          { maxItems: 20000 },
        ),
      }),
    ),
    descriptions: Type.Optional(
      Type.Array(
        Type.Object({
          descriptionType: Uuid(
            `one of the configured description types: ${Object.values(DESCRIPTION_TYPES).join(', ')}; each once`,
          ),
          content: LanguageMap(LocalizedText, {
            description: 'by language uuid of the draft repository, each language once',
          }),
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const ResolveRequest = Type.Object({
  language: Uuid('language of the titles'),
  documentKeys: Type.Array(Type.String(), { maxItems: 500 }),
});

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    startAt: Type.Integer({ minimum: 0 }),
    maxResults: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    data: Type.Array(item),
  });

/** Schemas that the OpenAPI document names in components.schemas. */
export const NAMED_SCHEMAS = {
  Error: ErrorBody,
  Repository,
  Model,
  Language,
  Description,
  Canvas,
  Vertex,
  Edge,
  Symbol: SymbolObject,
  ResolvedDocument,
  Accessor,
  AccessorCreate,
  AccessorUpdate,
  Privileges,
  ApiKey,
  ApiKeyCreated,
  ApiKeyCreate,
  AcceptDraft,
  DraftCreate,
  ResolveRequest,
  DocumentReference,
} as const;

export type ModelShape = Static<typeof Model>;
export type AccessorShape = Static<typeof Accessor>;
export type PrivilegesShape = Static<typeof Privileges>;
export type DraftCreateShape = Static<typeof DraftCreate>;
export type LocalizedTitlesShape = Static<typeof LocalizedTitles>;
export type DocumentReferenceShape = Static<typeof DocumentReference>;
export type RepositoryShape = Static<typeof Repository>;
export type LanguageShape = Static<typeof Language>;
export type SymbolShape = Static<typeof SymbolObject>;
export type CanvasShape = Static<typeof Canvas>;
export type DescriptionShape = Static<typeof Description>;
export type ApiKeyShape = Static<typeof ApiKey>;
export type ApiKeyCreatedShape = Static<typeof ApiKeyCreated>;
export type ResolvedDocumentShape = Static<typeof ResolvedDocument>;
