import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TYPES_FILE,
  renderApiTypes,
  renderResponseValidators,
  VALIDATOR_TYPES_FILE,
  VALIDATORS_FILE,
} from '../../scripts/api-types.mjs';
import { startService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService({ seed: 'none' });
});
afterAll(() => service.close());

describe('the console types and response validators', () => {
  it('are generated from the current OpenAPI document (run `npm run api:types` after changing a route)', async () => {
    const { body } = await service.call('/openapi.json', { key: '' });
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await renderApiTypes(body));
    const validators = renderResponseValidators(body);
    expect(readFileSync(VALIDATORS_FILE, 'utf8')).toBe(validators.code);
    expect(readFileSync(VALIDATOR_TYPES_FILE, 'utf8')).toBe(validators.types);
  });
});
