import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { suffixArray } from './suffixArray.js';
import { buildOrderPositions, buildTitleIndex, TitleIndex } from './titleIndex.js';
import { buildWavelet, WaveletMatrix } from './waveletMatrix.js';

// The index's parts against their plain definitions, on generated input; and the worker that builds it in
// the service as compiled (the tests run the TypeScript sources, which build on their own thread).

const naiveSuffixArray = (text: number[]) =>
  text
    .map((_, i) => i)
    .sort((a, b) => {
      for (; a < text.length && b < text.length; a++, b++) if (text[a] !== text[b]) return text[a] - text[b];
      return a === text.length ? -1 : 1;
    });

describe('suffix array', () => {
  it('orders every suffix as a plain sort does, on small and large alphabets', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 300 })
          .chain((upper) =>
            fc.tuple(fc.constant(upper), fc.array(fc.integer({ min: 0, max: upper }), { maxLength: 400 })),
          ),
        ([upper, text]) => {
          expect(Array.from(suffixArray(Int32Array.from(text), upper))).toEqual(naiveSuffixArray(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles long runs of one value, which SA-IS reduces deepest', () => {
    const text = [...Array(2000).fill(1), 0, ...Array(1000).fill(1), 2, ...Array(700).fill(1)];
    expect(Array.from(suffixArray(Int32Array.from(text), 2))).toEqual(naiveSuffixArray(text));
  });
});

/** A range [from, to) of positions in `length`, from two arbitrary numbers. */
const rangeIn = (length: number, a: number, b: number) => {
  const from = a % (length + 1);
  return { from, to: from + (b % (length - from + 1)) };
};

describe('wavelet matrix', () => {
  it('counts the values below a bound in any range as a plain count does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 300 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 1100 }),
        (values, a, b, bound) => {
          const matrix = new WaveletMatrix(buildWavelet(Int32Array.from(values), 10));
          const { from, to } = rangeIn(values.length, a, b);
          expect(matrix.countBelow(from, to, bound)).toBe(
            values.slice(from, to).filter((value) => value < bound).length,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('visits the distinct values of any range between two bounds in either order, stopping when told', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((bits) =>
            fc.tuple(
              fc.constant(bits),
              fc.array(fc.integer({ min: 0, max: 2 ** bits - 1 }), { minLength: 1, maxLength: 300 }),
            ),
          ),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 40 }),
        ([bits, values], a, b, lower, upper, ascending, stopAfter) => {
          const matrix = new WaveletMatrix(buildWavelet(Int32Array.from(values), bits));
          const { from, to } = rangeIn(values.length, a, b);
          const distinct = [...new Set(values.slice(from, to))]
            .filter((value) => value >= lower && value < upper)
            .sort((x, y) => x - y);
          const visited: number[] = [];
          matrix.visitValues(from, to, { lower, upper, ascending }, (value) => visited.push(value) < stopAfter);
          expect(visited).toEqual((ascending ? distinct : distinct.reverse()).slice(0, stopAfter));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('passes over the first values of a range where none repeats, then visits the rest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1023 }), { minLength: 1, maxLength: 300 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 1100 }),
        fc.integer({ min: 0, max: 1100 }),
        fc.boolean(),
        fc.nat(320),
        fc.integer({ min: 1, max: 40 }),
        (values, a, b, lower, upper, ascending, skip, stopAfter) => {
          const matrix = new WaveletMatrix(buildWavelet(Int32Array.from(values), 10));
          const { from, to } = rangeIn(values.length, a, b);
          const inBounds = values
            .slice(from, to)
            .filter((value) => value >= lower && value < upper)
            .sort((x, y) => x - y);
          const read = ascending ? inBounds : inBounds.reverse();
          const visited: number[] = [];
          const left = matrix.visitValues(
            from,
            to,
            { lower, upper, ascending, skip },
            (value) => visited.push(value) < stopAfter,
          );
          expect(visited).toEqual(read.slice(skip, skip + stopAfter));
          expect(left).toBe(Math.max(0, skip - read.length));
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Titles from pieces that fold (Ä, İ), repeat, pass U+FFFF or hold control characters.
const titleText = fc
  .array(fc.constantFrom('a', 'b', 'ab', 'Ä', 'ä', 'İ', 'i', ' ', '\u{1D538}', '\uFF5A', '\n', '\u0000', 'order'), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const models = fc.array(
  fc.dictionary(
    fc.constantFrom('en', 'de', 'fr'),
    titleText.map((title) => ({ title })),
  ),
  { maxLength: 40 },
);
const term = fc
  .array(fc.constantFrom('a', 'b', 'ä', 'i̇', 'i', ' ', '\u{1D538}', '\uFF5A', 'order', 'rd'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''));

/** Whether a model's titles hold a term, as a plain search of the folded titles says. */
const holdsTerm = (titles: Record<string, { title: string }>, searched: string) =>
  Object.values(titles).some(({ title }) => title.toLowerCase().includes(searched));

const build = (titles: Record<string, { title: string }>[]) => {
  const ids = Int32Array.from(titles, (_, n) => 3 * n + 7);
  return {
    ids,
    parts: buildTitleIndex(
      ids,
      titles.map((map) => JSON.stringify(map)),
    ),
  };
};

describe('title index', () => {
  it('finds and counts the models whose folded titles hold a term, each model once', () => {
    fc.assert(
      fc.property(models, term, (titles, searched) => {
        const { ids, parts } = build(titles);
        const index = new TitleIndex(parts);
        const expected = Array.from(ids).filter((_, n) => holdsTerm(titles[n], searched));
        const { from, to } = index.find(searched);
        expect(index.countModels(from, to)).toBe(expected.length);
        expect([...new Set(index.modelIdsIn(from, to))].sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('finds the run of terms longer than a sample, among many suffixes that share their start', () => {
    const titles = Array.from({ length: 1500 }, (_, n) => ({
      en: { title: `Approve purchase ${['order', 'request', 'orders'][n % 3]} ${n}` },
      ...(n % 4 === 0 ? { de: { title: `Bestellanforderung ${n} prüfen` } } : {}),
    }));
    const { parts } = build(titles);
    const index = new TitleIndex(parts);
    const { text, suffixes } = parts;
    // The run by its definition: suffixes before it read less than the term, those in it start with it.
    const plainRun = (searched: string) => {
      const starts = Array.from(suffixes, (start) => text.slice(start, start + searched.length));
      return {
        from: starts.filter((start) => start < searched).length,
        to: starts.filter((start) => start <= searched).length,
      };
    };
    for (const searched of [
      'approve purchase order 1',
      'approve purchase orders',
      'approve purchase r',
      'bestellanforderung 12',
      'e purchase order 149',
      'approve purchase order 9999',
      'approve',
      'zz',
      'a',
    ]) {
      expect(index.find(searched)).toEqual(plainRun(searched));
    }
  });

  it('answers a term asked again as it did the first time, among more terms than it keeps', () => {
    const titles = Array.from({ length: 300 }, (_, n) => ({
      en: { title: `Review ${n} orders of ${n % 7} (${n * 37})` },
    }));
    const { parts } = build(titles);
    const asked = new TitleIndex(parts);
    const terms = Array.from({ length: 6000 }, (_, n) => String((n * 7919) % 6000));
    const first = terms.map((searched) => asked.run(searched));
    const fresh = terms.map((searched) => new TitleIndex(parts).run(searched));
    expect(first).toEqual(fresh);
    // Again, most recently asked first: some are kept, the earliest are not.
    expect(terms.toReversed().map((searched) => asked.run(searched))).toEqual(fresh.toReversed());
    expect(terms.map((searched) => asked.run(`${searched} `))).toEqual(
      terms.map((searched) => new TitleIndex(parts).run(`${searched} `)),
    );
  });
});

describe('a placed order', () => {
  it('gives the models holding a term from any position, in either direction, each run reversed on its own', () => {
    fc.assert(
      fc.property(
        models.chain((titles) =>
          fc.tuple(
            fc.constant(titles),
            fc.shuffledSubarray(
              titles.map((_, n) => n),
              { minLength: titles.length },
            ),
            fc.integer({ min: 0, max: titles.length }),
          ),
        ),
        term,
        fc.boolean(),
        fc.nat(45),
        fc.nat(45),
        ([titles, shuffled, tailStart], searched, ascending, startAt, more) => {
          const { ids, parts } = build(titles);
          const index = new TitleIndex(parts);
          const orderIds = Int32Array.from(shuffled, (n) => ids[n]);
          index.place('order', buildOrderPositions(parts.modelOfSuffix, parts.modelIds, orderIds));
          // The order as a page reads it: both runs reversed when descending.
          const sequence = Array.from(orderIds.keys());
          const read = ascending
            ? sequence
            : [...sequence.slice(0, tailStart).reverse(), ...sequence.slice(tailStart).reverse()];
          const holding = read.filter((at) => holdsTerm(titles[shuffled[at]], searched));
          const run = index.run(searched);
          const wanted = Math.min(holding.length, startAt + more);
          const order = { ascending, tailStart, count: orderIds.length };
          expect(index.positionsIn('order', run, order, startAt, wanted)).toEqual(holding.slice(startAt, wanted));
          expect(index.positionsIn('another order', run, order, startAt, wanted)).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('building in a worker', () => {
  const compiled = 'dist-server/server/service/store/titleSearch/build.js';
  beforeAll(() => {
    // npm test builds first; a bare `vitest run` builds the service here.
    if (!existsSync(compiled)) spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
  }, 120_000);

  it('hands over the same index as a build on this thread', async () => {
    const { buildInBackground, placeInBackground } = (await import(
      pathToFileURL(compiled).href
    )) as typeof import('./build.js');
    const titles = fc.sample(models, { numRuns: 1, seed: 11 })[0].concat(
      Array.from({ length: 20 }, (_, n) => ({
        en: { title: `Approve order ${n}` },
        de: { title: `Bestellung ${n} prüfen` },
      })),
    );
    const { ids, parts } = build(titles);
    // The maps as UTF-8, each behind a byte that is not part of it.
    const encoded = titles.map((map) => Buffer.from(`*${JSON.stringify(map)}`));
    const ends = encoded.map((_, k) => encoded.slice(0, k + 1).reduce((sum, bytes) => sum + bytes.length, 0));
    const bounds = Int32Array.from(ends.flatMap((end, k) => [end - encoded[k].length + 1, end]));
    const fromWorker = await buildInBackground(ids, { bytes: Buffer.concat(encoded), bounds });
    const here = new TitleIndex(parts);
    for (const searched of ['order', 'prüf', 'a', 'b', 'zz']) {
      const { from, to } = fromWorker.find(searched);
      expect(fromWorker.find(searched)).toEqual(here.find(searched));
      expect(fromWorker.countModels(from, to)).toBe(here.countModels(from, to));
      expect(fromWorker.modelIdsIn(from, to)).toEqual(here.modelIdsIn(from, to));
    }
    // The 20 models added above, and none of the generated ones, hold "prüf".
    const prüf = fromWorker.find('prüf');
    expect(fromWorker.countModels(prüf.from, prüf.to)).toBe(20);
    // Placed in an order by a worker that reads the index's shared memory.
    const orderIds = ids.slice().reverse();
    fromWorker.place('reversed', await placeInBackground(fromWorker, orderIds));
    here.place('reversed', buildOrderPositions(parts.modelOfSuffix, parts.modelIds, orderIds));
    const run = here.run('a');
    const order = { ascending: false, tailStart: 3, count: ids.length };
    expect(fromWorker.positionsIn('reversed', run, order, 1, 9)).toEqual(
      here.positionsIn('reversed', run, order, 1, 9),
    );
    expect(here.positionsIn('reversed', run, order, 1, 9)).toHaveLength(8);
  });
});
