import { E2E_API_KEY } from '../playwright.config';
import { expect, test } from './fixtures';

// The fixture's test fails on any uncaught error in the page.
test('the console page loads from the production build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Model Repository Console' })).toBeVisible();
});

test('a deep link is answered by the console, not a 404', async ({ page }) => {
  const response = await page.goto('/repositories/anything?page=2');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Model Repository Console' })).toBeVisible();
});

test('the embedded service answers beside the console with the demo data', async ({ request }) => {
  const response = await request.get('/api/v1/repositories', { headers: { 'x-api-key': E2E_API_KEY } });
  expect(response.status()).toBe(200);
  expect((await response.json()).total).toBeGreaterThanOrEqual(4);
  const missing = await request.get('/api/v1/no-such-thing');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: 'not_found' });
});
