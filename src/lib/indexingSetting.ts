import { STORAGE_KEYS } from '../storageKeys.mjs';
const KEY = STORAGE_KEYS.backgroundIndex;
const SHARE_KEY = STORAGE_KEYS.indexShare;

/** Whether this device builds the search index in the background (on unless turned off in Settings). */
export const backgroundIndexing = (): boolean => localStorage.getItem(KEY) !== 'off';

export const setBackgroundIndexing = (on: boolean): void => localStorage.setItem(KEY, on ? 'on' : 'off');

/** The shares of each rate-limit window that Settings offers the index; `off` leaves it only the person's reserve. */
export const INDEX_SHARES = ['0.1', '0.25', '0.5', 'off'] as const;
export type IndexShareSetting = (typeof INDEX_SHARES)[number];
export const DEFAULT_INDEX_SHARE: IndexShareSetting = '0.25';

export function indexShareSetting(): IndexShareSetting {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(SHARE_KEY);
  return INDEX_SHARES.find((share) => share === stored) ?? DEFAULT_INDEX_SHARE;
}

export const setIndexShareSetting = (share: IndexShareSetting): void => localStorage.setItem(SHARE_KEY, share);

/** The most of each window the index may spend, as a fraction of the limit; undefined: no share of its own. */
export function indexShare(): number | undefined {
  const setting = indexShareSetting();
  return setting === 'off' ? undefined : Number(setting);
}
