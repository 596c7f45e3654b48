import type { Page } from '@playwright/test';
import { api, expect, QUALITY, test } from './fixtures';

test.use({ signedInAs: 'admin' });

const PROCESS_LEAD = '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d01';
const FULL_UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SHORT_UUID = /\b[0-9a-f]{8}…/i;

/** The text a person sees, leaving out the uuid details (shortened, whole on hover) that are there on purpose. */
async function visibleTextOutsideUuidDetails(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (
        !element ||
        element.closest('[data-uuid]') ||
        !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

async function expectNoBareUuid(page: Page, screen: string) {
  const text = await visibleTextOutsideUuidDetails(page);
  expect(text.match(FULL_UUID)?.[0], `${screen}: a whole uuid`).toBeUndefined();
  expect(text.match(SHORT_UUID)?.[0], `${screen}: an unnamed uuid`).toBeUndefined();
}

test.describe('names, not uuids', () => {
  test('every administrative screen speaks of people and groups by name', async ({ page }) => {
    await page.goto(`/repositories/${QUALITY}/accessors`);
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    await expect(matrix.getByText('Arjun Mehta')).toBeVisible();
    await expect(matrix.getByText('Process Owners')).toBeVisible();
    await expectNoBareUuid(page, 'accessors');
    // The uuid is a hover and a click away.
    await matrix.getByText('Arjun Mehta').hover();
    await expect(page.getByRole('tooltip')).toContainText('7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d02');
    await matrix.getByRole('checkbox', { name: 'Export for user Arjun Mehta' }).click();
    await page.getByRole('button', { name: 'Review changes (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Review changes' })).toContainText('user Arjun Mehta');
    await expectNoBareUuid(page, 'review of privilege changes');
    // Discarded, nothing is pending, and nothing asks before leaving.
    await page.getByRole('button', { name: 'Discard all' }).click();
    await expect(page.getByRole('button', { name: 'Review changes (0)' })).toBeDisabled();

    await page.goto(`/access?user=${PROCESS_LEAD}`);
    await expect(page.getByText(/accessors? in 3 of 4 repositories for user Petra Lindqvist/)).toBeVisible();
    await expectNoBareUuid(page, 'access overview of a user');
    await page.goto('/access?privilege=manageUsers');
    await expect(page.getByRole('table', { name: 'Access' })).toContainText('Petra Lindqvist');
    await expectNoBareUuid(page, 'access overview of a privilege');

    await page.goto('/api-keys');
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText('Legacy importer');
    await expectNoBareUuid(page, 'API keys');

    await page.goto('/drafts');
    const drafts = page.getByRole('table', { name: 'Models' });
    await expect(drafts).toContainText('Process model');
    await expectNoBareUuid(page, 'drafts');
    await drafts.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Accept into…' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept draft into a repository' });
    await accept.getByRole('combobox', { name: 'Visible to (permission group)' }).fill('audit');
    await expect(page.getByRole('option', { name: /Quality Auditors/ })).toBeVisible();
    await expectNoBareUuid(page, 'accepting a draft');
  });

  test('a directory file with a bad row imports the rest, says what it skipped, and names people everywhere', async ({
    page,
  }) => {
    await page.goto('/directory');
    const list = page.getByRole('table', { name: 'People and groups' });
    await expect(list).toContainText('Petra Lindqvist');
    const newcomer = '0e2e0e2e-5555-4666-8777-888899990000';
    const file = [
      'uuid,kind,name,email',
      `${PROCESS_LEAD},user,Petra Lindqvist-Berg,petra.berg@example.com`,
      'bob,user,Bob,',
      `${newcomer},user,"Nguyen, Lan",lan.nguyen@example.com`,
      '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e21,group,Process Owners,',
    ].join('\r\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const preview = page.getByRole('dialog', { name: 'Import team.csv' });
    await expect(preview.getByRole('list', { name: 'What the import does' })).toContainText('Adds 1 name');
    await expect(preview.getByRole('list', { name: 'What the import does' })).toContainText('Changes 1 name');
    await expect(preview.getByRole('list', { name: 'What the import does' })).toContainText('Skips 1 name');
    await expect(preview.getByRole('alert')).toContainText('Line 3: "bob" is not a uuid.');
    await expect(preview.getByRole('table', { name: 'Names to import' })).toContainText('Petra Lindqvist-Berg');
    await preview.getByRole('button', { name: 'Import 2 names' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Directory imported' })).toContainText(
      '1 name added, 1 changed from team.csv.',
    );
    await page.getByLabel('Filter by name, e-mail or uuid').fill('nguyen');
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list).toContainText('this browser');

    // The names are the console's own from now on: the access overview and the matrix use them.
    await page.goto(`/access?user=${PROCESS_LEAD}`);
    await expect(page.getByText(/for user Petra Lindqvist-Berg/)).toBeVisible();
    await page.goto(`/repositories/${QUALITY}/accessors`);
    await expect(page.getByRole('table', { name: 'Privilege matrix' }).getByText('Petra Lindqvist-Berg')).toBeVisible();

    // An unnamed user shows shortened, with the action that names them.
    const added = await api(page, `/repositories/${QUALITY}/accessors`, {
      method: 'POST',
      admin: true,
      body: { type: 'user', user: '0e2e0e2e-7777-4888-8999-aaaabbbbcccc', privileges: {} },
    });
    expect(added.status).toBe(201);
    await page.getByLabel('Filter by name, uuid or type').fill('0e2e0e2e-7777');
    const matrix = page.getByRole('table', { name: 'Privilege matrix' });
    await expect(matrix.getByText('0e2e0e2e…')).toBeVisible();
    await matrix.getByRole('button', { name: 'Name this user…' }).click();
    const naming = page.getByRole('dialog', { name: 'Name this user' });
    await naming.getByLabel('E-mail').fill('not an address');
    await naming.getByRole('textbox', { name: 'Name' }).fill('Ada Quist');
    await naming.getByRole('button', { name: 'Save name' }).click();
    await expect(naming.getByRole('alert')).toContainText('"not an address" is not an e-mail address.');
    await naming.getByLabel('E-mail').fill('ada@example.com');
    await naming.getByRole('button', { name: 'Save name' }).click();
    await expect(naming).toBeHidden();
    await expect(matrix.getByText('Ada Quist')).toBeVisible();

    // Exported, the directory holds the published names and this browser's, ready to share.
    await page.goto('/directory');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of exported) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv).toContain(`${PROCESS_LEAD},user,Petra Lindqvist-Berg,petra.berg@example.com`);
    expect(csv).toContain(`${newcomer},user,"Nguyen, Lan",lan.nguyen@example.com`);
    expect(csv).toContain('0e2e0e2e-7777-4888-8999-aaaabbbbcccc,user,Ada Quist,ada@example.com');
    expect(csv).toContain('6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e22,group,Quality Auditors,');
    expect(
      (await api(page, `/repositories/${QUALITY}/accessors/${added.body.uuid}`, { method: 'DELETE', admin: true }))
        .status,
    ).toBe(204);
  });
});
