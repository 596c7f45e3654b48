import { api, ENTERPRISE, expect, LANGUAGE, test } from './fixtures';

test.use({ signedInAs: 'apiKey' });

test.describe('repositories', () => {
  test('sort, filter with wildcard, empty state, and the view survives a reload', async ({ page }) => {
    await page.goto('/repositories');
    const table = page.getByRole('table', { name: 'Repositories' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(1)).toContainText('Drafts');
    // The draft repository is marked as such, and opens the draft review (where drafts can be accepted).
    await expect(table.getByRole('row').nth(1)).toContainText('draft repository');
    await expect(table.getByRole('row').nth(1).getByRole('link', { name: 'Drafts' })).toHaveAttribute(
      'href',
      '/drafts',
    );

    await table.getByRole('button', { name: /Name/ }).click();
    await expect(page).toHaveURL(/dir=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText('Qualitätsmanagement');

    await page.getByLabel('Filter by name').fill('ent*lib');
    await expect(page).toHaveURL(/q=ent\*lib/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel('Filter by name')).toHaveValue('ent*lib');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Enterprise Process Library');

    await page.getByLabel('Filter by name').fill('no such repository');
    await expect(page.getByText('No repository matches')).toBeVisible();
    await page.getByText('Clear the filter').click();
    await expect(table.getByRole('row')).toHaveCount(5);

    // Once its rows are in, the page is still: nothing animates (a hidden progress bar once restyled the page
    // sixty times a second for as long as it was open).
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0);
  });
});

test.describe('models of a repository', () => {
  test('pages, page size, title sort in the chosen language with untranslated titles marked', async ({ page }) => {
    await page.goto(`/repositories/${ENTERPRISE}`);
    const table = page.getByRole('table', { name: 'Models' });
    await expect(table.getByRole('row')).toHaveCount(26);
    const total = (await api(page, `/repositories/${ENTERPRISE}/models?maxResults=1`)).body.total;
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();

    const firstOfPage1 = await table.getByRole('row').nth(1).textContent();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`26–50 of ${total}`)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).not.toHaveText(firstOfPage1!);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: '10 / page' });
    await expect(page).toHaveURL(/size=10/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table.getByRole('row')).toHaveCount(11);

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await expect(page).toHaveURL(new RegExp(`content=${LANGUAGE.de}`));
    const expected = await api(
      page,
      `/repositories/${ENTERPRISE}/models?fields=titles&sortBy=titles.title&sortLanguage=${LANGUAGE.de}&maxResults=10`,
    );
    await expect(table.getByRole('row').nth(1)).toContainText(expected.body.data[0].titles[LANGUAGE.de].title);

    // The last German page holds models without a German title: shown in English, marked.
    await page.goto(`/repositories/${ENTERPRISE}?size=100&lang=${LANGUAGE.de}&page=3`);
    await expect(table.getByText('Shown in the default language').first()).toBeVisible();
  });

  test('filters titles and exports the whole filtered list as CSV', async ({ page }) => {
    await page.goto(`/repositories/${ENTERPRISE}`);
    await page.getByLabel('Filter titles').fill('approve*order');
    await expect(page).toHaveURL(/q=approve\*order/);
    const expected = (
      await api(page, `/repositories/${ENTERPRISE}/models?filter=approve*order&filterFields=titles&maxResults=1`)
    ).body.total;
    await expect(page.getByText(new RegExp(`of ${expected}$`))).toBeVisible();
    await expect(page.getByText('Searches every language: English, Deutsch')).toBeVisible();
    // Each row marks the two runs of the filter in its title.
    const rows = page.getByRole('table', { name: 'Models' }).getByRole('row');
    await expect(rows.nth(1).locator('mark')).toHaveText([/^approve$/i, /^order$/i]);

    // A German word, with English shown: the rows say where the title matched.
    await page.getByLabel('Filter titles').fill('bestellung');
    await expect(rows.nth(1)).toContainText('Matched in Deutsch:');
    await expect(rows.nth(1).locator('mark')).toHaveText(/^bestellung$/i);

    await page.getByLabel('Filter titles').fill('');
    await expect(page).not.toHaveURL(/q=/);
    const all = (await api(page, `/repositories/${ENTERPRISE}/models?maxResults=1`)).body.total;
    // The address bar moves before the list is drawn again (the router renders in a transition): export what
    // the page shows once it shows the whole list.
    await expect(page.getByText(new RegExp(`of ${all}$`))).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('uuid,modelType,title (English),title (Deutsch)');
    expect(lines).toHaveLength(all + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(all);
  });

  test('the export shows its progress and Cancel stops it without a file', async ({ page }) => {
    await page.goto(`/repositories/${ENTERPRISE}`);
    const all = (await api(page, `/repositories/${ENTERPRISE}/models?maxResults=1`)).body.total;
    expect(all).toBeGreaterThan(100); // more than one export page, so there is progress to see
    // The real service, answering the export's pages slowly enough to watch.
    await page.route(/\/models\?.*maxResults=100/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    let downloaded = false;
    page.on('download', () => (downloaded = true));

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const progress = page.getByLabel('Export progress');
    await expect(progress).toContainText(`Exporting 100 of ${all} models`);
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await page.waitForTimeout(2000); // past the page that was in flight
    expect(downloaded).toBe(false);
  });
});
