import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES, DEMO_USERS } from '../../server/service/seed/demo';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from '../api/client';
import { listAccessors } from '../api/endpoints/accessors';
import { listRepositories } from '../api/endpoints/repositories';
import { accessCsv, askEveryRepository, heldFlags, matchingAccessors } from './accessOverview';
import { readQuestion } from './useAccessOverview';

const alice = { uuid: 'a1', type: 'user', user: 'AAAA', privileges: { publish: true, manageUsers: false } };
const bare = { uuid: 'a2', type: 'user', user: 'aaaa-b', privileges: { publish: false } };
const auditors = {
  uuid: 'g1',
  type: 'group',
  groupEntity: { group: { uuid: 'g', name: 'Auditors' } },
  privileges: { manageUsers: true },
};

describe('the question', () => {
  it('is read from the URL, and nothing else is a question', () => {
    const user = DEMO_USERS.auditor.uuid;
    expect(readQuestion(new URLSearchParams({ user: user.toUpperCase() }))).toEqual({ user });
    expect(readQuestion(new URLSearchParams({ privilege: 'manageUsers' }))).toEqual({ privilege: 'manageUsers' });
    expect(readQuestion(new URLSearchParams({ privilege: 'any' }))).toEqual({ privilege: 'any' });
    expect(readQuestion(new URLSearchParams({ user: 'bob' }))).toBeUndefined();
    expect(readQuestion(new URLSearchParams({ privilege: 'root' }))).toBeUndefined();
  });

  it('matches a user exactly (a filter is a substring match) and a flag only where it is true', () => {
    expect(matchingAccessors([alice, bare, auditors], { user: 'aaaa' })).toEqual([alice]);
    expect(matchingAccessors([alice, bare, auditors], { privilege: 'manageUsers' })).toEqual([auditors]);
    expect(matchingAccessors([alice, bare, auditors], { privilege: 'any' })).toEqual([alice, auditors]);
    expect(heldFlags(alice)).toEqual(['publish']);
  });

  it('writes one CSV row per accessor and repository with every flag', () => {
    const { header, cells } = accessCsv([
      { repository: { uuid: 'r', label: 'Repo' }, accessor: auditors, held: ['manageUsers'] },
    ]);
    expect(header.slice(0, 6)).toEqual(['repositoryId', 'repository', 'accessorId', 'type', 'user', 'group']);
    expect(cells[0].slice(0, 6)).toEqual(['r', 'Repo', 'g1', 'group', undefined, 'Auditors']);
    expect(cells[0][header.indexOf('manageUsers')]).toBe('true');
    expect(cells[0][header.indexOf('publish')]).toBe('false');
  });
});

describe('asking every repository of the embedded service', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startService();
    client = new ApiClient(
      { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } },
      { scheduler: {} },
    );
  });
  afterAll(() => service.close());

  it('finds a user in every repository they are in, with the privileges they hold there', async () => {
    const seen: number[] = [];
    const answer = await askEveryRepository(
      client,
      { user: DEMO_USERS.processLead.uuid },
      { onProgress: (p) => seen.push(p.done) },
    );
    const byRepository = Object.fromEntries(answer.rows.map((row) => [row.repository.uuid, [...row.held].sort()]));
    expect(byRepository).toEqual(
      Object.fromEntries(
        Object.entries(DEMO_USERS.processLead.privileges).map(([key, flags]) => [
          DEMO_REPOSITORIES[key as keyof typeof DEMO_REPOSITORIES].uuid,
          [...flags].sort(),
        ]),
      ),
    );
    expect(answer.unread).toEqual([]);
    expect(seen.at(-1)).toBe(answer.repositories);
  });

  it('finds every holder of a flag: the same accessors as reading each repository whole', async () => {
    const answer = await askEveryRepository(client, { privilege: 'manageUsers' });
    const expected: string[] = [];
    const repositories = await listRepositories(client, { maxResults: 100 });
    expect(answer.repositories).toBe(repositories.total);
    for (const repository of repositories.data) {
      const page = await listAccessors(client, repository.uuid!, { projection: 'ALL', maxResults: 100 });
      expect(page.total).toBeLessThan(100);
      expected.push(...page.data.filter((a) => a.privileges?.manageUsers).map((a) => a.uuid!));
    }
    expect(answer.rows.map((row) => row.accessor.uuid).sort()).toEqual(expected.sort());
    expect(answer.rows.map((row) => row.accessor.user)).toContain(DEMO_USERS.processLead.uuid);
  });

  it('stops when cancelled', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(askEveryRepository(client, { privilege: 'any' }, { signal: abort.signal })).rejects.toThrow();
  });
});
