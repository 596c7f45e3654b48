import { startConsoleServer, walked, type ConsoleServer } from '../consoleServers';
import { modelToEdit, type Vertex } from '../editorJourneys';
import { QUALITY } from '../fixtures';
import { api, expect, signIn, test } from './fixtures';

// The editor in every engine (a shorter journey than Chromium's, e2e/editor.spec.ts): a move by the arrow key, a
// connection by C, an undo, a reload that finds the edit kept, a submit whose draft is the model plus the edits, and a
// comment on its review.
test.describe('the editor in every engine', () => {
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer();
    await walked(server.origin);
  });
  test.afterAll(() => server?.stop());

  test('edit as draft by keyboard, undo, reload, submit', async ({ tab, request }) => {
    tab.baseUrl = server.origin;
    const model = await modelToEdit(request, server.origin);
    await signIn(tab);
    await tab.goto(`/repositories/${QUALITY}/models/${model.uuid}`);
    await tab.click({ role: 'button', name: 'Edit as draft' });
    await tab.waitForUrl(/\/edits\/[0-9a-f-]{36}$/);
    const nodes = '[data-testid="editor-canvas"] .react-flow__node';
    await expect.poll(() => tab.count(nodes)).toBe(model.vertices.length);
    const announced = { css: '[data-testid="editor-announcement"]' };

    await tab.click({ css: `[data-vertex="${model.first.uuid}"]` });
    await tab.press('ArrowDown');
    await tab.waitForText(announced, /^Moved 1 vertex$/);
    await tab.press('c');
    await tab.fill({ role: 'textbox', name: /^Connect .* to$/ }, model.targetTitle);
    await tab.waitForText({ css: 'p', text: /^Enter connects to/ }, /^Enter connects to/);
    await tab.press('Enter');
    await tab.waitForText(announced, /^Connected /);
    await tab.evaluate(() => document.querySelector<HTMLElement>('[data-testid="editor-canvas"]')!.focus());
    await tab.press('z', { control: true });
    await tab.waitForText(announced, /^Undone: connection$/);
    await tab.press('y', { control: true });
    await tab.waitForText(announced, /^Redone: connection$/);

    await tab.waitForText({ css: '[role="status"]', text: /All changes kept/ }, /All changes kept/);
    await tab.reload();
    await expect.poll(() => tab.count(nodes)).toBe(model.vertices.length);
    await tab.click({ role: 'button', name: 'Submit for review' });
    await tab.fill({ role: 'textbox', name: 'What changes, and why' }, `Moved in ${tab.engine}`);
    await tab.click({ role: 'button', name: 'Submit', within: { role: 'dialog' } });
    const url = await tab.waitForUrl(/\/drafts\/[0-9a-f-]{36}/, 15_000);
    await tab.waitForText({ css: '[data-testid="proposal-line"]' }, new RegExp(`Moved in ${tab.engine}`));
    // Its conversation: a comment on the whole, shown as the text it is.
    await tab.fill({ role: 'textbox', name: 'Comment' }, `<i>Seen</i> in ${tab.engine}`);
    await tab.click({ role: 'button', name: 'Comment' });
    await tab.waitForText({ css: '[data-testid="conversation-note"]' }, new RegExp(`<i>Seen</i> in ${tab.engine}`));

    const draftId = /\/drafts\/([0-9a-f-]{36})/.exec(url.pathname)![1];
    const draft = (await api(request, `/repositories/draft/models/${draftId}/canvas`, { origin: server.origin })).body;
    const moved = model.vertices.map((v) => (v.uuid === model.first.uuid ? { ...v, y: v.y + 20 } : v));
    expect(draft.vertices.filter((v: Vertex) => model.vertices.some((o) => o.uuid === v.uuid))).toEqual(moved);
    expect(draft.edges).toHaveLength(model.edges.length + 1);
  });
});
