/**
 * The shapes of edits in progress and proposals (`/console-api/v1/edits`, `/proposals`): a working copy, the
 * commands that change it (common/editCommands.ts, which both sides apply; `Exact` below keeps the two in step),
 * and a draft's provenance.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type {
  EditCommand as CommandShape,
  EditStep as StepShape,
  WorkingCopy as CopyShape,
} from '../../../common/editCommands.js';
import type { Collision as CollisionShape } from '../../../common/proposalReplay.js';
import { PROPOSAL_STATES } from '../../../common/proposals.js';

export const Uuid = (description?: string) => Type.String({ format: 'uuid', ...(description ? { description } : {}) });
export const Time = (description: string) => Type.String({ format: 'date-time', description });
/** A coordinate or a size: any finite number JSON can carry. */
const Coordinate = Type.Number();
const Text = (maxLength: number) => Type.String({ maxLength });
/** More than the service takes on one canvas (10,000 vertices, 20,000 edges): one command may move all of them. */
const MANY = 20_000;

const EditVertex = Type.Object(
  {
    uuid: Uuid('the placement'),
    symbol: Uuid('the symbol placed'),
    x: Coordinate,
    y: Coordinate,
    width: Coordinate,
    height: Coordinate,
  },
  { additionalProperties: false },
);
const EditEdge = Type.Object(
  { uuid: Uuid(), fromVertex: Uuid(), toVertex: Uuid(), edgeType: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
const Place = Type.Object({ x: Coordinate, y: Coordinate }, { additionalProperties: false });
const Frame = Type.Object(
  { x: Coordinate, y: Coordinate, width: Coordinate, height: Coordinate },
  { additionalProperties: false },
);
const LanguageKey = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'a language uuid of the draft repository',
});
/** A title, or a description's sanitised HTML; empty for none. */
const Words = Text(200_000);

const command = <K extends string, T extends Record<string, TSchema>>(kind: K, fields: T, description: string) =>
  Type.Object({ kind: Type.Literal(kind), ...fields }, { additionalProperties: false, description });

export const EditCommand = Type.Union(
  [
    command(
      'move',
      { vertices: Type.Array(Uuid(), { minItems: 1, maxItems: MANY }), dx: Coordinate, dy: Coordinate },
      'vertices moved together by one offset',
    ),
    command(
      'arrange',
      {
        moves: Type.Array(Type.Object({ vertex: Uuid(), from: Place, to: Place }, { additionalProperties: false }), {
          minItems: 1,
          maxItems: MANY,
        }),
      },
      'vertices each moved to a place of its own (align, distribute)',
    ),
    command(
      'add',
      { vertices: Type.Array(EditVertex, { maxItems: MANY }), edges: Type.Array(EditEdge, { maxItems: MANY }) },
      'vertices and edges added',
    ),
    command(
      'remove',
      { vertices: Type.Array(EditVertex, { maxItems: MANY }), edges: Type.Array(EditEdge, { maxItems: MANY }) },
      'vertices and edges taken away, whole (a vertex with its edges)',
    ),
    command('resize', { vertex: Uuid(), from: Frame, to: Frame }, "a vertex's place and size changed"),
    command(
      'retype',
      { edge: Uuid(), from: Type.String({ maxLength: 100 }), to: Type.String({ minLength: 1, maxLength: 100 }) },
      "an edge's type changed",
    ),
    command(
      'reconnect',
      {
        edge: Uuid(),
        end: Type.Union([Type.Literal('fromVertex'), Type.Literal('toVertex')]),
        from: Uuid(),
        to: Uuid(),
      },
      "an edge's end moved to another vertex",
    ),
    command('resymbol', { vertex: Uuid(), from: Uuid(), to: Uuid() }, 'a vertex that places another symbol'),
    command('retitle', { language: LanguageKey, from: Text(1000), to: Text(1000) }, 'a title changed (empty: none)'),
    command(
      'describe',
      { descriptionType: Uuid(), language: LanguageKey, from: Words, to: Words },
      'a description changed, as sanitised HTML (empty: none)',
    ),
  ],
  { description: 'one change of a working copy, with what undoes it (common/editCommands.ts)' },
);

export const EditStep = Type.Object(
  {
    direction: Type.Union([Type.Literal('do'), Type.Literal('undo'), Type.Literal('redo')], {
      description: 'the command done, undone (its inverse applied) or redone',
    }),
    command: EditCommand,
  },
  { additionalProperties: false },
);

export const WorkingCopy = Type.Object({
  modelType: Type.String(),
  titles: Type.Record(Type.String(), Type.String(), { description: 'by language uuid of the draft repository' }),
  descriptions: Type.Record(Type.String(), Type.Record(Type.String(), Type.String()), {
    description: 'by description type, then by language uuid: sanitised HTML',
  }),
  canvas: Type.Object({ vertices: Type.Array(EditVertex), edges: Type.Array(EditEdge) }),
});

/** Who acted, in the audit log's kinds: a person by name, a key or the administrator worded by the console. */
export const Author = Type.Object({
  kind: Type.Union([Type.Literal('person'), Type.Literal('key'), Type.Literal('administrator')]),
  id: Type.String({ description: "the audit log's actor id: a person's subject, or a credential's fingerprint" }),
  name: Type.String(),
});

export const Source = Type.Object({
  repositoryId: Uuid('the repository of the model the edit began from'),
  modelId: Uuid('the model the edit began from (never changed by it)'),
  title: Type.String({
    description: "the model's title when the edit began, in the draft repository's default language",
  }),
});

const EditState = Type.Union([Type.Literal('open'), Type.Literal('submitting')], {
  description: 'open; or submitting: a submit was sent and its draft not yet known (submit again to settle it)',
});

export const EditSummary = Type.Object({
  uuid: Uuid('the edit'),
  source: Source,
  state: EditState,
  changes: Type.Integer({ minimum: 0, description: 'steps taken so far' }),
  createdAt: Time('when the edit began'),
  updatedAt: Time('when it last changed'),
});

export const EditList = Type.Object({ edits: Type.Array(EditSummary) });

/** What of a proposal did not replay on the model as it is now (common/proposalReplay.ts). */
export const Collision = Type.Object({
  kind: Type.Union([Type.Literal('vertex'), Type.Literal('edge'), Type.Literal('title'), Type.Literal('description')]),
  id: Type.String({ description: 'the vertex or edge uuid, the language, or `descriptionType/language`' }),
  reason: Type.Union([
    Type.Literal('changedInBoth'),
    Type.Literal('goneFromModel'),
    Type.Literal('endGone'),
    Type.Literal('joinedInModel'),
  ]),
});

export const Edit = Type.Object({
  ...EditSummary.properties,
  seq: Type.Integer({ minimum: 0, description: 'the number of the last step kept; a step is sent `after` it' }),
  holder: Type.Optional(
    Type.String({ description: 'the window that sends the steps now (see POST /edits/{uuid}/hold)' }),
  ),
  heldAt: Type.Optional(Time('when that window last sent or took it')),
  working: WorkingCopy,
  steps: Type.Array(EditStep, { description: 'every step so far, in order: what undo and redo walk' }),
  revises: Type.Optional(Uuid('the proposal (its latest draft) this edit revises: its submit supersedes it')),
  collisions: Type.Optional(
    Type.Array(Collision, {
      description: 'where it replays the proposal on the model as it is now: what did not replay, to settle here',
    }),
  ),
});

export const EditBegin = Type.Object(
  { repositoryId: Uuid('the repository of the model (or Drafts, to edit a draft into a new one)'), modelId: Uuid() },
  { additionalProperties: false },
);

export const EditOpened = Type.Object({
  resumed: Type.Boolean({ description: 'the caller had an edit of this model in progress: that one, unchanged' }),
  edit: Edit,
});

export const HolderName = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const EditSteps = Type.Object(
  {
    holder: HolderName,
    after: Type.Integer({
      minimum: 0,
      description: 'the `seq` these steps follow: 409 when another window moved it on',
    }),
    steps: Type.Array(EditStep, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
);

export const EditKept = Type.Object({
  seq: Type.Integer({ minimum: 0 }),
  updatedAt: Time('when the last step was kept'),
});

export const EditHold = Type.Object({ holder: HolderName }, { additionalProperties: false });

export const EditSubmit = Type.Object(
  { statement: Type.String({ minLength: 1, maxLength: 5000, description: 'what the change is, and why' }) },
  { additionalProperties: false },
);

export const ProposalState = Type.Union(
  PROPOSAL_STATES.map((state) => Type.Literal(state)),
  {
    description:
      'open; changesRequested (a reviewer asked for changes); accepted; superseded (a later revision replaced it); withdrawn (by its author)',
  },
);

export const Proposal = Type.Object({
  draftId: Uuid('the draft the submit made, in the draft repository'),
  editId: Uuid(),
  threadId: Uuid("the first revision's draft: the conversation's name, shared by every revision"),
  previousDraftId: Type.Optional(Uuid('the revision this one supersedes')),
  source: Source,
  author: Author,
  statement: Type.String(),
  state: ProposalState,
  submittedAt: Time('when the draft was made'),
  began: WorkingCopy,
  appliesTo: Type.Optional(
    Type.Object(
      { repositoryId: Uuid(), modelId: Uuid() },
      {
        description:
          'the model the change now applies to, where it is not the source: the service makes a new model of each accepted draft, and another proposal to the source was accepted since',
      },
    ),
  ),
});

export const Submitted = Type.Object({ proposal: Proposal });

/** Fails to compile where the typebox shapes and common/editCommands.ts part ways. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCommand: Exact<Static<typeof EditCommand>, CommandShape> = true;
const sameStep: Exact<Static<typeof EditStep>, StepShape> = true;
const sameCopy: Exact<Static<typeof WorkingCopy>, CopyShape> = true;
const sameCollision: Exact<Static<typeof Collision>, CollisionShape> = true;
void [sameCommand, sameStep, sameCopy, sameCollision];

export const EDIT_SCHEMAS = {
  EditCommand,
  EditStep,
  WorkingCopy,
  EditSummary,
  EditList,
  Edit,
  EditBegin,
  EditOpened,
  EditSteps,
  EditKept,
  EditHold,
  EditSubmit,
  Proposal,
  Submitted,
  ProposalState,
  Collision,
} as const;
