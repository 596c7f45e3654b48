import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MODELS,
  DEMO_REPOSITORIES,
  DESCRIPTION_TYPES,
  DOCUMENT_SOURCES,
  LANGUAGES,
  HUGE_CANVAS_VERTICES,
  LANDSCAPE_VERTICES,
  LARGE_CANVAS_VERTICES,
  MISSING_DOCUMENT_KEY,
} from '../seed/demo.js';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;
const model = (suffix = '', id: string = DEMO_MODELS.hostileDescription) =>
  service.call(`/repositories/${ENTERPRISE}/models/${id}${suffix}`);

describe('GET a model', () => {
  it('DEFAULT projection is uuid and modelType; fields add titles and documents', async () => {
    expect(Object.keys((await model()).body)).toEqual(['uuid', 'modelType']);
    const { body } = await model('?fields=titles,Documents');
    expect(body.titles[LANGUAGES.en.uuid]).toEqual({ title: 'Review supplier onboarding (security review)' });
    expect(body.titles[LANGUAGES.de.uuid]).toMatchObject({ translated: true });
    expect(body.documents).toContainEqual({
      sourceId: DOCUMENT_SOURCES.archive,
      uuid: 'QM-HB §4.2 Lenkung von Dokumenten #rev7',
    });
  });

  it('ALL projection selects every field', async () => {
    expect(Object.keys((await model('?projection=all')).body)).toEqual([
      'uuid',
      'modelType',
      'titles',
      'documents',
      'status',
    ]);
  });

  it('404 for an unknown model, 400 for a malformed id', async () => {
    expect((await model('', '9a8b7c6d-5e4f-4a3b-8c2d-000000000000')).status).toBe(404);
    expect((await model('', 'nope')).body).toEqual({
      error: 'bad_request',
      message: 'modelId must be a UUID, got "nope"',
    });
  });
});

describe('GET canvas', () => {
  it('holds a landscape of 20,000 vertices, twice what a draft may have, with every edge between two of them', async () => {
    const { body } = await model('/canvas', DEMO_MODELS.landscape);
    expect(body.vertices).toHaveLength(LANDSCAPE_VERTICES);
    const ids = new Set(body.vertices.map((v: { uuid: string }) => v.uuid));
    expect(ids.size).toBe(LANDSCAPE_VERTICES);
    expect(body.edges.length).toBeGreaterThan(LANDSCAPE_VERTICES * 0.9);
    expect(
      body.edges.every((e: { fromVertex: string; toVertex: string }) => ids.has(e.fromVertex) && ids.has(e.toVertex)),
    ).toBe(true);
  });
  it('holds a model of 5,000 vertices for the benchmarks, with every edge between two of them', async () => {
    const { body } = await model('/canvas', DEMO_MODELS.hugeCanvas);
    expect(body.vertices).toHaveLength(HUGE_CANVAS_VERTICES);
    const ids = new Set(body.vertices.map((v: { uuid: string }) => v.uuid));
    expect(ids.size).toBe(HUGE_CANVAS_VERTICES);
    expect(body.edges.length).toBeGreaterThan(HUGE_CANVAS_VERTICES - 10);
    expect(
      body.edges.every((e: { fromVertex: string; toVertex: string }) => ids.has(e.fromVertex) && ids.has(e.toVertex)),
    ).toBe(true);
  });

  it('returns every vertex and edge of the large model, not paginated', async () => {
    const { status, body } = await model('/canvas', DEMO_MODELS.largeCanvas);
    expect(status).toBe(200);
    expect(body.workflowState).toBe('EDITABLE');
    expect(body.vertices).toHaveLength(LARGE_CANVAS_VERTICES);
    const ids = new Set(body.vertices.map((v: { uuid: string }) => v.uuid));
    expect(body.edges.length).toBeGreaterThan(LARGE_CANVAS_VERTICES - 10);
    for (const edge of body.edges) {
      expect(ids.has(edge.fromVertex) && ids.has(edge.toVertex)).toBe(true);
    }
  });

  it('places symbols that resolve in the same repository, reused across models', async () => {
    const { body } = await model('/canvas');
    const symbolId = body.vertices[1].symbol;
    const symbol = await service.call(`/repositories/${ENTERPRISE}/symbols/${symbolId}?fields=titles`);
    expect(symbol.status).toBe(200);
    expect(symbol.body.objectType).toMatch(/^[A-Z_]+$/);
    expect(symbol.body.titles[LANGUAGES.en.uuid].title).toBeTruthy();
    const large = await model('/canvas', DEMO_MODELS.largeCanvas);
    expect(large.body.vertices.some((v: { symbol: string }) => v.symbol === symbolId)).toBe(true);
  });
});

describe('GET descriptions', () => {
  it('returns the stored HTML as text, with the case-sensitive fields selection', async () => {
    const { body } = await model('/descriptions');
    expect(body).toMatchObject({ startAt: 0, maxResults: 10, total: 1 });
    expect(body.data[0].descriptionType).toBe(DESCRIPTION_TYPES.purpose);
    expect(body.data[0].content[LANGUAGES.en.uuid].text).toContain('<script>');
    expect(Object.keys((await model('/descriptions?fields=content')).body.data[0])).toEqual(['content']);
    expect((await model('/descriptions?fields=CONTENT')).status).toBe(400);
    expect((await model('/descriptions?projection=ALL')).status).toBe(400);
  });
});

describe('GET languages', () => {
  it('lists the languages with exactly one default, paginated', async () => {
    const { body } = await service.call(`/repositories/${ENTERPRISE}/languages`);
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      { uuid: LANGUAGES.en.uuid, name: 'English', defaultLanguage: true },
      { uuid: LANGUAGES.de.uuid, name: 'Deutsch', defaultLanguage: false },
    ]);
    const page = await service.call(`/repositories/${ENTERPRISE}/languages?fields=name&startAt=1&maxResults=1`);
    expect(page.body).toEqual({ startAt: 1, maxResults: 1, total: 2, data: [{ name: 'Deutsch' }] });
  });
});

describe('GET a symbol', () => {
  it('has no SIMPLE projection', async () => {
    const { body } = await model('/canvas');
    const response = await service.call(
      `/repositories/${ENTERPRISE}/symbols/${body.vertices[0].symbol}?projection=SIMPLE`,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/projection must be one of DEFAULT, ALL/);
  });
});

describe('documents', () => {
  it('lists the providers as a plain array', async () => {
    const { body } = await service.call(`/repositories/${ENTERPRISE}/documents/sources`);
    expect(body).toEqual([DOCUMENT_SOURCES.archive, DOCUMENT_SOURCES.sharepoint]);
  });

  it('resolves keys with unsafe characters through a URL-encoded source, leaving unknown keys out', async () => {
    const keys = ['QM-HB §4.2 Lenkung von Dokumenten #rev7', 'ISO 9001:2015/Audit plan 2026?.pdf', 'no such key'];
    const { status, body } = await service.call(
      `/repositories/${ENTERPRISE}/documents/sources/${encodeURIComponent(DOCUMENT_SOURCES.archive)}/documents/resolve`,
      { method: 'POST', body: { language: LANGUAGES.de.uuid, documentKeys: keys } },
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    const byKey = new Map(body.map((doc: any) => [doc.documentId.id, doc]));
    expect(byKey.get(keys[0])).toMatchObject({
      documentId: { source: DOCUMENT_SOURCES.archive, id: keys[0] },
      title: 'QM-Handbuch §4.2 Lenkung von Dokumenten',
    });
    expect((byKey.get(keys[1]) as any).metadata).toContainEqual({ name: 'Author', value: expect.any(String) });
  });

  it('does not hold the key the demo models reference as missing', async () => {
    const { body } = await service.call(
      `/repositories/${ENTERPRISE}/documents/sources/${encodeURIComponent(DOCUMENT_SOURCES.sharepoint)}/documents/resolve`,
      { method: 'POST', body: { language: LANGUAGES.en.uuid, documentKeys: [MISSING_DOCUMENT_KEY] } },
    );
    expect(body).toEqual([]);
  });

  it('answers 404 for a source the repository does not have, 400 for a bad body', async () => {
    const path = `/repositories/${DEMO_REPOSITORIES.itService.uuid}/documents/sources/${encodeURIComponent(DOCUMENT_SOURCES.archive)}/documents/resolve`;
    expect(
      (await service.call(path, { method: 'POST', body: { language: LANGUAGES.en.uuid, documentKeys: [] } })).status,
    ).toBe(404);
    const bad = await service.call(path, { method: 'POST', body: { documentKeys: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/language|documentKeys/);
  });
});
