// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBatchedValue } from './useBatchedValue';

describe('useBatchedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes on a stream of changes at most once an interval, the latest each time, and at once when settled', () => {
    const { result, rerender } = renderHook(({ value, settled }) => useBatchedValue(value, settled, 300), {
      initialProps: { value: 0, settled: false },
    });
    for (let value = 1; value <= 5; value++) {
      rerender({ value, settled: false });
      act(() => {
        vi.advanceTimersByTime(50);
      });
    }
    // 250 ms after the first change: nothing passed on yet.
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(5);
    rerender({ value: 6, settled: false });
    expect(result.current).toBe(5);
    rerender({ value: 7, settled: true });
    expect(result.current).toBe(7);
  });
});
