import { startConsoleServer, type ConsoleServer } from '../consoleServers';
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
    await tab.goto('/repositories');
    await tab.click({ role: 'link', name: 'Sign in with the demo identity provider' });
    await tab.waitForUrl(/\/oidc\/interaction\//);
    await tab.fill({ label: 'Sign-in name' }, 'petra');
    await tab.fill({ label: 'Password' }, 'demo');
    await tab.click({ role: 'button', name: 'Sign in' });
    await tab.waitForUrl(/\/repositories$/, 15_000);
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
});
