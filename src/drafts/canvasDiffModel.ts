import type { Box } from '../canvas';

/** The shapes of a canvas comparison (see canvasDiff): what is compared and what a change says. */

/** A vertex as the comparison sees it: its place, its symbol, and what that symbol says (titles by language, type). */
export interface DiffVertex extends Box {
  uuid: string;
  symbol: string;
  /** Titles by language uuid; empty while the symbol is unknown. */
  titles: Readonly<Record<string, string>>;
  objectType?: string;
}

export interface DiffEdge {
  uuid: string;
  fromVertex: string;
  toVertex: string;
  edgeType: string;
}

export interface DiffCanvas {
  vertices: readonly DiffVertex[];
  edges: readonly DiffEdge[];
}

/** What differs in a paired vertex. */
export type VertexAspect = 'title' | 'symbol' | 'type' | 'moved';

export interface TitleDifference {
  language: string;
  before?: string;
  after?: string;
}

/** One change from the base (a model of the target) to the draft; vertices and edges are named by their uuids on each side. */
export type CanvasChange =
  | { kind: 'vertex-added'; after: string; edges: string[] }
  | { kind: 'vertex-removed'; before: string; edges: string[] }
  | { kind: 'vertex-changed'; before: string; after: string; aspects: VertexAspect[]; titles: TitleDifference[] }
  | { kind: 'edge-added'; after: string }
  | { kind: 'edge-removed'; before: string }
  | { kind: 'edge-rewired'; before: string; after: string }
  | { kind: 'edge-retyped'; before: string; after: string };

/** How an element is coloured: what happened to it between the base and the draft. */
export type ElementState = 'added' | 'removed' | 'changed' | 'moved' | 'same';

export interface CanvasComparison {
  changes: CanvasChange[];
  /** Draft vertex uuid → the base vertex it was paired with. */
  pairs: ReadonlyMap<string, string>;
  base: { vertices: ReadonlyMap<string, ElementState>; edges: ReadonlyMap<string, ElementState> };
  draft: { vertices: ReadonlyMap<string, ElementState>; edges: ReadonlyMap<string, ElementState> };
  /**
   * How far the draft's drawing as a whole is shifted from the base's (see commonOffset):
   * a canvas moved as a whole is not every vertex moved.
   */
  offset: { x: number; y: number };
}
