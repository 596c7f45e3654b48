import { E2E_API_KEY } from '../playwright.config';
import { STORAGE_KEYS } from '../src/storageKeys.mjs';
import { expect, test } from './fixtures';

const SESSION_KEY = STORAGE_KEYS.session;

test.describe('connect', () => {
  test('says what is wrong with a key, keeps the input, then signs in and out', async ({ page }) => {
    await page.goto('/repositories');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Frepositories/);
    await expect(page.getByLabel('Service URL')).toHaveValue(/http:\/\/127\.0\.0\.1:\d+\/api\/v1/);

    const key = page.getByRole('textbox', { name: 'API key' });
    await key.fill('not-a-real-key-1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('unknown, inactive or expired');
    await expect(key).toHaveValue('not-a-real-key-1234');

    await key.fill(E2E_API_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('table', { name: 'Repositories' })).toBeVisible();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEY)).toContain('apiKey');
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEY)).toBeNull();
  });

  test('says when the service cannot be reached', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Service URL').fill('http://127.0.0.1:1/api/v1');
    await page.getByRole('textbox', { name: 'API key' }).fill(E2E_API_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('cannot be reached');
    await expect(page.getByLabel('Service URL')).toHaveValue('http://127.0.0.1:1/api/v1');
  });

  test('"Remember on this device" keeps the session in localStorage', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'API key' }).fill(E2E_API_KEY);
    await page.getByText('Remember on this device').click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('table', { name: 'Repositories' })).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toContain('apiKey');
    expect(await page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signing out finishes after the click returns: read the storage until it has.
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });
});
