/**
 * A wavelet matrix over non-negative integers below 2^bits: counts how many values in a range of
 * positions lie below a bound in O(bits) rank operations, whatever the length of the range.
 * Each level is a bit vector with the count of ones before every 32-bit word beside that word, so a rank
 * is one population count on one cache line: at 100,000 models the matrices are tens of megabytes, and
 * a page's walk is mostly memory reads (with the counts apart from the words, it took twice the misses).
 */
export interface WaveletParts {
  bits: number;
  length: number;
  /** Level after level, `words + 1` pairs: a bit word, then the count of ones before it (the last: all). */
  levels: Uint32Array;
  /** Zeros per level. */
  zeros: Int32Array;
}

const wordsFor = (length: number) => (length + 31) >>> 5;
/** Uint32s per level: a word and its count, for each word and one past the end. */
const strideFor = (length: number) => 2 * (wordsFor(length) + 1);

export function buildWavelet(values: Int32Array, bits: number): WaveletParts {
  const length = values.length;
  const words = wordsFor(length);
  const stride = strideFor(length);
  const levels = new Uint32Array(stride * bits);
  const zeros = new Int32Array(bits);
  let current = values.slice();
  let next = new Int32Array(length);
  for (let level = 0; level < bits; level++) {
    const shift = bits - 1 - level;
    const base = stride * level;
    let zeroCount = 0;
    for (let i = 0; i < length; i++) if (((current[i] >>> shift) & 1) === 0) zeroCount++;
    let zeroAt = 0;
    let oneAt = zeroCount;
    for (let i = 0; i < length; i++) {
      const value = current[i];
      if ((value >>> shift) & 1) {
        levels[base + 2 * (i >>> 5)] |= 1 << (i & 31);
        next[oneAt++] = value;
      } else next[zeroAt++] = value;
    }
    let ones = 0;
    for (let w = 0; w < words; w++) {
      levels[base + 2 * w + 1] = ones;
      ones += popCount(levels[base + 2 * w]);
    }
    levels[base + 2 * words + 1] = ones;
    zeros[level] = zeroCount;
    [current, next] = [next, current];
  }
  return { bits, length, levels, zeros };
}

export class WaveletMatrix {
  private readonly stride: number;

  constructor(private readonly parts: WaveletParts) {
    this.stride = strideFor(parts.length);
  }

  /** How many of the values at positions [from, to) are below `bound`. */
  countBelow(from: number, to: number, bound: number): number {
    const { bits, levels, zeros } = this.parts;
    if (bound >= 2 ** bits) return to - from;
    let count = 0;
    for (let level = 0; level < bits && from < to; level++) {
      const base = this.stride * level;
      const onesFrom = rank(levels, base, from);
      const onesTo = rank(levels, base, to);
      if ((bound >>> (bits - 1 - level)) & 1) {
        count += to - onesTo - (from - onesFrom);
        from = zeros[level] + onesFrom;
        to = zeros[level] + onesTo;
      } else {
        from -= onesFrom;
        to -= onesTo;
      }
    }
    return count;
  }

  /**
   * Visits the distinct values in [lower, upper) at positions [from, to), in ascending or descending order,
   * until `visit` returns false. One walk down the levels serves them all: consecutive values share the
   * top of their paths, so k values cost far fewer rank operations than k separate searches.
   *
   * `skip` values are passed over first, for a range where no value repeats (the caller's promise): then a
   * subtree holds as many values as positions, and one inside the bounds is passed over whole, so a page
   * far into the range costs about what the first page does. Returns how many were left to skip.
   */
  visitValues(from: number, to: number, { lower, upper, ascending, skip = 0 }: ValueWalk, visit: (value: number) => boolean): number {
    const walk = { lower, upper, ascending, skip, visit };
    this.walk(0, from, to, 0, 2 ** this.parts.bits, walk);
    return walk.skip;
  }

  /** Walks the `span` values from `value` (those with its prefix at this level); false once `visit` has asked to stop. */
  private walk(
    level: number,
    from: number,
    to: number,
    value: number,
    span: number,
    walk: Required<ValueWalk> & { visit: (value: number) => boolean },
  ): boolean {
    const { bits, levels, zeros } = this.parts;
    if (from >= to || value >= walk.upper || value + span <= walk.lower) return true;
    if (walk.skip >= to - from && value >= walk.lower && value + span <= walk.upper) {
      walk.skip -= to - from;
      return true;
    }
    if (level === bits) return walk.visit(value);
    const base = this.stride * level;
    const onesFrom = rank(levels, base, from);
    const onesTo = rank(levels, base, to);
    const next = level + 1;
    const half = span / 2;
    return walk.ascending
      ? this.walk(next, from - onesFrom, to - onesTo, value, half, walk) &&
          this.walk(next, zeros[level] + onesFrom, zeros[level] + onesTo, value + half, half, walk)
      : this.walk(next, zeros[level] + onesFrom, zeros[level] + onesTo, value + half, half, walk) &&
          this.walk(next, from - onesFrom, to - onesTo, value, half, walk);
  }
}

/** Which values a walk visits: those in [lower, upper), in one direction, after passing over `skip` of them. */
export interface ValueWalk {
  lower: number;
  upper: number;
  ascending: boolean;
  skip?: number;
}

/** Ones before position `at` in the level starting at `base`. */
function rank(levels: Uint32Array, base: number, at: number): number {
  const pair = base + 2 * (at >>> 5);
  const bit = at & 31;
  const before = levels[pair + 1];
  return bit === 0 ? before : before + popCount(levels[pair] & ((1 << bit) - 1));
}

function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
