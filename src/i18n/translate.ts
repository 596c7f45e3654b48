import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createElement, Fragment, type ReactNode } from 'react';
import { loadMessages, type MessageKey, type Messages } from './catalogues';
import { PSEUDO, type InterfaceLanguage } from './languages';
import { accented } from './pseudo';

export type { MessageKey } from './catalogues';
type Value = string | number | boolean | Date | null | undefined;

const cache = createIntlCache();
let language: InterfaceLanguage = 'en';
let messages: Messages = {};
let complete: Promise<void> | undefined;
let intl: IntlShape = createIntl({ locale: 'en', messages }, cache);
const listeners = new Set<() => void>();

function applyMessages(next: Messages) {
  messages = next;
  // The pseudo-locale formats as English does; its own tag is no locale Intl knows.
  intl = createIntl({ locale: language === PSEUDO ? 'en' : language, messages, onError: reportMessageError }, cache);
}

/**
 * Switches every message and format to `next` once its first page's messages are in (and the rest too, when the
 * console had already needed them), then tells the page to draw again.
 */
export async function setLanguage(next: InterfaceLanguage): Promise<void> {
  const whole = complete !== undefined;
  const [first, rest] = await Promise.all([
    loadMessages(next, 'first'),
    whole ? loadMessages(next, 'rest') : undefined,
  ]);
  language = next;
  complete = rest ? Promise.resolve() : undefined;
  applyMessages({ ...first, ...rest });
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/**
 * The rest of the catalogue, beyond the first page's: fetched once, before a code-split part of the console
 * draws (see lazyComponent). Nothing draws again: what is on the page already has its words.
 */
export function completeCatalogue(): Promise<void> {
  const loading = language;
  complete ??= loadMessages(loading, 'rest').then(
    (rest) => {
      if (language === loading) applyMessages({ ...messages, ...rest });
    },
    (error: unknown) => {
      complete = undefined; // asked for again by the next part that draws
      throw error;
    },
  );
  return complete;
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
  const result = format(key, values);
  // Spread as children rather than passed as an array, which React would ask keys of.
  return Array.isArray(result) ? createElement(Fragment, null, ...(result as ReactNode[])) : result;
}

/** What Intl writes is accented in the pseudo-locale too, so that a test can tell it from hard-coded text. */
const marked = (text: string) => (language === PSEUDO ? accented(text) : text);

export const formatNumber = (value: number, options?: Parameters<IntlShape['formatNumber']>[1]) =>
  marked(intl.formatNumber(value, options));
export const formatDate = (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
  marked(intl.formatDate(value, options));
export const formatDateTime = (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
  marked(intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', ...options }));
export const formatList = (items: string[], type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction') =>
  marked(intl.formatList(items, { type }));
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  marked(intl.formatRelativeTime(value, unit, { numeric: 'auto' }));
