import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES } from '../seed/demo.js';
import { startService } from '../../test/harness.js';
import { openDatabase } from './database.js';
import { DatabaseError } from './errors.js';

const dir = mkdtempSync(join(tmpdir(), 'model-repository-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file database', () => {
  it('keeps writes across a restart and is not seeded twice', async () => {
    const database = join(dir, 'nested', 'repository.db');
    const first = await startService({ database });
    const key = await first.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: { applicationName: 'Survivor', expiresAt: '2999-01-01T00:00:00Z' },
    });
    const accessor = await first.call(`/repositories/${DEMO_REPOSITORIES.quality.uuid}/accessors`, {
      method: 'POST',
      body: { type: 'user', user: '99999999-2222-4333-8444-555555555555', privileges: { publish: true } },
    });
    const models = (await first.call(`/repositories/${DEMO_REPOSITORIES.enterprise.uuid}/models`)).body.total;
    await first.close();

    const second = await startService({ database });
    expect((await second.call('/repositories', { key: key.body.apiKey })).status).toBe(200);
    const read = await second.call(`/repositories/${DEMO_REPOSITORIES.quality.uuid}/accessors/${accessor.body.uuid}`);
    expect(read.body.privileges.publish).toBe(true);
    expect((await second.call(`/repositories/${DEMO_REPOSITORIES.enterprise.uuid}/models`)).body.total).toBe(models);
    expect((await second.call('/repositories')).body.total).toBe(4);
    await second.close();
  });

  it('reports a file that is not a database as one clear error', () => {
    const path = join(dir, 'not-a-database.db');
    writeFileSync(path, 'this is text, not SQLite '.repeat(100));
    expect(() => openDatabase(path)).toThrow(DatabaseError);
    expect(() => openDatabase(path)).toThrow(/cannot open DATABASE ".*not-a-database.db": file is not a database/);
  });

  it('syncs as DATABASE_SYNC asks: NORMAL by default, FULL to survive a power loss', () => {
    const path = join(dir, 'sync.db');
    const normal = openDatabase(path);
    expect(normal.pragma('synchronous', { simple: true })).toBe(1);
    normal.close();
    const full = openDatabase(path, { sync: 'full' });
    expect(full.pragma('synchronous', { simple: true })).toBe(2);
    expect(full.pragma('journal_mode', { simple: true })).toBe('wal');
    full.close();
  });
});
