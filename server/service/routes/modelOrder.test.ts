import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilter } from '../../../common/filterSyntax.js';
import { DEMO_MODELS, DEMO_REPOSITORIES, generateModels, LANGUAGES } from '../seed/demo.js';
import { DRAFT_REPOSITORY_UUID } from '../../../common/draftRepository.js';
import type { ListedModelsOptions } from '../store/listedModels.js';
import { startService, type TestService } from '../../test/harness.js';

// The service's model lists against a plain SQL statement of what they mean (a full sort, no index, no
// cached order), on titles chosen to tie, to fold alike, to be missing or empty, and to hold the
// characters that the filter syntax, LIKE and the search index treat specially. All of it twice: as the
// service runs (its own title index for large repositories only, built while lists are asked for), and
// with every repository's titles indexed before the lists are asked for.

let service: TestService;
/** Statements the service runs while a test records them. */
let recorded: string[] | undefined;
const EDGE = '0e1d2c3b-4a59-4687-8796-a5b4c3d2e1f0';
/** Generated titles, enough of them that a common term's page is found by testing models in order. */
const GENERATED = '0e1d2c3b-4a59-4687-8796-a5b4c3d2e1f1';
const en = LANGUAGES.en.uuid;
const de = LANGUAGES.de.uuid;

async function startWithEdgeCases(listing: ListedModelsOptions) {
  service = await startService({ onStatement: (sql) => recorded?.push(sql), listing });
  const { stores } = service;
  stores.db.transaction(() => {
    const id = stores.repositories.create(EDGE, 'Edge cases');
    stores.languages.attach(id, en, true, 0);
    stores.languages.attach(id, de, false, 1);
    const titles: [string | undefined, string | undefined, string][] = [
      ['Same title', 'Gleich', 'GENERAL_MODEL'],
      ['Same title', undefined, 'BPMN_PROCESS'],
      ['same TITLE', 'gleich', 'GENERAL_MODEL'],
      ['Änderung prüfen', 'Änderung', 'ÉTAT_MODEL'],
      ['Anderung prufen', 'Anderung', 'GENERAL_MODEL'],
      [undefined, 'Nur deutsch', 'GENERAL_MODEL'],
      [undefined, undefined, 'VALUE_CHAIN'],
      [undefined, undefined, 'GENERAL_MODEL'],
      ['', 'Leer', 'GENERAL_MODEL'],
      ['line one\nline two', 'Zeile', 'GENERAL_MODEL'],
      ['100% *starred* under_score \\ slash', 'Sonderzeichen', 'GENERAL_MODEL'],
      ['Approve purchase order (EMEA)', 'Bestellung genehmigen (EMEA)', 'GENERAL_MODEL'],
      ['İstanbul office', 'Büro İstanbul', 'GENERAL_MODEL'],
      ['"quoted" order', undefined, 'GENERAL_MODEL'],
    ];
    titles.forEach(([english, german, modelType], n) => {
      const localized: Record<string, { title: string; translated?: boolean }> = {};
      if (english !== undefined) localized[en] = { title: english };
      if (german !== undefined) localized[de] = { title: german, translated: true };
      stores.models.insert({
        // Uuids out of insertion order, so that ordering by uuid and by internal id differ.
        uuid: `${(0xf0 - n * 7).toString(16).padStart(2, '0')}aaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`,
        repositoryId: id,
        modelType,
        status: 'ACTIVE',
        titles: localized,
      });
    });
    const generated = stores.repositories.create(GENERATED, 'Generated');
    stores.languages.attach(generated, en, true, 0);
    stores.languages.attach(generated, de, false, 1);
    generateModels(stores, generated, { languages: ['en', 'de'], sources: [], seed: 5 }, 1500);
  })();
}

interface ListQuery {
  repository: string;
  sortBy?: 'uuid' | 'modelType' | 'titles.title';
  ascending: boolean;
  sortLanguage?: string;
  filter?: string;
  filterFields?: ('titles' | 'uuid' | 'modelType')[];
  startAt: number;
  maxResults: number;
}

const FILTER_SQL = {
  titles: "EXISTS (SELECT 1 FROM model_titles ft WHERE ft.model_id = m.id AND ft.title_fold LIKE :like ESCAPE '\\')",
  uuid: "m.uuid LIKE :like ESCAPE '\\'",
  modelType: "m.model_type LIKE :like ESCAPE '\\'",
};

/** What a list means, as one SQL statement. */
function expected(query: ListQuery): { total: number; uuids: string[] } {
  const repository = service.stores.repositories.resolve(query.repository);
  const direction = query.ascending ? 'ASC' : 'DESC';
  const language = query.sortLanguage ?? service.stores.languages.defaultOf(repository.id) ?? '';
  const order = {
    none: `m.id ${direction}`,
    uuid: `m.uuid ${direction}`,
    modelType: `m.model_type ${direction}, m.uuid ${direction}`,
    'titles.title': `(st.title_key IS NULL), st.title_key ${direction}, m.uuid ${direction}`,
  }[query.sortBy ?? 'none'];
  // Without filterFields a filter searches the selected fields: uuid and modelType, and titles (selected here).
  const paths = query.filterFields ?? ['titles', 'uuid', 'modelType'];
  const filter = query.filter ? `AND (${paths.map((path) => FILTER_SQL[path]).join(' OR ')})` : '';
  const uuids = service.db
    .prepare(
      `SELECT m.uuid FROM models m LEFT JOIN model_titles st ON st.model_id = m.id AND st.language_uuid = :language
       WHERE m.repository_id = :repository AND m.status <> 'ARCHIVED' ${filter} ORDER BY ${order}`,
    )
    .pluck()
    .all({
      language,
      repository: repository.id,
      ...(query.filter ? { like: parseFilter(query.filter).like } : {}),
    }) as string[];
  return { total: uuids.length, uuids: uuids.slice(query.startAt, query.startAt + query.maxResults) };
}

async function actual(query: ListQuery) {
  const parameters = new URLSearchParams({
    fields: 'titles',
    startAt: String(query.startAt),
    maxResults: String(query.maxResults),
  });
  if (query.sortBy) parameters.set('sortBy', query.sortBy);
  if (!query.ascending) parameters.set('ascending', 'false');
  if (query.sortLanguage) parameters.set('sortLanguage', query.sortLanguage);
  if (query.filter) parameters.set('filter', query.filter);
  if (query.filterFields) parameters.set('filterFields', query.filterFields.join(','));
  const { status, body } = await service.call(`/repositories/${query.repository}/models?${parameters}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return { total: body.total as number, uuids: (body.data as { uuid: string }[]).map((model) => model.uuid) };
}

const filterText = fc
  .array(
    fc.constantFrom(
      'order',
      'Approve',
      'prüf',
      'PRUF',
      'ä',
      'gleich',
      'same t',
      '*',
      '\\*',
      '%',
      '_',
      '\\',
      ' (',
      'emea',
      'İ',
      'i',
      '"',
      'line',
      'aaaa',
      '-0000-',
      'model',
      'É',
      'xyz',
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => parts.join(''));

const listQuery = (repositories: string[], largest: number) =>
  fc
    .record<ListQuery>(
      {
        repository: fc.constantFrom(...repositories),
        sortBy: fc.constantFrom(undefined, 'uuid', 'modelType', 'titles.title'),
        ascending: fc.boolean(),
        sortLanguage: fc.constantFrom(undefined, de),
        filter: fc.option(filterText, { nil: undefined }),
        // Titles alone half the time: that is what the title index answers.
        filterFields: fc.oneof(
          fc.constant<ListQuery['filterFields']>(['titles']),
          fc.option(fc.subarray(['titles', 'uuid', 'modelType'] as const, { minLength: 1 }), { nil: undefined }),
        ),
        startAt: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: largest })),
        maxResults: fc.integer({ min: 1, max: 60 }),
      },
      { requiredKeys: ['repository', 'ascending', 'startAt', 'maxResults'] },
    )
    .map((query) => (query.sortBy === 'titles.title' ? query : { ...query, sortLanguage: undefined }));

/** Whether filters are answered by the title index once it is built. */
let indexing = false;

/** Starts the title index builds of these repositories, as a first filter would, and waits for them. */
async function buildTitleIndexes(repositories: string[]) {
  if (!indexing) return;
  for (const repository of repositories)
    await actual({ repository, ascending: true, filter: 'x', filterFields: ['titles'], startAt: 0, maxResults: 1 });
  await service.stores.models.titleIndexesBuilt();
}

const check = async (repositories: string[], numRuns: number) => {
  await buildTitleIndexes(repositories);
  await fc.assert(
    fc.asyncProperty(listQuery(repositories, 1600), async (query) => {
      expect(await actual(query), JSON.stringify(query)).toEqual(expected(query));
    }),
    {
      numRuns,
      // Wildcards alone match every title but no missing one; a lone run in every path.
      examples: [
        [{ repository: EDGE, ascending: true, filter: '*', filterFields: ['titles'], startAt: 0, maxResults: 50 }],
        [{ repository: EDGE, ascending: false, filter: '**', startAt: 3, maxResults: 5, sortBy: 'titles.title' }],
        [{ repository: EDGE, ascending: true, filter: 'e\\ s', filterFields: ['titles'], startAt: 0, maxResults: 50 }],
      ],
    },
  );
};

describe.each([
  ['as the service runs', {}],
  ["with every repository's titles indexed", { minimumIndexed: 0 }],
])('model lists, %s', (_name, listing: ListedModelsOptions) => {
  beforeAll(async () => {
    indexing = listing.minimumIndexed !== undefined;
    await startWithEdgeCases(listing);
  });
  afterAll(() => service.close());

  it('page, sort, filter and count as one full SQL sort would, in every order and direction', () =>
    check([EDGE, GENERATED, DEMO_REPOSITORIES.enterprise.uuid, DEMO_REPOSITORIES.quality.uuid], 400));

  it('puts untitled models last in both directions and orders ties by uuid', async () => {
    const up = await actual({ repository: EDGE, sortBy: 'titles.title', ascending: true, startAt: 0, maxResults: 100 });
    const down = await actual({
      repository: EDGE,
      sortBy: 'titles.title',
      ascending: false,
      startAt: 0,
      maxResults: 100,
    });
    const untitled = up.uuids.slice(-3);
    expect(untitled).toEqual([...untitled].sort());
    expect(down.uuids.slice(-3)).toEqual([...untitled].reverse());
  });

  it('follows writes at once: an accepted draft is listed, its archived draft is not', async () => {
    const drafts = (await actual({ repository: DRAFT_REPOSITORY_UUID, ascending: true, startAt: 0, maxResults: 100 }))
      .uuids;
    const before = await actual({
      repository: EDGE,
      sortBy: 'titles.title',
      ascending: true,
      startAt: 0,
      maxResults: 100,
    });
    const accepted = await service.call(`/repositories/${EDGE}/models/${drafts[0]}/versions/accept`, {
      method: 'POST',
    });
    expect(accepted.status).toBe(201);
    const after = await actual({
      repository: EDGE,
      sortBy: 'titles.title',
      ascending: true,
      startAt: 0,
      maxResults: 100,
    });
    expect(after.total).toBe(before.total + 1);
    expect(after.uuids).toContain(accepted.body.uuid);
    const draftsAfter = await actual({
      repository: DRAFT_REPOSITORY_UUID,
      ascending: true,
      startAt: 0,
      maxResults: 100,
    });
    expect(draftsAfter.uuids).toEqual(drafts.slice(1));
    await check([EDGE, DRAFT_REPOSITORY_UUID], 100);
  });

  it('carries its kept orders over a write instead of reading a repository again', async () => {
    const orders: Omit<ListQuery, 'repository'>[] = [
      { ascending: true, startAt: 0, maxResults: 100 },
      { sortBy: 'uuid', ascending: true, startAt: 0, maxResults: 100 },
      { sortBy: 'modelType', ascending: false, startAt: 0, maxResults: 100 },
      { sortBy: 'titles.title', ascending: true, startAt: 0, maxResults: 100 },
      { sortBy: 'titles.title', sortLanguage: de, ascending: false, startAt: 0, maxResults: 100 },
    ];
    const listEvery = async () => {
      for (const repository of [EDGE, DRAFT_REPOSITORY_UUID]) {
        for (const order of orders)
          expect(await actual({ repository, ...order })).toEqual(expected({ repository, ...order }));
      }
    };
    await listEvery();
    // Titles that tie with kept ones, fold alike, sort past U+FFFF or between, or are missing in German.
    const titles: [string, string | undefined, string][] = [
      ['Same title', 'Gleich', 'GENERAL_MODEL'],
      ['same title', undefined, 'BPMN_PROCESS'],
      ['Änderung prüfen', 'anderung', 'ÉTAT_MODEL'],
      ['\u{1D538} double-struck', '\uFF5A fullwidth', 'VALUE_CHAIN'],
      ['\uFF5A fullwidth', '\u{1D538} double-struck', 'GENERAL_MODEL'],
      [' space first', undefined, 'AAA_FIRST'],
      ['zzz last', 'zzz', 'ZZZ_LAST'],
    ];
    recorded = [];
    for (const [english, german, modelType] of titles) {
      const localized: Record<string, { title: string }> = { [en]: { title: english } };
      if (german !== undefined) localized[de] = { title: german };
      const draft = await service.call('/repositories/draft/models', {
        method: 'POST',
        body: { modelType, titles: localized },
      });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      await listEvery();
      const accepted = await service.call(`/repositories/${EDGE}/models/${draft.body.uuid}/versions/accept`, {
        method: 'POST',
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      await listEvery();
    }
    // Kept orders and rows were carried over: no list read an order from its index or the rows again.
    expect(
      recorded.filter((sql) =>
        /FROM (models|model_titles) WHERE repository_id = [\d.]+ AND (status|language_uuid)/.test(sql),
      ),
    ).toEqual([]);
    recorded = undefined;
    await check([EDGE, DRAFT_REPOSITORY_UUID], 100);
  });

  it("carries each model's titles as its title rows say, the translated flag only where one is stored", async () => {
    for (const repository of [EDGE, DRAFT_REPOSITORY_UUID, DEMO_REPOSITORIES.quality.uuid]) {
      const { body } = await service.call(`/repositories/${repository}/models?fields=titles&maxResults=1000`);
      for (const model of body.data as { uuid: string; titles: unknown }[]) {
        const rows = service.db
          .prepare(
            `SELECT t.language_uuid, t.title, t.translated FROM model_titles t JOIN models m ON m.id = t.model_id
             WHERE m.uuid = ? ORDER BY t.language_uuid`,
          )
          .all(model.uuid) as { language_uuid: string; title: string; translated: number | null }[];
        const titles = Object.fromEntries(
          rows.map((row) => [
            row.language_uuid,
            row.translated === null ? { title: row.title } : { title: row.title, translated: row.translated === 1 },
          ]),
        );
        expect(model.titles).toEqual(titles);
        expect(Object.keys(model.titles as object)).toEqual(Object.keys(titles));
      }
    }
  });

  it('finds a model by a title in any language, in a repository of the demo', async () => {
    const found = await actual({
      repository: DEMO_REPOSITORIES.enterprise.uuid,
      ascending: true,
      filter: 'Lieferanten-Onboarding',
      filterFields: ['titles'],
      startAt: 0,
      maxResults: 10,
    });
    expect(found.uuids).toEqual([DEMO_MODELS.hostileDescription]);
  });

  it.runIf(listing.minimumIndexed !== undefined)(
    'answers a filter on titles from its own index, a model once however often it matches',
    async () => {
      await buildTitleIndexes([EDGE]);
      recorded = [];
      // In the English and the German title of one model.
      const query: ListQuery = {
        repository: EDGE,
        sortBy: 'titles.title',
        ascending: false,
        filter: 'Änderung',
        filterFields: ['titles'],
        startAt: 0,
        maxResults: 10,
      };
      const found = await actual(query);
      expect(recorded.filter((sql) => sql.includes('model_search'))).toEqual([]);
      recorded = undefined;
      expect(found).toEqual(expected(query));
    },
  );

  it.runIf(listing.minimumIndexed !== undefined)(
    'answers filters on titles after a write from the index it had and what the write changed',
    async () => {
      const filters = ['änderung', 'same t', 'zz', 'order', 'line', 'prüf', '\u{1D538}'];
      const titles = (step: number) => ({
        [en]: { title: `Änderung zz ${filters[step]} ${step}` },
        [de]: { title: `Prüfen ${step}` },
      });
      const newDraft = async (step: number) => {
        const draft = await service.call('/repositories/draft/models', {
          method: 'POST',
          body: { modelType: 'GENERAL_MODEL', titles: titles(step) },
        });
        expect(draft.status, JSON.stringify(draft.body)).toBe(201);
        return draft.body.uuid as string;
      };
      // Drafts indexed before the writes, to be accepted (withdrawn from Drafts, listed in EDGE) one by one.
      const indexedDrafts = [];
      for (const step of filters.keys()) indexedDrafts.push(await newDraft(step));
      await buildTitleIndexes([EDGE, DRAFT_REPOSITORY_UUID]);
      recorded = [];
      const filtered = (repository: string, filter: string, ascending: boolean): ListQuery => ({
        repository,
        sortBy: 'titles.title',
        ascending,
        filter,
        filterFields: ['titles'],
        startAt: 0,
        maxResults: 60,
      });
      for (const [step, filter] of filters.entries()) {
        const accepted = await service.call(`/repositories/${EDGE}/models/${indexedDrafts[step]}/versions/accept`, {
          method: 'POST',
        });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
        // A draft made after the index, and one made and accepted after it.
        await newDraft(step);
        const passing = await service.call(`/repositories/${EDGE}/models/${await newDraft(step)}/versions/accept`, {
          method: 'POST',
        });
        expect(passing.status, JSON.stringify(passing.body)).toBe(201);
        // The first filter after a write starts a build of the new index, so it is answered from the old one.
        for (const repository of [EDGE, DRAFT_REPOSITORY_UUID]) {
          const query = filtered(repository, filter, step % 2 === 0);
          expect(await actual(query), JSON.stringify(query)).toEqual(expected(query));
        }
      }
      expect(recorded.filter((sql) => sql.includes('model_search'))).toEqual([]);
      recorded = undefined;
      await service.stores.models.titleIndexesBuilt();
      await check([EDGE, DRAFT_REPOSITORY_UUID], 100);
    },
  );
});
