import { describe, expect, it } from 'vitest';
import type { RateLimitState } from '../api/scheduler';
import { allowance, budgetFigures, budgetNotice, noticeInputs } from './budgetWords';
import { sameFields } from '../lib/sameFields';

const NOW = 1_800_000_000_000;
const state = (over: Partial<RateLimitState>): RateLimitState => ({
  active: 0,
  queued: 0,
  background: { active: 0, queued: 0 },
  window: { yours: 0, index: 0, others: 0 },
  ...over,
});

describe('the rate limit in words', () => {
  it.each([
    [600, 60, '600 requests a minute'],
    [12, 8, '12 requests every 8 seconds'],
    [5000, 3600, '5,000 requests an hour'],
    [100, 300, '100 requests every 5 minutes'],
    [600, undefined, '600 requests per rate-limit window'],
  ] as const)('%i per %s s is "%s"', (limit, seconds, words) => expect(allowance(limit, seconds)).toBe(words));

  it('says nothing while there is room, nor where the service sends no rate-limit headers', () => {
    expect(
      budgetNotice(noticeInputs(state({ limit: 600, remaining: 400, windowSeconds: 60, resetAt: NOW + 20_000 }))!, NOW),
    ).toBeUndefined();
    expect(noticeInputs(state({}))).toBeUndefined();
  });

  it('reads what the words need, so that the header draws again only when they may change', () => {
    const roomy = (remaining: number, resetAt: number) =>
      noticeInputs(state({ limit: 600, remaining, windowSeconds: 60, resetAt, active: remaining % 3 }));
    expect(sameFields(roomy(400, NOW + 20_000), roomy(399, NOW + 19_000))).toBe(true);
    expect(sameFields(roomy(400, NOW + 20_000), roomy(61, NOW + 19_000))).toBe(true);
    expect(sameFields(roomy(60, NOW + 20_000), roomy(59, NOW + 19_000))).toBe(false);
    const waiting = (until: number, queued: number) =>
      noticeInputs(state({ limit: 12, remaining: 0, waiting: { until, reason: 'quota-spent' }, queued }));
    expect(sameFields(waiting(NOW + 5_000, 1), waiting(NOW + 5_000, 4))).toBe(true);
    expect(sameFields(waiting(NOW + 5_000, 1), waiting(NOW + 6_000, 1))).toBe(false);
  });

  it('speaks up when the last tenth of the window is being spent', () => {
    expect(
      budgetNotice(noticeInputs(state({ limit: 600, remaining: 12, windowSeconds: 60, resetAt: NOW + 19_500 }))!, NOW),
    ).toEqual({
      text: 'Slowing down: the service allows 600 requests a minute, 12 left, next in 20 s',
      waiting: false,
    });
  });

  it("says when the person's requests wait", () => {
    const waiting = state({
      limit: 12,
      remaining: 0,
      windowSeconds: 8,
      waiting: { until: NOW + 5_000, reason: 'quota-spent' },
    });
    expect(budgetNotice(noticeInputs(waiting)!, NOW)).toEqual({
      text: 'Waiting: the service allows 12 requests every 8 seconds, next in 5 s',
      waiting: true,
    });
  });

  it("gives the window's figures: yours, the index's, others'", () => {
    const figures = budgetFigures(
      state({
        limit: 600,
        remaining: 408,
        windowSeconds: 60,
        resetAt: NOW + 42_000,
        window: { yours: 12, index: 150, others: 30 },
        backgroundHeld: 'others',
      }),
      NOW,
    );
    expect(figures).toMatchObject({
      allowance: '600 requests a minute',
      yours: 12,
      index: 150,
      others: 30,
      left: 408,
      resetsIn: 42,
    });
    expect(figures?.indexHeld).toMatch(/another client of this key/);
  });
});
