import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODELS, DEMO_REPOSITORIES, GROUPS, LANGUAGES } from '../seed/demo.js';
import { ALL_USERS_GROUP } from '../../../common/groups.js';
import { DEMO_KEY, startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const TARGET = DEMO_REPOSITORIES.itService.uuid;

async function newDraft(title = 'Handle supplier audit') {
  const canvas = (
    await service.call(
      `/repositories/${DEMO_REPOSITORIES.enterprise.uuid}/models/${DEMO_MODELS.hostileDescription}/canvas`,
    )
  ).body;
  const [a, b] = canvas.vertices;
  const { status, body } = await service.call('/repositories/Draft/models', {
    method: 'POST',
    body: {
      modelType: 'GENERAL_MODEL',
      titles: { [LANGUAGES.en.uuid]: { title }, [LANGUAGES.fr.uuid]: { title: `${title} (fr)`, translated: false } },
      canvas: {
        vertices: [
          { symbol: a.symbol, x: 0, y: 0, width: 100, height: 50, uuid: 'aaaaaaaa-0000-4000-8000-000000000001' },
          { symbol: b.symbol, x: 200, y: 0, width: 100, height: 50, uuid: 'aaaaaaaa-0000-4000-8000-000000000002' },
        ],
        edges: [
          {
            fromVertex: 'aaaaaaaa-0000-4000-8000-000000000001',
            toVertex: 'aaaaaaaa-0000-4000-8000-000000000002',
            edgeType: 'FLOW',
          },
        ],
      },
      descriptions: [
        {
          descriptionType: 'e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c31',
          content: { [LANGUAGES.en.uuid]: { text: '<p>New</p>' } },
        },
      ],
    },
  });
  expect(status).toBe(201);
  return body as { uuid: string; status: string };
}

const groupOf = (uuid: string) =>
  (service.db.prepare('SELECT permission_group FROM models WHERE uuid = ?').get(uuid) as { permission_group: string })
    .permission_group;
const accept = (draft: string, options: { body?: unknown; headers?: Record<string, string>; target?: string } = {}) =>
  service.call(`/repositories/${options.target ?? TARGET}/models/${draft}/versions/accept`, {
    method: 'POST',
    body: options.body,
    headers: options.headers,
  });

describe('POST /repositories/draft/models', () => {
  it('creates a NEW draft listed in the draft repository, with canvas and descriptions', async () => {
    const draft = await newDraft();
    expect(draft.status).toBe('NEW');
    const listed = await service.call('/repositories/draft/models?maxResults=100');
    expect(listed.body.data.map((m: { uuid: string }) => m.uuid)).toContain(draft.uuid);
    const canvas = await service.call(`/repositories/draft/models/${draft.uuid}/canvas`);
    expect(canvas.body.vertices).toHaveLength(2);
    expect(canvas.body.edges[0].edgeType).toBe('FLOW');
  });

  it('rejects bad bodies with a message and stores nothing', async () => {
    const before = (await service.call('/repositories/draft/models')).body.total;
    const cases = [
      [{ titles: { [LANGUAGES.en.uuid]: { title: 'x' } } }, /modelType/],
      [{ modelType: 'GENERAL_MODEL', titles: {} }, /titles/],
      [
        { modelType: 'GENERAL_MODEL', titles: { '2b4d6f80-1a3c-4e5f-8a7b-000000000000': { title: 'x' } } },
        /not a language uuid of the draft repository/,
      ],
      [
        {
          modelType: 'GENERAL_MODEL',
          titles: { [LANGUAGES.en.uuid]: { title: 'x' } },
          canvas: {
            vertices: [{ symbol: '2b4d6f80-1a3c-4e5f-8a7b-000000000000', x: 0, y: 0, width: 1, height: 1 }],
            edges: [],
          },
        },
        /unknown symbol/,
      ],
      [
        {
          modelType: 'GENERAL_MODEL',
          titles: { [LANGUAGES.en.uuid]: { title: 'x' } },
          canvas: {
            vertices: [],
            edges: [
              {
                fromVertex: '2b4d6f80-1a3c-4e5f-8a7b-000000000000',
                toVertex: '2b4d6f80-1a3c-4e5f-8a7b-000000000001',
                edgeType: 'FLOW',
              },
            ],
          },
        },
        /joins a vertex that is not on the canvas/,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const response = await service.call('/repositories/draft/models', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect((await service.call('/repositories/draft/models')).body.total).toBe(before);
  });

  it('refuses map keys that are no language of the repository or name one twice, description types that are not configured or repeated, and NUL characters', async () => {
    const before = (await service.call('/repositories/draft/models')).body.total;
    const en = LANGUAGES.en.uuid;
    const purpose = 'e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c31';
    const draft = (fields: Record<string, unknown>) => ({
      modelType: 'GENERAL_MODEL',
      titles: { [en]: { title: 'x' } },
      ...fields,
    });
    const cases = [
      [draft({ titles: { '': { title: 'x' } } }), /titles/],
      [
        draft({ titles: { [en]: { title: 'x' }, [en.toUpperCase()]: { title: 'y' } } }),
        new RegExp(`titles: language ${en.toUpperCase()} appears twice`, 'i'),
      ],
      [
        draft({
          descriptions: [{ descriptionType: '00000000-0000-4000-8000-000000000000', content: { [en]: { text: 'a' } } }],
        }),
        /is not a configured description type/,
      ],
      [
        draft({
          descriptions: [
            { descriptionType: purpose, content: { [en]: { text: 'a' } } },
            { descriptionType: purpose.toUpperCase(), content: { [en]: { text: 'b' } } },
          ],
        }),
        /descriptions\[1\]\.descriptionType .* appears twice/,
      ],
      [
        draft({
          descriptions: [
            { descriptionType: purpose, content: { [en]: { text: 'a' }, [en.toUpperCase()]: { text: 'b' } } },
          ],
        }),
        /descriptions\[0\]\.content: language .* appears twice/,
      ],
      [
        draft({ descriptions: [{ descriptionType: purpose, content: { 'not-a-language': { text: 'a' } } }] }),
        /content/,
      ],
      [draft({ titles: { [en]: { title: 'Nul\u0000here' } } }), /NUL/],
      [draft({ modelType: 'GENERAL\u0000MODEL' }), /modelType holds a NUL character/],
    ] as const;
    for (const [body, message] of cases) {
      const response = await service.call('/repositories/draft/models', { method: 'POST', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const invalidUtf8 = Buffer.concat([
      Buffer.from(`{"modelType":"GENERAL_MODEL","titles":{"${en}":{"title":"`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}}}'),
    ]);
    const raw = await fetch(`${service.baseUrl}/repositories/draft/models`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY },
      body: invalidUtf8,
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toBe('the body is not valid UTF-8');
    expect((await service.call('/repositories/draft/models')).body.total).toBe(before);
  });

  it('keeps a language given in capitals under its lower-case uuid, through accept', async () => {
    const en = LANGUAGES.en.uuid;
    const created = await service.call('/repositories/draft/models', {
      method: 'POST',
      body: {
        modelType: 'GENERAL_MODEL',
        titles: { [en.toUpperCase()]: { title: 'Shouted language' } },
        descriptions: [
          {
            descriptionType: 'E4A1C7D2-3B5F-4A9E-8C6D-0F2B4D6A8C31',
            content: { [en.toUpperCase()]: { text: '<p>x</p>' } },
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body.titles)).toEqual([en]);
    const accepted = await accept(created.body.uuid);
    expect(accepted.status).toBe(201);
    const descriptions = await service.call(`/repositories/${TARGET}/models/${accepted.body.uuid}/descriptions`);
    expect(descriptions.body.data).toEqual([
      { descriptionType: 'e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c31', content: { [en]: { text: '<p>x</p>' } } },
    ]);
  });

  it('creates drafts only in the draft repository', async () => {
    const response = await service.call(`/repositories/${TARGET}/models`, {
      method: 'POST',
      body: { modelType: 'GENERAL_MODEL', titles: { [LANGUAGES.en.uuid]: { title: 'x' } } },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST .../versions/accept', () => {
  it('imports the draft into the target and archives it; the All Users group by default', async () => {
    const draft = await newDraft('Accept me');
    const before = (await service.call(`/repositories/${TARGET}/models`)).body.total;
    const { status, body } = await accept(draft.uuid);
    expect(status).toBe(201);
    expect(body.titles[LANGUAGES.en.uuid].title).toBe('Accept me');
    expect(body.status).toBe('ACTIVE');
    expect(groupOf(body.uuid)).toBe(ALL_USERS_GROUP);

    expect((await service.call(`/repositories/${TARGET}/models`)).body.total).toBe(before + 1);
    const canvas = await service.call(`/repositories/${TARGET}/models/${body.uuid}/canvas`);
    expect(canvas.body.vertices).toHaveLength(2);
    const symbol = await service.call(`/repositories/${TARGET}/symbols/${canvas.body.vertices[0].symbol}`);
    expect(symbol.status).toBe(200);
    const descriptions = await service.call(`/repositories/${TARGET}/models/${body.uuid}/descriptions`);
    expect(descriptions.body.data[0].content[LANGUAGES.en.uuid].text).toBe('<p>New</p>');

    const source = await service.call(`/repositories/draft/models/${draft.uuid}?fields=status`);
    expect(source.body.status).toBe('ARCHIVED');
    const listed = await service.call('/repositories/draft/models?maxResults=100');
    expect(listed.body.data.map((m: { uuid: string }) => m.uuid)).not.toContain(draft.uuid);
  });

  it('accepting an archived draft again is a 400 and imports nothing', async () => {
    const draft = await newDraft('Twice');
    expect((await accept(draft.uuid)).status).toBe(201);
    const before = (await service.call(`/repositories/${TARGET}/models`)).body.total;
    const again = await accept(draft.uuid);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/archived/);
    expect((await service.call(`/repositories/${TARGET}/models`)).body.total).toBe(before);
  });

  it('uses the svc-Permission-Group header when the body has no group, and the body group over it', async () => {
    const viaHeader = await newDraft('Header group');
    const first = await accept(viaHeader.uuid, { headers: { 'svc-Permission-Group': GROUPS.qualityAuditors.uuid } });
    expect(first.status).toBe(201);
    expect(groupOf(first.body.uuid)).toBe(GROUPS.qualityAuditors.uuid);

    const both = await newDraft('Body group');
    const second = await accept(both.uuid, {
      body: { group: GROUPS.processOwners.uuid },
      headers: { 'svc-Permission-Group': GROUPS.qualityAuditors.uuid },
    });
    expect(second.status).toBe(201);
    expect(groupOf(second.body.uuid)).toBe(GROUPS.processOwners.uuid);
  });

  it('rejects a malformed or unknown group, and the draft repository as target, changing nothing', async () => {
    const draft = await newDraft('Stay');
    const malformed = await accept(draft.uuid, { body: { group: 'everyone' } });
    expect(malformed.status).toBe(400);
    const unknownHeader = await accept(draft.uuid, { headers: { 'svc-Permission-Group': 'not-a-uuid' } });
    expect(unknownHeader.status).toBe(400);
    const unknown = await accept(draft.uuid, { body: { group: '6c1e9a3b-5d7f-4b2a-8e0c-000000000000' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/does not exist/);
    expect((await accept(draft.uuid, { target: 'draft' })).status).toBe(400);
    expect((await service.call(`/repositories/draft/models/${draft.uuid}?fields=status`)).body.status).toBe('NEW');
  });

  it('answers 404 for a draft that does not exist', async () => {
    expect((await accept('aaaaaaaa-0000-4000-8000-0000000000ff')).status).toBe(404);
  });
});
