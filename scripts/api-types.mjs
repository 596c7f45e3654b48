// Generates, from the service's OpenAPI document, the console's types (src/api/schema.d.ts) and the
// validators of every operation's success response (src/api/responseValidators.js, ajv standalone code, and
// its declarations).
// `npm run api:types` rewrites both; server/openapi/types.test.ts fails when either is out of date.
import openapiTS, { astToString } from 'openapi-typescript';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const API_TYPES_FILE = 'src/api/schema.d.ts';
export const VALIDATORS_FILE = 'src/api/responseValidators.js';
export const VALIDATOR_TYPES_FILE = 'src/api/responseValidators.d.ts';
const HEADER = '// Generated from GET /api/v1/openapi.json by `npm run api:types`; do not edit.\n\n';

export async function renderApiTypes(document) {
  return HEADER + astToString(await openapiTS(document, { alphabetize: false }));
}

/** The schemas' own identifiers; nothing is fetched from them. */
const BASE = 'https://console.invalid/';
/** Formats as the console checks them: regular expressions, which ajv writes into the code (no runtime import). */
const FORMATS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  // RFC 3339 (ajv-formats' fast form), with a leap second (:60) in any zone: which minutes may hold one is
  // for the service to know, not for the console to refuse.
  'date-time': /^\d\d\d\d-[0-1]\d-[0-3]\dt[0-2]\d:[0-5]\d:(?:[0-5]\d|60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i,
};

/** A schema without what does not validate (descriptions, examples, extensions), its $refs made absolute. */
function validationOnly(schema) {
  if (Array.isArray(schema)) return schema.map(validationOnly);
  if (schema === null || typeof schema !== 'object') return schema;
  const kept = {};
  for (const [key, value] of Object.entries(schema)) {
    if (
      key === 'examples' ||
      key.startsWith('x-') ||
      ((key === 'description' || key === 'default') && typeof value !== 'object')
    )
      continue;
    kept[key] = key === '$ref' ? value.replace(/^#\//, `${BASE}openapi#/`) : validationOnly(value);
  }
  return kept;
}

/** The JSON body of an operation's success answer, if it has one. */
function successSchema(operation) {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
  return success?.[1].content?.['application/json']?.schema;
}

/** One validator per operation that answers JSON (but the document itself), exported by operationId: the code and its declarations. */
export function renderResponseValidators(document) {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: false },
    strict: false,
    allErrors: false,
    messages: false,
    inlineRefs: false,
  });
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  ajv.addSchema({ $id: `${BASE}openapi`, components: validationOnly(document.components) });
  const exports = {};
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const schema =
        operation?.operationId && operation.operationId !== 'getOpenApiDocument' && successSchema(operation);
      if (!schema) continue;
      const id = `${BASE}response/${operation.operationId}`;
      ajv.addSchema({ $id: id, ...validationOnly(schema) });
      exports[operation.operationId] = id;
    }
  }
  const declarations = Object.keys(exports).map((name) => `export declare const ${name}: ResponseValidator;\n`);
  return {
    code: `${HEADER}/* eslint-disable */\n${standaloneCode(ajv, exports)}\n`,
    types: `${HEADER}import type { ResponseValidator } from './validation';\n\n${declarations.join('')}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildApp } = await import('../dist-server/server/app.js');
  const { openDatabase } = await import('../dist-server/server/store/database.js');
  const db = openDatabase(':memory:');
  const config = {
    adminToken: 'x'.repeat(20),
    rateLimit: 0,
    rateLimitWindowSeconds: 60,
    authCacheSeconds: 0,
    faultHeaders: false,
  };
  const { app } = await buildApp({ db, config });
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  await app.close();
  writeFileSync(API_TYPES_FILE, await renderApiTypes(document));
  const validators = renderResponseValidators(document);
  writeFileSync(VALIDATORS_FILE, validators.code);
  writeFileSync(VALIDATOR_TYPES_FILE, validators.types);
  console.log(`wrote ${API_TYPES_FILE}, ${VALIDATORS_FILE} and ${VALIDATOR_TYPES_FILE}`);
}
