import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../../test/harness.js';
import { ALL_USERS_GROUP } from '../../../common/groups.js';
import { DEMO_USERS, GROUPS } from './demo.js';
import { demoDirectoryCsv } from './directory.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const rows = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

describe('the demo directory', () => {
  it('names every group and every user who is an accessor, each user once and by a name of their own', async () => {
    service = await startService();
    const directory = rows(demoDirectoryCsv(service.db));
    const users = service.db
      .prepare('SELECT DISTINCT user_uuid AS uuid FROM accessors WHERE user_uuid IS NOT NULL')
      .all() as { uuid: string }[];
    const named = new Map(directory.map(([uuid, kind, name, email]) => [uuid, { kind, name, email }]));
    expect(users.length).toBeGreaterThan(30);
    for (const { uuid } of users) expect(named.get(uuid)?.kind).toBe('user');
    for (const group of Object.values(GROUPS))
      expect(named.get(group.uuid)).toEqual({ kind: 'group', name: group.name, email: '' });
    expect(named.get(ALL_USERS_GROUP)?.name).toBe('All Users');
    expect(named.get(DEMO_USERS.processLead.uuid)).toEqual({
      kind: 'user',
      name: 'Petra Lindqvist',
      email: 'petra.lindqvist@example.com',
    });
    const userNames = directory.filter(([, kind]) => kind === 'user').map(([, , name]) => name);
    expect(new Set(userNames).size).toBe(userNames.length);
  });

  it('keeps a user’s name when other users are added', async () => {
    service = await startService();
    const before = new Map(rows(demoDirectoryCsv(service.db)).map(([uuid, , name]) => [uuid, name]));
    const repository = (service.db.prepare('SELECT id FROM repositories LIMIT 1').get() as { id: number }).id;
    for (let n = 0; n < 20; n++)
      service.stores.accessors.createUser(
        repository,
        `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        {},
        `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      );
    const after = new Map(rows(demoDirectoryCsv(service.db)).map(([uuid, , name]) => [uuid, name]));
    for (const [uuid, name] of before) expect(after.get(uuid)).toBe(name);
  });

  it('is served beside the console, unless the installation put its own file there', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'console-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
    service = await startService({ staticDir, publishedDirectory: 'uuid,kind,name,email\r\n' });
    const origin = new URL(service.baseUrl).origin;
    const served = await fetch(`${origin}/directory.csv`);
    expect(served.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await served.text()).toBe('uuid,kind,name,email\r\n');
    await service.close();

    writeFileSync(join(staticDir, 'directory.csv'), 'uuid,kind,name,email\r\nown,file,,\r\n');
    service = await startService({ staticDir, publishedDirectory: 'uuid,kind,name,email\r\n' });
    expect(await (await fetch(`${new URL(service.baseUrl).origin}/directory.csv`)).text()).toContain('own,file');
  });
});
