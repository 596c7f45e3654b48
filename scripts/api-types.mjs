// Generates, from the service's OpenAPI document, the console's types (src/api/schema.d.ts) and the
// validators of every operation's success response (src/api/responseValidators.js, ajv standalone code, and
// its declarations).
// `npm run api:types` rewrites both; server/service/openapi/types.test.ts fails when either is out of date.
import openapiTS, { astToString } from 'openapi-typescript';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where each document's types and validators go: the service's, and the console server's own API. */
export const GENERATED = {
  service: {
    url: '/api/v1/openapi.json',
    types: 'src/api/schema.d.ts',
    validators: 'src/api/responseValidators.js',
    validatorTypes: 'src/api/responseValidators.d.ts',
  },
  consoleServer: {
    url: '/console-api/v1/openapi.json',
    types: 'src/api/consoleServer/schema.d.ts',
    validators: 'src/api/consoleServer/responseValidators.js',
    validatorTypes: 'src/api/consoleServer/responseValidators.d.ts',
  },
};
const header = (url) => `// Generated from GET ${url} by \`npm run api:types\`; do not edit.\n\n`;

export async function renderApiTypes(document, url = GENERATED.service.url) {
  return header(url) + astToString(await openapiTS(document, { alphabetize: false }));
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
export function renderResponseValidators(document, url = GENERATED.service.url) {
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
        operation?.operationId &&
        !['getOpenApiDocument', 'getConsoleApiDocument'].includes(operation.operationId) &&
        successSchema(operation);
      if (!schema) continue;
      const id = `${BASE}response/${operation.operationId}`;
      ajv.addSchema({ $id: id, ...validationOnly(schema) });
      exports[operation.operationId] = id;
    }
  }
  const declarations = Object.keys(exports).map((name) => `export declare const ${name}: ResponseValidator;\n`);
  const validator = url === GENERATED.service.url ? './responseValidator' : '../responseValidator';
  return {
    code: `${header(url)}/* eslint-disable */\n${standaloneCode(ajv, exports)}\n`,
    types: `${header(url)}import type { ResponseValidator } from '${validator}';\n\n${declarations.join('')}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildApp } = await import('../dist-server/server/app.js');
  const { openDatabase } = await import('../dist-server/server/service/store/database.js');
  const { openConsoleDatabase } = await import('../dist-server/server/console/consoleDatabase.js');
  const { openInstallation } = await import('../dist-server/server/console/installation/index.js');
  const db = openDatabase(':memory:');
  const installation = await openInstallation({
    engine: await openConsoleDatabase(':memory:'),
    serviceBaseUrl: () => '',
    authCacheSeconds: 0,
  });
  const config = {
    adminToken: 'x'.repeat(20),
    rateLimit: 0,
    rateLimitWindowSeconds: 60,
    authCacheSeconds: 0,
    faultHeaders: false,
  };
  const { embeddedService } = await import('../dist-server/server/service/index.js');
  const { app } = await buildApp({
    config,
    service: embeddedService(db, { config }),
    installation: installation.services,
  });
  for (const files of Object.values(GENERATED)) {
    const document = (await app.inject({ method: 'GET', url: files.url })).json();
    writeFileSync(files.types, await renderApiTypes(document, files.url));
    const validators = renderResponseValidators(document, files.url);
    writeFileSync(files.validators, validators.code);
    writeFileSync(files.validatorTypes, validators.types);
    console.log(`wrote ${files.types}, ${files.validators} and ${files.validatorTypes}`);
  }
  await app.close();
  await installation.close();
}
