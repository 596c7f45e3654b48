import { E2E_API_KEY } from '../playwright.config';
import { api, ENTERPRISE, expect, HOSTILE_MODEL, signIn, storeSession, test } from './fixtures';

test.describe('errors that lead somewhere', () => {
  test('a malformed or unknown id is "not found" with the way back to its list, and no retry that cannot work', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/repositories/not-a-repository');
    await expect(page.getByRole('heading', { level: 1, name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText('“not-a-repository” is not the id of any repository')).toBeVisible();
    // The service's validation message is not what a person reads here.
    await expect(page.getByText(/must match|params\//)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the repositories' }).click();
    await expect(page).toHaveURL(/\/repositories$/);
    await expect(page.getByRole('table', { name: 'Repositories' })).toBeVisible();

    await page.goto('/repositories/5f0c3d1e-8a4b-4c2d-9e6f-000000000000/accessors');
    await expect(page.getByRole('heading', { level: 1, name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText('There is no repository with the id')).toBeVisible();

    await page.goto(`/repositories/${ENTERPRISE}/symbols/not-a-symbol`);
    await expect(page.getByRole('heading', { level: 1, name: 'Symbol not found' })).toBeVisible();
    await page.getByRole('link', { name: '← Models of this repository' }).click();
    await expect(page).toHaveURL(new RegExp(`/repositories/${ENTERPRISE}$`));

    await page.goto('/drafts/0e2e0e2e-1111-4222-8333-444455556666');
    await expect(page.getByRole('heading', { level: 1, name: 'Draft not found' })).toBeVisible();
    await page.getByRole('link', { name: '← Drafts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  });

  test('a failure a retry can mend offers one, and the retry loads the page', async ({ page }) => {
    await signIn(page);
    // The service's own fault injection: every read of the model fails with a 500 until the person retries.
    let failing = true;
    let failed = 0;
    await page.route(
      (url) => url.pathname.endsWith(`/api/v1/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`),
      async (route) => {
        if (!failing) return route.continue();
        failed += 1;
        await route.continue({ headers: { ...route.request().headers(), 'x-fault': 'status=500' } });
      },
    );
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This model could not be loaded' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('status=500');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review supplier onboarding (security review)' }),
    ).toBeVisible();
    expect(failed).toBeGreaterThan(0);
  });

  test('an application key is told what it may not do on the administrator’s pages', async ({ page }) => {
    await signIn(page);
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(
      page.getByText('Applications cannot list, issue or revoke keys; only the administrator token can.'),
    ).toBeVisible();
    // The service agrees: its answer to the same key is a 403.
    expect((await api(page, '/api-keys')).status).toBe(403);
  });

  test('a credential refused mid-session (401) goes to sign-in, then back to the page the user was on', async ({
    page,
  }) => {
    const issued = (
      await api(page, '/api-keys', {
        method: 'POST',
        admin: true,
        body: { applicationName: 'Round trip', expiresAt: '2099-01-01T00:00:00Z' },
      })
    ).body;
    // Stored for the first load only: after it, the console signs out and in without reloading.
    await storeSession(page, { kind: 'apiKey', key: issued.apiKey });
    const where = `/repositories/${ENTERPRISE}?q=order&size=10`;
    await page.goto(where);
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('link').first()).toBeVisible();

    // The administrator revokes the key while the person works; their next request is refused.
    expect((await api(page, `/api-keys/${issued.uuid}`, { method: 'DELETE', admin: true })).status).toBe(204);
    await page.getByRole('button', { name: 'Next page' }).click();

    await expect(page).toHaveURL(/\/sign-in\?next=/);
    const next = new URL(new URL(page.url()).searchParams.get('next')!, page.url());
    expect(next.pathname).toBe(`/repositories/${ENTERPRISE}`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ q: 'order', size: '10', page: '2' });
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toContainText(
      'no longer accepts the API key',
    );
    await expect(page.getByRole('textbox', { name: 'Service URL' })).toHaveValue(/\/api\/v1$/);
    await page.getByLabel(/^API key/).fill(E2E_API_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(new RegExp(`/repositories/${ENTERPRISE}\\?`));
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toEqual({ q: 'order', size: '10', page: '2' });
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('link').first()).toBeVisible();
  });
});
