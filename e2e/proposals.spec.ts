import type { Page } from '@playwright/test';
import { startWebhookReceiver, type WebhookReceiver } from '../server/test/webhookReceiver';
import { startConsoleServer, type ConsoleServer } from './consoleServers';
import { acceptAsAdministrator, modelToEdit, proposeByKey, type Vertex } from './editorJourneys';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { api, expect, IT_SERVICE, personSignedIn, signIn, test } from './fixtures';

const kept = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();
const stateOf = (page: Page) => page.getByTestId('proposal-header').getByTestId('proposal-state');
const draftIdOf = (page: Page) => /\/drafts\/([0-9a-f-]{36})/.exec(page.url())![1]!;

/** In the editor: a vertex moved by a key, kept, then submitted with a statement; the review page it lands on. */
async function moveAndSubmit(page: Page, vertex: string, key: string, statement: string) {
  await page.getByTestId('editor-canvas').locator(`[data-vertex="${vertex}"]`).click();
  await page.keyboard.press(key);
  await kept(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('textbox', { name: 'What changes, and why' }).fill(statement);
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/drafts\/[0-9a-f-]{36}/);
  return draftIdOf(page);
}

test.describe('a proposal as a conversation between two people', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: ConsoleServer;
  let receiver: WebhookReceiver;
  test.beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startConsoleServer({ IDENTITY: 'demo', REVIEW_WEBHOOK_URL: receiver.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  test('Sofia proposes, Petra comments on a vertex and requests changes, Sofia sees it live and revises, Petra compares and accepts; the earlier revision cannot be accepted', async ({
    browser,
    request,
  }) => {
    const model = await modelToEdit(request, server.origin, IT_SERVICE);
    const sofia = await personSignedIn(browser, server.origin, 'sofia');
    await sofia.goto(`/repositories/${IT_SERVICE}/models/${model.uuid}`);
    await sofia.getByRole('button', { name: 'Edit as draft' }).click();
    const first = await moveAndSubmit(sofia, model.first.uuid, 'ArrowRight', 'Move the first step right');
    await expect(stateOf(sofia)).toHaveText('Open');

    // Petra, who publishes into the repository, finds it in her inbox: the header counts it.
    const petra = await personSignedIn(browser, server.origin, 'petra');
    await expect(petra.getByTestId('inbox-count')).toBeVisible();
    await petra
      .getByRole('link', { name: /^Inbox/ })
      .first()
      .click();
    const forReview = petra.getByRole('table', { name: 'For your review' });
    await forReview.getByRole('link', { name: model.title }).click();
    await expect(petra).toHaveURL(new RegExp(`/drafts/${first}`));

    // She selects the vertex moved and comments on it, mentioning Sofia; HTML stays text.
    await petra.locator(`.react-flow__node[data-id="${model.first.uuid}"]`).click();
    const panel = petra.getByTestId('conversation');
    await expect(panel.getByRole('combobox', { name: 'Comment on' })).toHaveValue(/^On vertex/);
    await panel.getByRole('textbox', { name: 'Comment' }).fill('<b>Why</b> here, @Sofia.Ruiz?');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(panel.getByTestId('conversation-note')).toContainText('<b>Why</b> here, @Sofia.Ruiz?');
    await expect(petra.locator(`.react-flow__node[data-id="${model.first.uuid}"] .vertex-comments`)).toHaveText('1');

    // Sofia's open page shows it within two seconds, with no reload.
    await expect(sofia.getByTestId('conversation').getByText('<b>Why</b> here,')).toBeVisible({ timeout: 2_000 });

    await petra.getByRole('button', { name: 'Request changes' }).click();
    await petra.getByRole('dialog').getByRole('textbox', { name: 'What is to change' }).fill('Move it down instead');
    await petra.getByRole('dialog').getByRole('button', { name: 'Request changes' }).click();
    await expect(stateOf(petra)).toHaveText('Changes requested');
    await expect(stateOf(sofia)).toHaveText('Changes requested', { timeout: 2_000 });

    // Sofia revises: the editor on her proposal, whose submit supersedes it.
    await sofia.getByRole('button', { name: 'Revise' }).click();
    await expect(sofia).toHaveURL(/\/edits\/[0-9a-f-]{36}$/);
    const second = await moveAndSubmit(sofia, model.first.uuid, 'ArrowDown', 'Moved down as asked');
    expect(second).not.toBe(first);
    await expect(stateOf(sofia)).toHaveText('Open');
    // The comment moved with its vertex, which the revision still has.
    await expect(sofia.getByTestId('conversation').getByText('<b>Why</b> here,')).toBeVisible();

    // Petra's page says a later revision replaced hers; she compares it with the previous one, then accepts.
    await expect(petra.getByText('A later revision replaced this one')).toBeVisible({ timeout: 2_000 });
    await expect(petra.getByRole('button', { name: 'Accept into…' })).toBeDisabled();
    await petra.getByRole('link', { name: 'Open the latest revision' }).click();
    await expect(petra).toHaveURL(new RegExp(`/drafts/${second}`));
    await petra.getByRole('tab', { name: 'Compare' }).click();
    await petra.getByText('The previous revision').click();
    await expect(petra.getByText('1 moved')).toBeVisible();
    await petra.getByRole('button', { name: 'Accept into…' }).click();
    // The proposal has its model's title, which the checks call a likely duplicate: accepted knowingly.
    const dialog = petra.getByRole('dialog', { name: 'Accept draft into a repository' });
    await dialog.getByRole('checkbox', { name: 'Accept anyway: I have looked at the failed checks' }).check();
    await dialog.getByRole('button', { name: 'Accept anyway' }).click();
    await expect(petra.getByText('Draft accepted').first()).toBeVisible();
    await expect(stateOf(sofia)).toHaveText('Accepted', { timeout: 2_000 });

    // The earlier draft is superseded, and no way of accepting it works (the batch's is the same request).
    const refused = await request.post(
      `${server.origin}/api/v1/repositories/${IT_SERVICE}/models/${first}/versions/accept`,
      { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: {} },
    );
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toMatch(/superseded by a later revision/);

    // The team's chat was told of each step once.
    await expect
      .poll(() =>
        receiver.taken
          .filter((message) => message.proposal.threadId === first)
          .map((m) => m.event)
          .sort(),
      )
      .toEqual(['accepted', 'changesRequested', 'commented', 'revised', 'submitted']);
    const told = receiver.taken.filter((message) => message.proposal.threadId === first);
    expect(new Set(told.map((message) => message.id)).size).toBe(told.length);
    expect(told.find((message) => message.event === 'changesRequested')!.text).toContain(
      'Petra Lindqvist requested changes to the proposed change to',
    );
  });
});

test.describe('a proposal whose model moved on', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer();
  });
  test.afterAll(() => server?.stop());

  test('says what changed since, shows the three canvases, updates cleanly where nothing collides and lists a collision', async ({
    page,
    request,
  }) => {
    const model = await modelToEdit(request, server.origin);
    const [a, b] = model.vertices as Vertex[];
    const clean = await proposeByKey(request, server.origin, model.uuid, a!.uuid, 40);
    const clashing = await proposeByKey(request, server.origin, model.uuid, b!.uuid, 25);
    // Another proposal to the same model is accepted first (by the administrator: not its author).
    const accepted = await proposeByKey(request, server.origin, model.uuid, b!.uuid, 60);
    expect((await acceptAsAdministrator(request, server.origin, accepted)).status()).toBe(201);

    await signIn(page, 'apiKey', server.origin);
    await page.goto(`${server.origin}/drafts/${clean}`);
    const notice = page.getByTestId('moved-on');
    await expect(notice).toContainText('Changed since this proposal was made: 1 moved.');
    for (const label of ['Where the proposal began', 'The model now', 'The proposal'])
      await expect(notice.getByRole('group', { name: label, exact: true })).toBeVisible();
    await notice.getByRole('button', { name: 'Update to the current model' }).click();
    await expect(page).toHaveURL(/\/edits\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('collisions')).toContainText('Your changes were replayed on the current model');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('textbox', { name: 'What changes, and why' }).fill('Updated to the current model');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/drafts\/[0-9a-f-]{36}/);
    const updated = draftIdOf(page);
    // The revision changes the model as it is now: nothing moved on since.
    await expect(stateOf(page)).toHaveText('Open');
    await expect(page.getByTestId('moved-on')).toHaveCount(0);
    const canvas = (await api(page, `/repositories/draft/models/${updated}/canvas`, { origin: server.origin })).body;
    expect(canvas.vertices.find((v: Vertex) => v.uuid === a!.uuid).x).toBe(a!.x + 40);
    expect(canvas.vertices.find((v: Vertex) => v.uuid === b!.uuid).x).toBe(b!.x + 60);

    await page.goto(`${server.origin}/drafts/${clashing}`);
    await page.getByTestId('moved-on').getByRole('button', { name: 'Update to the current model' }).click();
    await expect(page.getByTestId('collisions')).toContainText('but for 1 collision');
    await expect(page.getByTestId('collisions')).toContainText('the model changed it too, otherwise');
    // The server keeps the list with the edit: a reload still shows it.
    await page.reload();
    await expect(page.getByTestId('collisions')).toContainText('but for 1 collision');
  });
});
