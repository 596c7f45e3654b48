import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED, renderApiTypes, renderResponseValidators } from '../../../scripts/api-types.mjs';
import { openConsoleDatabase } from '../../console/consoleDatabase.js';
import { openInstallation, type Installation } from '../../console/installation/installation.js';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
let installation: Installation;
beforeAll(async () => {
  installation = await openInstallation({
    engine: await openConsoleDatabase(':memory:'),
    serviceBaseUrl: () => '',
    authCacheSeconds: 0,
  });
  service = await startService({ seed: 'none', installation: installation.services });
});
afterAll(async () => {
  await service.close();
  await installation.close();
});

describe('the console types and response validators', () => {
  it.each(Object.entries(GENERATED))(
    'of the %s API are generated from its current OpenAPI document (run `npm run api:types` after changing a route)',
    async (_, files) => {
      const origin = service.baseUrl.replace('/api/v1', '');
      const body = await (await fetch(`${origin}${files.url}`)).json();
      expect(readFileSync(files.types, 'utf8')).toBe(await renderApiTypes(body, files.url));
      const validators = renderResponseValidators(body, files.url);
      expect(readFileSync(files.validators, 'utf8')).toBe(validators.code);
      expect(readFileSync(files.validatorTypes, 'utf8')).toBe(validators.types);
    },
  );
});
