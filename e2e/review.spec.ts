import type { Locator } from '@playwright/test';
import { api, ENTERPRISE, expect, IT_SERVICE, LANGUAGE, LARGE_MODEL, onScreen, test, viewOf } from './fixtures';
import { deriveDraft } from './derivedDraft';

test.use({ signedInAs: 'apiKey' });

test.describe("the reviewer's workbench", () => {
  test('a derived draft: the checks flag the missing language, the comparison shows exactly its changes, accepting lands one model', async ({
    page,
  }) => {
    const draft = await deriveDraft(page, '1');
    await page.goto(`/drafts/${draft.draftId}?target=${IT_SERVICE}&tab=checks`);

    const checks = page.getByRole('list', { name: 'Checks' });
    await expect(
      checks.getByRole('listitem', { name: 'A title in every language of the target: Warning' }),
    ).toContainText('No title in Français.');
    await expect(checks.getByRole('listitem', { name: 'The canvas has something on it: Passed' })).toBeVisible();
    await expect(
      checks.getByRole('listitem', { name: 'Every edge joins two vertices of the canvas: Passed' }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Compare' }).click();
    const picker = page.getByRole('combobox', { name: 'Compare with' });
    await picker.fill(draft.model.title);
    await page.getByRole('option', { name: draft.model.title, exact: true }).click();
    await expect(page.getByText('2 added · 1 removed · 1 changed · 1 rewired')).toBeVisible();
    const changes = page.getByRole('list', { name: 'Changes' }).getByRole('button');
    await expect(changes).toHaveText([
      new RegExp(`^Added “${draft.added[0]}”|^Added “${draft.added[1]}”`),
      new RegExp(`^Added “${draft.added[0]}”|^Added “${draft.added[1]}”`),
      new RegExp(`^Removed “${draft.removed}”, with its (\\d+ )?edges?$`),
      new RegExp(
        `^Changed “${draft.retitled.before}”: title \\(English\\) “${draft.retitled.before}” → “${draft.retitled.after}”`,
      ),
      `Edge rewired: “${draft.rewired.from}” → “${draft.rewired.before}” now “${draft.rewired.from}” → “${draft.rewired.after}”`,
    ]);

    // Selecting a change marks its vertices on both canvases, side by side.
    await changes.nth(4).click();
    await expect(changes.nth(4)).toHaveAttribute('aria-current', 'true');
    const before = page.getByRole('group', { name: `In the target: “${draft.model.title}”` });
    const after = page.getByRole('group', { name: 'In the draft' });
    await expect(before.locator('.diff-selected')).toHaveCount(2);
    await expect(after.locator('.diff-selected')).toHaveCount(2);
    const selectedTitles = async (side: typeof before) =>
      (await side.locator('.diff-selected .vertex-title').allInnerTexts()).sort();
    expect(await selectedTitles(before)).toEqual([draft.rewired.from, draft.rewired.before].sort());
    expect(await selectedTitles(after)).toEqual([draft.rewired.from, draft.rewired.after].sort());
    await expect(after.locator('[data-state="added"]')).toHaveCount(2);
    await expect(before.locator('[data-state="removed"]')).toHaveCount(1);
    // The overlay draws the removed vertex among the draft's.
    await page.getByText('Overlay', { exact: true }).click();
    const overlay = page.getByRole('group', { name: `The draft over “${draft.model.title}”` });
    await expect(overlay.locator('[data-state="removed"]')).toHaveCount(1);
    await expect(overlay.locator('[data-state="added"]')).toHaveCount(2);
    // The titles' difference per language.
    const titles = page.getByRole('table', { name: 'Titles compared' });
    await expect(titles.getByRole('row', { name: /English/ })).toContainText('changed');
    await expect(titles.getByRole('row', { name: /Français/ })).toContainText(/missing in the draft|none in either/);

    await page.getByRole('button', { name: 'Accept into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept draft into a repository' });
    await expect(dialog.getByLabel('What accepting does')).toHaveText(
      'Accepting imports this draft as a new model into IT Service Management, visible to All Users, and archives the draft. This cannot be undone here.',
    );
    await expect(dialog.getByLabel('Checks in brief')).toContainText('Warning: No title in Français.');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Draft accepted' });
    await expect(notice).toContainText('the draft is archived');
    await expect(page.getByText('Accepted (archived)')).toBeVisible();

    const landed = (
      await api(
        page,
        `/repositories/${IT_SERVICE}/models?fields=titles&filter=${encodeURIComponent(draft.title)}&filterFields=titles`,
      )
    ).body;
    expect(landed.total).toBe(1);
    expect((await api(page, `/repositories/draft/models/${draft.draftId}?fields=status`)).body.status).toBe('ARCHIVED');
    await notice.getByRole('link', { name: 'Open the new model' }).click();
    await expect(page).toHaveURL(new RegExp(`/repositories/${IT_SERVICE}/models/${landed.data[0].uuid}`));
  });

  test('a batch of three: checked, sent one at a time, a dropped answer read back rather than sent again; three models and no duplicate', async ({
    page,
  }) => {
    const drafts = [
      await deriveDraft(page, 'b1', 1),
      await deriveDraft(page, 'b2', 2),
      await deriveDraft(page, 'b3', 3),
    ];
    const sends: string[] = [];
    await page.route('**/versions/accept', async (route) => {
      const draftId = drafts.find((d) => route.request().url().includes(d.draftId))?.draftId ?? 'other';
      sends.push(draftId);
      // The second draft's answer is lost after the service has accepted it.
      const headers =
        draftId === drafts[1].draftId ? { ...route.request().headers(), 'x-fault': 'drop' } : route.request().headers();
      await route.continue({ headers });
    });
    // Nothing to select, nothing to click: the header's checkbox is disabled on a page with no drafts.
    await page.goto(`/drafts?q=${encodeURIComponent('no draft is called this')}`);
    await expect(page.getByText(/^No model title matches/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select every draft on this page' })).toBeDisabled();
    await page.goto(`/drafts?q=${encodeURIComponent('revised b')}`);
    await expect(page.getByRole('table', { name: 'Models' }).getByRole('row')).toHaveCount(4);
    await page.getByRole('checkbox', { name: 'Select every draft on this page' }).check();
    await page.getByRole('button', { name: 'Accept selected (3)…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Accept 3 drafts' });
    await dialog.getByRole('combobox', { name: 'Target repository' }).click();
    await page.getByRole('option', { name: 'IT Service Management' }).click();
    await expect(dialog.getByLabel('What accepting does')).toContainText(
      'Accepting imports these 3 drafts as new models into IT Service Management, visible to All Users',
    );
    const table = dialog.getByRole('table', { name: 'Drafts to accept' });
    for (const draft of drafts)
      await expect(table.getByRole('row', { name: new RegExp(escape(draft.title)) })).toContainText(
        '4 passed · 2 warnings',
      );
    await dialog.getByRole('button', { name: 'Accept 3 drafts' }).click();

    await expect(dialog.getByText('3 of 3 settled, 3 accepted.')).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('row', { name: new RegExp(escape(drafts[1].title)) })).toContainText(
      'Accepted (after reading back)',
    );
    expect(sends).toEqual(drafts.map((d) => d.draftId));
    for (const draft of drafts) {
      const landed = (
        await api(
          page,
          `/repositories/${IT_SERVICE}/models?fields=titles&filter=${encodeURIComponent(draft.title)}&filterFields=titles`,
        )
      ).body;
      expect(landed.total, draft.title).toBe(1);
      expect((await api(page, `/repositories/draft/models/${draft.draftId}?fields=status`)).body.status).toBe(
        'ARCHIVED',
      );
    }
  });
  test('a draft of 2,000 vertices compared: each side a picture with no element per vertex, a change then near', async ({
    page,
  }) => {
    type Vertex = { uuid: string; x: number; y: number; width: number; height: number };
    type Edge = { fromVertex: string; toVertex: string };
    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${LARGE_MODEL}/canvas`)).body as {
      vertices: Vertex[];
      edges: Edge[];
    };
    const gone = new Set(canvas.vertices.slice(100, 103).map((vertex) => vertex.uuid));
    const draft = await api(page, '/repositories/draft/models', {
      method: 'POST',
      body: {
        modelType: 'GENERAL_MODEL',
        titles: { [LANGUAGE.en]: { title: 'Enterprise value chain, three steps fewer' } },
        canvas: {
          vertices: canvas.vertices.filter((vertex) => !gone.has(vertex.uuid)),
          edges: canvas.edges.filter((edge) => !gone.has(edge.fromVertex) && !gone.has(edge.toVertex)),
        },
      },
    });
    expect(draft.status).toBe(201);
    await page.goto(`/drafts/${draft.body.uuid}?target=${ENTERPRISE}&tab=compare`);
    await page.getByRole('combobox', { name: 'Compare with' }).fill('Enterprise value chain (complete)');
    await page.getByRole('option', { name: 'Enterprise value chain (complete)', exact: true }).click();
    await expect(page.getByText(/^3 removed/)).toBeVisible({ timeout: 30_000 });
    const before = page.getByRole('group', { name: /^In the target/ });
    const after = page.getByRole('group', { name: 'In the draft' });
    await expect(before.locator('.canvas-picture')).toBeVisible();
    await expect(after.locator('.canvas-picture')).toBeVisible();
    await expect(page.locator('.react-flow__node')).toHaveCount(0);
    // An edge removed with a vertex is drawn in the removed colour on the target's picture, between the two
    // vertices; the draft's picture has nothing there.
    const byId = new Map(canvas.vertices.map((vertex) => [vertex.uuid, vertex]));
    const removedEdge = canvas.edges.find((edge) => gone.has(edge.fromVertex) !== gone.has(edge.toVertex))!;
    const [from, to] = [byId.get(removedEdge.fromVertex)!, byId.get(removedEdge.toVertex)!];
    const between = {
      x: (from.x + from.width / 2 + to.x + to.width / 2) / 2,
      y: (from.y + from.height / 2 + to.y + to.height / 2) / 2,
    };
    // Zoomed in there by the wheel, still a picture (under 60%), until the gap between them is wide.
    for (let step = 0; (await viewOf(before)).zoom < 0.3 && step < 40; step++) {
      const { x, y } = await onScreen(before, between);
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, -100);
    }
    await expect(before.locator('.canvas-picture')).toBeVisible();
    const red = (pixels: number[][]) => pixels.some(([r, g, b, a]) => a > 0 && r > 150 && g < 100 && b < 100);
    await expect.poll(async () => red(await pictureAround(before, between))).toBe(true);
    expect(red(await pictureAround(after, between))).toBe(false);
    // A change chosen brings the view near it: its vertices are elements, and far fewer than 2,000.
    await page.getByRole('list', { name: 'Changes' }).getByRole('button').first().click();
    await expect(before.locator('[data-state="removed"]').first()).toBeVisible();
    expect(await before.locator('.react-flow__node').count()).toBeLessThan(500);
  });
});

/** The picture's pixels ([r, g, b, a]) in a 3 × 3 square around a canvas point, on one side of a comparison. */
async function pictureAround(side: Locator, point: { x: number; y: number }) {
  const screen = await onScreen(side, point);
  return side.evaluate((group, { x, y }) => {
    const canvas = group.querySelector<HTMLCanvasElement>('.canvas-picture')!;
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const [left, top] = [Math.round((x - box.left) * ratio), Math.round((y - box.top) * ratio)];
    const { data } = canvas.getContext('2d')!.getImageData(left - 1, top - 1, 3, 3);
    const pixels: number[][] = [];
    for (let n = 0; n < data.length; n += 4) pixels.push([...data.subarray(n, n + 4)]);
    return pixels;
  }, screen);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
