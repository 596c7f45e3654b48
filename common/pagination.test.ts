import { describe, expect, it } from 'vitest';
import { pageCap, walkPages, walkUntilStable } from './pagination';

// Services that are not ours: a total is their claim, and a walk must end whatever they send.
const rows = (from: number, count: number) => Array.from({ length: count }, (_, n) => ({ uuid: `row-${from + n}` }));
/** A page as a service sends it, claiming `total`. */
const page = (startAt: number, total: number, data: { uuid: string }[]) => ({ startAt, maxResults: 10, total, data });

describe('walkPages against totals that are not the truth', () => {
  it('reads a list whose total is right to its end', async () => {
    const result = await walkPages(
      async (startAt, maxResults) => page(startAt, 25, rows(startAt, Math.min(maxResults, 25 - startAt))),
      { pageSize: 10 },
    );
    expect(result).toMatchObject({ ended: 'complete', loaded: 25, pages: 3 });
  });

  it('stops at an empty page before the stated total, and says so', async () => {
    const result = await walkPages(
      async (startAt) => page(startAt, 32_882_551, startAt < 30 ? rows(startAt, 10) : []),
      { pageSize: 10 },
    );
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

describe('walkUntilStable: a list that changes while it is read', () => {
  /** A live list of `rows`, read by offset; `during(pages)` changes it after that many pages were read. */
  const liveList = (initial: string[], during: (pagesRead: number, list: string[]) => void) => {
    const list = [...initial];
    let pagesRead = 0;
    return async (startAt: number, maxResults: number) => {
      const data = list.slice(startAt, startAt + maxResults).map((uuid) => ({ uuid }));
      const answer = { startAt, maxResults, total: list.length, data };
      during(++pagesRead, list);
      return answer;
    };
  };
  const names = (count: number) => Array.from({ length: count }, (_, n) => `m${String(n).padStart(3, '0')}`);

  it('walks once when nothing changes', async () => {
    const result = await walkUntilStable(
      liveList(names(25), () => {}),
      { pageSize: 10 },
    );
    expect(result).toMatchObject({ walks: 1, changes: [], complete: true, total: 25 });
    expect(result.items).toHaveLength(25);
  });

  it('fills the hole an insertion before the offset leaves, and reports the change', async () => {
    // After the first page a row goes in at the front: one walk never sees it.
    const insertAfterFirstPage = (pagesRead: number, list: string[]) => pagesRead === 1 && list.unshift('new');
    const once = await walkPages(liveList(names(25), insertAfterFirstPage), { pageSize: 10 });
    expect(once.totalChanged).toBe(true);
    expect(once.items.map((item) => item.uuid)).not.toContain('new');
    const result = await walkUntilStable(liveList(names(25), insertAfterFirstPage), { pageSize: 10 });
    expect(result).toMatchObject({ walks: 2, changes: [{ from: 25, to: 26 }], complete: true, total: 26 });
    expect(result.items.map((item) => item.uuid).sort()).toEqual([...names(25), 'new'].sort());
  });

  it('does not keep a row removed mid-walk once a walk sees the whole list unchanged', async () => {
    const fetchPage = liveList(names(25), (pagesRead, list) => pagesRead === 2 && list.splice(list.indexOf('m003'), 1));
    const result = await walkUntilStable(fetchPage, { pageSize: 10 });
    expect(result).toMatchObject({ walks: 2, changes: [{ from: 25, to: 24 }], complete: true });
    expect(result.items.map((item) => item.uuid)).not.toContain('m003');
    expect(new Set(result.items.map((item) => item.uuid)).size).toBe(24);
  });

  it('gives up after maxWalks on a list that never holds still, keeping the union and saying it is incomplete', async () => {
    let added = 0;
    const fetchPage = liveList(names(15), (_, list) => list.push(`extra${added++}`));
    const result = await walkUntilStable(fetchPage, { pageSize: 10, maxWalks: 3 });
    expect(result.walks).toBe(3);
    expect(result.complete).toBe(false);
    expect(result.changes).toHaveLength(3);
    expect(new Set(result.items.map((item) => item.uuid)).size).toBe(result.items.length);
  });
});
