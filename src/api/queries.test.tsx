// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MODELS,
  DEMO_REPOSITORIES,
  DOCUMENT_SOURCES,
  LANGUAGES,
  MISSING_DOCUMENT_KEY,
} from '../../server/service/seed/demo';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from './client';
import { ClientProvider } from './ClientContext';
import { getCanvas } from './endpoints/models';
import { createQueryClient } from './queryClient';
import type { SchedulerEvent } from './scheduler';
import { useAccessors, useCreateAccessor } from '../accessors/queries';
import { useResolvedDocuments } from '../models/documentQueries';
import { useAcceptDraft, useModels } from '../models/queries';
import { useCanvasSymbols } from '../canvas/queries';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;

function setup() {
  const client = new ApiClient(
    { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } },
    { scheduler: {} },
  );
  const queryClient: QueryClient = createQueryClient();
  const events: SchedulerEvent[] = [];
  client.scheduler.onEvent((event) => events.push(event));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>{children}</ClientProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, events, wrapper };
}

describe('useCanvasSymbols', () => {
  it('fetches each unique symbol once, and reuses them for another model of the repository', async () => {
    const { client, events, wrapper } = setup();
    const large = await getCanvas(client, ENTERPRISE, DEMO_MODELS.largeCanvas);
    const ids = large.vertices.map((v) => v.symbol);
    const unique = new Set(ids);
    const { result } = renderHook(() => useCanvasSymbols(ENTERPRISE, ids), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(unique.size), { timeout: 15_000 });
    expect(result.current.total).toBe(unique.size);
    const symbolSends = () => events.filter((e) => e.type === 'send' && e.path.includes('/symbols/')).length;
    expect(symbolSends()).toBe(unique.size);

    const small = await getCanvas(client, ENTERPRISE, DEMO_MODELS.hostileDescription);
    const smallIds = small.vertices.map((v) => v.symbol);
    const { result: second } = renderHook(() => useCanvasSymbols(ENTERPRISE, smallIds), { wrapper });
    await waitFor(() => expect(second.current.loaded).toBe(new Set(smallIds).size));
    const newOnes = [...new Set(smallIds)].filter((id) => !unique.has(id)).length;
    expect(symbolSends()).toBe(unique.size + newOnes);
  });
});

describe('writes invalidate exactly what they change', () => {
  it('creating an accessor refetches that repository’s accessor list and nothing else', async () => {
    const { wrapper, events } = setup();
    const quality = DEMO_REPOSITORIES.quality.uuid;
    const { result } = renderHook(
      () => ({
        accessors: useAccessors(quality, { maxResults: 100 }),
        models: useModels(quality, { maxResults: 5 }),
        create: useCreateAccessor(quality),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.accessors.data && result.current.models.data).toBeTruthy());
    const before = result.current.accessors.data!.total;
    const modelReads = () => events.filter((e) => e.type === 'send' && e.path.endsWith('/models')).length;
    const modelsBefore = modelReads();

    await act(() => result.current.create.mutateAsync({ type: 'user', user: '12345678-1234-4234-8234-123456789abc' }));
    await waitFor(() => expect(result.current.accessors.data!.total).toBe(before + 1));
    expect(modelReads()).toBe(modelsBefore);
  });

  it('accepting a draft refreshes the draft list and the target list', async () => {
    const { wrapper } = setup();
    const target = DEMO_REPOSITORIES.itService.uuid;
    const { result } = renderHook(
      () => ({
        drafts: useModels('draft', { maxResults: 100 }),
        target: useModels(target, { maxResults: 1 }),
        accept: useAcceptDraft(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.drafts.data && result.current.target.data).toBeTruthy());
    const draft = result.current.drafts.data!.data[0].uuid!;
    const targetTotal = result.current.target.data!.total;
    await act(() => result.current.accept.mutateAsync({ target, draftId: draft }));
    await waitFor(() => expect(result.current.target.data!.total).toBe(targetTotal + 1));
    await waitFor(() => expect(result.current.drafts.data!.data.map((m) => m.uuid)).not.toContain(draft));
  });
});

describe('useResolvedDocuments', () => {
  it('groups by provider, matches answers by documentId and keeps unresolved keys', async () => {
    const { wrapper } = setup();
    const references = [
      { sourceId: DOCUMENT_SOURCES.archive, uuid: 'AA-17 Prüfung & Freigabe 100%' },
      { sourceId: DOCUMENT_SOURCES.sharepoint, uuid: MISSING_DOCUMENT_KEY },
      { sourceId: DOCUMENT_SOURCES.archive, uuid: 'QM-HB §4.2 Lenkung von Dokumenten #rev7' },
    ];
    const { result } = renderHook(() => useResolvedDocuments(ENTERPRISE, references, LANGUAGES.en.uuid), { wrapper });
    await waitFor(() => expect(result.current.every((group) => !group.isLoading)).toBe(true));
    const archive = result.current.find((group) => group.sourceId === DOCUMENT_SOURCES.archive)!;
    expect(archive.entries.map((e) => [e.key, e.document?.documentId.id])).toEqual([
      ['AA-17 Prüfung & Freigabe 100%', 'AA-17 Prüfung & Freigabe 100%'],
      ['QM-HB §4.2 Lenkung von Dokumenten #rev7', 'QM-HB §4.2 Lenkung von Dokumenten #rev7'],
    ]);
    expect(archive.entries[1].document?.title).toBe('Quality manual §4.2 document control');
    const sharepoint = result.current.find((group) => group.sourceId === DOCUMENT_SOURCES.sharepoint)!;
    expect(sharepoint.entries).toEqual([{ key: MISSING_DOCUMENT_KEY, document: undefined }]);
  });
});
