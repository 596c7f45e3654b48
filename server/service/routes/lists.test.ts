import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES, LANGUAGES } from '../seed/demo.js';
import { DRAFT_REPOSITORY_UUID } from '../../../common/draftRepository.js';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;
const models = (query: string) => service.call(`/repositories/${ENTERPRISE}/models?${query}`);

describe('GET /repositories', () => {
  it('answers the paginated envelope with the draft repository listed', async () => {
    const { status, body } = await service.call('/repositories');
    expect(status).toBe(200);
    expect(body).toMatchObject({ startAt: 0, maxResults: 10, total: 4 });
    expect(body.data.map((r: { name: string }) => r.name)).toContain('Drafts');
    expect(body.data.find((r: { name: string }) => r.name === 'Drafts').uuid).toBe(DRAFT_REPOSITORY_UUID);
  });

  it('sorts by name in both directions', async () => {
    const up = (await service.call('/repositories?sortBy=name')).body.data.map((r: { name: string }) => r.name);
    const down = (await service.call('/repositories?sortBy=NAME&ascending=false')).body.data.map(
      (r: { name: string }) => r.name,
    );
    expect(up).toEqual(['Drafts', 'Enterprise Process Library', 'IT Service Management', 'Qualitätsmanagement']);
    expect(down).toEqual([...up].reverse());
  });

  it('filters case-insensitively with wildcards, and on non-ASCII letters', async () => {
    const names = async (q: string) =>
      (await service.call(`/repositories?filter=${encodeURIComponent(q)}`)).body.data.map(
        (r: { name: string }) => r.name,
      );
    expect(await names('SERVICE')).toEqual(['IT Service Management']);
    expect(await names('ent*lib')).toEqual(['Enterprise Process Library']);
    expect(await names('QUALITÄTS')).toEqual(['Qualitätsmanagement']);
    expect(await names('ent\\*lib')).toEqual([]);
  });

  it('SIMPLE projection and fields selection', async () => {
    const { body } = await service.call('/repositories?projection=simple&fields=uuid&maxResults=1');
    expect(Object.keys(body.data[0])).toEqual(['uuid', 'name']);
  });

  it('names the parameter and the supported values in a 400', async () => {
    const { status, body } = await service.call('/repositories?sortBy=created');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message: 'sortBy must be one of name, uuid, got "created"' });
  });
});

describe('GET /repositories/{id}/models', () => {
  it('walks every page exactly once: advance by items returned, stop at total', async () => {
    const seen = new Set<string>();
    let startAt = 0;
    let total = Infinity;
    let pages = 0;
    while (startAt < total) {
      const { body } = await models(`startAt=${startAt}&maxResults=25`);
      total = body.total;
      if (body.data.length === 0) break;
      body.data.forEach((m: { uuid: string }) => seen.add(m.uuid));
      startAt += body.data.length;
      pages++;
    }
    expect(total).toBeGreaterThanOrEqual(240);
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 25));
    const beyond = await models(`startAt=${total + 5}`);
    expect(beyond.body).toMatchObject({ total, data: [] });
  });

  it('sorts by title in the default language, or in sortLanguage with untitled models last', async () => {
    const titleOf = (m: any, language: string) => m.titles[language]?.title;
    const en = (await models('fields=titles&sortBy=titles.title&maxResults=1000')).body.data;
    const enTitles = en.map((m: any) => titleOf(m, LANGUAGES.en.uuid).toLowerCase());
    expect(enTitles).toEqual([...enTitles].sort());

    const de = (await models(`fields=titles&sortBy=titles.title&sortLanguage=${LANGUAGES.de.uuid}&maxResults=1000`))
      .body.data;
    const firstMissing = de.findIndex((m: any) => titleOf(m, LANGUAGES.de.uuid) === undefined);
    expect(firstMissing).toBeGreaterThan(0);
    expect(de.slice(firstMissing).every((m: any) => titleOf(m, LANGUAGES.de.uuid) === undefined)).toBe(true);
    const deTitles = de.slice(0, firstMissing).map((m: any) => titleOf(m, LANGUAGES.de.uuid));
    const collator = (a: string, b: string) =>
      a
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .localeCompare(b.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), 'en');
    expect(deTitles).toEqual([...deTitles].sort(collator));

    const descending = (
      await models(
        `fields=titles&sortBy=titles.title&sortLanguage=${LANGUAGES.de.uuid}&ascending=false&maxResults=1000`,
      )
    ).body.data;
    expect(titleOf(descending[0], LANGUAGES.de.uuid)).toBe(deTitles[deTitles.length - 1]);
    expect(titleOf(descending[descending.length - 1], LANGUAGES.de.uuid)).toBeUndefined();
  });

  it("writes each model with the selected keys only, in the schema's order, as the database holds it", async () => {
    const row = service.db.prepare('SELECT model_type, status FROM models WHERE uuid = ?');
    const documents = service.db.prepare(
      `SELECT d.source_id AS sourceId, d.document_key AS uuid FROM model_documents d JOIN models m ON m.id = d.model_id
       WHERE m.uuid = ? ORDER BY d.position`,
    );
    for (const [query, keys] of [
      ['', ['uuid', 'modelType']],
      ['projection=all', ['uuid', 'modelType', 'titles', 'documents', 'status']],
      ['fields=status,documents', ['uuid', 'modelType', 'documents', 'status']],
      ['projection=simple&fields=titles', ['uuid', 'modelType', 'titles']],
    ] as const) {
      const { body } = await models(`${query}&maxResults=40`);
      expect(body.data).toHaveLength(40);
      for (const model of body.data) {
        expect(Object.keys(model), query).toEqual(keys);
        const stored = row.get(model.uuid) as { model_type: string; status: string };
        expect(model.modelType).toBe(stored.model_type);
        if ('status' in model) expect(model.status).toBe(stored.status);
        if ('documents' in model) expect(model.documents).toEqual(documents.all(model.uuid));
        const single = await service.call(`/repositories/${ENTERPRISE}/models/${model.uuid}?${query}`);
        expect(single.body).toEqual(model);
      }
    }
  });

  it('rejects a sortLanguage that is not a language of the repository', async () => {
    const { status, body } = await models(`sortBy=titles.title&sortLanguage=${LANGUAGES.fr.uuid}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/sortLanguage .* is not a language of this repository/);
  });

  it('rejects sortLanguage with an unrelated sort path', async () => {
    const { status } = await models(`sortBy=uuid&sortLanguage=${LANGUAGES.en.uuid}`);
    expect(status).toBe(400);
  });

  it('filters on titles in any language when titles are selected or named', async () => {
    const byEnglish = (await models('fields=titles&filter=purchase%20order&maxResults=100')).body;
    expect(byEnglish.total).toBeGreaterThan(0);
    for (const m of byEnglish.data) {
      expect(Object.values(m.titles).some((t: any) => /purchase order/i.test(t.title))).toBe(true);
    }
    const byGerman = (await models('fields=titles&filterFields=titles&filter=BESTELLUNG&maxResults=100')).body;
    // Some models have no German title, so the German word finds a subset of the English matches.
    expect(byGerman.total).toBeGreaterThan(0);
    expect(byGerman.total).toBeLessThanOrEqual(byEnglish.total);
    for (const m of byGerman.data) expect(m.titles[LANGUAGES.de.uuid].title).toMatch(/bestellung/i);
    // Titles are not selected by default, so a title word finds nothing in uuid and modelType.
    expect((await models('filter=purchase')).body.total).toBe(0);
    expect((await models('filter=general_')).body.total).toBeGreaterThan(0);
  });

  it('filter wildcards and the escaped asterisk', async () => {
    const wild = (await models('filterFields=titles&filter=approve*order&maxResults=100')).body;
    expect(wild.total).toBeGreaterThan(0);
    const literal = (await models('filterFields=titles&filter=approve\\*order')).body;
    expect(literal.total).toBe(0);
  });

  it('answers 404 for an unknown repository and 400 for a malformed id', async () => {
    expect((await service.call('/repositories/5f0c3d1e-8a4b-4c2d-9e6f-000000000000/models')).status).toBe(404);
    const malformed = await service.call('/repositories/not-a-uuid/models');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/repositoryId must be a UUID or the alias "draft"/);
  });

  it('reaches the draft repository through the alias in any case', async () => {
    for (const alias of ['draft', 'DRAFT', 'Draft']) {
      const { status, body } = await service.call(`/repositories/${alias}/models?fields=titles`);
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('list reads after writes', () => {
  it('a write is visible in the very next read of the same list', async () => {
    const accessors = `/repositories/${DEMO_REPOSITORIES.itService.uuid}/accessors?sortBy=privileges&fields=privileges&maxResults=100`;
    const before = await service.call(accessors);
    const again = await service.call(accessors); // now answered from the cache
    expect(again.body).toEqual(before.body);

    const target = before.body.data[0];
    const patch = await service.call(`/repositories/${DEMO_REPOSITORIES.itService.uuid}/accessors/${target.uuid}`, {
      method: 'PATCH',
      body: { privileges: { publish: !target.privileges.publish } },
    });
    expect(patch.status).toBe(200);
    const after = (await service.call(accessors)).body.data.find((a: { uuid: string }) => a.uuid === target.uuid);
    expect(after.privileges.publish).toBe(!target.privileges.publish);

    const drafts = (await service.call('/repositories/draft/models')).body.total;
    const created = await service.call('/repositories/draft/models', {
      method: 'POST',
      body: { modelType: 'GENERAL_MODEL', titles: { [LANGUAGES.en.uuid]: { title: 'Fresh draft' } } },
    });
    expect(created.status).toBe(201);
    expect((await service.call('/repositories/draft/models')).body.total).toBe(drafts + 1);
  });
});
