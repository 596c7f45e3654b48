import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { LIMITED_QUOTA } from '../playwright.config';
import {
  api,
  ENTERPRISE,
  expect,
  HOSTILE_MODEL,
  IT_SERVICE,
  LANDSCAPE_MODEL,
  QUALITY,
  signIn,
  spendWindow,
  test,
} from './fixtures';
import { startConsoleServer, type ConsoleServer } from './consoleServers';
import { acceptAsAdministrator, modelToEdit, proposeByKey } from './editorJourneys';

// axe-core (an outside check) on every page and dialog of the console, in light and dark, on a desktop and
// on a 390 px phone. A critical or serious violation fails the test. Every rule runs on every page and dialog
// at both widths: none is disabled.

/**
 * axe's rules that read colours (its "cat.color" tag; the AAA one, off by default, stays off). The dark scheme
 * changes the colours and nothing else: the same page and layout in dark is checked by these, and the rest of
 * the rules, which gave the same answers in both schemes, run once at each width (about half of each run's
 * time on the privilege matrix, where a run takes a second).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const VIEWS = [
  { name: 'desktop light', width: 1280, height: 800, scheme: 'light', rules: 'every' },
  { name: 'desktop dark', width: 1280, height: 800, scheme: 'dark', rules: 'colour' },
  { name: 'phone light', width: 390, height: 844, scheme: 'light', rules: 'every' },
  { name: 'phone dark', width: 390, height: 844, scheme: 'dark', rules: 'colour' },
] as const;

interface Finding {
  view: string;
  state: string;
  rule: string;
  impact: string;
  nodes: number;
  example: string;
}

/** Where a violation is, and for colour contrast the two colours and their ratio. */
function describeNode(node: Result['nodes'][number] | undefined): string {
  if (!node) return '';
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1` : '';
  return `${node.target.join(' ')}${colours}`;
}

/**
 * axe-core in every document of the page, once, as it loads: AxeBuilder otherwise evaluates its 570 KB source
 * twice in every run (in analyze and again in its injection), 0.5-0.9 s of a run that then takes 0.1 s on the
 * sign-in page; the journeys audit about 200 times. AXE_PRELOADED tells AxeBuilder there is nothing to inject.
 */
async function preloadAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
}
const AXE_PRELOADED = 'void 0';

/** Transitions and animations would let axe read a colour half-way between two schemes. */
async function stillStyles(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
}

/** Runs axe on what the page shows now, in every view, and keeps every violation it finds. */
async function audit(
  page: Page,
  state: string,
  findings: Finding[],
  { heading = true, views = VIEWS as readonly (typeof VIEWS)[number][] } = {},
) {
  for (const view of views) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.emulateMedia({ colorScheme: view.scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', view.scheme);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Every rule runs, in the page itself: by default axe opens a blank page for every run to gather the results
    // of cross-origin frames (2.5 s of the 3.5 s a run took on the privilege matrix), and the console has no
    // frame. Passes and inapplicable rules are not listed node by node, which axe offers for speed.
    const builder = new AxeBuilder({ page, axeSource: AXE_PRELOADED })
      .setLegacyMode()
      .options({ resultTypes: ['violations', 'incomplete'] });
    const results = await (view.rules === 'colour' ? builder.withRules(COLOUR_RULES) : builder).analyze();
    for (const violation of results.violations)
      findings.push({
        view: view.name,
        state,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        nodes: violation.nodes.length,
        example: describeNode(violation.nodes[0]),
      });
  }
  if (views !== VIEWS) return;
  // Back to the desktop in light, where the journey's next steps look for the desktop header.
  await page.setViewportSize({ width: VIEWS[0].width, height: VIEWS[0].height });
  await page.emulateMedia({ colorScheme: VIEWS[0].scheme });
  if (heading) await expect.soft(page.locator('h1'), `${state}: one h1`).toHaveCount(1);
}

/** Attaches every finding to the report, and fails on any critical or serious one. */
async function verdict(findings: Finding[], testInfo: TestInfo) {
  const count = (impact: string) => findings.filter((f) => f.impact === impact).reduce((sum, f) => sum + f.nodes, 0);
  const summary = {
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
  };
  await testInfo.attach('axe findings', {
    body: JSON.stringify({ summary, findings }, null, 2),
    contentType: 'application/json',
  });
  const rules: Record<string, number> = {};
  for (const finding of findings)
    rules[`${finding.impact} ${finding.rule}`] = (rules[`${finding.impact} ${finding.rule}`] ?? 0) + finding.nodes;
  console.log(`${testInfo.title}: ${JSON.stringify({ ...summary, rules })}`);
  const blocking = findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');
  expect(blocking.map((f) => `${f.view} · ${f.state}: ${f.impact} ${f.rule} ×${f.nodes} (${f.example})`)).toEqual([]);
}

test.describe('accessibility', () => {
  // axe takes about 8 s a view on the accessor matrix (six states × four views): the journey ran 4.9 min before
  // this stage's changes, at the edge of a 5-minute limit.
  // Its journeys depend on no other (only the administrator's issues a key): the workers share them out.
  test.describe.configure({ timeout: 480_000, mode: 'parallel' });
  test.beforeEach(async ({ page }) => {
    await stillStyles(page);
    await preloadAxe(page);
  });

  test('sign-in and the pages an application key browses, with their dialogs', async ({ page }, testInfo) => {
    const findings: Finding[] = [];
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await audit(page, 'sign-in', findings);
    await page.getByLabel(/^API key/).fill('not-a-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await audit(page, 'sign-in refused', findings);

    await signIn(page);
    await page.goto('/repositories');
    await expect(page.getByRole('table', { name: 'Repositories' }).getByRole('link').first()).toBeVisible();
    // The navigation's active item under the pointer: its deepest tint.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repositories' }).hover();
    await audit(page, 'repositories, the active navigation item hovered', findings);

    await page.goto(`/repositories/${ENTERPRISE}?q=order`);
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('link').first()).toBeVisible();
    await audit(page, 'models, filtered', findings);

    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body;
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}?vertex=${canvas.vertices[0].uuid}`);
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await audit(page, 'model canvas with a vertex selected', findings);
    await page.goto(`/repositories/${ENTERPRISE}/models/${LANDSCAPE_MODEL}`);
    await expect(page.locator('.canvas-picture')).toBeVisible({ timeout: 30_000 });
    await audit(page, 'the 20,000-vertex landscape, a picture', findings);
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await page.getByRole('tab', { name: 'Descriptions' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await audit(page, 'model descriptions', findings);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('tabpanel').getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await audit(page, 'model documents', findings);

    await page.goto(`/repositories/${QUALITY}/accessors`);
    await expect(page.getByRole('table', { name: 'Privilege matrix' })).toBeVisible();
    await audit(page, 'accessors', findings);
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add a user accessor' });
    await add.getByRole('combobox', { name: 'User' }).fill('bob');
    await add.getByRole('button', { name: 'Add accessor' }).click();
    await expect(add.getByRole('alert')).toBeVisible();
    await audit(page, 'add-accessor dialog with an error', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.getByText('What the privileges mean').click();
    await page
      .getByRole('table', { name: 'Privilege matrix' })
      .getByRole('checkbox', { name: /^Select / })
      .nth(2)
      .click();
    await page.getByRole('combobox', { name: 'Privilege to change' }).click();
    await page.getByRole('option', { name: 'Lists' }).click();
    await audit(page, 'accessors with the legend open and a selection', findings);
    await page.getByRole('button', { name: 'Grant to 1' }).click();
    await page.getByRole('button', { name: /Review changes/ }).click();
    await expect(page.getByRole('dialog', { name: 'Review changes' })).toBeVisible();
    await audit(page, 'review-changes dialog', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Remove accessor' })).toBeVisible();
    await audit(page, 'remove-accessor dialog', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await audit(page, 'leave-without-saving dialog', findings, { heading: false });
    await page.getByRole('button', { name: 'Discard and leave' }).click();

    await page.goto('/access?user=7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d01');
    await expect(page.getByRole('table', { name: 'Access' })).toBeVisible();
    await audit(page, 'access overview of a user', findings);

    await page.goto('/drafts');
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('link').first()).toBeVisible();
    await audit(page, 'drafts', findings);
    await page.getByRole('button', { name: 'New draft' }).click();
    const draft = page.getByRole('dialog', { name: 'New draft' });
    await draft.getByRole('button', { name: 'Create draft' }).click();
    await expect(draft.getByRole('alert')).toBeVisible();
    await audit(page, 'new-draft dialog with an error', findings, { heading: false });
    await page.keyboard.press('Escape');

    await page.goto('/api-keys');
    await expect(page.getByRole('button', { name: 'Sign in as administrator' })).toBeVisible();
    await audit(page, 'API keys, not allowed', findings);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await audit(page, 'settings', findings);
    await page.goto('/no/such/page');
    await audit(page, 'page not found', findings);
    await page.goto('/repositories/not-a-repository');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await audit(page, 'malformed repository id', findings);
    await page.goto(`/repositories/${ENTERPRISE}/models/9a8b7c6d-5e4f-4a3b-8c2d-000000000000`);
    await expect(page.getByRole('heading', { name: 'Model not found' })).toBeVisible();
    await audit(page, 'unknown model', findings);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/repositories');
    await page.getByRole('button', { name: /navigation/i }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts' })).toBeVisible();
    const phone = VIEWS.filter((view) => view.width < 768);
    await audit(page, 'navigation menu open', findings, { views: phone });
    await page.getByRole('button', { name: /navigation/i }).click();
    await page.getByRole('button', { name: /^Account:/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await audit(page, 'account menu open', findings, { views: phone });
    await verdict(findings, testInfo);
  });

  test('the pages and dialogs of the search index', async ({ page }, testInfo) => {
    const findings: Finding[] = [];
    await signIn(page, 'apiKey', undefined, { backgroundIndex: true });
    await page.goto('/search?q=order');
    await expect(page.getByRole('link', { name: /^Search index ready/ })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
    await audit(page, 'search', findings);

    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body;
    const vertex = canvas.vertices[0];
    await page.goto(`/repositories/${ENTERPRISE}/symbols/${vertex.symbol}`);
    // The page reads the symbol's placements from the index, thousands in the 20,000-vertex landscape: about 2 s
    // on a quiet machine, and more than the default 5 s once under the whole suite's load.
    await expect(page.getByText(/^Placed \d/)).toBeVisible({ timeout: 30_000 });
    await audit(page, 'symbol', findings);
    await page.getByRole('tab', { name: 'Placements' }).click();
    await expect(page.getByRole('table', { name: 'Placements' })).toBeVisible();
    await audit(page, 'symbol placements', findings);
    await page.getByRole('tab', { name: 'Relations' }).click();
    await expect(page.getByRole('figure', { name: 'Neighbourhood graph' })).toBeVisible();
    await audit(page, 'symbol relations', findings);
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}?vertex=${vertex.uuid}`);
    await expect(page.getByText(/placed in \d+ model/)).toBeVisible();
    await audit(page, 'vertex panel with its usage', findings);

    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Jump to' }).fill('order');
    await expect(page.getByRole('dialog', { name: 'Jump to…' }).getByRole('option').first()).toBeVisible();
    await audit(page, 'Ctrl+K', findings, { heading: false });
    // A place highlighted by the keys, then by the pointer (which highlights what it is over).
    await page.keyboard.press('ArrowDown');
    const highlighted = page.getByRole('dialog', { name: 'Jump to…' }).getByRole('option', { selected: true });
    await expect(highlighted).toBeVisible();
    await audit(page, 'Ctrl+K, a place highlighted', findings, { heading: false });
    await highlighted.hover();
    await audit(page, 'Ctrl+K, the highlighted place hovered', findings, { heading: false });
    await page.keyboard.press('Escape');

    const drafts = (await api(page, '/repositories/draft/models?maxResults=1')).body.data;
    await page.goto(`/drafts/${drafts[0].uuid}?target=${IT_SERVICE}&tab=checks`);
    await expect(page.getByRole('button', { name: 'Accept into…' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checks' })).toBeVisible();
    await audit(page, 'draft checks', findings);
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page.getByRole('list', { name: 'Changes' })).toBeVisible();
    await audit(page, 'draft comparison', findings);
    await page.getByRole('button', { name: 'Accept into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept draft into a repository' });
    await dialog.getByRole('combobox', { name: 'Target repository' }).click();
    await page.getByRole('option', { name: 'IT Service Management' }).click();
    await audit(page, 'accept dialog with a target', findings, { heading: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/drafts');
    await page.getByRole('checkbox', { name: 'Select every draft on this page' }).check();
    await audit(page, 'drafts selected', findings);
    await page.getByRole('button', { name: /^Accept selected/ }).click();
    const batch = page.getByRole('dialog', { name: /^Accept \d+ drafts$/ });
    await batch.getByRole('combobox', { name: 'Target repository' }).click();
    await page.getByRole('option', { name: 'IT Service Management' }).click();
    await expect(batch.getByRole('table', { name: 'Drafts to accept' })).not.toContainText('Checking…');
    await audit(page, 'batch accept, checked', findings, { heading: false });
    await verdict(findings, testInfo);
  });

  test("the header's rate-limit indicator, quiet and speaking up, and its figures", async ({
    page,
    limited,
  }, testInfo) => {
    const findings: Finding[] = [];
    await signIn(page, 'apiKey', limited.origin, { key: limited.key });
    await page.goto(`${limited.origin}/repositories`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Rate limit', exact: true })).toBeVisible();
    await audit(page, 'header with a quiet rate-limit indicator', findings);
    await header.getByRole('button', { name: 'Rate limit', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Requests this window' })).toBeVisible();
    await audit(page, "the window's figures", findings, { heading: false });
    await page.keyboard.press('Escape');
    // Another client spends most of the window: the next page's answer leaves the last few, and the header says so.
    await spendWindow(page.request, limited.origin, limited.key, LIMITED_QUOTA - 4);
    await page.getByRole('table', { name: 'Repositories' }).getByRole('link').first().click();
    await expect(header.getByRole('button', { name: /^(Slowing down|Waiting): the service allows/ })).toBeVisible();
    await audit(page, 'header speaking up about the rate limit', findings);
    await verdict(findings, testInfo);
  });

  test('the administrator pages and dialogs', async ({ page }, testInfo) => {
    const findings: Finding[] = [];
    await signIn(page, 'admin');
    await page.goto('/api-keys');
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText('Legacy importer');
    await audit(page, 'API keys', findings);
    await page.getByRole('button', { name: 'Issue key' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue an API key' });
    await issue.getByRole('button', { name: 'Issue key' }).click();
    await expect(issue.getByRole('alert')).toBeVisible();
    await audit(page, 'issue-key dialog with an error', findings, { heading: false });
    await issue.getByLabel('Application name').fill('Accessibility check');
    await issue.getByRole('button', { name: 'Issue key' }).click();
    const secret = page.getByRole('dialog', { name: 'API key for Accessibility check' });
    await expect(secret).toBeVisible();
    await audit(page, 'secret dialog', findings, { heading: false });
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Yes, close it for good' })).toBeVisible();
    await audit(page, 'close-secret confirmation', findings, { heading: false });
    await page.getByRole('button', { name: 'Yes, close it for good' }).click();
    await page
      .getByRole('row', { name: /Accessibility check/ })
      .getByRole('button', { name: /Revoke/ })
      .click();
    await expect(page.getByRole('dialog', { name: /Revoke/ })).toBeVisible();
    await audit(page, 'revoke dialog', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.goto('/api-keys?status=EXPIRING');
    await page.getByRole('checkbox', { name: 'Select every key on this page' }).check();
    await audit(page, 'API keys expiring, selected', findings);
    await page.getByRole('button', { name: /^Revoke \d+ selected/ }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke selected keys' })).toBeVisible();
    await audit(page, 'bulk revoke dialog', findings, { heading: false });
    await page.keyboard.press('Escape');

    await page.goto('/directory');
    await expect(page.getByRole('table', { name: 'People and groups' })).toContainText('Petra Lindqvist');
    await audit(page, 'people and groups', findings);
    const file =
      'uuid,kind,name,email\r\nbob,user,Bob,\r\n0e2e0e2e-9999-4aaa-8bbb-ccccddddeeee,user,Ines Acc,ines@example.com\r\n';
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(page.getByRole('dialog', { name: 'Import team.csv' }).getByRole('alert')).toBeVisible();
    await audit(page, 'directory import preview with a bad row', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Rename Petra Lindqvist' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename this user' })).toBeVisible();
    await audit(page, 'rename dialog', findings, { heading: false });
    await verdict(findings, testInfo);
  });
});

test.describe('accessibility of the editor', () => {
  test.describe.configure({ timeout: 480_000 });
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer();
  });
  test.afterAll(() => server?.stop());
  test.beforeEach(async ({ page }) => {
    await stillStyles(page);
    await preloadAxe(page);
  });

  test('the editor: its canvas, library, connection, keys, texts, submit, and the proposal on its review with its conversation, and the inbox', async ({
    browser,
  }, testInfo) => {
    const page = await (await browser.newContext({ baseURL: server.origin, locale: 'en-US' })).newPage();
    await stillStyles(page);
    await preloadAxe(page);
    await signIn(page, 'apiKey', server.origin);
    const model = await modelToEdit(page, server.origin);
    const findings: Finding[] = [];
    await page.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await page.getByRole('button', { name: 'Edit as draft' }).click();
    const canvas = page.getByTestId('editor-canvas');
    await canvas.locator(`[data-vertex="${model.first.uuid}"]`).click();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('textbox', { name: 'Find a symbol' }).fill(model.spare.title);
    await expect(page.getByRole('button', { name: `Place ${model.spare.title}` }).first()).toBeVisible();
    await audit(page, 'editor canvas, a vertex selected, library hits', findings);
    await canvas.focus();
    await page.keyboard.press('c');
    await page.getByRole('textbox', { name: /^Connect .* to$/ }).fill(model.targetTitle);
    await audit(page, 'editor connecting by keyboard', findings);
    await page.keyboard.press('Escape');
    await canvas.focus();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keys' })).toBeVisible();
    await audit(page, 'editor keys', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Titles and descriptions' }).click();
    await expect(page.getByRole('textbox', { name: /^Title \(/ }).first()).toBeVisible();
    await audit(page, 'editor titles and descriptions', findings);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await audit(page, 'submit dialog, the statement missing', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await expect(page.getByText(/^You have unsubmitted changes from /)).toBeVisible();
    await audit(page, 'model with an edit in progress', findings);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('textbox', { name: 'What changes, and why' }).fill('Check first');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('proposal-line')).toBeVisible();
    await audit(page, 'review of a proposed change', findings);
    const conversation = page.getByTestId('conversation');
    await conversation.getByRole('textbox', { name: 'Comment' }).fill('Why first? See https://example.com/rule');
    await conversation.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(conversation.getByTestId('conversation-note')).toBeVisible();
    await audit(page, 'proposal with its conversation', findings);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await audit(page, 'withdraw dialog', findings, { heading: false });
    await page.keyboard.press('Escape');
    await page.goto('/inbox');
    await expect(page.getByRole('table', { name: 'Your proposals' })).toBeVisible();
    await audit(page, 'inbox', findings);
    await verdict(findings, testInfo);
  });

  test("a proposal whose model moved on, as its reviewer and its author: the notice and its three canvases, Request changes, the editor's replay", async ({
    browser,
    request,
  }, testInfo) => {
    const model = await modelToEdit(request, server.origin);
    const [a, b] = model.vertices;
    const mine = await proposeByKey(request, server.origin, model.uuid, a!.uuid, 40);
    const theirs = await proposeByKey(request, server.origin, model.uuid, b!.uuid, 60);
    expect((await acceptAsAdministrator(request, server.origin, theirs)).status()).toBe(201);
    const findings: Finding[] = [];
    // The administrator reviews it (not its author): Request changes is theirs.
    const reviewer = await (await browser.newContext({ baseURL: server.origin, locale: 'en-US' })).newPage();
    await stillStyles(reviewer);
    await preloadAxe(reviewer);
    await signIn(reviewer, 'admin', server.origin);
    await reviewer.goto(`/drafts/${mine}`);
    await expect(reviewer.getByTestId('moved-on').getByRole('group')).toHaveCount(3);
    await audit(reviewer, 'a proposal whose model moved on, for its reviewer', findings);
    await reviewer.getByRole('button', { name: 'Request changes' }).click();
    await audit(reviewer, 'request changes dialog', findings, { heading: false });
    await reviewer.keyboard.press('Escape');
    // Its author updates it to the current model: the editor says what it replayed.
    const author = await (await browser.newContext({ baseURL: server.origin, locale: 'en-US' })).newPage();
    await stillStyles(author);
    await preloadAxe(author);
    await signIn(author, 'apiKey', server.origin);
    await author.goto(`/drafts/${mine}`);
    await author.getByTestId('moved-on').getByRole('button', { name: 'Update to the current model' }).click();
    await expect(author.getByTestId('collisions')).toBeVisible();
    await audit(author, 'the editor on a proposal replayed on the current model', findings);
    await verdict(findings, testInfo);
  });
});
