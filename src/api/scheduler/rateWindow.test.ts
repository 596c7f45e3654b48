import { describe, expect, it } from 'vitest';
import { RateWindow } from './rateWindow';

const NOW = 1_000_000;
const headers = (remaining: number, limit = 100, resetSeconds = 60) =>
  new Headers({
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-reset': String(resetSeconds),
  });
/** This tab with one request in flight: the one whose answer is being read. */
const ONE = { active: 1, background: 0 };

describe('RateWindow', () => {
  it('learns a window from an answer: its limit, what is left, its reset and, at its start, its length', () => {
    const window = new RateWindow(undefined);
    expect(window.budget).toBeUndefined();
    expect(window.observe(headers(99), false, ONE, NOW)).toEqual({
      type: 'observed',
      limit: 100,
      remaining: 99,
      resetAt: NOW + 60_000,
      background: false,
    });
    expect(window.facts).toEqual({ limit: 100, remaining: 99, resetAt: NOW + 60_000, windowSeconds: 60 });
    expect(window.budget).toBe(99);
    expect(window.known(NOW)).toBe(true);
    expect(window.known(NOW + 60_000)).toBe(false);
  });

  it('keeps the lowest count of a window, so that an answer read late does not raise it', () => {
    const window = new RateWindow(undefined);
    window.observe(headers(90), false, ONE, NOW);
    window.observe(headers(95), false, ONE, NOW + 10);
    expect(window.budget).toBe(90);
    expect(window.facts.remaining).toBe(95);
  });

  it("takes other tabs' requests off the budget until their answers are heard of", () => {
    const window = new RateWindow(undefined);
    window.observe(headers(50), false, ONE, NOW);
    window.sentElsewhere(false);
    window.sentElsewhere(true);
    expect(window.budget).toBe(48);
    expect(window.counts).toMatchObject({ yours: 2, index: 1 });
    window.answeredElsewhere(
      { type: 'observed', limit: 100, remaining: 49, resetAt: NOW + 60_000 },
      { active: 0, background: 0 },
      NOW + 5,
    );
    expect(window.budget).toBe(48);
  });

  it('holds a spent window until it resets, then forgets it', () => {
    const window = new RateWindow(undefined);
    window.observe(headers(0), false, ONE, NOW);
    expect(window.waitWhenSpent(NOW)).toBe(60_020);
    expect(window.waitWhenSpent(NOW + 60_001)).toBe(0);
    expect(window.budget).toBeUndefined();
  });

  it("adopts another page's counts of the same window, and not of another", () => {
    const carried = new RateWindow({ resetAt: NOW + 60_000, yours: 7, index: 3 });
    carried.observe(headers(80), false, ONE, NOW);
    expect(carried.counts).toMatchObject({ yours: 7, index: 3 });
    const elsewhere = new RateWindow({ resetAt: NOW + 10_000, yours: 7, index: 3 });
    elsewhere.observe(headers(80), false, ONE, NOW);
    expect(elsewhere.counts).toMatchObject({ yours: 1, index: 0 });
    expect(elsewhere.carry({ resetAt: NOW + 60_500, yours: 9, index: 4 }, NOW)).toBe(true);
    expect(elsewhere.counts).toMatchObject({ yours: 9, index: 4 });
  });

  it('knows nothing of the window after a 429', () => {
    const window = new RateWindow(undefined);
    window.observe(headers(10), false, ONE, NOW);
    window.blocked();
    expect(window.budget).toBeUndefined();
    expect(window.facts.remaining).toBe(0);
  });
});
