/**
 * One description of a journey, a driver per engine: the journeys in journeys.spec.ts speak only this
 * interface; firefox.ts (WebDriver BiDi) and webkit.ts (W3C WebDriver) implement it. Elements are found by
 * the same script in every engine, run in the page, by role and accessible name as a person reads them.
 */

/** What to find: an ARIA role (implicit ones included) and name, a form field by its label, or a CSS selector; optionally inside another. */
export type Query = (
  { role: string; name?: string | RegExp } | { label: string | RegExp } | { css: string; text?: string | RegExp }
) & { within?: Query };

/** A key as WebDriver and puppeteer both name it. */
export type KeyName =
  'Enter' | 'Escape' | 'Tab' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Backspace' | string;

export interface EngineDriver {
  readonly name: string;
  /** Opens a path of the console as a new page load. */
  goto(path: string): Promise<void>;
  /** Reloads the page, as the browser's Reload does. */
  reload(): Promise<void>;
  /** Runs `source`, an expression, in the page and gives back its (JSON) value; a promise is awaited. */
  run<T>(source: string): Promise<T>;
  /** Clicks the element `source` evaluates to, as a pointer does. */
  clickElement(source: string): Promise<void>;
  /** Focuses the element, selects what it holds and types `text` in its place. */
  typeInto(source: string, text: string): Promise<void>;
  /** Presses a key (with Control held, where asked) on whatever has the focus. */
  press(key: KeyName, options?: { control?: boolean }): Promise<void>;
  /** Problems the page reported since the last call: uncaught errors, unhandled rejections, CSP violations, console.error. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Installed in every page before its scripts where the engine can (Firefox) and right after each load where
 * it cannot (WebKit over classic WebDriver): records what a journey must fail on.
 */
export const PROBLEM_COLLECTOR = `(() => {
  if (window.__problems) return;
  const problems = (window.__problems = []);
  const push = (text) => problems.push(String(text).slice(0, 500));
  // Not an error of the page's: as the ResizeObserver spec says, the engine reports that some size changes
  // are delivered a frame later (React Flow and Mantine measure in observers); nothing is lost.
  const deferredResize = /^ResizeObserver loop completed with undelivered notifications/;
  addEventListener('error', (event) => { if (!deferredResize.test(event.message)) push('uncaught error: ' + (event.message || event.error)); });
  addEventListener('unhandledrejection', (event) => push('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI), true);
  const error = console.error;
  console.error = (...args) => { push('console.error: ' + args.map(String).join(' ')); error.apply(console, args); };
})()`;

/** Takes and empties the page's record (see PROBLEM_COLLECTOR). */
export const TAKE_PROBLEMS = `(window.__problems ? window.__problems.splice(0) : [])`;

/**
 * The page-side finder: an element for a Query, or null. Accessible names follow the common cases of the
 * accname rules (aria-labelledby, aria-label, a label, the text, a title); hidden elements are skipped.
 */
const FINDER = `(() => {
  const ROLES = {
    button: 'button, [role=button], input[type=button], input[type=submit]',
    link: 'a[href], [role=link]',
    textbox: 'input:not([type]), input[type=text], input[type=search], input[type=password], input[type=email], input[type=url], textarea, [role=textbox]',
    checkbox: 'input[type=checkbox], [role=checkbox], [role=switch]',
    radio: 'input[type=radio], [role=radio]',
    combobox: 'select, [role=combobox], input[aria-haspopup=listbox]',
    option: 'option, [role=option]',
    dialog: 'dialog, [role=dialog]',
    table: 'table, [role=table], [role=grid]',
    row: 'tr, [role=row]',
    tab: '[role=tab]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    alert: '[role=alert]',
    region: 'section[aria-label], [role=region]',
    complementary: 'aside, [role=complementary]',
    group: 'fieldset, [role=group]',
    list: 'ul, ol, [role=list]',
  };
  // What a screen reader reads: text, without what is aria-hidden (the asterisk of a required field) or not shown.
  const read = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
    if (node.tagName === 'IMG') return node.getAttribute('alt') ?? '';
    if (getComputedStyle(node).display === 'none') return '';
    return [...node.childNodes].map(read).join(node.matches('p, div, li, td, th, tr') ? ' ' : '');
  };
  const text = (el) => read(el).replace(/\\s+/g, ' ').trim();
  const byIds = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(text).join(' ');
  const nameOf = (el) => {
    if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label').trim();
    if (el.labels && el.labels.length) return [...el.labels].map(text).join(' ');
    const own = el.matches('input, select, textarea') ? '' : text(el);
    return own || (el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '').trim();
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const matches = (value, wanted) => wanted === undefined || (wanted.source !== undefined ? new RegExp(wanted.source, wanted.flags).test(value) : value === wanted);
  const find = (query, root) => {
    const scope = query.within ? find(query.within, root) : root;
    if (!scope) return null;
    let candidates;
    if (query.role) candidates = [...scope.querySelectorAll(ROLES[query.role] ?? '[role=' + query.role + ']')].filter((el) => matches(nameOf(el), query.name));
    else if (query.label) candidates = [...scope.querySelectorAll('input, select, textarea, [role=textbox], [role=combobox], [role=checkbox], [role=switch]')].filter((el) => matches(nameOf(el), query.label));
    else candidates = [...scope.querySelectorAll(query.css)].filter((el) => matches(text(el), query.text));
    return candidates.find(visible) ?? null;
  };
  return find;
})()`;

/** RegExps cross into the page as their source and flags. */
const serialise = (query: Query): string =>
  JSON.stringify(query, (_, value) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value));

/** The expression for a query's element (null when absent). */
export const elementOf = (query: Query) => `${FINDER}(${serialise(query)}, document)`;

const describe = (query: Query): string => serialise(query);

/** Waits, polling, until `check` holds; fails with `what` and the last value otherwise. */
export async function poll<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(last)?.slice(0, 500)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a journey does with a page: find, read, click, type, and wait; the same calls in every engine. */
export class Page {
  constructor(
    readonly driver: EngineDriver,
    public baseUrl: string,
  ) {}

  get engine(): string {
    return this.driver.name;
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(new URL(path, this.baseUrl).href);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** A value computed in the page from a function's source and JSON arguments. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run<T>(`(${fn.toString()})(...${JSON.stringify(args)})`);
  }

  async exists(query: Query): Promise<boolean> {
    return this.driver.run<boolean>(`${elementOf(query)} !== null`);
  }

  /** Waits until the element is there and visible. */
  async waitFor(query: Query, timeoutMs = 10_000): Promise<void> {
    await poll(`${describe(query)} to be visible`, () => this.exists(query), Boolean, timeoutMs);
  }

  async waitForGone(query: Query, timeoutMs = 10_000): Promise<void> {
    await poll(
      `${describe(query)} to be gone`,
      () => this.exists(query),
      (present) => !present,
      timeoutMs,
    );
  }

  /** The element's text, once it is there. */
  async text(query: Query, timeoutMs?: number): Promise<string> {
    await this.waitFor(query, timeoutMs);
    return this.driver.run<string>(`(${elementOf(query)}).innerText.replace(/\\s+/g, ' ').trim()`);
  }

  /** Waits until the element's text matches. */
  async waitForText(query: Query, wanted: RegExp, timeoutMs = 10_000): Promise<string> {
    return poll(
      `${describe(query)} to read ${wanted}`,
      () =>
        this.driver.run<string | null>(
          `(() => { const el = ${elementOf(query)}; return el && el.innerText.replace(/\\s+/g, ' ').trim(); })()`,
        ),
      (text) => text !== null && wanted.test(text),
      timeoutMs,
    ) as Promise<string>;
  }

  async attribute(query: Query, name: string): Promise<string | null> {
    await this.waitFor(query);
    return this.driver.run<string | null>(`(${elementOf(query)}).getAttribute(${JSON.stringify(name)})`);
  }

  async value(query: Query): Promise<string> {
    await this.waitFor(query);
    return this.driver.run<string>(`(${elementOf(query)}).value`);
  }

  async count(css: string): Promise<number> {
    return this.driver.run<number>(`document.querySelectorAll(${JSON.stringify(css)}).length`);
  }

  /** Clicks the element once it is there and has stopped moving (a dropdown that opens with a transition). */
  async click(query: Query, timeoutMs?: number): Promise<void> {
    await this.waitFor(query, timeoutMs);
    const box = `(() => { const box = (${elementOf(query)})?.getBoundingClientRect(); return box ? [box.x, box.y, box.width, box.height].map(Math.round).join() : ''; })()`;
    let last = '';
    await poll(
      `${describe(query)} to stand still`,
      async () => {
        const [before, now] = [last, await this.driver.run<string>(box)];
        last = now;
        return now !== '' && now === before;
      },
      Boolean,
      5_000,
    );
    await this.driver.clickElement(elementOf(query));
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.waitFor(query);
    await this.driver.typeInto(elementOf(query), text);
  }

  press(key: KeyName, options?: { control?: boolean }): Promise<void> {
    return this.driver.press(key, options);
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.run<string>('location.href'));
  }

  async waitForUrl(wanted: RegExp, timeoutMs = 10_000): Promise<URL> {
    const href = await poll(
      `the URL to match ${wanted}`,
      () => this.driver.run<string>('location.href'),
      (href) => wanted.test(href),
      timeoutMs,
    );
    return new URL(href);
  }

  /** Lets the page settle for a moment (an animation, a debounce). */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
