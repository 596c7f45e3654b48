import type { LocalizedTitlesShape } from '../../../shared/serviceSchemas.js';
import { foldText } from '../../../../common/filterSyntax.js';
import { positionsOf } from '../positions.js';
import { remember } from '../remember.js';
import { suffixArray } from './suffixArray.js';
import { buildWavelet, WaveletMatrix, type WaveletParts } from './waveletMatrix.js';

/** What a built index is made of: plain arrays and one string, so that a worker can hand it over. */
export interface TitleIndexParts {
  /** Every model's folded titles, each after a NUL (which no filter holds, so no match spans two). */
  text: string;
  /** Model id of each indexed model, in the order of `text`. */
  modelIds: Int32Array;
  /** The text's suffixes in order: those starting with a term are one run. */
  suffixes: Int32Array;
  /** The model (index into `modelIds`) of each suffix in that order; shared with the workers that read it. */
  modelOfSuffix: Int32Array;
  /** For each suffix in order, 1 + where the previous suffix of the same model stands (0 if none). */
  previousOfModel: WaveletParts;
}

/**
 * Every SAMPLE_EVERY-th suffix is sampled by its first SAMPLE_UNITS units for finding terms: at 100,000
 * models that is 1.6 MB, against 25 MB of suffixes and 13 MB of text that a search would read at random.
 */
const SAMPLE_EVERY = 64;
const SAMPLE_UNITS = 8;
/** Runs of the terms asked most recently, kept: a term is asked again for its next page, or another order. */
const RUNS_KEPT = 4096;

/** The suffixes [from, to) that start with a term, and how many distinct models they belong to. */
export interface SuffixRun {
  from: number;
  to: number;
  models: number;
}

/** A model's titles as the index searches them: each folded, in any language. */
export const foldedTitles = (titles: LocalizedTitlesShape): string[] =>
  Object.values(titles).map(({ title }) => foldText(title));

/** Each model's titles map as the UTF-8 JSON kept beside it: the k-th model's is `bytes` from `bounds[2k]` to `bounds[2k + 1]`. */
export interface TitlesJson {
  bytes: Uint8Array;
  bounds: Int32Array;
}

/** The titles maps of `TitlesJson` as strings: decoded where the index is built, off the service's thread. */
export function decodeTitles({ bytes, bounds }: TitlesJson): string[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bounds.length >>> 1 }, (_, k) =>
    buffer.toString('utf8', bounds[2 * k], bounds[2 * k + 1]),
  );
}

/**
 * Builds the index of the given models' titles, each model's titles map given as the JSON kept beside it.
 * Linear in the length of the titles.
 */
export function buildTitleIndex(modelIds: Int32Array, maps: readonly string[]): TitleIndexParts {
  const starts = new Int32Array(modelIds.length + 1);
  const pieces: string[] = [];
  let length = 0;
  maps.forEach((json, model) => {
    starts[model] = length;
    for (const title of foldedTitles(JSON.parse(json) as LocalizedTitlesShape)) {
      const piece = `\u0000${title}`;
      pieces.push(piece);
      length += piece.length;
    }
  });
  starts[modelIds.length] = length;
  const text = pieces.join('');

  // SA-IS wants a dense alphabet; ranks keep the order of UTF-16 units, which searching compares.
  const used = new Uint8Array(0x10000);
  for (let i = 0; i < length; i++) used[text.charCodeAt(i)] = 1;
  const rankOf = new Int32Array(0x10000);
  let upper = -1;
  for (let unit = 0; unit < 0x10000; unit++) if (used[unit]) rankOf[unit] = ++upper;
  const ranked = new Int32Array(length);
  for (let i = 0; i < length; i++) ranked[i] = rankOf[text.charCodeAt(i)];
  const suffixes = suffixArray(ranked, Math.max(upper, 0));

  const modelAt = new Int32Array(length);
  for (let model = 0; model < modelIds.length; model++) modelAt.fill(model, starts[model], starts[model + 1]);
  const modelOfSuffix = new Int32Array(new SharedArrayBuffer(4 * length));
  const previous = new Int32Array(length);
  const lastSeen = new Int32Array(modelIds.length);
  for (let i = 0; i < length; i++) {
    const model = (modelOfSuffix[i] = modelAt[suffixes[i]]);
    previous[i] = lastSeen[model];
    lastSeen[model] = i + 1;
  }
  const bits = Math.max(1, Math.ceil(Math.log2(length + 1)));
  return { text, modelIds, suffixes, modelOfSuffix, previousOfModel: buildWavelet(previous, bits) };
}

/**
 * For each suffix in order, where its model stands in one order of the models (`orderIds`, model ids in
 * that order), as a wavelet matrix: the models holding a term are then read off in that order.
 */
export function buildOrderPositions(
  modelOfSuffix: Int32Array,
  modelIds: Int32Array,
  orderIds: Int32Array,
): WaveletParts {
  const positionOfId = positionsOf(orderIds);
  const positionOfModel = Int32Array.from(modelIds, (id) => positionOfId[id]);
  const positions = Int32Array.from(modelOfSuffix, (model) => positionOfModel[model]);
  return buildWavelet(positions, Math.max(1, Math.ceil(Math.log2(orderIds.length + 1))));
}

/**
 * A repository's model titles indexed for substring search: a suffix array finds the run of suffixes
 * that start with a term in O(|term| log n), and a wavelet matrix over where each suffix's model was
 * last seen counts the distinct models in that run in O(log n) (a model counts once, at its first
 * suffix in the run). So a total costs the same for a term in three titles or in thirty thousand.
 */
export class TitleIndex {
  private readonly previousOfModel: WaveletMatrix;
  /** Order name -> where each suffix's model stands in that order. */
  private readonly orders = new Map<string, WaveletMatrix>();

  /** The first SAMPLE_UNITS units of every SAMPLE_EVERY-th suffix, NUL past the text's end. */
  private readonly samples: Uint16Array;
  /** Term -> its run, the least recently asked first. */
  private readonly runs = new Map<string, SuffixRun>();

  constructor(private readonly parts: TitleIndexParts) {
    this.previousOfModel = new WaveletMatrix(parts.previousOfModel);
    const { suffixes, text } = parts;
    this.samples = new Uint16Array(Math.ceil(suffixes.length / SAMPLE_EVERY) * SAMPLE_UNITS);
    for (let at = 0; at * SAMPLE_EVERY < suffixes.length; at++) {
      const start = suffixes[at * SAMPLE_EVERY];
      const units = Math.min(SAMPLE_UNITS, text.length - start);
      for (let i = 0; i < units; i++) this.samples[at * SAMPLE_UNITS + i] = text.charCodeAt(start + i);
    }
  }

  /** The parts a worker needs to place the suffixes' models in an order (see `buildOrderPositions`). */
  get models(): { modelOfSuffix: Int32Array; modelIds: Int32Array } {
    return this.parts;
  }

  /** Takes in where each suffix's model stands in an order, as `buildOrderPositions` gives it. */
  place(orderName: string, positions: WaveletParts): void {
    this.orders.set(orderName, new WaveletMatrix(positions));
  }

  /**
   * Positions `startAt` to `wanted` (exclusive) in a placed order among the models of a run, ascending or
   * descending; undefined if the order is not placed. The order's `tailStart` splits it into two runs, each
   * reversed on its own when descending. Each model found costs O(log n), however many models match, and
   * so does passing over those before `startAt` unless some model holds the term twice.
   */
  positionsIn(
    orderName: string,
    { from, to, models }: SuffixRun,
    { ascending, tailStart, count }: { ascending: boolean; tailStart: number; count: number },
    startAt: number,
    wanted: number,
  ): number[] | undefined {
    const positions = this.orders.get(orderName);
    if (!positions) return undefined;
    const found: number[] = [];
    if (wanted <= startAt) return found;
    // A model with the term twice has two suffixes in the run: the walk then visits models to pass them over.
    const repeats = models !== to - from;
    let skip = repeats ? 0 : startAt;
    // Models passed over or visited so far; the walk passes over `skip` of them by itself.
    let seen = skip;
    const take = (position: number) => {
      if (seen++ >= startAt) found.push(position);
      return seen < wanted;
    };
    const walk = (lower: number, upper: number) => {
      skip = positions.visitValues(from, to, { lower, upper, ascending, skip }, take);
    };
    if (ascending) walk(0, count);
    else {
      walk(0, tailStart);
      if (seen < wanted) walk(tailStart, count);
    }
    return found;
  }

  /**
   * The run of suffixes that start with `term` (folded, not empty), and how many models they belong to.
   * Finding and counting read the index cold at about 40 places, a tenth of what a filtered page costs.
   */
  run(term: string): SuffixRun {
    return remember(this.runs, term, RUNS_KEPT, () => {
      const { from, to } = this.find(term);
      return { from, to, models: this.countModels(from, to) };
    });
  }

  /**
   * The run [from, to) of suffixes that start with `term` (folded, not empty, without NUL). Each bound is
   * first found among the sampled suffixes, which a few cache lines hold, and then within one gap of them,
   * so a search reads the suffixes and the text at about log2(SAMPLE_EVERY) random places instead of
   * log2(suffixes): cold, those reads are most of what finding a term costs.
   */
  find(term: string): { from: number; to: number } {
    const { suffixes } = this.parts;
    const samples = this.samples.length / SAMPLE_UNITS;
    // The first sample at or past the term, and the first past it: each bound lies in the gap before one.
    let low = 0;
    let high = samples;
    let end = samples;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = this.compareSample(middle, term);
      if (order < 0) low = middle + 1;
      else {
        high = middle;
        if (order > 0) end = middle;
      }
    }
    const startSample = low;
    high = end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareSample(middle, term) > 0) high = middle;
      else low = middle + 1;
    }
    const gap = (sample: number) => ({
      low: Math.max(0, (sample - 1) * SAMPLE_EVERY + 1),
      high: Math.min(suffixes.length, sample * SAMPLE_EVERY),
    });
    const from = this.firstSuffix(gap(startSample), (order) => order >= 0, term);
    return { from, to: this.firstSuffix(gap(low), (order) => order > 0, term) };
  }

  /** How many models have a suffix in [from, to). */
  countModels(from: number, to: number): number {
    return from === to ? 0 : this.previousOfModel.countBelow(from, to, from + 1);
  }

  /** The model ids of the suffixes in [from, to), a model once per suffix. */
  modelIdsIn(from: number, to: number): Int32Array {
    const { modelIds, modelOfSuffix } = this.parts;
    const ids = new Int32Array(to - from);
    for (let i = from; i < to; i++) ids[i - from] = modelIds[modelOfSuffix[i]];
    return ids;
  }

  /** The first suffix in [low, high) whose comparison with `term` is `past` (high if none); the ones before are not. */
  private firstSuffix(
    { low, high }: { low: number; high: number },
    past: (order: number) => boolean,
    term: string,
  ): number {
    const { suffixes } = this.parts;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (past(this.compare(suffixes[middle], term))) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Sample `at` against `term` as `compare` would answer for its suffix, from its first units where they tell. */
  private compareSample(at: number, term: string): number {
    const base = at * SAMPLE_UNITS;
    const known = Math.min(SAMPLE_UNITS, term.length);
    for (let i = 0; i < known; i++) {
      // Past the text's end reads as NUL, which sorts before any unit of a term, as the end does.
      const order = this.samples[base + i] - term.charCodeAt(i);
      if (order !== 0) return order;
    }
    return known === term.length ? 0 : this.compare(this.parts.suffixes[at * SAMPLE_EVERY], term);
  }

  /** The suffix at `start` against `term`, on the term's length only: 0 when the suffix starts with it. */
  private compare(start: number, term: string): number {
    const { text } = this.parts;
    for (let i = 0; i < term.length; i++) {
      if (start + i >= text.length) return -1;
      const order = text.charCodeAt(start + i) - term.charCodeAt(i);
      if (order !== 0) return order;
    }
    return 0;
  }
}
