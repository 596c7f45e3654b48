import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVILEGE_FLAGS } from '../../shared/serviceSchemas.js';
import { DEMO_REPOSITORIES } from '../seed/demo.js';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const base = `/repositories/${DEMO_REPOSITORIES.quality.uuid}/accessors`;
const USER = '11111111-2222-4333-8444-555555555555';

describe('accessors', () => {
  it('lists users and groups with every privilege flag and None', async () => {
    const { body } = await service.call(`${base}?projection=ALL&maxResults=100`);
    expect(body.total).toBe(15); // 2 groups (no All Users), 11 users of this repository only, 2 demo users in several
    const group = body.data.find((a: any) => a.type === 'group');
    expect(group.groupEntity.group.name).toBeTruthy();
    for (const accessor of body.data) {
      expect(Object.keys(accessor.privileges).sort()).toEqual([...PRIVILEGE_FLAGS, 'None'].sort());
    }
  });

  it('filters on type and on the group name, sorts by user', async () => {
    expect((await service.call(`${base}?filter=group&filterFields=type`)).body.total).toBe(2);
    const auditors = await service.call(`${base}?filter=auditors&filterFields=groupEntity.group&fields=groupEntity`);
    expect(auditors.body.data.map((a: any) => a.groupEntity.group.name)).toEqual(['Quality Auditors']);
    const users = (
      await service.call(`${base}?filter=user&filterFields=type&sortBy=user&maxResults=100`)
    ).body.data.map((a: any) => a.user);
    expect(users).toEqual([...users].sort());
  });

  it('creates, reads, patches only the named flags, and deletes', async () => {
    const created = await service.call(base, {
      method: 'POST',
      body: { type: 'user', user: USER, privileges: { publish: true, exportData: true } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'user',
      user: USER,
      privileges: { publish: true, exportData: true, manageUsers: false, None: false },
    });
    const id = created.body.uuid;

    const patched = await service.call(`${base}/${id}`, {
      method: 'PATCH',
      body: { privileges: { publish: false, manageFields: true } },
    });
    expect(patched.status).toBe(200);
    const read = await service.call(`${base}/${id}`);
    expect(read.body.privileges).toMatchObject({ publish: false, manageFields: true, exportData: true });

    const cleared = await service.call(`${base}/${id}`, {
      method: 'PATCH',
      body: { privileges: { manageFields: false, exportData: false } },
    });
    expect(cleared.body.privileges.None).toBe(true);

    expect((await service.call(`${base}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await service.call(`${base}/${id}`)).status).toBe(404);
    expect((await service.call(`${base}/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('rejects a duplicate user, a malformed user, an unknown flag and a missing body', async () => {
    const first = await service.call(base, { method: 'POST', body: { type: 'user', user: USER, privileges: {} } });
    expect(first.status).toBe(201);
    const again = await service.call(base, { method: 'POST', body: { type: 'user', user: USER, privileges: {} } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already has accessor/);
    expect((await service.call(base, { method: 'POST', body: { type: 'user', user: 'bob' } })).status).toBe(400);
    const flag = await service.call(`${base}/${first.body.uuid}`, {
      method: 'PATCH',
      body: { privileges: { fly: true } },
    });
    expect(flag.status).toBe(400);
    expect((await service.call(`${base}/${first.body.uuid}`, { method: 'PATCH' })).status).toBe(400);
  });

  it('answers 404 for a repository that does not exist', async () => {
    const response = await service.call('/repositories/5f0c3d1e-8a4b-4c2d-9e6f-0000000000ff/accessors', {
      method: 'POST',
      body: { type: 'user', user: USER },
    });
    expect(response.status).toBe(404);
  });
});

describe('demo accessors', () => {
  it('are the same on every start: uuids, users, groups and privileges', async () => {
    const [one, two] = await Promise.all([startService(), startService()]);
    try {
      const list = async (from: TestService) =>
        (await from.call(`${base}?projection=ALL&sortBy=uuid&maxResults=100`)).body.data;
      const first = await list(one);
      expect(first.length).toBe(15);
      expect(await list(two)).toEqual(first);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
