import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODELS, DEMO_REPOSITORIES, DESCRIPTION_TYPES, GROUPS, LANGUAGES } from '../seed/demo.js';
import { ADMIN_TOKEN, DEMO_KEY, startService, type TestService } from '../../test/harness.js';

/**
 * Requests generated from the served OpenAPI document, valid and mutated: whatever arrives, the service
 * answers without a 5xx, every answer matches the document (the harness checks each one), every 4xx has the
 * documented body, and a refused write changes nothing. `npm test` runs FUZZ_RUNS (default 300) requests;
 * `npm run fuzz` many more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

type Schema = Record<string, any>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
  'x-svc-supported-values'?: string[];
}
interface Operation {
  method: string;
  path: string;
  security: 'public' | 'admin' | 'principal';
  parameters: Parameter[];
  body?: Schema;
}

let service: TestService;
let document: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } };
let operations: Operation[];
let ids: string[];

beforeAll(async () => {
  service = await startService();
  document = (await service.call('/openapi.json', { key: '' })).body;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      security: operation.security?.length === 0 ? 'public' : path.startsWith('/api-keys') ? 'admin' : 'principal',
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
  // Real ids make requests that reach past the lookups; the test's own key is left out, so that it is not deleted.
  const one = (sql: string) => (service.db.prepare(sql).all() as { uuid: string }[]).map((row) => row.uuid);
  ids = [
    ...Object.values(DEMO_REPOSITORIES).map((repository) => repository.uuid),
    ...Object.values(DEMO_MODELS),
    ...Object.values(LANGUAGES).map((language) => language.uuid),
    ...Object.values(GROUPS).map((group) => group.uuid),
    ...Object.values(DESCRIPTION_TYPES),
    ...one("SELECT uuid FROM models WHERE status = 'NEW'"),
    ...one('SELECT uuid FROM symbols LIMIT 20'),
    ...one('SELECT uuid FROM accessors LIMIT 20'),
    ...one("SELECT uuid FROM api_keys WHERE application_name <> 'Test application'"),
  ];
});
afterAll(() => service.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]) : schema;

/** A generated value as it goes into a URL or a header. */
const text = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

const anyString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', '*', '\\*', '%', '\u0000', 'İ', '../', 'null', '-1', 'true'),
);
const uuidLike = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => id.toUpperCase()) },
  );

/** Values that a schema allows (mostly; patterns other than the uuid one are not honoured). */
function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  schema = resolve(schema);
  if (schema.anyOf || schema.oneOf)
    return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((option: Schema) => valid(option, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}')) return uuidLike();
      if (schema.pattern === '^[Dd][Rr][Aa][Ff][Tt]$') return fc.constantFrom('draft', 'DRAFT', 'Draft');
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 2000, 2000) });
    case 'number':
      return fc.double({ min: -1e4, max: 1e4, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: depth > 2 ? 1 : 3,
      });
    case 'object': {
      if (schema.patternProperties) {
        const [value] = Object.values<Schema>(schema.patternProperties);
        return fc.dictionary(uuidLike(), valid(value, depth + 1), { minKeys: schema.minProperties ?? 0, maxKeys: 3 });
      }
      const properties = Object.entries<Schema>(schema.properties ?? {});
      const required = new Set<string>(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, valid(property, depth + 1)])), {
        requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value as the schema wants it, or (a third of the time) something it does not. */
const anyValue = (schema: Schema) =>
  fc.oneof(
    { weight: 2, arbitrary: valid(schema) },
    { weight: 1, arbitrary: fc.oneof(anyString, fc.jsonValue({ maxDepth: 2 })) },
  );

/** A body: valid, or with a property dropped, added or of another type, or not an object, or not JSON at all. */
function body(schema: Schema): fc.Arbitrary<string> {
  const object = valid(schema);
  const mutated = fc.tuple(object, fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([value, pick, other]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return other;
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...value };
    if (keys.length === 0 || pick % 3 === 0) copy[`extra${pick % 5}`] = other;
    else if (pick % 3 === 1) delete copy[keys[pick % keys.length]];
    else copy[keys[pick % keys.length]] = other;
    return copy;
  });
  return fc.oneof(
    { weight: 5, arbitrary: object.map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: mutated.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '{"__proto__":{"x":1}}',
        '{"titles":{"":{"title":"x"}}}',
      ),
    },
  );
}

const request = fc.constant(null).chain(() =>
  fc.constantFrom(...operations).chain((operation) =>
    fc.record({
      operation: fc.constant(operation),
      // An empty segment would be another path altogether.
      path: fc.tuple(
        ...operation.parameters
          .filter((p) => p.in === 'path')
          .map((p) =>
            anyValue(p.schema)
              .map((value) => [p.name, text(value)] as const)
              .filter(([, value]) => value !== ''),
          ),
      ),
      query: fc.tuple(
        ...operation.parameters
          .filter((p) => p.in === 'query')
          .map((p) => {
            const supported = p['x-svc-supported-values'];
            const value =
              supported?.length && p.name !== 'sortBy'
                ? fc.subarray(supported, { minLength: 1 }).map((paths) => paths.join(','))
                : anyValue(p.schema);
            return fc.option(
              value.map((v) => [p.name, text(v)] as const),
              { freq: 2 },
            );
          }),
      ),
      // Headers are sent as printable ASCII: fetch itself refuses other characters.
      header: fc.tuple(
        ...operation.parameters
          .filter((p) => p.in === 'header')
          .map((p) =>
            fc.option(
              anyValue(p.schema)
                .map((v) => [p.name, text(v)] as const)
                .filter(([, v]) => /^[\x20-\x7e]*$/.test(v)),
              { freq: 2 },
            ),
          ),
      ),
      body: operation.body ? fc.option(body(operation.body), { freq: 6 }) : fc.constant(null),
      credential: fc.constantFrom('right', 'right', 'right', 'right', 'admin', 'none', 'wrong'),
    }),
  ),
);

/** What a refused write must not change: every row count, and the rows a write could alter in place. */
function fingerprint(): string {
  const tables = (
    service.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'model_search%'")
      .all() as { name: string }[]
  ).map((t) => t.name);
  const counts = tables.map(
    (table) => (service.db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n,
  );
  const rows = [
    'SELECT uuid, status FROM models ORDER BY id',
    'SELECT * FROM accessors ORDER BY id',
    'SELECT * FROM api_keys ORDER BY id',
  ].map((sql) => JSON.stringify(service.db.prepare(sql).all()));
  return JSON.stringify([tables, counts, rows]);
}

describe(`generated requests (${RUNS})`, () => {
  it('never a 5xx, always the document, the documented error body, and a refused write changes nothing', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, path, query, header, body: sent, credential }) => {
        const url =
          operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(path.find(([key]) => key === name)![1]),
          ) +
          (query.some(Boolean)
            ? `?${query
                .filter((q): q is readonly [string, string] => q !== null)
                .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
                .join('&')}`
            : '');
        const headers = Object.fromEntries(header.filter((h): h is readonly [string, string] => h !== null));
        const write = operation.method !== 'GET';
        const before = write ? fingerprint() : '';
        const response = await service.call(url, {
          method: operation.method,
          headers: { ...headers, ...(credential === 'wrong' ? { 'x-api-key': 'wrong-key-0123456789abcdef' } : {}) },
          body: sent ?? undefined,
          key: credential === 'right' && operation.security === 'principal' ? DEMO_KEY : '',
          admin: credential === 'admin' || (credential === 'right' && operation.security === 'admin'),
        });
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        expect(response.status, `${operation.method} ${url}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect(
            Object.keys(response.body).filter((key) => !['error', 'message', 'retryAfterSeconds'].includes(key)),
          ).toEqual([]);
          expect(typeof response.body.error).toBe('string');
          expect(typeof response.body.message).toBe('string');
          expect(JSON.stringify(response.body)).not.toContain(ADMIN_TOKEN);
          if (write) expect(fingerprint(), `${operation.method} ${url} was refused but changed the data`).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
    console.log(
      `generated requests: ${RUNS}, answers by status: ${JSON.stringify(Object.fromEntries([...seen].sort()))}`,
    );
    // The generator reaches past validation: some requests succeed, many are refused.
    expect([...seen.keys()].some((status) => status < 300)).toBe(true);
    expect([...seen.keys()].some((status) => status >= 400)).toBe(true);
  }, 600_000);
});
