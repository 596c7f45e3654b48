import { describe, expect, it } from 'vitest';
import { pageCap, walkPages } from './pagination';

// Services that are not ours: a total is their claim, and a walk must end whatever they send.
const rows = (from: number, count: number) => Array.from({ length: count }, (_, n) => ({ uuid: `row-${from + n}` }));
/** A page as a service sends it, claiming `total`. */
const page = (startAt: number, total: number, data: { uuid: string }[]) => ({ startAt, maxResults: 10, total, data });

describe('walkPages against totals that are not the truth', () => {
  it('reads a list whose total is right to its end', async () => {
    const result = await walkPages(async (startAt, maxResults) => page(startAt, 25, rows(startAt, Math.min(maxResults, 25 - startAt))), { pageSize: 10 });
    expect(result).toMatchObject({ ended: 'complete', loaded: 25, pages: 3 });
  });

  it('stops at an empty page before the stated total, and says so', async () => {
    const result = await walkPages(async (startAt) => page(startAt, 32_882_551, startAt < 30 ? rows(startAt, 10) : []), { pageSize: 10 });
    expect(result).toMatchObject({ ended: 'empty-page', loaded: 30, pages: 4 });
  });

  it('stops at a page that adds nothing new', async () => {
    const result = await walkPages(async (startAt) => page(startAt, 1_000, rows(0, 10)), { pageSize: 10 });
    expect(result).toMatchObject({ ended: 'nothing-new', loaded: 10, pages: 2 });
  });

  it('stops at a cap derived from the first page when the total keeps running ahead', async () => {
    let requests = 0;
    const result = await walkPages(
      async (startAt) => {
        requests++;
        return page(startAt, 50 + startAt * 2, rows(startAt, 10));
      },
      { pageSize: 10 },
    );
    expect(result.ended).toBe('page-cap');
    expect(requests).toBe(pageCap(50, 10));
    expect(requests).toBe(10);
  });
});
