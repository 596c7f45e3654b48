import { STORAGE_KEYS } from '../storageKeys.mjs';

/** The windows Settings offers: a key expiring within this many days is EXPIRING, listed first to be rolled. */
export const KEY_WARNING_CHOICES = [7, 14, 30] as const;
export const DEFAULT_KEY_WARNING_DAYS = 14;

/** How many days before its expiry a key is about to expire, on this device (Settings). */
export function keyWarningDays(): number {
  const stored = typeof localStorage === 'undefined' ? null : Number(localStorage.getItem(STORAGE_KEYS.keyWarningDays));
  return KEY_WARNING_CHOICES.find((days) => days === stored) ?? DEFAULT_KEY_WARNING_DAYS;
}

export const setKeyWarningDays = (days: number): void =>
  localStorage.setItem(STORAGE_KEYS.keyWarningDays, String(days));
