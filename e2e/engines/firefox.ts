import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page as PuppeteerPage } from 'puppeteer-core';
import { FIREFOX } from '../../scripts/browsers.mjs';
import { PROBLEM_COLLECTOR, TAKE_PROBLEMS, type EngineDriver, type KeyName } from './engine';

/**
 * Debian's Firefox ESR over WebDriver BiDi, its built-in remote protocol, through puppeteer-core: no geckodriver
 * and no download (puppeteer-core fetches no browser), and BiDi gives the page's errors and console as events.
 */
export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // The machine has no network beyond loopback: nothing of Firefox's own should try to reach one.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // Downloads go nowhere: the export journeys read the file's Blob in the page.
      'browser.download.useDownloadDir': true,
      'browser.download.folderList': 2,
      'browser.download.dir': '/tmp',
    },
  });
}

/** A fresh, isolated page of a running Firefox for one journey. */
export async function firefoxDriver(browser: Browser): Promise<EngineDriver> {
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  const problems: string[] = [];
  page.on('pageerror', (error) =>
    problems.push(`uncaught error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`.slice(0, 500));
  });
  await page.evaluateOnNewDocument(PROBLEM_COLLECTOR);

  const element = async (source: string): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(source)).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`No element for ${source.slice(-200)}`);
    return handle;
  };
  return {
    name: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    run: <T>(source: string) => page.evaluate(source) as Promise<T>,
    async clickElement(source) {
      await (await element(source)).click();
    },
    async typeInto(source, text) {
      const handle = await element(source);
      await handle.focus();
      await handle.evaluate((el) => (el as HTMLInputElement).select?.());
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
    },
    async press(key: KeyName, options) {
      if (options?.control) await page.keyboard.down('Control');
      await page.keyboard.press(key as KeyInput);
      if (options?.control) await page.keyboard.up('Control');
    },
    async takeProblems() {
      const inPage = await page.evaluate(TAKE_PROBLEMS).catch(() => [] as string[]);
      return [...problems.splice(0), ...(inPage as string[])];
    },
    async close() {
      await context.close();
    },
  };
}
