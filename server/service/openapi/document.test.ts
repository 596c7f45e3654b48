import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { embeddedService } from '../embeddedService.js';
import { routerPath } from '../../shared/http/apiPaths.js';
import { openDatabase } from '../store/database.js';
import { startService, testConfig, type TestService } from '../../test/harness.js';

/** Reads fastify's route tree ("├── /path (GET, POST)") into "METHOD /full/path" lines. */
function servedOperations(tree: string): string[] {
  const stack: string[] = [];
  const operations: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3].split(', ')) operations.push(`${method} ${stack.join('')}`);
  }
  return operations;
}

let service: TestService;
beforeAll(async () => {
  service = await startService({ seed: 'none' });
});
afterAll(() => service.close());

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 with version 1.0.0, public', async () => {
    const { status, body } = await service.call('/openapi.json', { key: '' });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.info.version).toBe('1.0.0');
  });

  it('documents exactly the operations the app serves', async () => {
    const db = openDatabase(':memory:');
    const config = testConfig();
    const { app } = await buildApp({ config, service: embeddedService(db, { config }) });
    await app.ready();
    const served = servedOperations(app.printRoutes({ commonPrefix: false })).filter((op) => op.includes('/api/v1'));
    await app.close();
    db.close();

    const { body } = await service.call('/openapi.json', { key: '' });
    const documented = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} /api/v1${routerPath(path)}`),
    );
    expect(served.sort()).toEqual(documented.sort());
    expect(documented).toHaveLength(21);
  });

  it('lists the supported paths of every fields, sortBy and filterFields parameter', async () => {
    const { body } = await service.call('/openapi.json', { key: '' });
    let checked = 0;
    for (const operations of Object.values(body.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (['fields', 'sortBy', 'filterFields'].includes(parameter.name)) {
            expect(parameter['x-svc-supported-values'], `${operation.operationId} ${parameter.name}`).toEqual(
              expect.arrayContaining([expect.any(String)]),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
    const models = body.paths['/repositories/{repositoryId}/models'].get.parameters;
    expect(models.find((p: any) => p.name === 'sortBy')['x-svc-supported-values']).toContain('titles.title');
  });

  it('is as strict as the service: ids are uuids (or the draft alias), sortBy an enum, draft map keys language uuids', async () => {
    const document = (await service.call('/openapi.json', { key: '' })).body;
    const uuid = { type: 'string', format: 'uuid' };
    for (const [path, item] of Object.entries<
      Record<string, { parameters?: { name: string; in: string; schema: Record<string, unknown> }[] }>
    >(document.paths)) {
      for (const operation of Object.values(item)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'path' && parameter.name === 'repositoryId') {
            expect(
              [uuid, { anyOf: [uuid, expect.objectContaining({ pattern: '^[Dd][Rr][Aa][Ff][Tt]$' })] }],
              path,
            ).toContainEqual(parameter.schema);
          } else if (parameter.in === 'path' && parameter.name !== 'sourceId') {
            expect(parameter.schema, `${path} ${parameter.name}`).toEqual(uuid);
          }
          if (parameter.name === 'sortBy')
            expect(parameter.schema.enum, path).toEqual(
              (parameter as unknown as Record<string, unknown>)['x-svc-supported-values'],
            );
        }
      }
    }
    const draft =
      document.components.schemas.DraftCreate ??
      document.paths['/repositories/{repositoryId}/models'].post.requestBody.content['application/json'].schema;
    for (const map of [draft.properties.titles, draft.properties.descriptions.items.properties.content]) {
      expect(map.additionalProperties).toBe(false);
      expect(Object.keys(map.patternProperties)).toEqual([
        '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      ]);
    }
  });
});
