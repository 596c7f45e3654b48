// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_REPOSITORIES, LANGUAGES } from '../../server/service/seed/demo';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from '../api/client';
import { listModels } from '../api/endpoints/models';
import type { Model } from '../api/types';
import { parseCsv } from '../../common/csv';
import { EXPORT_PAGE_SIZE, useCsvExport, type CsvExportSpec } from './useCsvExport';

let service: TestService;
let client: ApiClient;
beforeAll(async () => {
  service = await startService();
  client = new ApiClient({ baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } });
});
afterAll(() => service.close());

/** The files the browser was handed to save; jsdom has no downloads, so the hand-over is where we look. */
let saved: { name: string; text: Promise<string> }[] = [];
let lastBlob: Blob | undefined;
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: lastBlob!.text() });
  });
});
afterEach(() => {
  saved = [];
});

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;
const csvRows = (text: string) => parseCsv(text).map((row) => row.fields);
const pages: { startAt: number; maxResults: number }[] = [];
const spec = (overrides: Partial<CsvExportSpec<Model>> = {}): CsvExportSpec<Model> => ({
  fileName: 'models.csv',
  header: ['uuid', 'title'],
  row: (model) => [model.uuid, model.titles?.[LANGUAGES.en.uuid]?.title],
  fetchPage: (startAt, maxResults, signal) => {
    pages.push({ startAt, maxResults });
    return listModels(client, ENTERPRISE, { startAt, maxResults, fields: 'titles', sortBy: 'uuid' }, signal);
  },
  ...overrides,
});

describe('useCsvExport', () => {
  it('walks every page of the list into one file, a row per model', async () => {
    pages.length = 0;
    const { result } = renderHook(() => useCsvExport(spec()));
    await act(() => result.current.start());
    const total = (await listModels(client, ENTERPRISE, { maxResults: 1 })).total;
    expect(total).toBeGreaterThan(2 * EXPORT_PAGE_SIZE);
    expect(pages.map((page) => page.startAt)).toEqual(
      Array.from({ length: Math.ceil(total / EXPORT_PAGE_SIZE) }, (_, n) => n * EXPORT_PAGE_SIZE),
    );
    expect(saved.map((file) => file.name)).toEqual(['models.csv']);
    const rows = csvRows(await saved[0].text);
    expect(rows[0]).toEqual(['uuid', 'title']);
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.slice(1).map(([uuid]) => uuid)).size).toBe(total);
    expect(result.current.error).toBeUndefined();
    expect(result.current.running).toBe(false);
  });

  it('leaves out the rows it is told to keep out', async () => {
    const { result } = renderHook(() => useCsvExport(spec({ keep: (model) => model.uuid!.startsWith('0') })));
    await act(() => result.current.start());
    const rows = csvRows(await saved[0].text).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(([uuid]) => uuid.startsWith('0'))).toBe(true);
  });

  it('shows its progress while it runs, and a cancelled export saves nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { result } = renderHook(() =>
      useCsvExport(
        spec({
          fetchPage: async (startAt, maxResults, signal) => {
            const page = await listModels(client, ENTERPRISE, { startAt, maxResults, fields: 'titles' }, signal);
            if (startAt > 0) await held;
            return page;
          },
        }),
      ),
    );
    let finished!: Promise<void>;
    act(() => {
      finished = result.current.start();
    });
    await vi.waitFor(() => expect(result.current.progress?.loaded).toBe(EXPORT_PAGE_SIZE));
    expect(result.current.running).toBe(true);
    expect(result.current.progress?.total).toBeGreaterThan(EXPORT_PAGE_SIZE);
    act(() => result.current.cancel());
    release();
    await act(() => finished);
    expect(saved).toEqual([]);
    expect(result.current.error).toBeUndefined();
    expect(result.current.running).toBe(false);
  });

  it('says why it stopped when the service refuses a page midway, and saves no partial file', async () => {
    const { result } = renderHook(() =>
      useCsvExport(
        spec({
          fetchPage: (startAt, maxResults, signal) =>
            listModels(client, startAt === 0 ? ENTERPRISE : 'not-a-repository', { startAt, maxResults }, signal),
        }),
      ),
    );
    await act(() => result.current.start());
    expect(saved).toEqual([]);
    expect(result.current.error).toMatch(/repositoryId must be a UUID/);
  });
});
