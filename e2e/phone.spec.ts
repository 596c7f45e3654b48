import type { Page } from '@playwright/test';
import { ENTERPRISE, expect, HOSTILE_MODEL, signIn, test } from './fixtures';

// The console on a 390 px phone: the shell, its menus, and pages that keep to the width of the screen.

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing of the page sticks out sideways: the document itself never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('on a phone', () => {
  test('the header keeps identity, budget and Sign out in reach; the navigation is a burger menu', async ({
    page,
    limited,
  }) => {
    await signIn(page, 'apiKey', limited.origin, { key: limited.key });
    await page.goto(`${limited.origin}/repositories`);
    await expect(page.getByRole('table', { name: 'Repositories' }).getByRole('link').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Every control of the header is on screen, on one line.
    const header = page.getByRole('banner');
    const budget = header.getByRole('button', { name: 'Rate limit', exact: true });
    await expect(budget).toBeVisible();
    const account = header.getByRole('button', { name: /^Account: Application key · 127\.0\.0\.1/ });
    for (const control of [header.getByRole('button', { name: 'Navigation' }), budget, account]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(56);
    }

    // The navigation opens from the burger, and closes once a page is chosen; focus is on that page's heading.
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Drafts' })).toBeHidden();
    await header.getByRole('button', { name: 'Navigation' }).click();
    await expect(header.getByRole('button', { name: 'Navigation' })).toHaveAttribute('aria-expanded', 'true');
    await navigation.getByRole('link', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/\/drafts$/);
    await expect(navigation.getByRole('link', { name: 'Drafts' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeFocused();

    // The account menu: who is signed in, the colour scheme, and Sign out.
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Signed in as Application key · 127.0.0.1');
    await menu.getByRole('menuitem', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await account.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expectNoSidewaysScroll(page);
  });

  test('a wide table scrolls inside its box, and a canvas fills the screen below the header', async ({ page }) => {
    await signIn(page);
    await page.goto(`/repositories/${ENTERPRISE}`);
    const table = page.getByRole('table', { name: 'Models' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const scroller = await table.evaluate((element) => {
      let box = element.parentElement;
      while (box && getComputedStyle(box).overflowX !== 'auto' && getComputedStyle(box).overflowX !== 'scroll')
        box = box.parentElement;
      return box && { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
    });
    expect(scroller).not.toBeNull();
    expect(scroller!.scrollWidth).toBeGreaterThan(scroller!.clientWidth);

    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    const canvas = page.locator('.react-flow');
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(390 - 2 * 24);
    // The whole window below the 56 px header, but for a small gap; no minimap covers it.
    expect(box.height).toBeGreaterThan(844 - 56 - 40);
    await expect(page.locator('.react-flow__minimap')).toHaveCount(0);
  });

  test('Tab from the top reaches "Skip to content", which moves past the header and the navigation', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/repositories');
    await expect(page.getByRole('heading', { level: 1, name: 'Repositories' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands in the page, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});
