import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { MessageKey } from '../src/i18n/catalogues';

type Values = Record<string, string | number | Date | undefined>;

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/catalogues/${language}.json`, import.meta.url), 'utf8'));

/** The console's messages in `language`, formatted as the page formats them, to find its controls by name. */
export function messagesIn(language: 'en' | 'de' | 'fr') {
  const intl = createIntl({ locale: language, messages: catalogue(language) });
  return (key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values) as string;
}

function literalWords(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return element.value.match(/\p{L}{3,}/gu) ?? [];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => literalWords(option.value));
    if (element.type === TYPE.tag) return literalWords(element.children);
    return [];
  });
}

/** Words of the English catalogue that `language`'s never uses: seen on a page in that language, they are English. */
export function englishOnlyWords(language: 'de' | 'fr'): string[] {
  const words = (messages: Record<string, string>) =>
    new Set(Object.values(messages).flatMap((message) => literalWords(parse(message))));
  const theirs = words(catalogue(language));
  return [...words(catalogue('en'))].filter((word) => !theirs.has(word));
}

export interface Finding {
  text: string;
  where: string;
}

/**
 * Text a person sees or hears that the check refuses: every visible text node and every aria-label,
 * placeholder and title, outside content (marked translate="no": titles, names, uuids). With `english`, a word
 * of that list, once content is taken out of it (what the page shows as content, and `content`: titles and names
 * a sentence of the console quotes); without it (the pseudo-locale), letters without a single accented one, that is text that did
 * not come from a catalogue.
 */
export function refusedText(page: Page, english?: string[], content: string[] = []): Promise<Finding[]> {
  return page.evaluate(
    ([englishWords, known]) => {
      const found: { text: string; where: string }[] = [];
      const list = englishWords ? new Set(englishWords) : undefined;
      // Content shown on the page, to be taken out of a label that quotes it ("Copy the uuid: <a model's title>").
      const shown = [...document.querySelectorAll('[translate="no"]')]
        .map((element) => element.textContent?.trim() ?? '')
        .concat(known)
        .filter((text) => text.length >= 3)
        .sort((a, b) => b.length - a.length);
      const refuse = (text: string) => {
        if (list) {
          const ours = shown.reduce((rest, content) => rest.split(content).join(' '), text);
          return (ours.match(/\p{L}{3,}/gu) ?? []).some((word) => list.has(word));
        }
        return /[A-Za-z]{2,}/.test(text) && !/[\u00C0-\u024F\u0250-\u02AF\u1E00-\u1EFF]/.test(text);
      };
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
      const content = (element: Element) => element.closest('[translate="no"]') !== null;
      const visible = (element: Element) =>
        element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        if (content(parent) || !visible(parent)) continue;
        if (refuse(text)) found.push({ text, where: describe(parent) });
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
        if (content(element) || !visible(element)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title']) {
          const text = element.getAttribute(attribute)?.trim();
          if (text && refuse(text)) found.push({ text, where: `${describe(element)}[${attribute}]` });
        }
      }
      return found;
    },
    [english, content] as const,
  );
}

/**
 * Text that does not fit its box: clipped by its element's overflow (unless the element says the whole text in
 * its title, a truncation by design), or running out of a box that lets it show. Checked on elements that hold
 * text themselves, outside content.
 */
export function clippedText(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!own || element.closest('[translate="no"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || element.getClientRects().length === 0 || style.visibility === 'hidden')
        continue;
      // Visually hidden on purpose (said to screen readers only): a 1×1 box.
      if (element.clientWidth <= 1 && element.clientHeight <= 1) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1 && style.overflowY !== 'visible';
      if (!wide && !tall) continue;
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.getAttribute('title')) continue;
      found.push({
        text: own,
        where: `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
      });
    }
    return found;
  });
}
