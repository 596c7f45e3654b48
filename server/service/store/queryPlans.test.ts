import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES, LANGUAGES } from '../seed/demo.js';
import { startService, type TestService } from '../../test/harness.js';

// Every documented sort and filter path of every list, run over HTTP; every SELECT the service ran for
// it is then put to EXPLAIN QUERY PLAN. A list must walk an index in its order: a temporary B-tree is a
// sort of the whole table, which costs time in proportion to the table on every uncached page.

let service: TestService;
let recording: string[] | undefined;
beforeAll(async () => {
  service = await startService({ onStatement: (sql) => recording?.push(sql) });
});
afterAll(() => service.close());

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;
const LISTS = [
  { name: 'repositories', path: '/repositories', admin: false },
  { name: 'models', path: `/repositories/${ENTERPRISE}/models`, admin: false },
  { name: 'accessors', path: `/repositories/${ENTERPRISE}/accessors`, admin: false },
  { name: 'API keys', path: '/api-keys', admin: true },
];

interface PlanLine {
  detail: string;
}

/** The plan lines of every SELECT that one request ran. */
async function plansOf(path: string, admin: boolean): Promise<string[]> {
  recording = [];
  const { status, body } = await service.call(path, { admin });
  const statements = recording.filter((sql) => /^\s*SELECT/i.test(sql));
  recording = undefined;
  expect(status, JSON.stringify(body)).toBe(200);
  return statements.flatMap((sql) =>
    (service.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as PlanLine[]).map(
      (line) => `${line.detail}    <- ${sql.replace(/\s+/g, ' ')}`,
    ),
  );
}

async function supportedValues(path: string, parameter: string): Promise<string[]> {
  const document = (await service.call('/openapi.json')).body;
  const template = path.replace(ENTERPRISE, '{repositoryId}');
  const found = document.paths[template].get.parameters.find((p: { name: string }) => p.name === parameter);
  return found['x-svc-supported-values'];
}

const fullSorts = (plans: string[]) => plans.filter((line) => line.includes('TEMP B-TREE'));

describe('query plans of the documented list paths', () => {
  it.each(LISTS)('$name: every sortBy in both directions walks an index', async ({ path, admin }) => {
    const sortPaths = await supportedValues(path, 'sortBy');
    expect(sortPaths.length).toBeGreaterThan(0);
    for (const sortBy of [undefined, ...sortPaths]) {
      for (const ascending of [true, false]) {
        const query = new URLSearchParams({ ascending: String(ascending), startAt: '3' });
        if (sortBy) query.set('sortBy', sortBy);
        expect(fullSorts(await plansOf(`${path}?${query}`, admin)), `${sortBy} ${ascending}`).toEqual([]);
      }
    }
  });

  it.each(LISTS)(
    '$name: every filterFields path, with every sortBy, finds its rows without a full sort',
    async ({ path, admin }) => {
      const filterPaths = await supportedValues(path, 'filterFields');
      const sortPaths = await supportedValues(path, 'sortBy');
      for (const filterFields of filterPaths) {
        for (const sortBy of sortPaths) {
          const query = new URLSearchParams({ filter: 'e*a', filterFields, sortBy, ascending: 'false' });
          expect(fullSorts(await plansOf(`${path}?${query}`, admin)), `${filterFields} ${sortBy}`).toEqual([]);
        }
      }
    },
  );

  it('a model title sort in another language walks that language in the title index', async () => {
    const plans = await plansOf(
      `/repositories/${ENTERPRISE}/models?sortBy=titles.title&sortLanguage=${LANGUAGES.de.uuid}&startAt=7`,
      false,
    );
    expect(fullSorts(plans)).toEqual([]);
    expect(plans.some((line) => line.includes('USING COVERING INDEX model_titles_order'))).toBe(true);
  });

  it('a model filter with three characters in a row goes through the trigram index, and scans no table', async () => {
    for (const filter of ['order', 'appr*order', 'prüf']) {
      const plans = await plansOf(
        `/repositories/${ENTERPRISE}/models?fields=titles&sortBy=titles.title&filter=${encodeURIComponent(filter)}`,
        false,
      );
      expect(
        plans.some((line) => line.startsWith('SCAN model_search VIRTUAL TABLE INDEX 0:M')),
        filter,
      ).toBe(true);
      expect(
        plans.filter(
          (line) =>
            line.startsWith('SCAN ') &&
            !/^SCAN (model_search VIRTUAL TABLE INDEX 0:M|json_each|CONSTANT ROW)/.test(line),
        ),
      ).toEqual([]);
    }
  });
});
