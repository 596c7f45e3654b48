import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  api,
  ENTERPRISE,
  expect,
  expectOnlyNearTheView,
  LANDSCAPE_MODEL,
  onScreen,
  pictureFingerprint,
  test,
  viewOf,
} from './fixtures';

// The canvas at 20,000 vertices (issue 49): a picture when far, the vertices near the view as elements when near.
test.use({ signedInAs: 'apiKey' });
test.describe.configure({ timeout: 90_000 });

const VERTICES = 20_000;
type Vertex = { uuid: string; symbol: string; x: number; y: number; width: number; height: number };

const fingerprint = (page: Page) => page.evaluate(pictureFingerprint);

async function openLandscape(page: Page) {
  const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${LANDSCAPE_MODEL}/canvas`)).body as {
    vertices: Vertex[];
    edges: unknown[];
  };
  await page.goto(`/repositories/${ENTERPRISE}/models/${LANDSCAPE_MODEL}`);
  await expect(page.locator('.canvas-picture')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Loading symbol titles')).toHaveCount(0, { timeout: 30_000 });
  return canvas;
}

test('20,000 vertices: a picture with no element per vertex, that pans, and says how many it holds', async ({
  page,
}) => {
  const canvas = await openLandscape(page);
  expect(canvas.vertices).toHaveLength(VERTICES);
  await expect(page.locator('.react-flow__node')).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Canvas\. Arrow keys/ })).toHaveAccessibleDescription(
    `20,000 vertices · ${canvas.edges.length.toLocaleString('en')} edges`,
  );
  await expect.poll(async () => (await fingerprint(page)).painted).toBeGreaterThan(10_000);
  const before = await fingerprint(page);

  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  const start = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
  const viewBefore = await viewOf(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(start.x - step * 20, start.y - step * 10);
  await page.mouse.up();
  const viewAfter = await viewOf(page);
  expect(viewAfter.x - viewBefore.x).toBeCloseTo(-200, 0);
  expect(viewAfter.y - viewBefore.y).toBeCloseTo(-100, 0);
  // The picture is painted again where the view now is.
  await expect.poll(async () => (await fingerprint(page)).sum).not.toBe(before.sum);
  await expect(page.locator('.react-flow__node')).toHaveCount(0);

  // The minimap moves the view's centre to where it is clicked: nine tenths across the landscape (as wide as
  // the minimap, being wider than it is high).
  const minimap = (await page.getByRole('img', { name: /^Overview of the whole canvas/ }).boundingBox())!;
  await page.mouse.click(minimap.x + minimap.width * 0.9, minimap.y + minimap.height / 2);
  const left = Math.min(...canvas.vertices.map((vertex) => vertex.x));
  const right = Math.max(...canvas.vertices.map((vertex) => vertex.x + vertex.width));
  const centreX = async () => {
    const view = await viewOf(page);
    return (pane.width / 2 - view.x) / view.zoom;
  };
  await expect.poll(centreX).toBeGreaterThan(left + 0.88 * (right - left));
  expect(await centreX()).toBeLessThan(left + 0.92 * (right - left));

  // The wheel over the minimap zooms the view, and only the view: the page, scrolled a little, stays.
  const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
  await page.evaluate(() => scrollBy(0, 40));
  expect(await scrollTop()).toBe(40);
  const zoomBefore = (await viewOf(page)).zoom;
  const scrolledMinimap = (await page.getByRole('img', { name: /^Overview of the whole canvas/ }).boundingBox())!;
  await page.mouse.move(scrolledMinimap.x + scrolledMinimap.width / 2, scrolledMinimap.y + scrolledMinimap.height / 2);
  await page.mouse.wheel(0, -100);
  await expect.poll(async () => (await viewOf(page)).zoom).toBeGreaterThan(zoomBefore);
  expect(await scrollTop()).toBe(40);
});

test('20,000 vertices: zoomed into a region, its vertices are elements with readable titles, and only they', async ({
  page,
}) => {
  const canvas = await openLandscape(page);
  // Into the third domain of the first row, by the wheel, until titles read.
  const target = canvas.vertices[2 * 200 + 45];
  let zoom = (await viewOf(page)).zoom;
  for (let turns = 0; zoom < 0.6 && turns < 60; turns++) {
    const point = await onScreen(page, { x: target.x + target.width / 2, y: target.y + target.height / 2 });
    await page.mouse.move(point.x, point.y);
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(50);
    zoom = (await viewOf(page)).zoom;
  }
  expect(zoom).toBeGreaterThanOrEqual(0.6);
  await expect(page.locator('.canvas-picture')).toHaveCount(0);
  await expect(page.locator(`.react-flow__node[data-id="${target.uuid}"]`)).toBeVisible();
  await expect(page.locator('.vertex-title', { hasText: /^…$/ })).toHaveCount(0);
  const title = page.locator(`.react-flow__node[data-id="${target.uuid}"] .vertex-title`);
  expect((await title.textContent())!.length).toBeGreaterThan(3);
  // Its title is drawn at 6.6 px or more.
  expect(await title.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(6.6);
  await expectOnlyNearTheView(page, VERTICES);
  // Out again, it is a picture: no element is left.
  await page.keyboard.press('0');
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(page.locator('.canvas-picture')).toBeVisible();
  await expect(page.locator('.react-flow__node')).toHaveCount(0);
});

test('20,000 vertices: find by title with “n of m” and Enter, a click on the picture, and the keyboard select', async ({
  page,
}) => {
  const canvas = await openLandscape(page);
  const selectedId = () => new URL(page.url()).searchParams.get('vertex');

  // A click on the picture selects the vertex under it.
  const clicked = canvas.vertices[5 * 200 + 25];
  const point = await onScreen(page, { x: clicked.x + clicked.width / 2, y: clicked.y + clicked.height / 2 });
  await page.mouse.click(point.x, point.y);
  await expect.poll(selectedId).toBe(clicked.uuid);
  await expect(page.getByRole('complementary', { name: 'Vertex details' })).toBeVisible();
  await page.getByRole('button', { name: 'Close the details' }).click();

  const find = page.getByLabel('Find vertices');
  await find.fill('Obtain approval');
  // The count alone until Enter selects a match (the vertex clicked above may or may not be one).
  const status = page.getByText(/^(\d+ of )?[\d,]+ matches$/);
  await expect(status).toBeVisible();
  const count = Number((await status.textContent())!.match(/([\d,]+) matches/)![1].replace(/,/g, ''));
  expect(count).toBeGreaterThan(100);
  for (let n = 1; n <= 3; n++) {
    await find.press('Enter');
    await expect(page.getByText(`${n} of ${count.toLocaleString('en')} matches`)).toBeVisible();
    await expect.poll(selectedId).not.toBeNull();
  }
  const found = selectedId()!;
  await expect(page.locator(`.react-flow__node.selected[data-id="${found}"]`)).toBeVisible();
  await expect(page.locator(`.react-flow__node[data-id="${found}"] .vertex`)).toHaveClass(/\bvertex-match\b/);
  await expect(page.getByRole('complementary', { name: 'Vertex details' })).toContainText('Obtain approval');

  // By keyboard from there: the next vertex to the right, brought into view as an element.
  await page.getByRole('group', { name: /^Canvas\. Arrow keys/ }).focus();
  await page.keyboard.press('Escape');
  const from = canvas.vertices.find((vertex) => vertex.uuid === found)!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(selectedId).not.toBe(found);
  const next = canvas.vertices.find((vertex) => vertex.uuid === selectedId())!;
  expect(next.x).toBeGreaterThan(from.x);
  await expect(page.locator(`.react-flow__node.selected[data-id="${next.uuid}"]`)).toBeVisible();
  // A bookmark of the selection opens it again.
  await page.goto(page.url());
  await expect(page.getByRole('complementary', { name: 'Vertex details' })).toBeVisible({ timeout: 30_000 });
});

test('20,000 vertices: the SVG export holds every vertex and edge', async ({ page }) => {
  const canvas = await openLandscape(page);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export SVG' }).click();
  const svg = readFileSync(await (await download).path(), 'utf8');
  expect(svg.match(/<g class="v-/g)).toHaveLength(VERTICES);
  expect(svg.match(/marker-end=/g)).toHaveLength(canvas.edges.length);
});

test('20,000 vertices in full screen: the picture fills the screen, fitted again, with no element per vertex; leaving gives the page back', async ({
  page,
}) => {
  await openLandscape(page);
  const picture = page.locator('.canvas-picture');
  const before = (await picture.boundingBox())!;
  const fittedZoom = (await viewOf(page)).zoom;

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
  const screen = page.viewportSize()!;
  // The whole screen's width, within the frame's border. The box is the one read when that holds: while the frame
  // changes size the picture may be absent for a moment (a fresh-clone run read no box right after the width held).
  let inFull: { width: number; height: number } | null = null;
  await expect.poll(async () => (inFull = await picture.boundingBox())?.width ?? 0).toBeGreaterThan(screen.width - 4);
  expect(inFull!.height).toBeGreaterThan(before.height);
  // A view nobody has moved is fitted to the larger frame; the picture's pixels follow its size, painted.
  await expect.poll(async () => (await viewOf(page)).zoom).toBeGreaterThan(fittedZoom);
  const [width, ratio] = await picture.evaluate((canvas: HTMLCanvasElement) => [canvas.width, devicePixelRatio]);
  expect(width).toBe(Math.round(inFull!.width * ratio));
  await expect.poll(async () => (await fingerprint(page)).painted).toBeGreaterThan(0);
  await expect(page.locator('.react-flow__node')).toHaveCount(0);

  await page.getByRole('button', { name: 'Leave full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expect.poll(async () => (await picture.boundingBox())!.width).toBe(before.width);
  await expect.poll(async () => (await viewOf(page)).zoom).toBeCloseTo(fittedZoom, 5);
});
