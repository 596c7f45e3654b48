import type { Page } from '@playwright/test';
import { deriveDraft } from './derivedDraft';
import { api, demoNames, expect, IT_SERVICE, QUALITY, signIn, storeSession, test } from './fixtures';
import { clippedText, englishOnlyWords, messagesIn, refusedText, type Finding } from './interfaceText';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { STORAGE_KEYS } from '../src/storageKeys.mjs';

const listed = (findings: Finding[]) => findings.map((finding) => `${finding.where}: ${finding.text}`);

/** The demo's repository names, and every title of IT Service Management's models. */
async function repositoryNamesAndTitles(page: Page): Promise<string[]> {
  const repositories = (await api(page, '/repositories?maxResults=100')).body.data as { name: string }[];
  const models = (await api(page, `/repositories/${IT_SERVICE}/models?fields=titles&maxResults=1000`)).body.data as {
    titles: Record<string, { title: string }>;
  }[];
  return [
    ...repositories.map((repository) => repository.name),
    ...models.flatMap((model) => Object.values(model.titles ?? {}).map((title) => title.title)),
  ];
}

/** A model of IT Service Management with a canvas, and one of its symbols. */
async function someModel(page: Page) {
  const models = (await api(page, `/repositories/${IT_SERVICE}/models?maxResults=5`)).body.data as { uuid: string }[];
  for (const model of models) {
    const canvas = (await api(page, `/repositories/${IT_SERVICE}/models/${model.uuid}/canvas`)).body;
    if (canvas.vertices.length > 0) return { model: model.uuid, symbol: canvas.vertices[0].symbol as string };
  }
  throw new Error('no model of IT Service Management has a canvas');
}

test.describe('the pseudo-locale', () => {
  test('every main page says only what the catalogues say, and nothing is clipped or runs out of its box', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const findings: string[] = [];
    const check = async (what: string) => {
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      for (const line of listed(await refusedText(page))) findings.push(`${what} · not from a catalogue · ${line}`);
      for (const line of listed(await clippedText(page))) findings.push(`${what} · clipped · ${line}`);
    };

    await page.goto('/sign-in?lang=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await check('sign-in');

    await signIn(page, 'admin');
    const { model, symbol } = await someModel(page);
    const draft = await deriveDraft(page, 'pseudo');
    const pages: [string, string][] = [
      ['repositories', '/repositories'],
      ['models', `/repositories/${IT_SERVICE}`],
      ['canvas', `/repositories/${IT_SERVICE}/models/${model}`],
      ['descriptions', `/repositories/${IT_SERVICE}/models/${model}?tab=descriptions`],
      ['documents', `/repositories/${IT_SERVICE}/models/${model}?tab=documents`],
      ['symbol', `/repositories/${IT_SERVICE}/symbols/${symbol}`],
      ['accessors', `/repositories/${QUALITY}/accessors`],
      ['api keys', '/api-keys'],
      ['access overview', '/access'],
      ['drafts', '/drafts'],
      ['checks', `/drafts/${draft.draftId}?target=${IT_SERVICE}&tab=checks`],
      ['comparison', `/drafts/${draft.draftId}?target=${IT_SERVICE}&tab=compare&compare=${draft.model.uuid}`],
      ['search', '/search?q=incident'],
      ['people and groups', '/directory'],
      ['settings', '/settings'],
    ];
    for (const [what, path] of pages) {
      await page.goto(path);
      await check(what);
    }
    expect(findings).toEqual([]);
  });
});

for (const language of ['de', 'fr'] as const) {
  test.describe(`the console in ${language === 'de' ? 'German' : 'French'}`, () => {
    test('sign in, browse to a canvas, issue and revoke a key, change a privilege, accept a draft: no English on the way, dates and numbers as the locale writes them', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const t = messagesIn(language);
      const english = englishOnlyWords(language);
      // Content the console's sentences quote: repositories' names and the models' titles of the one browsed.
      const content: string[] = [];
      const noEnglish = async (where: string) => {
        await page.waitForLoadState('networkidle');
        expect(listed(await refusedText(page, english, content)), where).toEqual([]);
      };
      content.push(...(await repositoryNamesAndTitles(page)));

      // The browser reads English; the reader picks the language on the sign-in page, and it stays.
      await page.goto('/sign-in');
      await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByText(t('signIn.kindAdmin'), { exact: true }).click();
      await page.getByRole('textbox', { name: t('signIn.kindAdmin') }).fill(E2E_ADMIN_TOKEN);
      await noEnglish('sign-in');
      await page.getByRole('button', { name: t('signIn.submit') }).click();

      // Browse to a canvas.
      await expect(page.getByRole('heading', { name: t('repositories.title') })).toBeVisible();
      await noEnglish('repositories');
      await page.getByRole('link', { name: 'IT Service Management' }).click();
      const models = (await api(page, `/repositories/${IT_SERVICE}/models?maxResults=1`)).body;
      await expect(page.getByText(t('table.range', { first: 1, last: 25, total: models.total }))).toBeVisible();
      await noEnglish('models');
      await page
        .getByRole('table', { name: t('models.models') })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('group', { name: t('canvas.keysLabel') })).toBeVisible();
      await expect(page.getByRole('region', { name: t('canvas.legend') })).toBeVisible();
      await noEnglish('canvas');

      // Issue a key, read its dates in the locale's form, and revoke it.
      const application = language === 'de' ? 'Lohnbuchhaltung' : 'Comptabilité';
      await page.getByRole('link', { name: t('nav.apiKeys') }).click();
      await noEnglish('api keys');
      await page.getByRole('button', { name: t('apiKeys.issue') }).click();
      const issue = page.getByRole('dialog', { name: t('issue.title') });
      await issue.getByLabel(t('issue.applicationName')).fill(application);
      await noEnglish('issue dialog');
      await issue.getByRole('button', { name: t('apiKeys.issue') }).click();
      const secret = page.getByRole('dialog', { name: t('secret.title', { name: application }) });
      await secret.getByRole('button', { name: t('secret.done') }).click();
      await noEnglish('secret dialog');
      await secret.getByRole('button', { name: t('secret.closeForGood') }).click();
      const row = page.getByRole('row').filter({ hasText: application });
      const today = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date());
      await expect(row).toContainText(today);
      await expect(row).toContainText(new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(3, 'month'));
      await row.getByRole('button', { name: t('apiKeys.revokeKey', { name: application }) }).click();
      const confirm = page.getByRole('dialog', { name: t('revoke.title') });
      await noEnglish('revoke dialog');
      await confirm.getByRole('button', { name: t('revoke.confirm', { name: application }) }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('revoke.done') })).toBeVisible();
      await expect(row).toHaveCount(0);

      // Change a privilege.
      await page.goto(`/repositories/${QUALITY}/accessors?q=user`);
      const first = (
        await api(
          page,
          `/repositories/${QUALITY}/accessors?projection=ALL&sortBy=type&filter=user&filterFields=user,type&maxResults=1`,
        )
      ).body.data[0];
      const name = (await demoNames(page)).get(first.user) ?? `${first.user.slice(0, 8)}…`;
      const matrix = page.getByRole('table', { name: t('accessors.matrix') });
      const flag = t('code.privilege.exportData.label');
      const user = t('accessor.label', { kind: 'user', name });
      await matrix.getByLabel(t('matrix.flagFor', { flag, label: user })).click();
      await noEnglish('accessors');
      await page.getByRole('button', { name: t('accessors.review', { count: 1 }) }).click();
      const review = page.getByRole('dialog', { name: t('review.title') });
      await expect(review.getByRole('row', { name: new RegExp(flag) })).toContainText(
        t(first.privileges.exportData ? 'review.withdraw' : 'review.grant'),
      );
      await noEnglish('review dialog');
      await review.getByRole('button', { name: t('review.save', { count: 1 }) }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('review.saved') })).toContainText(
        t('review.savedText', { count: 1 }),
      );
      expect((await api(page, `/repositories/${QUALITY}/accessors/${first.uuid}`)).body.privileges.exportData).toBe(
        !first.privileges.exportData,
      );

      // Accept a draft.
      const draft = await deriveDraft(page, language);
      await page.goto(`/drafts/${draft.draftId}?target=${IT_SERVICE}&tab=checks`);
      await expect(page.getByRole('list', { name: t('checks.list') })).toBeVisible();
      await noEnglish('checks');
      await page.getByRole('button', { name: t('reviewPage.acceptInto') }).click();
      const dialog = page.getByRole('dialog', { name: t('accept.title') });
      await expect(dialog.getByLabel(t('acceptChoices.what'))).toContainText('IT Service Management');
      await noEnglish('accept dialog');
      await dialog.getByRole('button', { name: t('accept.accept'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t('reviewPage.accepted') })).toBeVisible();
      await noEnglish('accepted');
      expect((await api(page, `/repositories/draft/models/${draft.draftId}?fields=status`)).body.status).toBe(
        'ARCHIVED',
      );
    });
  });
}

test('the language chosen in the header is remembered on this device, apart from the titles’ language', async ({
  page,
}) => {
  const de = messagesIn('de');
  await storeSession(page, { kind: 'admin', token: E2E_ADMIN_TOKEN });
  await page.goto(`/repositories/${IT_SERVICE}`);
  await page.getByRole('button', { name: 'Interface language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('table', { name: de('models.models') })).toBeVisible();
  // The titles stay in the content language chosen on the page: French titles under a German interface.
  await page.getByRole('combobox', { name: de('contentLanguage.label') }).selectOption({ label: 'Français' });
  await expect(page).toHaveURL(/content=/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: de('contentLanguage.label') })).toHaveValue(/.+/);
  // A link with ?lang= opens in its language for this tab, and leaves the device's choice alone.
  await page.goto(`/repositories?lang=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.interfaceLanguage)).toBe('de');
});
