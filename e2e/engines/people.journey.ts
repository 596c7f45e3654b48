import { startConsoleServer, type ConsoleServer } from '../consoleServers';
import type { Page } from './engine';
import { expect, test } from './fixtures';

// People sign in through the identity provider (the demo's, inside a console server of its own) in every engine:
// the session cookie (HttpOnly, SameSite=Strict) must be kept and sent on a loopback address in each.
test.describe('people in every engine', () => {
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer({ IDENTITY: 'demo' });
  });
  test.afterAll(() => server?.stop());

  test('a person signs in through the provider, is named, and signs out at the provider', async ({ tab }) => {
    tab.baseUrl = server.origin;
    await signInThroughProvider(tab, 'petra');
    await tab.waitFor({ role: 'table', name: 'Repositories' });
    // The name comes with /me, which may answer after the repositories do.
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('[aria-label="Signed in as"]')?.textContent ?? ''))
      .toMatch(/^Petra Lindqvist · /);
    const kept = await tab.evaluate(() => Object.values({ ...sessionStorage, ...localStorage }).join('\n'));
    expect(kept).toContain('"credential":{"kind":"person"}');

    await tab.click({ role: 'button', name: 'Sign out' });
    await tab.waitFor({ role: 'heading', name: 'Sign out of Demo identity provider?' });
    await tab.click({ role: 'button', name: 'Sign out' });
    await tab.waitFor({ role: 'link', name: 'Sign in with the demo identity provider' }, 15_000);
    expect(await tab.evaluate(async () => (await fetch('/console-api/v1/me')).status)).toBe(401);
  });

  test('an administrator finds the key she issued on the Activity page, by her name, and reads the event', async ({
    tab,
  }) => {
    tab.baseUrl = server.origin;
    await signInThroughProvider(tab, 'ada');
    const application = `Audit in ${tab.engine}`;
    // Issued as the console sends it for her: her session cookie and the CSRF defence.
    const status = await tab.evaluate(
      async (applicationName, expiresAt) =>
        (
          await fetch('/api/v1/api-keys', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-console-request': '1' },
            body: JSON.stringify({ applicationName, expiresAt }),
          })
        ).status,
      application,
      new Date(Date.now() + 86_400_000).toISOString(),
    );
    expect(status).toBe(201);

    await tab.click({ role: 'link', name: 'Activity' });
    const event = { role: 'row', name: new RegExp(`Ada Okafor.*Key issued.*${application}.*Succeeded`) };
    await tab.waitFor({ ...event, within: { role: 'table', name: 'Activity' } }, 15_000);
    await tab.click({ role: 'button', within: { ...event, within: { role: 'table', name: 'Activity' } } });
    await tab.waitForUrl(/[?&]event=\d+/);
    const details = await tab.text({ role: 'dialog', name: /^Event \d+$/ });
    expect(details).toContain(application);
    expect(details).toContain('Ada Okafor');
  });
});

/** Signs in through the demo's provider as one of its people (the password is the demo's). */
async function signInThroughProvider(tab: Page, login: string): Promise<void> {
  await tab.goto('/repositories');
  await tab.click({ role: 'link', name: 'Sign in with the demo identity provider' });
  await tab.waitForUrl(/\/oidc\/interaction\//);
  await tab.fill({ label: 'Sign-in name' }, login);
  await tab.fill({ label: 'Password' }, 'demo');
  await tab.click({ role: 'button', name: 'Sign in' });
  await tab.waitForUrl(/\/repositories$/, 15_000);
}
