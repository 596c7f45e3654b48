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
    expect(
      indexHeadline(
        progress({
          repositories: { walked: 3, known: 14 },
          models: { indexed: 2000, known: 5510 },
          canvases: { read: 1204, of: 2000 },
        }),
        NOW,
      ),
    ).toBe('Indexing: 3 of 14 repositories, 1,204 of 5,510 models');
    expect(indexHeadline(progress({}), NOW)).toBe('Indexing: starting');
  });

  it('says when it was last updated once ready, and that it is paused', () => {
    const ready = progress({
      complete: true,
      status: { ...emptyStatus(), phase: 'idle', lastRefreshAt: NOW - 4 * 60_000 },
    });
    expect(indexHeadline(ready, NOW)).toBe('Search index ready · updated 4 minutes ago');
    expect(indexHeadline({ ...ready, control: { key: 'control', paused: true, rebuildRequested: false } }, NOW)).toBe(
      'Search index paused',
    );
  });

  it('says why it waits while the scheduler holds it: another client of the key, or its share of the window spent', () => {
    const going = progress({
      repositories: { walked: 4, known: 4 },
      models: { indexed: 391, known: 391 },
      canvases: { read: 12, of: 391 },
    });
    expect(indexHeadline(going, NOW, 'others')).toBe(
      "Indexing: 4 of 4 repositories, 12 of 391 models · waiting: another client of this key is using the service's limit",
    );
    expect(indexHeadline(progress({}), NOW, 'share')).toBe(
      'Indexing: starting · waiting for the next rate-limit window',
    );
    // Paused or ready, the hold is no news.
    expect(
      indexHeadline({ ...going, control: { key: 'control', paused: true, rebuildRequested: false } }, NOW, 'others'),
    ).toBe('Search index paused');
  });
});
