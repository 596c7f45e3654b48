// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODELS, DEMO_REPOSITORIES, LANGUAGES } from '../../server/service/seed/demo';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from '../api/client';
import { ClientProvider } from '../api/ClientContext';
import { createQueryClient } from '../api/queryClient';
import type { Model } from '../api/types';
import { useAcceptDraftFlow } from './useAcceptDraftFlow';
import { useBatchAccept } from './useBatchAccept';

let service: TestService;
beforeAll(async () => {
  service = await startService({ config: { faultHeaders: true } });
});
afterAll(() => service.close());

const TARGET = { uuid: DEMO_REPOSITORIES.itService.uuid, label: DEMO_REPOSITORIES.itService.name };
let serial = 0;

/** A draft in the service, with two vertices and an edge unless `empty`. */
async function newDraft(empty = false): Promise<Model> {
  const title = `Reconcile me ${++serial} ${Date.now()}`;
  const canvas = (
    await service.call(
      `/repositories/${DEMO_REPOSITORIES.enterprise.uuid}/models/${DEMO_MODELS.hostileDescription}/canvas`,
    )
  ).body;
  const [a, b] = canvas.vertices;
  const { status, body } = await service.call('/repositories/draft/models', {
    method: 'POST',
    body: {
      modelType: 'GENERAL_MODEL',
      titles: { [LANGUAGES.en.uuid]: { title } },
      canvas: empty
        ? { vertices: [], edges: [] }
        : {
            vertices: [
              { symbol: a.symbol, x: 0, y: 0, width: 100, height: 50 },
              { symbol: b.symbol, x: 200, y: 0, width: 100, height: 50 },
            ],
            edges: [],
          },
    },
  });
  expect(status).toBe(201);
  return body;
}

const statusOf = (draftId: string) =>
  (service.db.prepare('SELECT status FROM models WHERE uuid = ?').get(draftId) as { status: string }).status;
const modelsTitled = (title: string) =>
  (
    service.db
      .prepare(
        'SELECT COUNT(*) AS n FROM model_titles t JOIN models m ON m.id = t.model_id JOIN repositories r ON r.id = m.repository_id WHERE r.uuid = ? AND t.title = ?',
      )
      .get(TARGET.uuid, title) as { n: number }
  ).n;
const titleOf = (draft: Model) => draft.titles![LANGUAGES.en.uuid]!.title;

/**
 * The network between the console and the service: a fault for the requests `fault` names, sent to the real
 * service as its fault-injection header (it does the work, then drops the connection) or, for 'unreachable',
 * a request that never leaves (a network error before anything was sent). Every request is counted.
 */
function network(fault: (method: string, url: string) => 'drop' | 'unreachable' | undefined) {
  const sent: { method: string; url: string }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    const chosen = fault(method, url);
    if (chosen === 'unreachable') throw new TypeError('fetch failed');
    sent.push({ method, url });
    const headers = new Headers(init?.headers);
    if (chosen) headers.set('x-fault', chosen);
    return fetch(input, { ...init, headers });
  };
  return {
    fetcher,
    sent,
    accepts: () => sent.filter((r) => r.method === 'POST' && r.url.endsWith('/versions/accept')).length,
  };
}

function setup(fetcher: typeof fetch) {
  const client = new ApiClient(
    { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } },
    { fetch: fetcher, scheduler: {}, timeoutMs: 5000 },
  );
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>{children}</ClientProvider>
    </QueryClientProvider>
  );
  return { wrapper };
}

const isAccept = (method: string, url: string) => method === 'POST' && url.endsWith('/versions/accept');

describe('useAcceptDraftFlow after a lost answer', () => {
  it('the service accepted: reading back finds the draft archived and the new model, and nothing is sent again', async () => {
    const draft = await newDraft();
    const net = network((method, url) => (isAccept(method, url) ? 'drop' : undefined));
    const { result } = renderHook(() => useAcceptDraftFlow(draft.uuid!, draft), setup(net.fetcher));
    const outcome = await act(() => result.current.submit(TARGET.uuid, ''));
    expect(outcome).toMatchObject({
      state: 'accepted',
      target: TARGET.uuid,
      note: expect.stringMatching(/reading back shows the draft was accepted/),
    });
    expect(outcome.state === 'accepted' && outcome.model?.titles?.[LANGUAGES.en.uuid]?.title).toBe(titleOf(draft));
    expect(net.accepts()).toBe(1);
    expect(statusOf(draft.uuid!)).toBe('ARCHIVED');
    expect(modelsTitled(titleOf(draft))).toBe(1);
  });

  it('the request never arrived: reading back finds the draft still new, and says it may be sent again', async () => {
    const draft = await newDraft();
    const net = network((method, url) => (isAccept(method, url) ? 'unreachable' : undefined));
    const { result } = renderHook(() => useAcceptDraftFlow(draft.uuid!, draft), setup(net.fetcher));
    const outcome = await act(() => result.current.submit(TARGET.uuid, ''));
    expect(outcome).toMatchObject({
      state: 'not-accepted',
      message: expect.stringMatching(/was not accepted\. You can try again/),
    });
    expect(statusOf(draft.uuid!)).toBe('NEW');
    expect(modelsTitled(titleOf(draft))).toBe(0);
  });

  it('reading back fails too: the outcome is unknown, nothing is sent, and checking again settles it', async () => {
    const draft = await newDraft();
    let reachable = false;
    const net = network((method, url) =>
      isAccept(method, url) ? 'drop' : !reachable && method === 'GET' ? 'unreachable' : undefined,
    );
    const { result } = renderHook(() => useAcceptDraftFlow(draft.uuid!, draft), setup(net.fetcher));
    const outcome = await act(() => result.current.submit(TARGET.uuid, ''));
    expect(outcome).toMatchObject({
      state: 'unknown',
      message: expect.stringMatching(/not known whether it was accepted/),
    });
    expect(result.current.result?.state).toBe('unknown');
    expect(net.accepts()).toBe(1);

    reachable = true;
    const settled = await act(() => result.current.checkAgain());
    expect(settled).toMatchObject({ state: 'accepted' });
    expect(net.accepts()).toBe(1);
    expect(modelsTitled(titleOf(draft))).toBe(1);
  });
});

describe('useBatchAccept', () => {
  it('holds a draft that fails its checks, reads back one whose answer is lost, and accepts the rest, each once', async () => {
    const [sound, empty, lost] = [await newDraft(), await newDraft(true), await newDraft()];
    const net = network((method, url) => (isAccept(method, url) && url.includes(lost.uuid!) ? 'drop' : undefined));
    const { result } = renderHook(() => useBatchAccept([sound, empty, lost]), setup(net.fetcher));

    await act(() => result.current.check(TARGET));
    const verdicts = Object.fromEntries(result.current.rows.map((row) => [row.draftId, row.checklist?.verdict]));
    expect(verdicts).toEqual({ [sound.uuid!]: 'warn', [empty.uuid!]: 'fail', [lost.uuid!]: 'warn' });

    await act(() => result.current.run(TARGET.uuid, '', new Set()));
    const steps = Object.fromEntries(result.current.rows.map((row) => [row.draftId, row.status]));
    expect(steps[sound.uuid!]).toMatchObject({ step: 'done', outcome: { state: 'accepted' } });
    expect(steps[empty.uuid!]).toEqual({ step: 'held', reason: 'It failed its checks; not confirmed.' });
    expect(steps[lost.uuid!]).toMatchObject({
      step: 'done',
      outcome: { state: 'accepted', note: expect.stringMatching(/reading back/) },
    });
    expect(net.accepts()).toBe(2);
    expect([modelsTitled(titleOf(sound)), modelsTitled(titleOf(empty)), modelsTitled(titleOf(lost))]).toEqual([
      1, 0, 1,
    ]);

    // Confirmed, the held draft goes on its own: the settled ones are not sent again.
    await act(() => result.current.run(TARGET.uuid, '', new Set([empty.uuid!])));
    await waitFor(() =>
      expect(result.current.rows.find((row) => row.draftId === empty.uuid)?.status).toMatchObject({
        step: 'done',
        outcome: { state: 'accepted' },
      }),
    );
    expect(net.accepts()).toBe(3);
  });

  it('stops at an outcome nobody knows: nothing after it is sent until it has been read back', async () => {
    const [first, second] = [await newDraft(), await newDraft()];
    let reachable = false;
    const net = network((method, url) =>
      isAccept(method, url) && url.includes(first.uuid!)
        ? 'drop'
        : !reachable && method === 'GET' && url.includes('/repositories/draft/models/')
          ? 'unreachable'
          : undefined,
    );
    const { result } = renderHook(() => useBatchAccept([first, second]), setup(net.fetcher));
    reachable = true;
    await act(() => result.current.check(TARGET));
    reachable = false;
    await act(() => result.current.run(TARGET.uuid, '', new Set()));
    expect(result.current.unknown?.draftId).toBe(first.uuid);
    expect(result.current.rows[1].status).toEqual({
      step: 'held',
      reason: 'Not sent: the outcome before it is not known yet.',
    });
    expect(net.accepts()).toBe(1);

    reachable = true;
    await act(() => result.current.checkAgain(first.uuid!));
    expect(result.current.unknown).toBeUndefined();
    await act(() => result.current.run(TARGET.uuid, '', new Set()));
    expect(result.current.rows.map((row) => row.status)).toMatchObject([
      { step: 'done', outcome: { state: 'accepted' } },
      { step: 'done', outcome: { state: 'accepted' } },
    ]);
    expect(net.accepts()).toBe(2);
    expect(modelsTitled(titleOf(first))).toBe(1);
  });
});
