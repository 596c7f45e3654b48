/**
 * The one definition of every shape the console server's own API (`/console-api/v1`) reads and writes. Its
 * routes validate and serialize with these, and its OpenAPI document is built from them.
 */
import { FormatRegistry, Type, type Static, type TBoolean } from '@sinclair/typebox';
import { ErrorBody } from '../../shared/serviceSchemas.js';
import { UUID_PATTERN } from '../../../common/uuid.js';
import { PRIVILEGE_FOR, REPOSITORY_ACTIONS } from '../../../common/policy.js';
import { ACTOR_KINDS, AUDIT_ACTIONS, AUDIT_OUTCOMES, TARGET_TYPES } from '../../../common/audit.js';
import { EDIT_SCHEMAS } from './editSchemas.js';
import { PROPOSAL_SCHEMAS } from './proposalSchemas.js';
import { REVOCATION_ENDS, REVOCATION_REASONS, REVOCATION_STATES } from '../../../common/keySchedule.js';

/** What `format: uuid` means where these schemas check values themselves (the published directory). */
export const isUuid = (value: string) => new RegExp(UUID_PATTERN).test(value);
FormatRegistry.Set('uuid', isUuid);

const Uuid = (description?: string) => Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const Time = (description: string) => Type.String({ format: 'date-time', description });

export const TitleMap = Type.Record(Type.String(), Type.String(), {
  description: 'titles by language uuid, as plain text',
});

export const RepositoryCoverage = Type.Object({
  uuid: Uuid(),
  name: Type.String(),
  languages: Type.Array(
    Type.Object({ uuid: Type.String(), name: Type.String(), defaultLanguage: Type.Optional(Type.Boolean()) }),
    { description: 'its languages, for naming the language a title is in' },
  ),
  models: Type.Integer({ minimum: 0, description: 'models its last list walk found' }),
  modelsRead: Type.Integer({ minimum: 0, description: 'of those, the models whose canvas the index has read' }),
  listedAt: Time('when its model list was last read'),
  oldestReadAt: Type.Optional(Time('when the least recently read of its canvases was read')),
});

export const Coverage = Type.Object(
  {
    repositories: Type.Integer({ minimum: 0, description: 'repositories the index holds that the caller can list' }),
    models: Type.Integer({ minimum: 0 }),
    modelsRead: Type.Integer({ minimum: 0 }),
    oldestReadAt: Type.Optional(Time('the least recently read canvas an answer may rest on')),
    listedAt: Type.Optional(Time('the least recently read model list an answer may rest on')),
  },
  { description: 'how complete and how old an answer is: what the index holds of the repositories it was drawn from' },
);

export const WalkStatus = Type.Object({
  phase: Type.Union(
    ['repositories', 'models', 'canvases', 'symbols', 'idle'].map((phase) => Type.Literal(phase)),
    { description: 'what the walk reads now; idle between cycles' },
  ),
  cycleStartedAt: Type.Optional(Time('when the cycle under way began')),
  lastCycleEndedAt: Type.Optional(Time('when the last whole cycle ended')),
  waitingUntil: Type.Optional(Time('until when the walk waits, for the rate limit or after a failure')),
  error: Type.Optional(Type.String({ description: 'the last failure, in words, until the walk goes on' })),
  requests: Type.Integer({
    minimum: 0,
    description: 'requests the walking instance has sent the service since it started',
  }),
  walker: Type.Optional(
    Type.String({
      description: 'the server instance that walks: where several share one database, one walks at a time',
    }),
  ),
});

export const IndexStatus = Type.Object({
  available: Type.Boolean({
    description: 'whether the installation index answers: consoles keep their own index where it does not',
  }),
  reason: Type.Optional(Type.String({ description: 'why there is no installation index, in words' })),
  walk: Type.Optional(WalkStatus),
  coverage: Coverage,
  repositories: Type.Array(RepositoryCoverage),
});

export const TitleHit = Type.Object({
  kind: Type.Union([Type.Literal('model'), Type.Literal('symbol')]),
  repositoryId: Uuid(),
  uuid: Type.String(),
  language: Type.String({ description: 'the language uuid of the title that matched best' }),
  title: Type.String({ description: 'that title, as plain text' }),
});

export const TitleSearch = Type.Object({ hits: Type.Array(TitleHit), coverage: Coverage });

export const SimilarTitle = Type.Object({
  ...TitleHit.properties,
  kind: Type.Literal('model'),
  score: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'the share of the asked title’s words the model’s title holds',
  }),
});
export const SimilarTitles = Type.Object({ hits: Type.Array(SimilarTitle), coverage: Coverage });

export const IndexedModelTitles = Type.Object({ repositoryId: Uuid(), uuid: Type.String(), titles: TitleMap });

export const IndexedSymbol = Type.Object({
  repositoryId: Uuid(),
  uuid: Type.String(),
  objectType: Type.Optional(Type.String()),
  titles: TitleMap,
});

export const Placement = Type.Object({
  repositoryId: Uuid(),
  modelId: Type.String(),
  vertexId: Type.String(),
  symbolId: Type.String(),
});

export const Relation = Type.Object({
  repositoryId: Uuid(),
  modelId: Type.String(),
  edgeId: Type.String(),
  edgeType: Type.String(),
  fromSymbol: Type.String(),
  toSymbol: Type.String(),
});

export const Placements = Type.Object({
  placements: Type.Array(Placement),
  models: Type.Array(IndexedModelTitles, { description: 'the titles of the models the placements are in' }),
  coverage: Coverage,
});

export const Relations = Type.Object({
  relations: Type.Array(Relation),
  symbols: Type.Array(IndexedSymbol, { description: 'the symbols at either end, in each repository read' }),
  models: Type.Array(IndexedModelTitles, { description: 'the titles of the models the relations are in' }),
  coverage: Coverage,
});

const DirectoryFields = {
  kind: Type.Union([Type.Literal('user'), Type.Literal('group')]),
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  email: Type.Optional(
    Type.String({ maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'users only' }),
  ),
};

export const DirectoryEntry = Type.Object({ uuid: Uuid('the user or group'), ...DirectoryFields });
export const DirectoryEntryWrite = Type.Object(DirectoryFields, { additionalProperties: false });
export const DirectoryImport = Type.Object(
  { entries: Type.Array(DirectoryEntry, { maxItems: 100_000 }) },
  { additionalProperties: false },
);
export const Directory = Type.Object({
  entries: Type.Array(DirectoryEntry),
  changedAt: Type.Optional(Time('when an administrator last changed it')),
});
export const DirectoryImported = Type.Object({ imported: Type.Integer({ minimum: 0 }) });

/** What the caller may do in one repository beyond seeing it, each action with the privilege flag it needs. */
export const RepositoryGrant = Type.Object(
  Object.fromEntries(
    REPOSITORY_ACTIONS.map((action) => [
      action,
      Type.Boolean({ description: `needs the ${PRIVILEGE_FOR[action]} privilege there` }),
    ]),
  ) as Record<(typeof REPOSITORY_ACTIONS)[number], TBoolean>,
);
export const Me = Type.Object({
  actor: Type.Object({
    kind: Type.Union([Type.Literal('person'), Type.Literal('key'), Type.Literal('administrator')], {
      description: 'a person signed in through the identity provider, an application key, or the administrator’s token',
    }),
    name: Type.Optional(Type.String({ description: 'a person’s name, as their identity provider gives it' })),
    email: Type.Optional(
      Type.String({ description: 'a person’s e-mail address, as their identity provider gives it' }),
    ),
    user: Type.Optional(Uuid('the directory user whose e-mail address is the person’s')),
  }),
  administrator: Type.Boolean({ description: 'whether the caller may administer: API keys, the directory' }),
  mayCreateDraft: Type.Boolean({ description: 'whether the caller sees at least one repository to draft for' }),
  repositories: Type.Array(Type.Object({ uuid: Uuid(), may: RepositoryGrant }), {
    description: 'every repository the caller sees; one it does not see is, for it, as if it did not exist',
  }),
  session: Type.Optional(
    Type.Object(
      {
        signedInAt: Type.String({ format: 'date-time' }),
        idleUntil: Type.String({ format: 'date-time', description: 'when it ends unless a request comes before' }),
        expiresAt: Type.String({ format: 'date-time', description: 'when it ends however busy' }),
      },
      { description: 'a person’s session' },
    ),
  ),
});

export const SignInOptions = Type.Object({
  provider: Type.Optional(
    Type.Object(
      {
        name: Type.String({ description: 'the words of the button: "Sign in with {name}"' }),
        signInUrl: Type.String({ description: 'where the button leads; add `returnTo`, a path of the console' }),
        answers: Type.Boolean({
          description: 'whether the provider answered just now (its discovery document, within 2 s); asked every 15 s',
        }),
      },
      { description: 'the identity provider people sign in through, where one is configured' },
    ),
  ),
  keySignIn: Type.Boolean({
    description: 'whether the sign-in page also offers an application key or the administrator token',
  }),
});

export const SignedOut = Type.Object({
  providerSignOut: Type.Optional(
    Type.String({
      description: 'where the browser ends its session at the identity provider, which then returns to the console',
    }),
  ),
});

const oneOf = (values: readonly string[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

export const AuditEvent = Type.Object({
  id: Type.String({ description: "the event's place in the log, from 1 on, without gaps" }),
  at: Time('when the server recorded it'),
  actor: Type.Object({
    kind: oneOf(ACTOR_KINDS, 'a person signed in through the provider, an application key, or the administrator token'),
    id: Type.String({
      description: "a person's subject at the provider, `administrator`, or `key:` and the key's fingerprint",
    }),
    name: Type.String({
      description:
        "who, as it was at the time: a person's name, a key's application (else its fingerprint), a token's fingerprint; never a secret. A console words the kind itself",
    }),
  }),
  action: oneOf(AUDIT_ACTIONS, 'what was done'),
  target: Type.Optional(
    Type.Object({
      type: oneOf(TARGET_TYPES, 'what it was done to'),
      uuid: Type.Optional(Type.String()),
      name: Type.Optional(Type.String({ description: 'its name or title at the time' })),
    }),
  ),
  outcome: oneOf(AUDIT_OUTCOMES, '`unknown`: the connection to the service was lost after the write was sent'),
  reason: Type.Optional(Type.String({ description: 'why it was refused or failed, in the words of the answer' })),
  details: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      description:
        "an accessor's privileges before and after, a draft's target repository and group, the checks accepted failing",
    }),
  ),
  requestId: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  hash: Type.String({ description: "SHA-256 over the event and the previous event's hash (see npm run audit:verify)" }),
});

export const AuditEvents = Type.Object({
  events: Type.Array(AuditEvent, { description: 'newest first' }),
  next: Type.Optional(Type.String({ description: 'the cursor of the next (older) page, while there is one' })),
});

export const AuditActors = Type.Object({
  actors: Type.Array(
    Type.Object({
      kind: oneOf(ACTOR_KINDS, 'who'),
      id: Type.String(),
      name: Type.String(),
      lastAt: Time('last acted'),
    }),
    { description: 'everyone who has acted, the most recent first' },
  ),
});

export const AuditVerdict = Type.Object({
  ok: Type.Boolean(),
  checked: Type.Integer({ minimum: 0, description: 'how many events matched, from the first kept' }),
  firstId: Type.Optional(Type.String()),
  lastId: Type.Optional(Type.String()),
  brokenAt: Type.Optional(Type.String({ description: 'the first event that does not match' })),
  why: Type.Optional(Type.String()),
});

export const KeyRollRequest = Type.Object(
  {
    revokeAt: Time('when the old key is revoked: now (a moment ago counts as now) or later, not after its own expiry'),
    expiresAt: Type.Optional(
      Time("the new key's expiry, after revokeAt; default the old key's, or 90 days from now where that has passed"),
    ),
  },
  { additionalProperties: false },
);

export const KeyRevocation = Type.Object({
  uuid: Uuid('the revoke'),
  keyUuid: Uuid('the key it revokes'),
  applicationName: Type.String(),
  keyExpiresAt: Type.Optional(Time("the key's own expiry")),
  replacedBy: Type.Optional(Uuid('the key issued in its place')),
  reason: oneOf(REVOCATION_REASONS, "an administrator rolled the key, or the server renewed a person's key"),
  revokeAt: Time('when it is (or was) due'),
  state: oneOf(REVOCATION_STATES, '`failed`: the last attempt failed, and it is tried again at retryAt'),
  attempts: Type.Integer({ minimum: 0, description: 'failed attempts so far' }),
  lastError: Type.Optional(Type.String({ description: 'why the last attempt failed' })),
  retryAt: Type.Optional(Time('when a failed revoke is tried again')),
  scheduledBy: Type.String({ description: 'who rolled the key (or the server, for a renewal)' }),
  createdAt: Time('when it was scheduled'),
  endedAt: Type.Optional(Time('when it was performed or cancelled')),
  endedHow: Type.Optional(
    oneOf(
      REVOCATION_ENDS,
      'performed by the schedule, found gone at the service, revoked by hand first, cancelled, or a roll interrupted',
    ),
  ),
  late: Type.Boolean({ description: 'performed more than a minute after its time (every instance was down then)' }),
});

export const KeyRoll = Type.Object({
  key: Type.Object(
    {
      uuid: Uuid('the new key'),
      applicationName: Type.String(),
      expiresAt: Type.Optional(Time('its expiry')),
      createdAt: Type.Optional(Time('when the service issued it')),
      status: Type.Optional(Type.String()),
      apiKey: Type.String({ description: 'its secret, shown this once' }),
    },
    { description: 'the new key, as the service issued it' },
  ),
  revokeAt: Time('when the old key is revoked'),
  revocation: KeyRevocation,
});

export const KeyRevocations = Type.Object({
  revocations: Type.Array(KeyRevocation, {
    description: 'the open ones first (soonest first), then the ended, newest first',
  }),
});

export const KeyRevocationMove = Type.Object(
  { revokeAt: Time("the new time: now or later, not after the key's own expiry") },
  { additionalProperties: false },
);

/** Schemas that the OpenAPI document names in components.schemas. */
export const CONSOLE_SCHEMAS = {
  Error: ErrorBody,
  AuditEvent,
  AuditEvents,
  AuditActors,
  AuditVerdict,
  KeyRollRequest,
  KeyRoll,
  KeyRevocation,
  KeyRevocations,
  KeyRevocationMove,
  SignInOptions,
  SignedOut,
  Coverage,
  RepositoryCoverage,
  IndexStatus,
  TitleHit,
  TitleSearch,
  SimilarTitle,
  SimilarTitles,
  IndexedModelTitles,
  IndexedSymbol,
  Placement,
  Relation,
  Placements,
  Relations,
  DirectoryEntry,
  DirectoryEntryWrite,
  DirectoryImport,
  Directory,
  DirectoryImported,
  RepositoryGrant,
  Me,
  ...EDIT_SCHEMAS,
  ...PROPOSAL_SCHEMAS,
} as const;

export type DirectoryEntryShape = Static<typeof DirectoryEntry>;
export type CoverageShape = Static<typeof Coverage>;
