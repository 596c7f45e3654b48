import { readFileSync } from 'node:fs';
import { api, ENTERPRISE, expect, IT_SERVICE, QUALITY, test } from './fixtures';

const PROCESS_LEAD = '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d01';
const TITLE_SUFFIX = ' · Model Repository Console';

test.describe('the privilege matrix', () => {
  test.use({ signedInAs: 'apiKey' });

  test('fits a 1,280 px screen without scrolling sideways, and on a phone is an editor per accessor', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/repositories/${QUALITY}/accessors`);
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    await expect(matrix.getByText('Arjun Mehta')).toBeVisible();
    const fit = await matrix.evaluate((table) => ({ needs: table.scrollWidth, box: table.parentElement!.clientWidth }));
    expect(fit.needs).toBeLessThanOrEqual(fit.box);

    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Privilege matrix' });
    const arjun = cards.getByRole('listitem').filter({ hasText: 'Arjun Mehta' });
    await arjun.getByRole('group', { name: 'Administration' }).getByRole('checkbox', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Review changes (1)' })).toBeEnabled();
    await page.getByRole('button', { name: 'Review changes (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Review changes' })).toContainText('user Arjun Mehta');
    await page.getByRole('button', { name: 'Discard all' }).click();
  });

  test('reads as words: grouped labels, the raw name and meaning on hover, full types, None read only', async ({
    page,
  }) => {
    await page.goto(`/repositories/${QUALITY}/accessors`);
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    for (const group of ['Content', 'Structure', 'Administration'])
      await expect(matrix.getByRole('columnheader', { name: group })).toBeVisible();
    await expect(matrix.getByRole('columnheader', { name: 'throwOut' })).toHaveCount(0);
    await matrix.getByRole('columnheader', { name: 'Delete' }).getByText('Delete').hover();
    await expect(page.getByRole('tooltip')).toContainText('throwOut: Throw out models');
    await expect(matrix.getByText('Group', { exact: true }).first()).toBeVisible();
    await expect(matrix.getByText('User', { exact: true }).first()).toBeVisible();
    const none = matrix.getByRole('checkbox', { name: /^None \(read only\)/ }).first();
    await expect(none).toBeDisabled();

    // Scrolled sideways to the last flag, the row still shows who it is.
    const identity = matrix.getByRole('cell').filter({ has: page.getByText('Quality Auditors', { exact: true }) });
    const before = await identity.boundingBox();
    await matrix.getByRole('checkbox', { name: /^Lock snapshots for group Quality Auditors/ }).scrollIntoViewIfNeeded();
    await matrix.getByRole('checkbox', { name: /^Publish for group Quality Auditors/ }).scrollIntoViewIfNeeded();
    expect((await identity.boundingBox())!.x).toBe(before!.x);
    await page.getByText('What the privileges mean').click();
    await expect(
      page.getByText('Reserve a name prefix so that only its holders create content under it.'),
    ).toBeVisible();
  });

  test('pending edits are not lost silently: leaving, switching repository, signing out and closing the tab ask first', async ({
    page,
  }) => {
    await page.goto(`/repositories/${QUALITY}/accessors`);
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    await matrix.getByRole('checkbox', { name: 'Publish for group Quality Auditors' }).click();
    await expect(page.getByRole('button', { name: 'Review changes (1)' })).toBeEnabled();

    // Another page of the same matrix is not leaving.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: '10 / page' });
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);

    const guard = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repositories' }).click();
    await expect(guard).toContainText('1 unsaved privilege change');
    await guard.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(`/repositories/${QUALITY}/accessors`));
    await expect(page.getByRole('button', { name: 'Review changes (1)' })).toBeEnabled();

    // Another repository's page (here its own models page) is leaving too.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Qualitätsmanagement' })
      .click();
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Stay on this page' }).click();

    // Closing or reloading the tab: the browser's own question.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(dialogs).toEqual(['beforeunload']);
    await expect(page.getByRole('button', { name: 'Review changes (1)' })).toBeEnabled();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Discard and leave' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    const reread = (
      await api(
        page,
        `/repositories/${QUALITY}/accessors?filter=Quality%20Auditors&filterFields=groupEntity.group&projection=ALL`,
      )
    ).body;
    expect(reread.total).toBeGreaterThan(0);
  });

  test('a bulk grant: every user matching the filter, across pages, one PATCH each, read back through the API', async ({
    page,
  }) => {
    const patches: string[] = [];
    page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
    await page.goto(`/repositories/${IT_SERVICE}/accessors?q=user&size=10`);
    const users = (
      await api(
        page,
        `/repositories/${IT_SERVICE}/accessors?projection=ALL&filter=user&filterFields=user,type&maxResults=100`,
      )
    ).body.data as {
      uuid: string;
      privileges: Record<string, boolean>;
    }[];
    expect(users.length).toBeGreaterThan(10);
    const lacking = users.filter((user) => !user.privileges.manageLists);
    expect(lacking.length).toBeGreaterThan(0);

    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    // A shift-click selects a range on the page.
    await matrix
      .getByRole('checkbox', { name: /^Select user/ })
      .nth(1)
      .click();
    await matrix
      .getByRole('checkbox', { name: /^Select user/ })
      .nth(4)
      .click({ modifiers: ['Shift'] });
    await expect(page.getByText('4 selected')).toBeVisible();
    await page.getByRole('button', { name: `Select all ${users.length} matching` }).click();
    await expect(page.getByText(`${users.length} selected`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Privilege to change' }).click();
    await page.getByRole('option', { name: 'Lists' }).click();
    await page.getByRole('button', { name: `Grant to ${users.length}` }).click();
    await page.getByRole('button', { name: `Review changes (${lacking.length})` }).click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    await expect(review.getByRole('row')).toHaveCount(lacking.length + 1);
    await review.getByRole('button', { name: `Save ${lacking.length} accessor` }).click();
    await expect(review).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Privileges saved' })).toContainText(
      `Saved the changes of ${lacking.length} accessor`,
    );

    expect(patches).toHaveLength(lacking.length);
    for (const user of users) {
      const reread = (await api(page, `/repositories/${IT_SERVICE}/accessors/${user.uuid}`)).body;
      expect(reread.privileges.manageLists).toBe(true);
      // Nothing else changed.
      expect({ ...reread.privileges, manageLists: user.privileges.manageLists, None: undefined }).toEqual({
        ...user.privileges,
        None: undefined,
      });
    }
  });
});

test.describe('the access overview', () => {
  test.use({ signedInAs: 'apiKey' });

  test("one user's access across every repository matches a walk of the API, and exports as CSV", async ({ page }) => {
    await page.goto('/repositories');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Access overview' }).click();
    const user = page.getByRole('combobox', { name: 'User' });
    await user.fill('not-a-user');
    await page.getByRole('button', { name: 'Show access' }).click();
    await expect(page.getByText("Choose a user from the directory, or paste a user's uuid")).toBeVisible();
    await expect(user).toHaveValue('not-a-user');
    // Found by a part of the name, chosen from the directory's suggestions.
    await user.fill('lindq');
    await page.getByRole('option', { name: /Petra Lindqvist/ }).click();
    await expect(user).toHaveValue('Petra Lindqvist');
    await page.getByRole('button', { name: 'Show access' }).click();
    await expect(page).toHaveURL(new RegExp(`/access\\?user=${PROCESS_LEAD}`));

    const repositories = (await api(page, '/repositories?maxResults=100')).body.data as {
      uuid: string;
      name: string;
    }[];
    const expected: { repository: string; held: string[] }[] = [];
    for (const repository of repositories) {
      const found = (
        await api(
          page,
          `/repositories/${repository.uuid}/accessors?projection=ALL&filter=${PROCESS_LEAD}&filterFields=user`,
        )
      ).body.data;
      for (const accessor of found)
        expected.push({
          repository: repository.name,
          held: Object.keys(accessor.privileges).filter((flag) => flag !== 'None' && accessor.privileges[flag]),
        });
    }
    const table = page.getByRole('table', { name: 'Access' });
    await expect(table.getByRole('row')).toHaveCount(expected.length + 1);
    for (const { repository, held } of expected) {
      const row = table.getByRole('row', { name: new RegExp(repository) });
      for (const flag of held) await expect(row.locator(`[title="${flag}"]`)).toBeVisible();
      await expect(row.locator('[title]')).toHaveCount(held.length);
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[0]).toMatch(/^repositoryId,repository,accessorId,type,user,group,/);
  });

  test('who holds a privilege anywhere matches a walk of the API; a walk can be cancelled', async ({ page }) => {
    await page.goto('/access');
    await page.getByText('Who holds a privilege').click();
    await page.getByRole('combobox', { name: 'Privilege' }).click();
    await page.getByRole('option', { name: 'Manage users' }).click();
    await page.getByRole('button', { name: 'Show access' }).click();
    await expect(page).toHaveURL(/\/access\?privilege=manageUsers/);

    let holders = 0;
    for (const repository of (await api(page, '/repositories?maxResults=100')).body.data) {
      const accessors = (await api(page, `/repositories/${repository.uuid}/accessors?projection=ALL&maxResults=100`))
        .body.data;
      holders += accessors.filter(
        (accessor: { privileges: { manageUsers?: boolean } }) => accessor.privileges.manageUsers,
      ).length;
    }
    await expect(page.getByRole('table', { name: 'Access' }).getByRole('row')).toHaveCount(holders + 1);
    await expect(
      page.getByText(new RegExp(`^${holders} accessors in \\d of \\d repositories for holders of Manage users`)),
    ).toBeVisible();

    // A slow service: the walk shows its progress and stops on Cancel.
    await page.route('**/accessors?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/access?privilege=any');
    await expect(page.getByText(/Read \d of \d repositories/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled')).toBeVisible();
  });
});

test.describe('API keys at a glance', () => {
  test.use({ signedInAs: 'admin' });

  test('one status per key, filtered by status, the count of keys expiring soon, and a bulk revoke behind a typed confirmation', async ({
    page,
  }) => {
    const day = 86_400_000;
    const issued: string[] = [];
    for (const [name, days] of [
      ['Bulk one', 10],
      ['Bulk two', 400],
      ['Bulk three', 12],
    ] as const) {
      const created = await api(page, '/api-keys', {
        method: 'POST',
        admin: true,
        body: { applicationName: name, expiresAt: new Date(Date.now() + days * day).toISOString() },
      });
      issued.push(created.body.uuid);
    }
    const every = (await api(page, '/api-keys?maxResults=100', { admin: true })).body.data as { expiresAt: string }[];
    const expiringSoon = every.filter(
      (key) => Date.parse(key.expiresAt) > Date.now() && Date.parse(key.expiresAt) < Date.now() + 14 * day,
    ).length;

    await page.goto('/api-keys');
    const table = page.getByRole('table', { name: 'API keys' });
    for (const row of await table.getByRole('row').all()) {
      if ((await row.getByRole('checkbox').count()) === 0 || (await row.getByRole('columnheader').count()) > 0)
        continue;
      expect((await row.textContent())!.match(/Active|Expiring|Expired/g)).toHaveLength(1);
    }
    await expect(page.getByText(`${expiringSoon} keys expiring in the next 14 days`)).toBeVisible();
    await page.getByRole('button', { name: 'Show them' }).click();
    await expect(page).toHaveURL(/status=EXPIRING/);
    await expect(table.getByRole('row')).toHaveCount(expiringSoon + 1);
    await expect(table.getByRole('row', { name: /Bulk one/ })).toContainText('Expiring in 10 days');

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Expired').click();
    await expect(page).toHaveURL(/status=EXPIRED/);
    await expect(table).toContainText('Legacy importer');
    await expect(table).not.toContainText('Active');
    await expect(table).not.toContainText('Expiring');

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('All').click();
    await page.getByLabel('Filter by application').fill('Bulk');
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('checkbox', { name: 'Select every key on this page' }).check();
    await page.getByRole('button', { name: 'Revoke 3 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke selected keys' });
    const confirm = dialog.getByRole('button', { name: 'Revoke 3 keys' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('revoke 3');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('revoke 3 keys');
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Keys revoked' })).toContainText('Revoked 3 keys.');
    await expect(table.getByRole('row')).toHaveCount(1);
    for (const uuid of issued) expect((await api(page, `/api-keys/${uuid}`, { admin: true })).status).toBe(404);
  });
});

test.describe('API keys, revoked in bulk over a connection that drops', () => {
  test.use({ signedInAs: 'admin' });

  test('each DELETE is sent once; the keys are read back, and those gone are reported revoked', async ({ page }) => {
    const issued: string[] = [];
    for (const name of ['Dropped one', 'Dropped two']) {
      const created = await api(page, '/api-keys', {
        method: 'POST',
        admin: true,
        body: { applicationName: name, expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString() },
      });
      issued.push(created.body.uuid);
    }
    const deletes: string[] = [];
    await page.route('**/api-keys/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      deletes.push(route.request().url());
      await route.continue({ headers: { ...route.request().headers(), 'x-fault': 'drop' } });
    });
    await page.goto('/api-keys?q=Dropped');
    const table = page.getByRole('table', { name: 'API keys' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await table.getByRole('checkbox', { name: 'Select every key on this page' }).check();
    await page.getByRole('button', { name: 'Revoke 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke selected keys' });
    await dialog.getByRole('textbox').fill('revoke 2 keys');
    await dialog.getByRole('button', { name: 'Revoke 2 keys' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Keys revoked' })).toContainText('Revoked 2 keys.');
    expect(deletes).toHaveLength(2);
    for (const uuid of issued) expect((await api(page, `/api-keys/${uuid}`, { admin: true })).status).toBe(404);
  });
});

test.describe('orientation', () => {
  test.use({ signedInAs: 'apiKey' });

  test("every page under a repository names it, in a breadcrumb and the tab's title; the models page links to the accessors", async ({
    page,
  }) => {
    await page.goto('/repositories');
    await expect(page).toHaveTitle(`Repositories${TITLE_SUFFIX}`);
    await page.getByRole('link', { name: 'Enterprise Process Library' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Repositories\s*\/\s*Enterprise Process Library/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise Process Library');
    await expect(page).toHaveTitle(`Models · Enterprise Process Library${TITLE_SUFFIX}`);

    await page.getByRole('link', { name: 'Accessors and privileges' }).click();
    await expect(page).toHaveURL(new RegExp(`/repositories/${ENTERPRISE}/accessors`));
    await expect(crumbs).toHaveText(/Repositories\s*\/\s*Enterprise Process Library\s*\/\s*Accessors/);
    await expect(page).toHaveTitle(`Accessors and privileges · Enterprise Process Library${TITLE_SUFFIX}`);

    await crumbs.getByRole('link', { name: 'Enterprise Process Library' }).click();
    const model = page.getByRole('table', { name: 'Models' }).getByRole('link').first();
    const title = (await model.textContent())!.trim();
    await model.click();
    await expect(crumbs).toContainText(title);
    await expect(page).toHaveTitle(`${title} · Enterprise Process Library${TITLE_SUFFIX}`);

    for (const [path, expected] of [
      ['/api-keys', 'API keys'],
      ['/settings', 'Settings'],
      ['/access', 'Access overview'],
      ['/drafts', 'Drafts'],
      ['/search', 'Search'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${expected}${TITLE_SUFFIX}`);
    }
  });
});
