import { LIMITED_QUOTA } from '../playwright.config';
import { ENTERPRISE, expect, QUALITY, signIn, spendWindow, test } from './fixtures';

test.describe('shell', () => {
  test('navigation, identity, dark mode and Ctrl+K', async ({ page }) => {
    await signIn(page);
    await page.goto('/repositories');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Repositories', 'Drafts', 'API keys', 'Settings'])
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    await expect(page.getByLabel('Signed in as')).toContainText('Application key');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Jump to' }).fill('qualit');
    // Enter opens what is highlighted: wait, as a person does, until the repository is offered first.
    const places = page.getByRole('listbox', { name: 'Places' });
    await expect(places.getByRole('option', { selected: true })).toContainText('Qualitätsmanagement');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/repositories/${QUALITY}$`));

    // A model opened once is offered by Ctrl+K afterwards.
    await page.goto(`/repositories/${ENTERPRISE}`);
    await page.getByRole('table', { name: 'Models' }).getByRole('link').first().click();
    await expect(page.getByRole('table', { name: 'Titles' })).toBeVisible();
    const modelUrl = page.url();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Jump to…' });
    await expect(dialog.getByText('Recently opened model').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Jump to' }).fill(title);
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(modelUrl);
  });

  test('a dark-mode console is dark before its code has loaded', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
    // Hold the console's code back: what shows meanwhile is index.html and its stylesheet alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/repositories', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await page.locator('#root').innerHTML()).toBe('');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Repositories' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test("the header's rate-limit button tells the window's figures, and a 429 shows a live countdown", async ({
    page,
    limited,
  }) => {
    // A key of the journey's own: no earlier journey has spent its window.
    const { origin, key } = limited;
    await signIn(page, 'apiKey', origin, { key });
    await page.goto(`${origin}/repositories`);
    await page.getByRole('banner').getByRole('button', { name: 'Rate limit', exact: true }).click();
    await expect(
      page.getByText(`The service allows ${LIMITED_QUOTA} requests every 8 seconds for this key.`),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Requests this window' }).getByRole('row', { name: /^By you [1-9]/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // Spend the window from outside the console, then make the console ask again.
    await spendWindow(page.request, origin, key, LIMITED_QUOTA);
    await page.getByRole('link', { name: 'Enterprise Process Library' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Paused by the service' });
    await expect(banner).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /^Waiting: the service allows 12 requests every 8 seconds, next in \d+ s/ }),
    ).toBeVisible();
    const first = Number((await banner.textContent())!.match(/resuming in (\d+) s/)![1]);
    await expect
      .poll(async () => Number((await banner.textContent())?.match(/resuming in (\d+) s/)?.[1] ?? -1))
      .toBeLessThan(first);
    // When the window reopens the page loads by itself.
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('row')).toHaveCount(26, { timeout: 20_000 });
    await expect(banner).toBeHidden();
  });
});
