import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MINIBROWSER, WEBKIT_DRIVER, XVFB } from '../../scripts/browsers.mjs';
import { freePort } from '../../scripts/freePort.mjs';
import { poll, PROBLEM_COLLECTOR, TAKE_PROBLEMS, type EngineDriver, type KeyName } from './engine';

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export interface WebKitHost {
  readonly serverUrl: string;
  /** Stops this display and driver and starts fresh ones, for a driver that stopped answering. */
  renew(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * WebKitGTK's MiniBrowser has no headless mode: it draws into a virtual X display (Debian's Xvfb), driven by
 * Debian's WebKitWebDriver. selenium-webdriver speaks W3C WebDriver to that driver at a URL we give it, so its
 * Selenium Manager never looks for (or downloads) a driver. One display and one driver serve a test worker.
 */
export async function startWebKitHost(): Promise<WebKitHost> {
  let children: ChildProcess[] = [];
  let serverUrl = '';
  const start = async () => {
    const display = `:${90 + Math.floor(Math.random() * 400)}`;
    const xvfb = spawn(XVFB, [display, '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    children = [driver, xvfb];
    serverUrl = `http://127.0.0.1:${port}`;
    await poll('WebKitWebDriver to answer', () => reachable(`${serverUrl}/status`), Boolean, 15_000);
  };
  const stop = async () => {
    for (const child of children) child.kill();
    children = [];
  };
  await start();
  return {
    get serverUrl() {
      return serverUrl;
    },
    async renew() {
      await stop();
      await start();
    },
    stop,
  };
}

/** Settles as `work` does, or rejects after `ms`: a WebDriver command has no deadline of its own. */
async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A MiniBrowser session takes a second or two to start. Now and then (once in some hundred journeys on a busy
 * machine) WebKitWebDriver never answers the request for one; a fresh driver on a fresh display does, so the
 * journey is not lost to the driver.
 */
const SESSION_START_MS = 20_000;
const SESSION_END_MS = 10_000;

async function startSession(host: WebKitHost): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    const starting = new Builder()
      .usingServer(host.serverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--private'] },
      })
      .build();
    try {
      return await within('Starting a MiniBrowser session', SESSION_START_MS, Promise.resolve(starting));
    } catch (error) {
      if (attempt === 2) throw error;
      starting.catch(() => undefined);
      await host.renew();
    }
  }
}

const KEYS: Record<string, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Backspace: Key.BACK_SPACE,
};

/** A fresh MiniBrowser, in private browsing (nothing kept from another journey), for one journey. */
export async function webkitDriver(host: WebKitHost): Promise<EngineDriver> {
  const session = await startSession(host);
  await session.manage().window().setRect({ x: 0, y: 0, width: 1440, height: 900 });
  await session.manage().setTimeouts({ script: 30_000 });
  const problems: string[] = [];
  const collect = async () =>
    problems.push(...((await session.executeScript(`return ${TAKE_PROBLEMS}`).catch(() => [])) as string[]));

  const element = async (source: string): Promise<WebElement> => {
    const found = (await session.executeScript(`return ${source}`)) as WebElement | null;
    if (!found) throw new Error(`No element for ${source.slice(-200)}`);
    return found;
  };
  return {
    name: 'webkit',
    async goto(url) {
      // Classic WebDriver cannot run a script before the page's own: what the page reported so far is kept,
      // and the collector goes in as soon as the new page has loaded.
      await collect();
      await session.get(url);
      await session.executeScript(PROBLEM_COLLECTOR);
    },
    async reload() {
      await collect();
      await session.navigate().refresh();
      await session.executeScript(PROBLEM_COLLECTOR);
    },
    async run<T>(source: string) {
      return (await session
        .executeAsyncScript(
          `const done = arguments[arguments.length - 1]; Promise.resolve(${source}).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        )
        .then((result) => {
          const { value, error } = result as { value?: T; error?: string };
          if (error !== undefined) throw new Error(error);
          return value as T;
        })) as T;
    },
    async clickElement(source) {
      const target = await element(source);
      await session.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', target);
      try {
        await target.click();
      } catch (error) {
        // WebKitWebDriver refuses an element drawn over by its own styling (a checkbox under its custom box, a
        // read-only select input): the pointer goes to its centre instead, as a person's would.
        if (!(error instanceof Error && /NotInteractable/.test(error.name))) throw error;
        const { x, y } = (await session.executeScript(
          'const box = arguments[0].getBoundingClientRect(); return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }',
          target,
        )) as { x: number; y: number };
        await session.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
      }
    },
    async typeInto(source, text) {
      const target = await element(source);
      await session.executeScript('arguments[0].focus(); arguments[0].select && arguments[0].select()', target);
      await target.sendKeys(text === '' ? Key.BACK_SPACE : text);
    },
    async press(key: KeyName, options) {
      const named = KEYS[key] ?? key;
      const actions = session.actions();
      if (options?.control) actions.keyDown(Key.CONTROL);
      actions.keyDown(named).keyUp(named);
      if (options?.control) actions.keyUp(Key.CONTROL);
      await actions.perform();
    },
    async takeProblems() {
      await collect();
      return problems.splice(0);
    },
    async close() {
      // A session that does not end leaves the driver unable to start the next one: the next journey gets fresh ones.
      await within('Ending a MiniBrowser session', SESSION_END_MS, session.quit()).catch(() => host.renew());
    },
  };
}
