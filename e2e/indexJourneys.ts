import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/storageKeys.mjs';
import { api, expect } from './fixtures';

// What the journeys of both indexes (the browser's, e2e/searchIndex.spec.ts; the installation's,
// e2e/installation.spec.ts) read by hand to check the console's answers against the service.

/** How long a browser's index of the demo data may take to build on a busy 2-core machine (about 40 s on a quiet one). */
export const INDEX_BUILD_MS = 90_000;

/** The search indexes in the page's browser: their IndexedDB databases. */
export const indexNames = (page: Page) =>
  page.evaluate(
    async (prefix) => (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith(prefix)),
    STORAGE_KEYS.indexDatabasePrefix,
  );

/** Counts the API requests the page sends from now on. */
export function countRequests(page: Page) {
  const sent: { at: number; url: string }[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/api/v1/') && sent.push({ at: Date.now(), url: request.url() }),
  );
  return sent;
}

/** The placements the symbol page lists, every page of them (a hundred at a time), by their vertex uuids. */
export async function listedPlacements(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Placements' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const total = Number((await page.getByText(/^\d+–\d+ of [\d,]+$/).textContent())!.split(' of ')[1].replace(/,/g, ''));
  const ids: string[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    ids.push(
      ...(await table
        .locator('tbody tr td:nth-child(3) [data-uuid]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-uuid')!))),
    );
    if (ids.length >= total) return ids;
    await page.getByRole('button', { name: 'Next page' }).click();
    // As long as the first page's: the index may still be writing what a reload found, and the list redraws.
    await expect(page.getByText(new RegExp(`^${pageNumber * 100 + 1}–\\d+ of`))).toBeVisible({ timeout: 20_000 });
  }
}

export interface Canvas {
  vertices: { uuid: string; symbol: string }[];
  edges: { fromVertex: string; toVertex: string; edgeType: string }[];
}

/** Every model of every repository, with its canvas, read through the API as an integrator would. */
export async function walkAllCanvases(through: Page | APIRequestContext, origin?: string) {
  const canvases: { repositoryId: string; modelId: string; canvas: Canvas }[] = [];
  // As an integrator would: a 429 is waited out (a service with a rate limit of its own, in the installation journeys).
  const read = async (path: string): Promise<{ status: number; body: any }> => {
    const answer = await api(through, path, { origin });
    if (answer.status !== 429) return answer;
    await new Promise((resolve) => setTimeout(resolve, (answer.body.retryAfterSeconds ?? 1) * 1000 + 100));
    return read(path);
  };
  const repositories = (await read('/repositories?maxResults=1000')).body.data as { uuid: string }[];
  for (const repository of repositories) {
    const models = (await read(`/repositories/${repository.uuid}/models?maxResults=1000`)).body.data as {
      uuid: string;
    }[];
    for (const model of models) {
      const canvas = (await read(`/repositories/${repository.uuid}/models/${model.uuid}/canvas`)).body as Canvas;
      canvases.push({ repositoryId: repository.uuid, modelId: model.uuid, canvas });
    }
  }
  return canvases;
}
