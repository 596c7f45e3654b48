import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from './consoleServers';
import { api, expect, signIn, test } from './fixtures';
import { messagesIn } from './interfaceText';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

// Keys that roll (server/console/keySchedule): a new key beside the old one, and the old one revoked on time by the
// console's server, which needs a console database of its own (the other journeys' service keeps none).

let server: ConsoleServer;
/** How long the old key and the new one both answer. */
const OVERLAP_MS = 30_000;

/** What axe finds serious or critical (WCAG 2 A and AA) on the page as it is. */
async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

test.describe('keys that roll', () => {
  test.describe.configure({ timeout: 150_000 });
  // The walk of the installation index is not what these journeys are about: it takes 1% of the rate limit.
  test.beforeAll(async () => {
    server = await startConsoleServer({ INDEX_SHARE: '1' });
  });
  test.afterAll(() => server?.stop());

  test('roll a key with a 30-second overlap: both keys answer during it, and after it the old one is refused, with no browser open', async ({
    browser,
    request,
  }) => {
    const origin = server.origin;
    const context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
    const page = await context.newPage();
    const name = `Roll journey ${Date.now()}`;
    const old = (
      await api(request, '/api-keys', {
        method: 'POST',
        admin: true,
        origin,
        body: { applicationName: name, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      })
    ).body as { uuid: string; apiKey: string };
    await signIn(page, 'admin', origin);
    await page.goto('/api-keys');
    await page.getByLabel('Filter by application').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Roll ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Roll ${name}` });
    await expect(dialog).toContainText('does not say when a key was last used');
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByLabel('At a time I choose').check();
    // Half a minute from now, in the browser's own time zone, to the second: long enough for the steps below on a
    // busy machine (about 10 s on a quiet one), and the rest of it is spent waiting for the revoke.
    const revokeAt = await page.evaluate((overlapMs) => {
      const at = new Date(Date.now() + overlapMs);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
    }, OVERLAP_MS);
    const revokeBy = Date.now() + OVERLAP_MS;
    await dialog.getByLabel('Revoke the old key at').fill(revokeAt);
    await dialog.getByRole('button', { name: 'Roll', exact: true }).click();

    const results = page.getByRole('dialog', { name: 'The rolled key' });
    const secretInput = results.getByLabel(`New secret of ${name}`);
    const secret = await secretInput.inputValue();
    expect(secret).toMatch(/^mrk_/);
    await expect(results).toContainText('The old key stops on');
    await results.getByRole('button', { name: 'Done' }).click();
    await results.getByRole('button', { name: 'Yes, close it for good' }).click();
    await expect(results).toBeHidden();
    await expect(
      page.getByRole('row', { name: new RegExp(name) }).filter({ hasText: 'Revoke scheduled for' }),
    ).toHaveCount(1);
    await expect(
      page.getByRole('row', { name: new RegExp(name) }).filter({ hasText: 'Replaces a key to be revoked' }),
    ).toHaveCount(1);

    await page.getByRole('button', { name: /^Key schedule:/ }).click();
    await expect(page.getByRole('table', { name: 'Scheduled revokes' })).toContainText(name);
    expect(await seriousFindings(page)).toEqual([]);

    // During the overlap both keys answer, and the audit log has the roll.
    expect((await api(request, '/repositories', { key: old.apiKey, origin })).status).toBe(200);
    expect((await api(request, '/repositories', { key: secret, origin })).status).toBe(200);
    await page.goto(`/activity?target=${old.uuid}`);
    await expect(page.getByRole('table', { name: 'Activity' })).toContainText('Key rolled');

    // Nobody is looking: the console's server revokes the old key on time by itself.
    await context.close();
    expect(Date.now()).toBeLessThan(revokeBy);
    await expect
      .poll(async () => (await api(request, '/repositories', { key: old.apiKey, origin })).status, {
        timeout: 90_000,
        intervals: [1000],
      })
      .toBe(401);
    expect(Date.now()).toBeGreaterThanOrEqual(revokeBy - 1000);
    expect((await api(request, '/repositories', { key: secret, origin })).status).toBe(200);
  });

  for (const language of ['fr', 'de'] as const) {
    test(`who issued and rolled a key, and who was refused, in ${language === 'fr' ? 'French' : 'German'}: the keys page and Activity word the kinds`, async ({
      browser,
      request,
    }) => {
      const t = messagesIn(language);
      const origin = server.origin;
      const name = `Actors ${language} ${Date.now()}`;
      const key = (
        await api(request, '/api-keys', {
          method: 'POST',
          admin: true,
          origin,
          body: { applicationName: name, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
        })
      ).body as { uuid: string };
      const rolled = await request.post(`${origin}/console-api/v1/api-keys/${key.uuid}/roll`, {
        headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        data: { revokeAt: new Date(Date.now() + 86_400_000).toISOString() },
      });
      expect(rolled.status()).toBe(201);
      // An application key may not issue keys: the refusal is on the log, as the key's.
      expect(
        (await api(request, '/api-keys', { method: 'POST', origin, body: { applicationName: name } })).status,
      ).toBe(403);

      const context = await browser.newContext({ baseURL: origin, locale: language });
      const page = await context.newPage();
      await signIn(page, 'admin', origin);
      const token = t('actor.administratorToken');
      await page.goto(`/api-keys?lang=${language}`);
      await page.getByLabel(t('apiKeys.filter')).fill(name);
      await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toContainText(token);
      const schedule = t('schedule.panel', { open: 1, count: 1 }).split(':')[0].trim();
      await page.getByRole('button', { name: new RegExp(`^${schedule}`) }).click();
      await expect(page.getByRole('table', { name: t('schedule.panelTable') })).toContainText(token);
      await expect(page.locator('main')).not.toContainText(/administrator token|application key/);

      await page.goto(`/activity?lang=${language}`);
      const activity = page.getByRole('table', { name: t('activity.title') });
      await expect(activity).toContainText(token);
      // The key by its application's name where the log knows it, else by its fingerprint.
      await expect(activity).toContainText(t('actor.applicationKey', { name: '' }));
      await expect(page.locator('main')).not.toContainText(/administrator token|application key/);
      await context.close();
    });
  }
});
