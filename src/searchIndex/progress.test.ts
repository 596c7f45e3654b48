import { describe, expect, it } from 'vitest';
import { emptyStatus } from './database';
import { indexHeadline, type IndexProgress } from './progress';

const NOW = 1_800_000_000_000;
const progress = (over: Partial<IndexProgress>): IndexProgress => ({
  status: emptyStatus(),
  control: { key: 'control', paused: false, rebuildRequested: false },
  repositories: { walked: 0, known: 0 },
  models: { indexed: 0, known: 0 },
  canvases: { read: 0, of: 0 },
  symbols: { read: 0, known: 0 },
  requestsLeft: 1,
  complete: false,
  ...over,
});

describe("the index's headline", () => {
  it('says how far it is, in repositories and models', () => {
    expect(indexHeadline(progress({ repositories: { walked: 3, known: 14 }, models: { indexed: 2000, known: 5510 }, canvases: { read: 1204, of: 2000 } }), NOW)).toBe(
      'Indexing: 3 of 14 repositories, 1,204 of 5,510 models',
    );
    expect(indexHeadline(progress({}), NOW)).toBe('Indexing: starting');
  });

  it('says when it was last updated once ready, and that it is paused', () => {
    const ready = progress({ complete: true, status: { ...emptyStatus(), phase: 'idle', lastRefreshAt: NOW - 4 * 60_000 } });
    expect(indexHeadline(ready, NOW)).toBe('Search index ready · updated 4 minutes ago');
    expect(indexHeadline({ ...ready, control: { key: 'control', paused: true, rebuildRequested: false } }, NOW)).toBe('Search index paused');
  });
});
