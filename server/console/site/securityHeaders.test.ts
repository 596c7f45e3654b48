import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY, startService, type TestService } from '../../test/harness.js';

describe('security headers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-'));
  let service: TestService;
  let origin: string;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
    service = await startService({ seed: 'none', staticDir: dir });
    origin = service.baseUrl.replace(/\/api\/v1$/, '');
  });
  afterAll(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/repositories/some/models', '/assets/app.js'])(
    'the console at %s: a policy with no inline script and no framing, nosniff, no referrer',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('the API: nosniff on answers and errors alike', async () => {
    for (const headers of [{ 'x-api-key': DEMO_KEY }, {}] as Record<string, string>[]) {
      const response = await fetch(`${service.baseUrl}/repositories`, { headers });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });
});
