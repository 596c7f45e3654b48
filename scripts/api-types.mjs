// Generates src/api/schema.d.ts, the console's types, from the service's OpenAPI document.
// `npm run api:types` rewrites it; server/openapi/types.test.ts fails when it is out of date.
import openapiTS, { astToString } from 'openapi-typescript';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const API_TYPES_FILE = 'src/api/schema.d.ts';
const HEADER = '// Generated from GET /api/v1/openapi.json by `npm run api:types`; do not edit.\n\n';

export async function renderApiTypes(document) {
  return HEADER + astToString(await openapiTS(document, { alphabetize: false }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildApp } = await import('../dist-server/server/app.js');
  const { openDatabase } = await import('../dist-server/server/store/database.js');
  const db = openDatabase(':memory:');
  const config = { adminToken: 'x'.repeat(20), rateLimit: 0, rateLimitWindowSeconds: 60, authCacheSeconds: 0, faultHeaders: false };
  const { app } = await buildApp({ db, config });
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  await app.close();
  writeFileSync(API_TYPES_FILE, await renderApiTypes(document));
  console.log(`wrote ${API_TYPES_FILE}`);
}
