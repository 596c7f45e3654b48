import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { loadMessages, type MessageKey } from './catalogues';
import { PSEUDO, type InterfaceLanguage } from './languages';
import { accented } from './pseudo';

export type { MessageKey } from './catalogues';
type Value = string | number | boolean | Date | null | undefined;

const cache = createIntlCache();
let language: InterfaceLanguage = 'en';
let intl: IntlShape = createIntl({ locale: 'en', messages: {} }, cache);
const listeners = new Set<() => void>();

/** Loads the language's catalogue, then switches every message and format to it at once. */
export async function setLanguage(next: InterfaceLanguage): Promise<void> {
  const messages = await loadMessages(next);
  // The pseudo-locale formats as English does; its own tag is no locale Intl knows.
  intl = createIntl({ locale: next === PSEUDO ? 'en' : next, messages, onError: reportMessageError }, cache);
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

function reportMessageError(error: Error) {
  // A key missing from a catalogue is caught by the catalogue test; in the page it shows as its key.
  if (import.meta.env.DEV) console.error(error.message);
}

export const currentLanguage = () => language;
export function onLanguageChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A message of the interface language's catalogue, with its placeholders filled in. */
export function t(key: MessageKey, values?: Record<string, Value>): string {
  return format(key, values) as string;
}

// Our keys are checked against the English catalogue's type; FormatJS's own typing of ids would be a second scheme.
type Format = (descriptor: { id: string }, values?: Record<string, unknown>) => string | ReactNode;
const format = (key: MessageKey, values?: Record<string, unknown>) =>
  (intl.formatMessage as unknown as Format)({ id: key }, values);

/**
 * A message whose parts are elements: `<link>…</link>` in the message becomes `values.link(chunks)`, so that a
 * sentence with a link or emphasis is translated whole rather than cut into pieces.
 */
export function tRich(
  key: MessageKey,
  values: Record<string, Value | ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
) {
  return format(key, values);
}

/** What Intl writes is accented in the pseudo-locale too, so that a test can tell it from hard-coded text. */
const marked = (text: string) => (language === PSEUDO ? accented(text) : text);

export const formatNumber = (value: number, options?: Parameters<IntlShape['formatNumber']>[1]) =>
  marked(intl.formatNumber(value, options));
export const formatDate = (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
  marked(intl.formatDate(value, options));
export const formatDateTime = (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
  marked(intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', ...options }));
export const formatList = (items: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
  marked(intl.formatList(items, { type }));
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  marked(intl.formatRelativeTime(value, unit, { numeric: 'auto' }));
