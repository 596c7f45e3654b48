import { startConsoleServer, walked, type ConsoleServer } from './consoleServers';
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_TOKEN, E2E_API_KEY } from '../playwright.config';
import { api, expect, IT_SERVICE, LANGUAGE, personSignedIn, QUALITY, signIn, test } from './fixtures';
import { modelToEdit, type Edge, type Vertex } from './editorJourneys';

// The editor (issue "Model in the browser"): a copy of a model changed on its canvas, kept on the console's server
// as it changes, and submitted for review as a draft whose provenance the review names.

test.describe('the editor', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer();
    await walked(server.origin);
  });
  test.afterAll(() => server?.stop());

  test('edit as draft: a move by keys, a symbol from the library, a connection by C, undo and redo, a reload, then submit', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'apiKey', server.origin);
    const model = await modelToEdit(page, server.origin);

    await page.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await page.getByRole('button', { name: 'Edit as draft' }).click();
    await expect(page).toHaveURL(/\/edits\/[0-9a-f-]{36}$/);
    const canvas = page.getByTestId('editor-canvas');
    const announced = page.getByTestId('editor-announcement');
    await expect(canvas.locator('.react-flow__node')).toHaveCount(model.vertices.length);

    // Select a vertex, move it one grid step right with the arrow key.
    await canvas.locator(`[data-vertex="${model.first.uuid}"]`).click();
    await page.keyboard.press('ArrowRight');
    await expect(announced).toHaveText('Moved 1 vertex');
    // Resized by its handle: wider and taller by a little more than two grid steps.
    const corner = (await canvas.locator('.react-flow__resize-control.handle.bottom.right').boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + 25, corner.y + 15, { steps: 5 });
    await page.mouse.move(corner.x + 45, corner.y + 25, { steps: 5 });
    await page.mouse.up();
    await expect(announced).toHaveText('Done: resize');

    // A symbol found in the library, placed beside the selected vertex with Enter.
    const find = page.getByRole('textbox', { name: 'Find a symbol' });
    await find.fill(model.spare.title);
    await expect(page.getByRole('button', { name: `Place ${model.spare.title}` }).first()).toBeVisible();
    await find.press('Enter');
    await expect(announced).toHaveText(`Placed ${model.spare.title}`);
    await expect(canvas.locator('.react-flow__node')).toHaveCount(model.vertices.length + 1);

    // The new vertex is selected: C, a word of another vertex's title, Enter connects them.
    await canvas.focus();
    await page.keyboard.press('c');
    const connectTo = page.getByRole('textbox', { name: /^Connect .* to$/ });
    await expect(connectTo).toBeFocused();
    await connectTo.fill(model.targetTitle.split(' ')[0]);
    await expect(page.getByText(/^Enter connects to /)).toBeVisible();
    const joined = (await page.getByText(/^Enter connects to /).innerText())
      .replace(/^Enter connects to /, '')
      .replace(/ \(\d+ match\)$/, '');
    await connectTo.press('Enter');
    await expect(announced).toHaveText(`Connected ${model.spare.shown} to ${joined}`);

    // Undo by key, redo by the toolbar, whose tooltip names the change.
    await canvas.focus();
    await page.keyboard.press('Control+z');
    await expect(announced).toHaveText('Undone: connection');
    await page.getByRole('button', { name: 'Redo' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Redo connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('button', { name: 'Undo' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Undo connection' })).toBeVisible();

    // Every change is kept on the server: a reload finds them, and the history with them.
    await expect(page.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();
    await page.reload();
    await expect(canvas.locator('.react-flow__node')).toHaveCount(model.vertices.length + 1);
    await page.getByRole('button', { name: 'Undo' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Undo connection' })).toBeVisible();
    // The model's own page offers the edit in progress.
    await page.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await expect(page.getByText(/^You have unsubmitted changes from /)).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(canvas.locator('.react-flow__node')).toHaveCount(model.vertices.length + 1);
    // A title retitled, kept as it settles.
    await page.getByRole('tab', { name: 'Titles and descriptions' }).click();
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(`${model.title} (revised)`);
    await page.getByRole('tab', { name: 'Canvas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('textbox', { name: 'What changes, and why' }).fill('Check the result before it goes out');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/drafts\/[0-9a-f-]{36}/);
    const draftId = /\/drafts\/([0-9a-f-]{36})/.exec(page.url())![1];
    await expect(page.getByTestId('proposal-line')).toContainText(
      `Proposed change to ${model.title} in ${model.repositoryName} by application key`,
    );
    await expect(page.getByTestId('proposal-line')).toContainText('Check the result before it goes out');

    // The draft is the source plus exactly those edits.
    const titles = (await api(page, `/repositories/draft/models/${draftId}?fields=titles`)).body.titles;
    expect(titles[LANGUAGE.en].title).toBe(`${model.title} (revised)`);
    const draft = (await api(page, `/repositories/draft/models/${draftId}/canvas`)).body as {
      vertices: Vertex[];
      edges: Edge[];
    };
    const first = draft.vertices.find((v) => v.uuid === model.first.uuid)!;
    expect(first.width).toBeGreaterThan(model.first.width);
    expect(first.height).toBeGreaterThan(model.first.height);
    const moved = model.vertices.map((v) =>
      v.uuid === model.first.uuid ? { ...v, x: v.x + 20, width: first.width, height: first.height } : v,
    );
    const added = draft.vertices.filter((v) => !model.vertices.some((o) => o.uuid === v.uuid));
    expect(draft.vertices.filter((v) => model.vertices.some((o) => o.uuid === v.uuid))).toEqual(moved);
    // The symbol the library found first by that title (the same title may stand in several repositories), placed
    // beside the moved vertex, and copied into the drafts with the draft.
    expect(added).toEqual([expect.objectContaining({ x: first.x + first.width + 80, y: first.y })]);
    const placed = (await api(page, `/repositories/draft/symbols/${added[0].symbol}?projection=ALL`)).body;
    expect(placed.titles[LANGUAGE.en].title).toBe(model.spare.title);
    const newEdges = draft.edges.filter((e) => !model.edges.some((o) => o.uuid === e.uuid));
    expect(draft.edges.filter((e) => model.edges.some((o) => o.uuid === e.uuid))).toEqual(model.edges);
    expect(newEdges).toEqual([expect.objectContaining({ fromVertex: added[0].uuid, edgeType: 'FLOW' })]);
    await context.close();
  });
  test('in French and German: the editor’s words, its keys’ help and a connection announced', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.origin, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'apiKey', server.origin);
    const model = await modelToEdit(page, server.origin);
    for (const words of [
      {
        lang: 'fr',
        edit: 'Modifier en brouillon',
        find: 'Trouver un symbole',
        undo: 'Annuler',
        redo: 'Rétablir',
        submit: 'Soumettre pour relecture',
        discard: 'Abandonner',
        connect: /^Relier .* à$/,
        moved: 'Déplacement de 1 sommet',
      },
      {
        lang: 'de',
        edit: 'Als Entwurf bearbeiten',
        find: 'Symbol suchen',
        undo: 'Rückgängig',
        redo: 'Wiederholen',
        submit: 'Zur Prüfung einreichen',
        discard: 'Verwerfen',
        connect: /^.* verbinden mit$/,
        moved: 'Verschieben von 1 Knoten',
      },
    ]) {
      await page.goto(`/repositories/${QUALITY}/models/${model.uuid}?lang=${words.lang}`);
      await page.getByRole('button', { name: words.edit }).click();
      await expect(page.getByRole('textbox', { name: words.find })).toBeVisible();
      for (const name of [words.undo, words.redo, words.submit, words.discard])
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      const canvas = page.getByTestId('editor-canvas');
      await canvas.locator(`[data-vertex="${model.first.uuid}"]`).click();
      await page.keyboard.press('ArrowUp');
      await page.getByRole('button', { name: words.undo, exact: true }).hover();
      await expect(page.getByRole('tooltip', { name: new RegExp(words.moved, 'i') })).toBeVisible();
      await canvas.focus();
      await page.keyboard.press('c');
      await expect(page.getByRole('textbox', { name: words.connect })).toBeFocused();
      await page.keyboard.press('Escape');
    }
    // Both were the same edit, resumed: nothing is left behind.
    await page.getByRole('button', { name: 'Verwerfen', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page).toHaveURL(new RegExp(`/models/${model.uuid}`));
    await context.close();
  });
});

test.describe('the editor for people', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer({ IDENTITY: 'demo' });
  });
  test.afterAll(() => server?.stop());

  test('a person’s edit in two browsers: the later is told and takes over, nothing is overwritten silently; the submit is on the audit log with its source', async ({
    browser,
    request,
  }) => {
    const model = await modelToEdit(request, server.origin, IT_SERVICE);
    const first = await personSignedIn(browser, server.origin, 'sofia');
    await first.goto(`/repositories/${IT_SERVICE}/models/${model.uuid}`);
    await first.getByRole('button', { name: 'Edit as draft' }).click();
    await expect(first).toHaveURL(/\/edits\/[0-9a-f-]{36}$/);
    const editUrl = first.url();
    const canvasOf = (page: Page) => page.getByTestId('editor-canvas');
    await canvasOf(first).locator(`[data-vertex="${model.first.uuid}"]`).click();
    await first.keyboard.press('ArrowRight');
    await expect(first.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();

    // Her other browser opens the same edit: it is told, changes nothing, and takes over.
    const second = await personSignedIn(browser, server.origin, 'sofia');
    await second.goto(`/repositories/${IT_SERVICE}/models/${model.uuid}`);
    await expect(second.getByText(/^You have unsubmitted changes from /)).toBeVisible();
    await second.getByRole('button', { name: 'Resume' }).click();
    await expect(second.getByText('This edit is open in another window')).toBeVisible();
    await second.getByRole('button', { name: 'Take over' }).click();
    await canvasOf(second).locator(`[data-vertex="${model.first.uuid}"]`).click();
    await second.keyboard.press('ArrowDown');
    await expect(second.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();

    // The first browser's next change is not kept over hers: it is told, and may take the edit back.
    await canvasOf(first).focus();
    await first.keyboard.press('ArrowLeft');
    await expect(first.getByText('This edit is open in another window')).toBeVisible();
    await first.getByRole('button', { name: 'Take over' }).click();
    await expect(first.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();
    expect(first.url()).toBe(editUrl);

    await first.getByRole('button', { name: 'Submit for review' }).click();
    await first.getByRole('textbox', { name: 'What changes, and why' }).fill('Tidy the first step');
    await first.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(first.getByTestId('proposal-line')).toContainText(
      `Proposed change to ${model.title} in ${model.repositoryName} by Sofia Ruiz`,
    );
    const draftId = /\/drafts\/([0-9a-f-]{36})/.exec(first.url())![1];
    // Both browsers' moves, and the first's replayed one: right, down, then left again.
    const draft = (await api(request, `/repositories/draft/models/${draftId}/canvas`, { origin: server.origin })).body;
    expect(draft.vertices.find((v: Vertex) => v.uuid === model.first.uuid)).toMatchObject({
      x: model.first.x,
      y: model.first.y + 20,
    });
    const audit = await request.get(`${server.origin}/console-api/v1/audit?action=draft.submit`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const [event] = (await audit.json()).events;
    expect(event).toMatchObject({
      actor: { kind: 'person', name: 'Sofia Ruiz' },
      target: { type: 'model', uuid: draftId },
      details: { source: { repositoryId: IT_SERVICE, modelId: model.uuid } },
    });
  });
});

test.describe('the editor when the server goes away', () => {
  test.describe.configure({ timeout: 180_000 });
  let directory: string;
  let server: ConsoleServer | undefined;
  /** The same files (the service's and the console's databases) on each start, as an instance behind a balancer. */
  const start = () =>
    startConsoleServer({ DATABASE: join(directory, 'service.db'), CONSOLE_DATABASE: join(directory, 'console.db') });
  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
    server = await start();
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  test('a change the server cannot take is sent again by itself; the instance killed, the edit comes back whole by keyboard alone', async ({
    browser,
  }) => {
    let context = await browser.newContext({ baseURL: server!.origin, locale: 'en-US' });
    let page = await context.newPage();
    await signIn(page, 'apiKey', server!.origin);
    const model = await modelToEdit(page, server!.origin);
    await page.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await page.getByRole('button', { name: 'Edit as draft' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edits\/[0-9a-f-]{36}$/);
    const editId = /\/edits\/([0-9a-f-]{36})$/.exec(page.url())![1];
    const canvas = page.getByTestId('editor-canvas');
    await expect(canvas.locator('.react-flow__node')).toHaveCount(model.vertices.length);

    // By keyboard: the canvas, the first vertex (Alt+arrow from nothing), two steps down.
    await canvas.focus();
    await page.keyboard.press('Alt+ArrowRight');
    const selected = await canvas.locator('.react-flow__node.selected').getAttribute('data-id');
    // The server cannot be reached for a while: the change stays, says so, and goes once it can.
    await page.route('**/console-api/v1/edits/*/steps', (route) => route.abort());
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: 'Not kept yet: retrying' })).toBeVisible();
    await page.unroute('**/console-api/v1/edits/*/steps');
    await expect(page.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: 'All changes kept' })).toBeVisible();
    await context.close();

    // The instance is killed; another starts on the same databases. The edit is there, with its history.
    await server!.stop('SIGKILL');
    server = await start();
    context = await browser.newContext({ baseURL: server.origin, locale: 'en-US' });
    page = await context.newPage();
    await signIn(page, 'apiKey', server.origin);
    await page.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await page.getByRole('button', { name: 'Resume' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/edits/${editId}$`));
    const before = model.vertices.find((v) => v.uuid === selected)!;
    const edit = await (
      await page.request.get(`${server.origin}/console-api/v1/edits/${editId}`, {
        headers: { 'x-api-key': E2E_API_KEY },
      })
    ).json();
    expect(edit.working.canvas.vertices.find((v: Vertex) => v.uuid === selected)).toMatchObject({
      x: before.x,
      y: before.y + 40,
    });
    expect(edit.steps).toHaveLength(2);
    await page.getByRole('button', { name: 'Undo' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Undo move of 1 vertex' })).toBeVisible();
    await context.close();
  });
});
