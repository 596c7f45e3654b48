/**
 * A wavelet matrix of base 4 over non-negative integers below 2^bits: counts how many values in a range of
 * positions lie below a bound in O(bits / 2) rank operations, whatever the length of the range. Each level
 * places one base-4 digit of every value (the most significant first), stably grouped by that digit.
 *
 * At 100,000 models the matrices are tens of megabytes, and a page's walk is mostly memory reads: a rank
 * reads one cache line (a block's two bit planes and its counts lie together), and two bits a level take
 * half the levels, so half the reads, of one bit a level.
 */
export interface WaveletParts {
  bits: number;
  length: number;
  /** Level after level, `blocks + 1` blocks of BLOCK_UINTS (see below); the last holds the level's totals. */
  levels: Uint32Array;
  /** Per level, where the values with each digit start on the next level: 4 per level. */
  starts: Int32Array;
}

/**
 * A block covers 64 positions: the high bits of their digits (two words), the low bits (two words), then
 * how many of each digit 0-3 come before the block. 32 bytes, so a block never straddles a cache line.
 */
const BLOCK_SHIFT = 6;
const BLOCK_POSITIONS = 1 << BLOCK_SHIFT;
const BLOCK_UINTS = 8;
const HIGH = 0;
const LOW = 2;
const COUNTS = 4;

const digitLevelsFor = (bits: number) => Math.max(1, Math.ceil(bits / 2));
const strideFor = (length: number) => BLOCK_UINTS * (Math.ceil(length / BLOCK_POSITIONS) + 1);

export function buildWavelet(values: Int32Array, bits: number): WaveletParts {
  const length = values.length;
  const digitLevels = digitLevelsFor(bits);
  const stride = strideFor(length);
  const levels = new Uint32Array(stride * digitLevels);
  const starts = new Int32Array(4 * digitLevels);
  let current = values.slice();
  let next = new Int32Array(length);
  for (let level = 0; level < digitLevels; level++) {
    const shift = 2 * (digitLevels - 1 - level);
    const base = stride * level;
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < length; i++) counts[(current[i] >>> shift) & 3]++;
    const at = [0, counts[0], counts[0] + counts[1], counts[0] + counts[1] + counts[2]];
    starts.set(at, 4 * level);
    const seen = [0, 0, 0, 0];
    for (let i = 0; i < length; i++) {
      const block = base + BLOCK_UINTS * (i >>> BLOCK_SHIFT);
      if ((i & (BLOCK_POSITIONS - 1)) === 0)
        for (let digit = 0; digit < 4; digit++) levels[block + COUNTS + digit] = seen[digit];
      const value = current[i];
      const digit = (value >>> shift) & 3;
      const word = (i >>> 5) & 1;
      if (digit & 2) levels[block + HIGH + word] |= 1 << (i & 31);
      if (digit & 1) levels[block + LOW + word] |= 1 << (i & 31);
      next[at[digit] + seen[digit]++] = value;
    }
    // The block after the last full one (for a rank at the end) holds the level's totals.
    const last = base + BLOCK_UINTS * Math.ceil(length / BLOCK_POSITIONS);
    for (let digit = 0; digit < 4; digit++) levels[last + COUNTS + digit] = seen[digit];
    [current, next] = [next, current];
  }
  return { bits, length, levels, starts };
}

export class WaveletMatrix {
  private readonly stride: number;
  private readonly digitLevels: number;

  constructor(private readonly parts: WaveletParts) {
    this.stride = strideFor(parts.length);
    this.digitLevels = digitLevelsFor(parts.bits);
  }

  /** How many of the values at positions [from, to) are below `bound`. */
  countBelow(from: number, to: number, bound: number): number {
    const { levels, starts } = this.parts;
    if (bound >= 4 ** this.digitLevels) return to - from;
    let count = 0;
    for (let level = 0; level < this.digitLevels && from < to; level++) {
      const base = this.stride * level;
      const boundDigit = (bound >>> (2 * (this.digitLevels - 1 - level))) & 3;
      for (let digit = 0; digit < boundDigit; digit++)
        count += rank(levels, base, digit, to) - rank(levels, base, digit, from);
      const start = starts[4 * level + boundDigit];
      from = start + rank(levels, base, boundDigit, from);
      to = start + rank(levels, base, boundDigit, to);
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
  visitValues(
    from: number,
    to: number,
    { lower, upper, ascending, skip = 0 }: ValueWalk,
    visit: (value: number) => boolean,
  ): number {
    const walk = { lower, upper, ascending, skip, visit };
    this.walk(0, from, to, 0, 4 ** this.digitLevels, walk);
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
    if (from >= to || value >= walk.upper || value + span <= walk.lower) return true;
    if (walk.skip >= to - from && value >= walk.lower && value + span <= walk.upper) {
      walk.skip -= to - from;
      return true;
    }
    if (level === this.digitLevels) return walk.visit(value);
    const { levels, starts } = this.parts;
    const base = this.stride * level;
    const quarter = span / 4;
    for (let n = 0; n < 4; n++) {
      const digit = walk.ascending ? n : 3 - n;
      const childValue = value + digit * quarter;
      if (childValue >= walk.upper || childValue + quarter <= walk.lower) continue;
      const start = starts[4 * level + digit];
      const childFrom = start + rank(levels, base, digit, from);
      const childTo = start + rank(levels, base, digit, to);
      if (!this.walk(level + 1, childFrom, childTo, childValue, quarter, walk)) return false;
    }
    return true;
  }
}

/** Which values a walk visits: those in [lower, upper), in one direction, after passing over `skip` of them. */
export interface ValueWalk {
  lower: number;
  upper: number;
  ascending: boolean;
  skip?: number;
}

/** How many of the positions before `at` hold `digit`, on the level starting at `base`. */
function rank(levels: Uint32Array, base: number, digit: number, at: number): number {
  const block = base + BLOCK_UINTS * (at >>> BLOCK_SHIFT);
  const before = levels[block + COUNTS + digit];
  const offset = at & (BLOCK_POSITIONS - 1);
  if (offset === 0) return before;
  const first = matching(levels[block + HIGH], levels[block + LOW], digit);
  if (offset < 32) return before + popCount(first & ((1 << offset) - 1));
  const second = matching(levels[block + HIGH + 1], levels[block + LOW + 1], digit);
  return before + popCount(first) + popCount(second & ((1 << (offset - 32)) - 1));
}

/** The bits of a word's positions whose digit is `digit`, from the digits' high and low bits. */
function matching(high: number, low: number, digit: number): number {
  return (digit & 2 ? high : ~high) & (digit & 1 ? low : ~low);
}

function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
