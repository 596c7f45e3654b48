import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isKeyOf, keyOf, partsOf, queryKeys } from './queryKeys';

/** Which of the cached queries a filter invalidates, through TanStack Query's own matching. */
async function invalidated(filter: ReturnType<typeof keyOf>): Promise<string[]> {
  const queryClient = new QueryClient();
  const named = {
    list: queryKeys.modelList('ann', 'r1', { startAt: 0 }),
    detail: queryKeys.model('ann', 'r1', 'm1'),
    canvas: queryKeys.canvas('ann', 'r1', 'm1'),
    review: queryKeys.draftReview('ann', 'r1', 'm1'),
    otherModel: queryKeys.model('ann', 'r1', 'm2'),
    otherRepository: queryKeys.model('ann', 'r2', 'm1'),
    targetReview: queryKeys.targetReview('ann', 'r1', { draft: 'd' }),
    accessors: queryKeys.accessorList('ann', 'r1', {}),
    otherIdentity: queryKeys.model('bob', 'r1', 'm1'),
  };
  for (const key of Object.values(named)) queryClient.setQueryData(key, 1);
  await queryClient.invalidateQueries({ queryKey: filter, refetchType: 'none' });
  return Object.entries(named)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('query keys', () => {
  it('select by the parts a filter names, whatever the others are', async () => {
    expect(await invalidated(keyOf('ann', { scope: 'models', repository: 'r1', model: 'm1' }))).toEqual([
      'detail',
      'canvas',
      'review',
    ]);
    expect(await invalidated(keyOf('ann', { scope: 'models', repository: 'r1', view: 'list' }))).toEqual(['list']);
    expect(await invalidated(keyOf('ann', { scope: 'models', repository: 'r1' }))).toEqual([
      'list',
      'detail',
      'canvas',
      'review',
      'otherModel',
      'targetReview',
    ]);
    expect(await invalidated(keyOf('ann', { scope: 'accessors', repository: 'r1' }))).toEqual(['accessors']);
  });

  it('leave undefined parts out, so that a filter built from optional values still matches', async () => {
    expect(keyOf('ann', { scope: 'models', model: undefined })).toEqual([{ identity: 'ann', scope: 'models' }]);
    expect(await invalidated(keyOf('ann', { scope: 'models', repository: 'r2', model: undefined }))).toEqual([
      'otherRepository',
    ]);
  });

  it('are read back by name, and only those built here', () => {
    const canvas = queryKeys.canvas('ann', 'r1', 'm1');
    expect(partsOf(canvas)).toMatchObject({ repository: 'r1', model: 'm1', view: 'canvas' });
    expect(isKeyOf(canvas, 'ann', { scope: 'models', view: 'canvas' })).toBe(true);
    expect(isKeyOf(canvas, 'bob', { scope: 'models', view: 'canvas' })).toBe(false);
    expect(isKeyOf(canvas, 'ann', { view: 'detail' })).toBe(false);
    expect(partsOf(['published-directory'])).toBeUndefined();
    expect(isKeyOf(['ann', 'repository', 'r1', 'models'], 'ann', {})).toBe(false);
  });
});
