/**
 * A wavelet matrix over non-negative integers below 2^bits: counts how many values in a range of
 * positions lie below a bound in O(bits) rank operations, whatever the length of the range.
 * Each level is a bit vector with the count of ones before every 32-bit word, so a rank is one lookup
 * and one population count.
 */
export interface WaveletParts {
  bits: number;
  length: number;
  /** Level after level: `words` bit words, then `words + 1` cumulative counts of ones. */
  levels: Uint32Array;
  /** Zeros per level. */
  zeros: Int32Array;
}

const wordsFor = (length: number) => (length + 31) >>> 5;

export function buildWavelet(values: Int32Array, bits: number): WaveletParts {
  const length = values.length;
  const words = wordsFor(length);
  const stride = 2 * words + 1;
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
        levels[base + (i >>> 5)] |= 1 << (i & 31);
        next[oneAt++] = value;
      } else next[zeroAt++] = value;
    }
    let ones = 0;
    for (let w = 0; w < words; w++) {
      levels[base + words + w] = ones;
      ones += popCount(levels[base + w]);
    }
    levels[base + words + words] = ones;
    zeros[level] = zeroCount;
    [current, next] = [next, current];
  }
  return { bits, length, levels, zeros };
}

export class WaveletMatrix {
  private readonly words: number;

  constructor(private readonly parts: WaveletParts) {
    this.words = wordsFor(parts.length);
  }

  /** How many of the values at positions [from, to) are below `bound`. */
  countBelow(from: number, to: number, bound: number): number {
    const { bits, levels, zeros } = this.parts;
    if (bound >= 2 ** bits) return to - from;
    const words = this.words;
    const stride = 2 * words + 1;
    let count = 0;
    for (let level = 0; level < bits && from < to; level++) {
      const base = stride * level;
      const onesFrom = rank(levels, base, words, from);
      const onesTo = rank(levels, base, words, to);
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

  /** The smallest value at least `lower` at positions [from, to), or -1 if there is none. */
  nextAtLeast(from: number, to: number, lower: number): number {
    return this.nearest(from, to, lower, true);
  }

  /** The largest value below `upper` at positions [from, to), or -1 if there is none. */
  previousBelow(from: number, to: number, upper: number): number {
    return upper <= 0 ? -1 : this.nearest(from, to, upper - 1, false);
  }

  /**
   * The value nearest to `bound` on one side (at least it when `up`, else at most it). Descends along the
   * bound's bits, remembering the deepest level where the other branch (the one beyond the bound) still
   * had positions; if the bound's own path runs out, the answer is the nearest end of that branch.
   */
  private nearest(from: number, to: number, bound: number, up: boolean): number {
    const { bits, levels, zeros } = this.parts;
    if (bound >= 2 ** bits) return up ? -1 : this.nearest(from, to, 2 ** bits - 1, false);
    const words = this.words;
    const stride = 2 * words + 1;
    let value = 0;
    let otherLevel = -1;
    let otherFrom = 0;
    let otherTo = 0;
    let otherValue = 0;
    let level = 0;
    for (; level < bits && from < to; level++) {
      const base = stride * level;
      const onesFrom = rank(levels, base, words, from);
      const onesTo = rank(levels, base, words, to);
      const bit = 1 << (bits - 1 - level);
      const zerosFrom = from - onesFrom;
      const zerosTo = to - onesTo;
      if (bound & bit) {
        if (!up && zerosFrom < zerosTo) {
          otherLevel = level;
          otherFrom = zerosFrom;
          otherTo = zerosTo;
          otherValue = value;
        }
        from = zeros[level] + onesFrom;
        to = zeros[level] + onesTo;
        value |= bit;
      } else {
        if (up && onesFrom < onesTo) {
          otherLevel = level;
          otherFrom = zeros[level] + onesFrom;
          otherTo = zeros[level] + onesTo;
          otherValue = value | bit;
        }
        from = zerosFrom;
        to = zerosTo;
      }
    }
    if (level === bits && from < to) return value;
    if (otherLevel < 0) return -1;
    // The nearest end of the other branch: its smallest value going up, its largest going down.
    from = otherFrom;
    to = otherTo;
    value = otherValue;
    for (level = otherLevel + 1; level < bits; level++) {
      const base = stride * level;
      const onesFrom = rank(levels, base, words, from);
      const onesTo = rank(levels, base, words, to);
      const zerosFrom = from - onesFrom;
      const zerosTo = to - onesTo;
      if (up ? zerosFrom < zerosTo : onesFrom === onesTo) {
        from = zerosFrom;
        to = zerosTo;
      } else {
        from = zeros[level] + onesFrom;
        to = zeros[level] + onesTo;
        value |= 1 << (bits - 1 - level);
      }
    }
    return value;
  }
}

/** Ones before position `at` in the level starting at `base`. */
function rank(levels: Uint32Array, base: number, words: number, at: number): number {
  const word = at >>> 5;
  const bit = at & 31;
  const before = levels[base + words + word];
  return bit === 0 ? before : before + popCount(levels[base + word] & ((1 << bit) - 1));
}

function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
