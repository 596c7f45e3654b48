/**
 * "Update to the current model" (issue 76): a proposal's changes, replayed on the model as it is now. What the
 * proposal changed is read from its two copies (the model where its edit began, and the proposal), not from the
 * edits' logs, so that every revision's changes count however they were made. A change replays where the model
 * left that thing as the proposal found it; where the model changed it too, or took away what it needs, it is a
 * collision, listed for the author to settle in the editor, as a merge of two branches lists its conflicts.
 * Dependency-free, for both sides.
 */
import { type EditCommand, type EditEdge, type EditVertex, type Place, type WorkingCopy } from './editCommands.js';

export type CollisionReason =
  /** The model changed it too, otherwise. */
  | 'changedInBoth'
  /** The proposal changed it; the model took it away. */
  | 'goneFromModel'
  /** An edge the proposal adds or moves would join a vertex the model took away. */
  | 'endGone'
  /** The proposal takes a vertex away to which the model joined a new edge. */
  | 'joinedInModel';

export interface Collision {
  kind: 'vertex' | 'edge' | 'title' | 'description';
  /** The vertex's or edge's uuid, the title's language, or the description's type and language (`type/language`). */
  id: string;
  reason: CollisionReason;
}

export interface Replay {
  /** What to apply to the current model, in order: each fits the copy the ones before it leave. */
  commands: EditCommand[];
  collisions: Collision[];
}

const mapOf = <T extends { uuid: string }>(items: readonly T[]) => new Map(items.map((item) => [item.uuid, item]));
const placeOf = (v: EditVertex): Place => ({ x: v.x, y: v.y });
const boxOf = (v: EditVertex) => ({ x: v.x, y: v.y, width: v.width, height: v.height });
const sameBox = (a: EditVertex, b: EditVertex) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const sameEdge = (a: EditEdge, b: EditEdge) =>
  a.fromVertex === b.fromVertex && a.toVertex === b.toVertex && a.edgeType === b.edgeType;

/**
 * Which of three values a replay takes: `take` where the proposal changed it and the model did not, `keep` where
 * only the model did (or both alike), `collide` where both did, differently.
 */
function threeWay<T>(began: T, proposed: T, current: T, same: (a: T, b: T) => boolean): 'take' | 'keep' | 'collide' {
  if (same(began, proposed) || same(current, proposed)) return 'keep';
  return same(current, began) ? 'take' : 'collide';
}

/** The proposal's changes from `began` to `proposed`, replayed on `current`. */
export function replayOnto(began: WorkingCopy, proposed: WorkingCopy, current: WorkingCopy): Replay {
  const collisions: Collision[] = [];
  const commands: EditCommand[] = [];
  const [beganVertices, proposedVertices, currentVertices] = [began, proposed, current].map((copy) =>
    mapOf(copy.canvas.vertices),
  );
  const [beganEdges, proposedEdges, currentEdges] = [began, proposed, current].map((copy) => mapOf(copy.canvas.edges));

  // Vertices the proposal took away, where the model still has them, and with them every edge they have now.
  const removedVertices = new Set<string>();
  for (const vertex of began.canvas.vertices) {
    if (proposedVertices.has(vertex.uuid) || !currentVertices.has(vertex.uuid)) continue;
    const joined = current.canvas.edges.some(
      (edge) =>
        (edge.fromVertex === vertex.uuid || edge.toVertex === vertex.uuid) &&
        !beganEdges.has(edge.uuid) &&
        !proposedEdges.has(edge.uuid),
    );
    if (joined) collisions.push({ kind: 'vertex', id: vertex.uuid, reason: 'joinedInModel' });
    else removedVertices.add(vertex.uuid);
  }
  const removedEdges = current.canvas.edges.filter(
    (edge) =>
      removedVertices.has(edge.fromVertex) ||
      removedVertices.has(edge.toVertex) ||
      (beganEdges.has(edge.uuid) && !proposedEdges.has(edge.uuid)),
  );
  if (removedVertices.size > 0 || removedEdges.length > 0)
    commands.push({
      kind: 'remove',
      vertices: current.canvas.vertices.filter((v) => removedVertices.has(v.uuid)),
      edges: removedEdges,
    });

  // Vertices the proposal added, and those it moved, resized or made another symbol.
  const addedVertices: EditVertex[] = [];
  const moves: { vertex: string; from: Place; to: Place }[] = [];
  for (const vertex of proposed.canvas.vertices) {
    const was = beganVertices.get(vertex.uuid);
    const now = currentVertices.get(vertex.uuid);
    if (!was) {
      if (!now) addedVertices.push(vertex);
      continue;
    }
    const changed = !sameBox(was, vertex) || was.symbol !== vertex.symbol;
    if (!now) {
      if (changed) collisions.push({ kind: 'vertex', id: vertex.uuid, reason: 'goneFromModel' });
      continue;
    }
    const box = threeWay(was, vertex, now, sameBox);
    const symbol = threeWay(was.symbol, vertex.symbol, now.symbol, (a, b) => a === b);
    if (box === 'collide' || symbol === 'collide')
      collisions.push({ kind: 'vertex', id: vertex.uuid, reason: 'changedInBoth' });
    if (box === 'take') {
      if (vertex.width === now.width && vertex.height === now.height)
        moves.push({ vertex: vertex.uuid, from: placeOf(now), to: placeOf(vertex) });
      else commands.push({ kind: 'resize', vertex: vertex.uuid, from: boxOf(now), to: boxOf(vertex) });
    }
    if (symbol === 'take')
      commands.push({ kind: 'resymbol', vertex: vertex.uuid, from: now.symbol, to: vertex.symbol });
  }
  if (moves.length > 0) commands.push({ kind: 'arrange', moves });

  // Edges: those added join vertices that are there after the replay; those changed, where the model did not.
  const present = new Set(current.canvas.vertices.map((v) => v.uuid).filter((uuid) => !removedVertices.has(uuid)));
  for (const vertex of addedVertices) present.add(vertex.uuid);
  const joinsPresent = (edge: EditEdge) => present.has(edge.fromVertex) && present.has(edge.toVertex);
  const addedEdges: EditEdge[] = [];
  for (const edge of proposed.canvas.edges) {
    const was = beganEdges.get(edge.uuid);
    const now = currentEdges.get(edge.uuid);
    if (!was) {
      if (now) continue;
      if (joinsPresent(edge)) addedEdges.push(edge);
      else collisions.push({ kind: 'edge', id: edge.uuid, reason: 'endGone' });
      continue;
    }
    if (!now) {
      if (!sameEdge(was, edge)) collisions.push({ kind: 'edge', id: edge.uuid, reason: 'goneFromModel' });
      continue;
    }
    const type = threeWay(was.edgeType, edge.edgeType, now.edgeType, (a, b) => a === b);
    if (type === 'take') commands.push({ kind: 'retype', edge: edge.uuid, from: now.edgeType, to: edge.edgeType });
    let collided = type === 'collide';
    for (const end of ['fromVertex', 'toVertex'] as const) {
      const way = threeWay(was[end], edge[end], now[end], (a, b) => a === b);
      if (way === 'collide') collided = true;
      if (way !== 'take') continue;
      if (present.has(edge[end]))
        commands.push({ kind: 'reconnect', edge: edge.uuid, end, from: now[end], to: edge[end] });
      else collisions.push({ kind: 'edge', id: edge.uuid, reason: 'endGone' });
    }
    if (collided) collisions.push({ kind: 'edge', id: edge.uuid, reason: 'changedInBoth' });
  }
  if (addedVertices.length > 0 || addedEdges.length > 0)
    commands.splice(removedVertices.size > 0 || removedEdges.length > 0 ? 1 : 0, 0, {
      kind: 'add',
      vertices: addedVertices,
      edges: addedEdges,
    });

  // Texts, language by language.
  const languages = new Set([...Object.keys(began.titles), ...Object.keys(proposed.titles)]);
  for (const language of languages) {
    const [was, to, now] = [began, proposed, current].map((copy) => copy.titles[language] ?? '');
    const way = threeWay(was!, to!, now!, (a, b) => a === b);
    if (way === 'take') commands.push({ kind: 'retitle', language, from: now!, to: to! });
    if (way === 'collide') collisions.push({ kind: 'title', id: language, reason: 'changedInBoth' });
  }
  const types = new Set([...Object.keys(began.descriptions), ...Object.keys(proposed.descriptions)]);
  for (const descriptionType of types) {
    const texts = [began, proposed, current].map((copy) => copy.descriptions[descriptionType] ?? {});
    for (const language of new Set([...Object.keys(texts[0]!), ...Object.keys(texts[1]!)])) {
      const [was, to, now] = texts.map((byLanguage) => byLanguage[language] ?? '');
      const way = threeWay(was!, to!, now!, (a, b) => a === b);
      if (way === 'take') commands.push({ kind: 'describe', descriptionType, language, from: now!, to: to! });
      if (way === 'collide')
        collisions.push({ kind: 'description', id: `${descriptionType}/${language}`, reason: 'changedInBoth' });
    }
  }
  return { commands, collisions };
}
