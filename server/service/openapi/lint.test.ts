import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService({ seed: 'none' });
});
afterAll(() => service.close());

describe('the OpenAPI document', () => {
  it("lints clean under Redocly's recommended rules", async () => {
    const { body } = await service.call('/openapi.json', { key: '' });
    const problems = await lintFromString({
      source: JSON.stringify(body),
      absoluteRef: `${service.baseUrl}/openapi.json`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(report).toEqual([]);
  });
});
