/**
 * An edit of a model as a list of commands over its working copy (DESIGN.md, "The editor"): each command carries
 * what it needs to be undone, so that undo and redo walk the list (bpmn-js's command stack), and the same commands
 * are what the console sends its server, which keeps them per person and model. Dependency-free, for both sides:
 * the console applies a command to what it draws, the server to what it keeps, and they cannot disagree.
 */

export interface EditVertex {
  uuid: string;
  symbol: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EditEdge {
  uuid: string;
  fromVertex: string;
  toVertex: string;
  edgeType: string;
}

/** A model as an edit changes it: what a draft is made of. */
export interface WorkingCopy {
  modelType: string;
  /** By language uuid of the draft repository. */
  titles: Record<string, string>;
  /** By description type, then by language uuid: sanitised HTML. */
  descriptions: Record<string, Record<string, string>>;
  canvas: { vertices: EditVertex[]; edges: EditEdge[] };
}

export interface Place {
  x: number;
  y: number;
}

export type EditCommand =
  /** Vertices moved together by one offset (a drag, an arrow key). */
  | { kind: 'move'; vertices: string[]; dx: number; dy: number }
  /** Vertices each moved to a place of its own (align, distribute): where each was, and where it went. */
  | { kind: 'arrange'; moves: { vertex: string; from: Place; to: Place }[] }
  /** Vertices and edges added (a symbol placed, a paste, a connection). */
  | { kind: 'add'; vertices: EditVertex[]; edges: EditEdge[] }
  /** Vertices and edges taken away, whole, so that an undo puts them back as they were. */
  | { kind: 'remove'; vertices: EditVertex[]; edges: EditEdge[] }
  | {
      kind: 'resize';
      vertex: string;
      from: Place & { width: number; height: number };
      to: Place & { width: number; height: number };
    }
  | { kind: 'retype'; edge: string; from: string; to: string }
  /** An edge's end moved to another vertex. */
  | { kind: 'reconnect'; edge: string; end: 'fromVertex' | 'toVertex'; from: string; to: string }
  /** A vertex that places another symbol ("Replace symbol"). */
  | { kind: 'resymbol'; vertex: string; from: string; to: string }
  | { kind: 'retitle'; language: string; from: string; to: string }
  | { kind: 'describe'; descriptionType: string; language: string; from: string; to: string };

export type EditCommandKind = EditCommand['kind'];

/** Which way a command was taken: done, undone (its inverse applied) or redone. */
export type EditDirection = 'do' | 'undo' | 'redo';

/** One entry of an edit's log: the command, and which way it went. */
export interface EditStep {
  direction: EditDirection;
  command: EditCommand;
}

/** A command that does not fit the working copy (a vertex that is not there, a title that is not what it says). */
export class EditMismatch extends Error {}

/** The command that undoes `command`. */
export function inverseOf(command: EditCommand): EditCommand {
  switch (command.kind) {
    case 'move':
      return { ...command, dx: -command.dx, dy: -command.dy };
    case 'arrange':
      return { kind: 'arrange', moves: command.moves.map(({ vertex, from, to }) => ({ vertex, from: to, to: from })) };
    case 'add':
      return { ...command, kind: 'remove' };
    case 'remove':
      return { ...command, kind: 'add' };
    case 'resize':
    case 'retype':
    case 'reconnect':
    case 'resymbol':
    case 'retitle':
    case 'describe':
      return { ...command, from: command.to, to: command.from } as EditCommand;
  }
}

/** What a step applies: the command itself, or its inverse for an undo. */
export const appliedCommand = (step: EditStep): EditCommand =>
  step.direction === 'undo' ? inverseOf(step.command) : step.command;

const mismatch = (what: string) => {
  throw new EditMismatch(what);
};

function changedVertices(
  vertices: readonly EditVertex[],
  ids: ReadonlySet<string>,
  change: (vertex: EditVertex) => EditVertex,
): EditVertex[] {
  let found = 0;
  const changed = vertices.map((vertex) => (ids.has(vertex.uuid) ? (found++, change(vertex)) : vertex));
  if (found !== ids.size) mismatch('a vertex the change names is not on the canvas');
  return changed;
}

function changedEdge(edges: readonly EditEdge[], uuid: string, change: (edge: EditEdge) => EditEdge): EditEdge[] {
  const at = edges.findIndex((edge) => edge.uuid === uuid);
  if (at < 0) mismatch(`edge ${uuid} is not on the canvas`);
  return edges.map((edge, n) => (n === at ? change(edge) : edge));
}

function same(value: string, expected: string, what: string) {
  if (value !== expected) mismatch(`${what} is not what the change expects`);
}

/** The canvas with `command` applied: a new object (the one given is not changed), or EditMismatch. */
function canvasAfter(canvas: WorkingCopy['canvas'], command: EditCommand): WorkingCopy['canvas'] {
  const { vertices, edges } = canvas;
  switch (command.kind) {
    case 'move': {
      const { dx, dy } = command;
      if (!Number.isFinite(dx) || !Number.isFinite(dy)) mismatch('a move needs finite offsets');
      const moved = changedVertices(vertices, new Set(command.vertices), (v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
      return { vertices: moved, edges };
    }
    case 'arrange': {
      const to = new Map(command.moves.map((move) => [move.vertex, move.to]));
      return { vertices: changedVertices(vertices, new Set(to.keys()), (v) => ({ ...v, ...to.get(v.uuid)! })), edges };
    }
    case 'resize': {
      const { to } = command;
      if (!(to.width > 0 && to.height > 0)) mismatch('a vertex needs a width and a height above 0');
      return { vertices: changedVertices(vertices, new Set([command.vertex]), (v) => ({ ...v, ...to })), edges };
    }
    case 'add': {
      const present = new Set(vertices.map((v) => v.uuid));
      for (const vertex of command.vertices) {
        if (present.has(vertex.uuid)) mismatch(`vertex ${vertex.uuid} is on the canvas already`);
        present.add(vertex.uuid);
      }
      const edgeIds = new Set(edges.map((e) => e.uuid));
      for (const edge of command.edges) {
        if (edgeIds.has(edge.uuid)) mismatch(`edge ${edge.uuid} is on the canvas already`);
        if (!present.has(edge.fromVertex) || !present.has(edge.toVertex))
          mismatch(`edge ${edge.uuid} joins a vertex that is not on the canvas`);
        edgeIds.add(edge.uuid);
      }
      return { vertices: [...vertices, ...command.vertices], edges: [...edges, ...command.edges] };
    }
    case 'remove': {
      const gone = new Set(command.vertices.map((v) => v.uuid));
      const goneEdges = new Set(command.edges.map((e) => e.uuid));
      const keptVertices = vertices.filter((v) => !gone.has(v.uuid));
      const keptEdges = edges.filter((e) => !goneEdges.has(e.uuid));
      if (keptVertices.length !== vertices.length - gone.size || keptEdges.length !== edges.length - goneEdges.size)
        mismatch('something the removal names is not on the canvas');
      if (keptEdges.some((e) => gone.has(e.fromVertex) || gone.has(e.toVertex)))
        mismatch('a vertex is removed without its edges');
      return { vertices: keptVertices, edges: keptEdges };
    }
    case 'retype':
      return {
        vertices,
        edges: changedEdge(edges, command.edge, (edge) => {
          same(edge.edgeType, command.from, "the edge's type");
          return { ...edge, edgeType: command.to };
        }),
      };
    case 'reconnect': {
      if (!vertices.some((v) => v.uuid === command.to)) mismatch(`vertex ${command.to} is not on the canvas`);
      return {
        vertices,
        edges: changedEdge(edges, command.edge, (edge) => {
          same(edge[command.end], command.from, "the edge's end");
          return { ...edge, [command.end]: command.to };
        }),
      };
    }
    case 'resymbol':
      return {
        edges,
        vertices: changedVertices(vertices, new Set([command.vertex]), (v) => {
          same(v.symbol, command.from, "the vertex's symbol");
          return { ...v, symbol: command.to };
        }),
      };
    default:
      return canvas;
  }
}

/** The working copy with `command` applied: a new object (the one given is not changed), or EditMismatch. */
export function applyCommand(copy: WorkingCopy, command: EditCommand): WorkingCopy {
  if (command.kind === 'retitle') {
    same(copy.titles[command.language] ?? '', command.from, 'the title');
    const titles = { ...copy.titles, [command.language]: command.to };
    if (!command.to) delete titles[command.language];
    return { ...copy, titles };
  }
  if (command.kind === 'describe') {
    const texts = { ...copy.descriptions[command.descriptionType] };
    same(texts[command.language] ?? '', command.from, 'the description');
    if (command.to) texts[command.language] = command.to;
    else delete texts[command.language];
    return { ...copy, descriptions: { ...copy.descriptions, [command.descriptionType]: texts } };
  }
  return { ...copy, canvas: canvasAfter(copy.canvas, command) };
}

/** The working copy after a step. */
export const applyStep = (copy: WorkingCopy, step: EditStep) => applyCommand(copy, appliedCommand(step));

/** What Undo and Redo would take, after the steps of an edit's log so far: the latest last. */
export interface History {
  undo: EditCommand[];
  redo: EditCommand[];
}

/**
 * The history after one more step: a new command empties what could be redone, as in every editor. An undo or a
 * redo must take what the history offers (EditMismatch otherwise): the log is one person's, step by step.
 */
export function historyAfter(history: History, step: EditStep): History {
  if (step.direction === 'do') return { undo: [...history.undo, step.command], redo: [] };
  const undoing = step.direction === 'undo';
  const from = undoing ? history.undo : history.redo;
  if (from.length === 0) mismatch(`there is nothing to ${step.direction}`);
  const taken = from[from.length - 1];
  const rest = from.slice(0, -1);
  return undoing ? { undo: rest, redo: [...history.redo, taken] } : { undo: [...history.undo, taken], redo: rest };
}

/** The history an edit's whole log leaves. */
export const historyOf = (steps: readonly EditStep[]): History =>
  steps.reduce(historyAfter, { undo: [], redo: [] } as History);

/** How many things a command changes, for its name ("Undo move of 3 vertices"). */
export function commandCount(command: EditCommand): number {
  switch (command.kind) {
    case 'move':
      return command.vertices.length;
    case 'arrange':
      return command.moves.length;
    case 'add':
    case 'remove':
      return command.vertices.length || command.edges.length;
    default:
      return 1;
  }
}

/** Whether an add or a removal is of edges alone (a connection, rather than placed vertices). */
export const onlyEdges = (command: EditCommand) =>
  (command.kind === 'add' || command.kind === 'remove') && command.vertices.length === 0;

/** The edges a removal of these vertices takes with it, beside those asked for. */
export function removalOf(copy: WorkingCopy, vertexIds: ReadonlySet<string>, edgeIds: ReadonlySet<string> = new Set()) {
  return {
    kind: 'remove' as const,
    vertices: copy.canvas.vertices.filter((v) => vertexIds.has(v.uuid)),
    edges: copy.canvas.edges.filter(
      (e) => edgeIds.has(e.uuid) || vertexIds.has(e.fromVertex) || vertexIds.has(e.toVertex),
    ),
  };
}
