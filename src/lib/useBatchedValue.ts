import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it was at most every `intervalMs` while it keeps changing, and at once when `settled`: a
 * stream of small changes (one per symbol answer, say) reaches what depends on it as a few large ones.
 */
export function useBatchedValue<T>(value: T, settled: boolean, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  latest.current = value;

  useEffect(() => {
    if (settled || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setShown(latest.current);
    }, intervalMs);
  }, [value, settled, intervalMs]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return settled ? value : shown;
}
