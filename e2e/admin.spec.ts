import { readFileSync } from 'node:fs';
import { api, demoNames, expect, IT_SERVICE, QUALITY, signIn, test, userLabel } from './fixtures';

test.describe('API keys', () => {
  test('an application key is told key management needs the administrator, and offered to sign in as one', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/api-keys');
    await expect(page.getByText('Key management needs the administrator')).toBeVisible();
    await expect(page.getByText('403')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in as administrator' }).click();
    await expect(page).toHaveURL(/\/sign-in\?as=admin/);
    await expect(page.getByRole('textbox', { name: 'Administrator token' })).toBeVisible();
  });

  test('issue a key, see the secret once, use it, revoke it, and the API refuses it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/api-keys');
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText('Legacy importer');
    const legacy = page.getByRole('row', { name: /Legacy importer/ });
    await expect(legacy).toContainText('Expired');
    await expect(legacy).not.toContainText('Active');
    await expect(page.getByRole('row', { name: /Nightly export job/ })).toContainText(/Expiring in [45] days/);

    await page.getByRole('button', { name: 'Issue key' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue an API key' });
    await issue.getByRole('button', { name: 'Issue key' }).click();
    await expect(issue.getByRole('alert')).toContainText('Enter the application name');
    await issue.getByLabel('Application name').fill('E2E reporting');
    await issue.getByText('On a date').click();
    await issue.getByLabel('Expiry date').fill('2020-01-01');
    await issue.getByRole('button', { name: 'Issue key' }).click();
    await expect(issue.getByRole('alert')).toContainText('must not be in the past');
    await expect(issue.getByLabel('Application name')).toHaveValue('E2E reporting');
    await issue.getByText('30 days').click();
    await issue.getByRole('button', { name: 'Issue key' }).click();

    const dialog = page.getByRole('dialog', { name: 'API key for E2E reporting' });
    const secretInput = dialog.getByLabel('Secret', { exact: true });
    await expect(secretInput).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Reveal or hide the secret' }).click();
    await expect(secretInput).toHaveAttribute('type', 'text');
    const secret = await secretInput.inputValue();
    expect(secret).toMatch(/^mrk_/);
    expect((await api(page, '/repositories', { key: secret })).status).toBe(200);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog.getByText('Have you stored the secret?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, close it for good' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /E2E reporting/ });
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: 'Revoke key “E2E reporting”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await expect(confirm).toContainText('E2E reporting');
    await confirm.getByRole('button', { name: 'Revoke E2E reporting' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Key revoked' })).toContainText('E2E reporting');
    await expect(row).toBeHidden();
    expect((await api(page, '/repositories', { key: secret })).status).toBe(401);
  });

  test('the key list is fresh: a key issued by another client shows on Refresh, and one revoked in another tab leaves this tab', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/api-keys');
    const table = page.getByRole('table', { name: 'API keys' });
    await expect(table).toContainText('Legacy importer');
    await expect(page.getByText(/· read (just now|\d+ (second|minute)s? ago)/)).toBeVisible();

    // Issued by another client of the service: this tab learns it when asked to refresh.
    const name = `Fresh ${Date.now()}`;
    const issued = await api(page, '/api-keys', {
      method: 'POST',
      admin: true,
      body: { applicationName: name, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect(issued.status).toBe(201);
    await expect(table).not.toContainText(name);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    // Revoked in a second tab of the same sign-in: the first tab's list drops it without a reload.
    const other = await context.newPage();
    await signIn(other, 'admin');
    await other.goto('/api-keys');
    const row = other.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Revoke key “${name}”` }).click();
    await other
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: `Revoke ${name}` })
      .click();
    await expect(row).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeHidden();
  });

  test('sorts, filters and exports the key list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/api-keys');
    const table = page.getByRole('table', { name: 'API keys' });
    await table.getByRole('button', { name: /Application/ }).click();
    await expect(page).toHaveURL(/sort=applicationName/);
    await page.getByLabel('Filter by application').fill('legacy');
    await expect(table.getByRole('row')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('uuid,applicationName,status,createdAt,expiresAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Legacy importer');
  });
});

test.describe('accessors', () => {
  test.use({ signedInAs: 'apiKey' });

  test('toggle privileges, review the diff, save, and read the accessor back from the API', async ({ page }) => {
    await page.goto(`/repositories/${QUALITY}/accessors?q=user`);
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    await expect(matrix.getByRole('row')).toHaveCount(15); // the group heading row, the column row, 13 users
    const first = (
      await api(
        page,
        `/repositories/${QUALITY}/accessors?projection=ALL&sortBy=type&filter=user&filterFields=user,type&maxResults=1`,
      )
    ).body.data[0];
    const label = userLabel(await demoNames(page), first.user);
    await matrix.getByLabel(`Publish for ${label}`).click();
    await matrix.getByLabel(`Fields for ${label}`).click();
    await expect(matrix.locator('[data-changed]')).toHaveCount(2);

    await page.getByRole('button', { name: 'Review changes (2)' }).click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    const change = (held: boolean) => (held ? 'withdraw' : 'grant');
    await expect(review.getByRole('row', { name: /publish/ })).toContainText(change(first.privileges.publish));
    await expect(review.getByRole('row', { name: /manageFields/ })).toContainText(
      change(first.privileges.manageFields),
    );
    await review.getByRole('button', { name: 'Save 1 accessor' }).click();
    // Saved: the dialog closes and says so.
    await expect(review).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Privileges saved' })).toContainText(
      'Saved the changes of 1 accessor.',
    );

    const reread = (await api(page, `/repositories/${QUALITY}/accessors/${first.uuid}`)).body;
    expect(reread.privileges.publish).toBe(!first.privileges.publish);
    expect(reread.privileges.manageFields).toBe(!first.privileges.manageFields);
    await expect(matrix.locator('[data-changed]')).toHaveCount(0);
  });

  test('a save answered with a dropped connection is sent once, reported, and reconciled by a re-read', async ({
    page,
  }) => {
    const patches: string[] = [];
    await page.route('**/accessors/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches.push(route.request().url());
      await route.continue({ headers: { ...route.request().headers(), 'x-fault': 'drop' } });
    });
    await page.goto(`/repositories/${IT_SERVICE}/accessors?q=user`);
    const first = (
      await api(
        page,
        `/repositories/${IT_SERVICE}/accessors?projection=ALL&sortBy=type&filter=user&filterFields=user,type&maxResults=1`,
      )
    ).body.data[0];
    const names = await demoNames(page);
    await page.getByLabel(`Export for ${userLabel(names, first.user)}`).click();
    await page.getByRole('button', { name: 'Review changes (1)' }).click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    await review.getByRole('button', { name: 'Save 1 accessor' }).click();
    await expect(review).toBeHidden();
    const row = page
      .getByRole('table', { name: 'Privilege matrix' })
      .getByRole('row', { name: new RegExp(names.get(first.user)!) });
    await row.getByText('saved', { exact: true }).hover({ timeout: 10_000 });
    await expect(page.getByText('reading it back shows the change applied')).toBeVisible();
    expect(patches).toHaveLength(1);
    const reread = (await api(page, `/repositories/${IT_SERVICE}/accessors/${first.uuid}`)).body;
    expect(reread.privileges.exportData).toBe(!first.privileges.exportData);
  });

  test('add a user accessor, then remove it', async ({ page }) => {
    const user = '0e2e0e2e-1111-4222-8333-444455556666';
    await page.goto(`/repositories/${QUALITY}/accessors`);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user accessor' });
    await dialog.getByRole('combobox', { name: 'User' }).fill('bob');
    await dialog.getByRole('button', { name: 'Add accessor' }).click();
    await expect(dialog.getByRole('alert')).toContainText("paste a user's uuid");
    await expect(dialog.getByRole('combobox', { name: 'User' })).toHaveValue('bob');
    await dialog.getByRole('combobox', { name: 'User' }).fill(user);
    await dialog.getByRole('checkbox', { name: 'Publish' }).check();
    await dialog.getByRole('button', { name: 'Add accessor' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Accessor added' })).toContainText(
      `user ${user.slice(0, 8)}…`,
    );

    await page.getByLabel('Filter by name, uuid or type').fill(user);
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    await expect(matrix.getByRole('row')).toHaveCount(3);
    await expect(matrix.getByLabel(`Publish for user ${user.slice(0, 8)}…`)).toBeChecked();
    const created = (await api(page, `/repositories/${QUALITY}/accessors?filter=${user}&filterFields=user`)).body
      .data[0];

    await matrix.getByRole('button', { name: `Remove user ${user.slice(0, 8)}…` }).click();
    await page.getByRole('dialog', { name: 'Remove accessor' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Accessor removed' })).toBeVisible();
    await expect(matrix.getByRole('row')).toHaveCount(2);
    expect((await api(page, `/repositories/${QUALITY}/accessors/${created.uuid}`)).status).toBe(404);
  });
});

test.describe('drafts', () => {
  test.use({ signedInAs: 'apiKey' });

  test('accept a draft into a target repository and find it there through the API', async ({ page }) => {
    await page.goto('/drafts');
    const table = page.getByRole('table', { name: 'Models' });
    const link = table.getByRole('link').first();
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('tab', { name: 'Canvas' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept draft into a repository' });
    await dialog.getByRole('combobox', { name: 'Target repository' }).click();
    await expect(page.getByRole('option', { name: 'Drafts' })).toHaveCount(0);
    await page.getByRole('option', { name: 'IT Service Management' }).click();
    const group = dialog.getByRole('combobox', { name: 'Visible to (permission group)' });
    await expect(group).toHaveValue('All Users');
    await group.fill('everyone');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Choose a permission group from the directory, or paste its uuid.',
    );
    await group.fill('All Users');
    await expect(dialog.getByLabel('What accepting does')).toContainText('visible to All Users');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Draft accepted' })).toContainText(
      'Accepted into IT Service Management.',
    );
    // The review stays, with the draft archived and the way to the new model.
    await expect(page.getByText('Accepted (archived)')).toBeVisible();

    const found = (
      await api(
        page,
        `/repositories/${IT_SERVICE}/models?fields=titles&filterFields=titles&filter=${encodeURIComponent(title.replace(/Shown in the default language|Not yet translated/g, '').trim())}`,
      )
    ).body;
    expect(found.total).toBe(1);
    await page
      .getByRole('status')
      .filter({ hasText: 'Draft accepted' })
      .getByRole('link', { name: 'Open the new model' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/repositories/${IT_SERVICE}/models/${found.data[0].uuid}`));
    await page.goto('/drafts');
    await expect(page.getByRole('table', { name: 'Models' })).not.toContainText(title);
  });

  test('create a draft and open it for review', async ({ page }) => {
    await page.goto('/drafts');
    await page.getByRole('button', { name: 'New draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'New draft' });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(dialog.getByRole('alert')).toContainText('English');
    await dialog.getByLabel('Title (English, default)').fill('Plan e2e rollout');
    await dialog.getByLabel('Title (Deutsch)').fill('E2E-Einführung planen');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Draft created' })).toContainText('Plan e2e rollout');
    await expect(page).toHaveURL(/\/drafts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Plan e2e rollout' })).toBeVisible();
    const drafts = (
      await api(page, '/repositories/draft/models?fields=titles&filter=e2e%20rollout&filterFields=titles')
    ).body;
    expect(drafts.total).toBe(1);
  });
});
