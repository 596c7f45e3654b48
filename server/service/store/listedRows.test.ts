import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListedRows, type ModelKey, type ModelRow } from './listedRows.js';
import { decodeTitles } from './titleSearch/titleIndex.js';

const KEYS: ModelKey[] = ['uuid', 'modelType', 'titles', 'documents', 'status'];
const text = fc.string({ unit: 'binary', maxLength: 12 });
const titles = fc.dictionary(
  text,
  fc.record({ title: text, translated: fc.option(fc.boolean(), { nil: undefined }) }),
  { maxKeys: 3 },
);
const row = (id: number) =>
  fc
    .record({ uuid: text, modelType: text, status: text, titles })
    .map(({ titles, ...rest }): ModelRow => ({ id, ...rest, titlesJson: JSON.stringify(titles) }));
/** Adds (a row under an id from a small range, so that some replace) or takes out. */
const operation = fc.oneof(
  fc.integer({ min: 0, max: 150 }).chain((id) => row(id).map((added) => ({ added }))),
  fc.integer({ min: 0, max: 150 }).map((removed) => ({ removed })),
);

/** What a serializer of the Model schema writes: the selected keys, in the schema's order. */
function expected(row: ModelRow, keys: readonly ModelKey[], documents: Map<number, unknown>): Record<string, unknown> {
  const all: Record<ModelKey, unknown> = {
    uuid: row.uuid,
    modelType: row.modelType,
    titles: JSON.parse(row.titlesJson),
    documents: documents.get(row.id) ?? [],
    status: row.status,
  };
  return Object.fromEntries(keys.map((key) => [key, all[key]]));
}

function written(rows: ListedRows, ids: number[], keys: ModelKey[], documents: Map<number, unknown>): string {
  const json = new Map([...documents].map(([id, list]) => [id, Buffer.from(JSON.stringify(list))]));
  const items = rows.items(ids, keys, json);
  // Written between other bytes, to show that it takes exactly the length it says.
  const out = Buffer.alloc(items.byteLength + 2, 0x20);
  out[0] = 0x5b;
  items.writeInto(out, 1);
  out[out.length - 1] = 0x5d;
  return out.toString('utf8');
}

describe('ListedRows', () => {
  it('holds what was added and not taken out since, and writes it as the schema orders its keys', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 300 }),
        fc.subarray(KEYS),
        fc.dictionary(
          fc.integer({ min: 0, max: 150 }).map(String),
          fc.array(fc.record({ sourceId: text, uuid: text }), { maxLength: 2 }),
        ),
        (operations, keys, documentsById) => {
          const rows = new ListedRows([]);
          const model = new Map<number, ModelRow>();
          for (const op of operations) {
            if ('added' in op) {
              rows.set(op.added);
              model.delete(op.added.id);
              model.set(op.added.id, op.added);
            } else {
              rows.delete(op.removed);
              model.delete(op.removed);
            }
          }
          expect(rows.size).toBe(model.size);
          expect([...rows.ids()]).toEqual([...model.keys()]);
          for (const [id, kept] of model) {
            expect(rows.has(id)).toBe(true);
            expect(rows.get(id)).toEqual(kept);
          }
          expect(decodeTitles(rows.titles(rows.ids()))).toEqual([...model.values()].map((kept) => kept.titlesJson));
          const documents = new Map(Object.entries(documentsById).map(([id, list]) => [Number(id), list]));
          const ids = [...model.keys()].reverse();
          const page = JSON.parse(written(rows, ids, keys, documents)) as Record<string, unknown>[];
          expect(page).toEqual(ids.map((id) => expected(model.get(id)!, keys, documents)));
          for (const item of page) expect(Object.keys(item)).toEqual(keys);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its rows through many removals, which close the gaps they leave', () => {
    const rows = new ListedRows(
      Array.from({ length: 1000 }, (_, id) => ({
        id,
        uuid: `u${id}`,
        modelType: 'T',
        status: 'NEW',
        titlesJson: '{}',
      })),
    );
    for (let id = 0; id < 1000; id++) if (id % 10 !== 0) rows.delete(id);
    expect([...rows.ids()]).toEqual(Array.from({ length: 100 }, (_, k) => 10 * k));
    expect(JSON.parse(written(rows, [990, 0], ['uuid', 'status'], new Map()))).toEqual([
      { uuid: 'u990', status: 'NEW' },
      { uuid: 'u0', status: 'NEW' },
    ]);
  });

  it('writes an empty page, and models with no key selected', () => {
    const rows = new ListedRows([{ id: 3, uuid: 'a', modelType: 'T', status: 'NEW', titlesJson: '{}' }]);
    expect(written(rows, [], ['uuid'], new Map())).toBe('[]');
    expect(written(rows, [3, 3], [], new Map())).toBe('[{},{}]');
  });
});
