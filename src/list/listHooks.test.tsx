// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES, LANGUAGES } from '../../server/service/seed/demo';
import { ADMIN_TOKEN, DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import type { Credential } from '../api/http';
import { createApiKey, listApiKeys } from '../api/endpoints/apiKeys';
import { keyStatus } from '../apiKeys/expiry';
import { useApiKeyList } from '../apiKeys/useApiKeyList';
import { PERSON_KEY_PREFIX } from '../../common/personKeys';
import { listAccessors } from '../api/endpoints/accessors';
import { useAccessorMatrix, type SaveSummary } from '../accessors/useAccessorMatrix';
import { ApiClient } from '../api/client';
import { ClientProvider } from '../api/ClientContext';
import { createQueryClient } from '../api/queryClient';
import { FILTER_DEBOUNCE_MS } from './useListController';
import { useModelList } from '../models/useModelList';
import { useRepositoryList } from '../repositories/useRepositoryList';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;

/** Renders a hook inside a router at `url`, against the real service; `location()` reads the URL back. */
function renderAt<T>(url: string, hook: () => T, credential: Credential = { kind: 'apiKey', key: DEMO_KEY }) {
  const client = new ApiClient({ baseUrl: service.baseUrl, credential });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </ClientProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return renderHook(() => ({ result: hook(), location: useLocation() }), { wrapper });
}

describe('useRepositoryList', () => {
  it('reads its view from the URL and writes changes back to it', async () => {
    const { result } = renderAt('/repositories?dir=desc&size=10', useRepositoryList);
    await waitFor(() => expect(result.current.result.rows.length).toBe(4));
    expect(result.current.result.rows[0].name).toBe('Qualitätsmanagement');
    expect(result.current.result.list.state).toMatchObject({ ascending: false, pageSize: 10, sort: 'name' });

    act(() => result.current.result.list.toggleSort('name'));
    await waitFor(() => expect(result.current.location.search).toBe('?size=10'));
    await waitFor(() => expect(result.current.result.rows[0].name).toBe('Drafts'));
  });

  it('debounces the filter into the URL and goes back to page 1', async () => {
    const { result } = renderAt('/repositories?page=2&size=10', useRepositoryList);
    act(() => result.current.result.list.setFilterInput('serv'));
    expect(result.current.location.search).toContain('page=2');
    await new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS + 100));
    await waitFor(() => expect(result.current.location.search).toBe('?size=10&q=serv'));
    await waitFor(() => expect(result.current.result.rows.map((r) => r.name)).toEqual(['IT Service Management']));
  });
});

describe('useModelList', () => {
  it('sorts by title in the chosen language and marks fallbacks to the default language', async () => {
    const { result } = renderAt(`/repositories/${ENTERPRISE}?content=${LANGUAGES.de.uuid}&size=100&page=3`, () =>
      useModelList(ENTERPRISE),
    );
    await waitFor(() => expect(result.current.result.rows.length).toBeGreaterThan(0));
    expect(result.current.result.language).toBe(LANGUAGES.de.uuid);
    expect(result.current.result.defaultLanguage).toBe(LANGUAGES.en.uuid);
    const fallbacks = result.current.result.rows.filter((row) => row.title?.fallback);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const row of fallbacks) expect(row.title!.text).toBe(row.model.titles![LANGUAGES.en.uuid].title);
  });

  it('ignores a language the repository does not have and uses the default', async () => {
    const { result } = renderAt(`/repositories/${ENTERPRISE}?content=${LANGUAGES.fr.uuid}`, () =>
      useModelList(ENTERPRISE),
    );
    await waitFor(() => expect(result.current.result.rows.length).toBe(25));
    expect(result.current.result.language).toBe(LANGUAGES.en.uuid);
    expect(result.current.result.query.error).toBeNull();
  });

  it('under a title filter, says where each row matched: in the shown title, or in the language that has it', async () => {
    const { result } = renderAt(`/repositories/${ENTERPRISE}?q=pr%C3%BCf&size=100`, () => useModelList(ENTERPRISE));
    await waitFor(() => expect(result.current.result.rows.length).toBeGreaterThan(0));
    for (const { title, match } of result.current.result.rows) {
      expect(match).toBeDefined();
      const marked = match!.ranges.map(([start, end]) => match!.text.slice(start, end).toLowerCase());
      expect(marked).toEqual(['prüf']);
      if (match!.language) expect(match!.language).toBe(LANGUAGES.de.name);
      else expect(match!.text).toBe(title!.text);
    }
    // English is shown; these titles match only in German, and the rows say so.
    expect(result.current.result.rows.some((row) => row.match?.language === LANGUAGES.de.name)).toBe(true);
  });

  it('pages: the page in the URL is the window it asks for', async () => {
    const { result } = renderAt(`/repositories/${ENTERPRISE}?size=10`, () => useModelList(ENTERPRISE));
    await waitFor(() => expect(result.current.result.rows.length).toBe(10));
    const first = result.current.result.rows.map((r) => r.model.uuid);
    act(() => result.current.result.list.setPage(2));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
        page: '2',
        size: '10',
      }),
    );
    await waitFor(() => expect(result.current.result.rows[0].model.uuid).not.toBe(first[0]));
    expect(result.current.result.pages).toBe(Math.ceil(result.current.result.total / 10));
  });
});

describe('useApiKeyList', () => {
  const admin: Credential = { kind: 'admin', token: ADMIN_TOKEN };
  it('filters by the one status each key shows, and lists the keys expiring within the 14 days Settings sets by default, soonest first, as a walk of the service finds them', async () => {
    const client = new ApiClient({ baseUrl: service.baseUrl, credential: admin });
    // Two keys that expire soon, two later: the demo's keys are only those of the harness.
    for (const [name, days] of [
      ['Soon A', 3],
      ['Soon B', 10],
      ['Within 30 days', 20],
      ['Later', 90],
    ] as const) {
      await createApiKey(client, {
        applicationName: name,
        expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(),
      });
    }
    const every = (await listApiKeys(client, { maxResults: 100 })).data;
    const expiring = every.filter((key) => keyStatus(key).status === 'EXPIRING');
    expect(expiring.map((key) => key.applicationName)).toEqual(expect.arrayContaining(['Soon A', 'Soon B']));

    const { result } = renderAt('/api-keys?status=EXPIRING&size=10', useApiKeyList, admin);
    await waitFor(() => expect(result.current.result.rows.length).toBe(expiring.length));
    expect(result.current.result.total).toBe(expiring.length);
    expect(result.current.result.rows.every((key) => keyStatus(key).label.startsWith('Expiring'))).toBe(true);
    await waitFor(() => expect(result.current.result.aboutToExpire?.length).toBe(expiring.length));
    const names = result.current.result.aboutToExpire!.map((key) => key.applicationName);
    expect(names.indexOf('Soon A')).toBeLessThan(names.indexOf('Soon B'));
    expect(names).not.toContain('Within 30 days');

    act(() => result.current.result.setStatus(undefined));
    expect(result.current.location.search).toBe('?size=10');
    await waitFor(() => expect(result.current.result.total).toBe(every.length));
  });

  it('tells the keys the console’s server issued people apart from applications’ keys', async () => {
    const client = new ApiClient({ baseUrl: service.baseUrl, credential: admin });
    await createApiKey(client, {
      applicationName: `${PERSON_KEY_PREFIX}someone@example.org`,
      expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    });
    const every = (await listApiKeys(client, { maxResults: 100 })).data;
    const people = every.filter((key) => key.applicationName?.startsWith(PERSON_KEY_PREFIX));
    expect(people.length).toBeGreaterThan(0);

    const { result } = renderAt('/api-keys?holder=people&page=2', useApiKeyList, admin);
    await waitFor(() => expect(result.current.result.total).toBe(people.length));
    act(() => result.current.result.list.setPage(1));
    await waitFor(() =>
      expect(result.current.result.rows.map((key) => key.uuid).sort()).toEqual(people.map((key) => key.uuid).sort()),
    );

    act(() => result.current.result.setHolder('applications'));
    expect(result.current.location.search).toBe('?holder=applications');
    await waitFor(() => expect(result.current.result.total).toBe(every.length - people.length));
    expect(result.current.result.rows.some((key) => key.applicationName?.startsWith(PERSON_KEY_PREFIX))).toBe(false);
  });

  it('sorts by status as by expiry: expired keys first', async () => {
    const { result } = renderAt('/api-keys?sort=status', useApiKeyList, { kind: 'admin', token: ADMIN_TOKEN });
    await waitFor(() => expect(result.current.result.rows.length).toBeGreaterThan(2));
    const expiries = result.current.result.rows.map((key) => Date.parse(key.expiresAt!));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
  });
});

describe('useAccessorMatrix', () => {
  it('selects every accessor matching the filter across pages, grants one flag to all as pending edits, and saves one PATCH each', async () => {
    const quality = DEMO_REPOSITORIES.quality.uuid;
    const client = new ApiClient({ baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } });
    const users = (
      await listAccessors(client, quality, {
        projection: 'ALL',
        filter: 'user',
        filterFields: 'user,type',
        maxResults: 100,
      })
    ).data;
    const lacking = users.filter((user) => !user.privileges?.snapshotLock);
    expect(lacking.length).toBeGreaterThan(0);

    const { result } = renderAt(`/repositories/${quality}/accessors?q=user&size=10`, () => useAccessorMatrix(quality));
    await waitFor(() => expect(result.current.result.rows).toHaveLength(10));
    // Cancelled, the walk leaves the selection as it was and reports no failure.
    await act(async () => {
      const walk = result.current.result.selectAllMatching();
      result.current.result.cancelSelectAll();
      await walk;
    });
    expect(result.current.result.selection.count).toBe(0);
    expect(result.current.result.selectingAll).toBeUndefined();
    await act(() => result.current.result.selectAllMatching());
    expect(result.current.result.selection.count).toBe(users.length);

    act(() => result.current.result.setForSelected('snapshotLock', true));
    expect(result.current.result.diff.map((line) => line.accessorId).sort()).toEqual(
      lacking.map((user) => user.uuid).sort(),
    );
    expect(result.current.result.diff.every((line) => line.flag === 'snapshotLock' && line.to && !line.from)).toBe(
      true,
    );

    let summary: SaveSummary | undefined;
    await act(async () => {
      summary = await result.current.result.save();
    });
    expect(summary).toEqual({ saved: lacking.length, failed: 0, unknown: 0 });
    expect(result.current.result.progress).toEqual({ settled: lacking.length, total: lacking.length });
    expect(result.current.result.diff).toEqual([]);
    const after = (
      await listAccessors(client, quality, {
        projection: 'ALL',
        filter: 'user',
        filterFields: 'user,type',
        maxResults: 100,
      })
    ).data;
    expect(after.every((user) => user.privileges?.snapshotLock)).toBe(true);

    // The selection now holds what was saved: withdrawing starts from it, so every selected user has an edit.
    act(() => result.current.result.setForSelected('snapshotLock', false));
    expect(result.current.result.diff).toHaveLength(users.length);
  });
});
