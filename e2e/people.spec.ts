import { readFileSync } from 'node:fs';
import { startConsoleServer, type ConsoleServer } from './consoleServers';
import { ENTERPRISE, expect, IT_SERVICE, personSignedIn, QUALITY, test } from './fixtures';

// People sign in through the organisation's identity provider (here the demo's, inside the console's server,
// IDENTITY=demo) and the console's server acts for each within the service's accessor privileges.

test.describe('people, not keys', () => {
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer({ IDENTITY: 'demo', AUTH_CACHE_SECONDS: '1' });
  });
  test.afterAll(() => server?.stop());

  test('a person signs in through the provider, sees only what the accessors grant even by address or from the page’s console, keeps no credential in the browser, and signs out at the provider', async ({
    browser,
  }) => {
    // Sofia, the demo's modeller: the enterprise library (publish, exportData) and IT Service Management (no flag).
    const page = await personSignedIn(browser, server.origin, 'sofia');
    await expect(page.getByLabel('Signed in as')).toHaveText(/^Sofia Ruiz · /);
    await expect(page.getByLabel('Signed in as')).toHaveAttribute('title', /^Your session ends at .* at the latest\.$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: 'Enterprise Process Library' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'IT Service Management' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Qualitätsmanagement' })).toHaveCount(0);
    // Drafts, for she sees a repository; not the administrators' pages.
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Drafts' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'API keys' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'People and groups' })).toHaveCount(0);

    // What the person may not do is disabled, and says why: nothing but reading in IT Service Management.
    await page.goto(`/repositories/${IT_SERVICE}/accessors`);
    await expect(page.getByRole('status').filter({ hasText: 'that needs the manageUsers privilege' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add user' })).toBeDisabled();
    await page.goto(`/repositories/${IT_SERVICE}`);
    await expect(page.getByText('Exporting needs the exportData privilege here.')).toBeVisible();
    await page.getByRole('table', { name: 'Models' }).getByRole('link').first().click();
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export SVG' })).toBeDisabled();
    await expect(page.getByText('Exporting needs the exportData privilege here.')).toBeVisible();
    await page.goto(`/repositories/${ENTERPRISE}`);
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText('Exporting needs the exportData privilege here.')).toHaveCount(0);

    await page.goto(`/repositories/${QUALITY}`);
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    const fromConsole = await page.evaluate(
      async (quality) => (await fetch(`/api/v1/repositories/${quality}/models`)).status,
      QUALITY,
    );
    expect(fromConsole).toBe(404);
    // A write from the page's console without the console's own header is refused, whatever it asks.
    const forged = await page.evaluate(
      async (enterprise) =>
        (await fetch(`/api/v1/repositories/${enterprise}/accessors`, { method: 'POST', body: '{}' })).status,
      ENTERPRISE,
    );
    expect(forged).toBe(403);

    // The console keeps that a person is signed in, and nothing that would let a script act for them.
    const kept = await page.evaluate(() => ({
      storage: Object.values({ ...sessionStorage, ...localStorage }).join('\n'),
      cookies: document.cookie,
    }));
    expect(kept.storage).toContain('"credential":{"kind":"person"}');
    expect(kept.storage).not.toMatch(/"key"|"token"|apiKey|Bearer/);
    expect(kept.cookies).toBe('');
    // On a loopback address over http the session cookie is a plain HttpOnly one (see server/console/people/cookies.ts).
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'console-session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    await page.goto('/settings');
    await expect(page.getByText(/^Your session ends at .* at the latest\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).last().click();
    await expect(page.getByRole('heading', { name: 'Sign out of Demo identity provider?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in with the demo identity provider' })).toBeVisible();
    expect(await page.evaluate(async () => (await fetch('/console-api/v1/me')).status)).toBe(401);

    // Sam, whom no accessor names, is told so rather than shown an empty service.
    const sam = await personSignedIn(browser, server.origin, 'sam');
    await expect(
      sam.getByText('No repository gives you access yet: an administrator can add you as an accessor of one.'),
    ).toBeVisible();
    await expect(sam.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts' })).toHaveCount(0);
  });

  test('an administrator of the provider’s group manages keys, and sees each person’s key apart', async ({
    browser,
  }) => {
    await personSignedIn(browser, server.origin, 'arjun');
    const page = await personSignedIn(browser, server.origin, 'ada');
    await page.goto('/api-keys');
    await page.getByRole('radiogroup', { name: 'Held by' }).getByText('People').click();
    await expect(page).toHaveURL(/[?&]holder=people/);
    const arjun = page.getByRole('row', { name: /Console · arjun\.mehta@example\.com/ });
    await expect(arjun.getByText('Person', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Legacy importer/ })).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Held by' }).getByText('Applications').click();
    await expect(page.getByRole('row', { name: /Legacy importer/ })).toBeVisible();
    await expect(arjun).toHaveCount(0);
  });

  test('an administrator finds every write on the Activity page with the person’s name, filters it, reads a change whole, and exports it', async ({
    browser,
  }) => {
    const page = await personSignedIn(browser, server.origin, 'ada');
    // Issue a key and revoke it, on the keys page.
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Issue key' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue an API key' });
    await issue.getByLabel('Application name').fill('Audit journey');
    await issue.getByText('30 days').click();
    await issue.getByRole('button', { name: 'Issue key' }).click();
    const secret = page.getByRole('dialog', { name: 'API key for Audit journey' });
    await secret.getByRole('button', { name: 'Done' }).click();
    await secret.getByRole('button', { name: 'Yes, close it for good' }).click();
    const row = page.getByRole('row', { name: /Audit journey/ });
    // Its row tells its own history.
    await expect(row).toContainText('Key issued by Ada Okafor on ');
    await row.getByRole('button', { name: 'Revoke key “Audit journey”' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke Audit journey' })
      .click();
    await expect(row).toBeHidden();
    // Change a privilege and accept a draft, as the console sends them for her (her session, the CSRF defence).
    const write = { headers: { 'x-console-request': '1', origin: server.origin } };
    const accessors = await (await page.request.get(`/api/v1/repositories/${QUALITY}/accessors?maxResults=100`)).json();
    const accessor = accessors.data.find((entry: { type: string }) => entry.type === 'user');
    const flipped = !accessor.privileges.exportData;
    const changed = await page.request.patch(`/api/v1/repositories/${QUALITY}/accessors/${accessor.uuid}`, {
      ...write,
      data: { privileges: { exportData: flipped } },
    });
    expect(changed.status()).toBe(200);
    const [draft] = (await (await page.request.get('/api/v1/repositories/draft/models?maxResults=1')).json()).data;
    const accepted = await page.request.post(
      `/api/v1/repositories/${IT_SERVICE}/models/${draft.uuid}/versions/accept`,
      {
        ...write,
        data: {},
      },
    );
    expect(accepted.status()).toBe(201);
    // The accepted model's page tells its own history.
    await page.goto(`/repositories/${IT_SERVICE}/models/${(await accepted.json()).uuid}`);
    await expect(page.getByRole('group', { name: 'History' })).toContainText(/^Draft accepted by Ada Okafor on /);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    const log = page.getByRole('table', { name: 'Activity' });
    for (const [what, on] of [
      ['Draft accepted', undefined],
      ['Privileges changed', 'Qualitätsmanagement'],
      ['Key revoked', 'Audit journey'],
      ['Key issued', 'Audit journey'],
    ] as const) {
      const event = log
        .getByRole('row')
        .filter({ hasText: what })
        .filter({ hasText: on ?? '' })
        .first();
      await expect(event).toContainText('Ada Okafor');
      await expect(event).toContainText('Succeeded');
    }

    // Filtered to her privilege changes: in the URL, and the change read whole, its flags before and after.
    await page.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Ada Okafor' }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Privileges changed' }).click();
    await expect(page).toHaveURL(/[?&]action=accessor\.change/);
    await expect(page).toHaveURL(/[?&]actor=/);
    await expect(log.getByRole('row')).toHaveCount(2);
    await log.getByRole('row').nth(1).getByRole('button').click();
    await expect(page).toHaveURL(/[?&]event=\d+/);
    const details = page.getByRole('dialog', { name: /^Event \d+$/ });
    const changedFlag = details.getByRole('table', { name: 'Privileges before and after' }).locator('tr[data-changed]');
    await expect(changedFlag).toHaveCount(1);
    await expect(changedFlag).toContainText(flipped ? /not granted\s*granted$/ : /granted\s*not granted$/);
    await page.keyboard.press('Escape');

    // The CSV export of the same filter.
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'As CSV' }).click();
    const file = readFileSync((await (await downloading).path())!, 'utf8');
    const lines = file.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,at,actorKind,actor,action,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ada Okafor');
    expect(lines[1]).toContain('accessor.change');
    await expect(page.getByText('1 event saved as')).toBeVisible();

    // The chain checks out.
    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The chain matches' })).toBeVisible();
  });
});
