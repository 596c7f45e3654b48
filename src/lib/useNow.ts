import { useEffect, useState } from 'react';

/**
 * The current time, re-rendering every `ms` while `active`. It returns the clock itself, not a stored
 * copy, so a render for any other reason can never show a stale countdown.
 */
export function useNow(active: boolean, ms = 250) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return Date.now();
}
