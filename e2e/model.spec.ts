import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PNG_MAX_PIXELS } from '../src/canvas/export/paint';
import { messagesIn } from './interfaceText';
import type { MessageKey } from '../src/i18n/catalogues';
import type { Page } from '@playwright/test';
import { RSVG_CONVERT } from '../scripts/browsers.mjs';
import {
  api,
  ENTERPRISE,
  expect,
  expectOnlyNearTheView,
  HOSTILE_MODEL,
  LANGUAGE,
  LARGE_MODEL,
  pngSize,
  test,
  viewOf,
} from './fixtures';

test.use({ signedInAs: 'apiKey' });

/** The canvas's edges as drawn: per kind, its line path, its arrowhead path and its stroke colour. */
async function drawnEdges(page: Page) {
  await expect(page.locator('.canvas-edges')).toHaveCount(1);
  const kinds = await page.locator('.canvas-edges g').evaluateAll((groups) =>
    groups.map((group) => {
      const [line, arrows] = [...group.querySelectorAll('path')];
      return {
        kind: group.getAttribute('data-kind')!,
        lines: line.getAttribute('d')!,
        arrows: arrows.getAttribute('d')!,
        stroke: getComputedStyle(line).stroke,
      };
    }),
  );
  /** How many subpaths (edges, or arrowheads) a path has. */
  const count = (d: string) => d.match(/M/g)?.length ?? 0;
  return { kinds, edges: kinds.reduce((sum, kind) => sum + count(kind.lines), 0), count };
}

test.describe('a model', () => {
  test('header, tabs in the URL, and an unknown model', async ({ page }) => {
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await expect(page.getByRole('heading', { name: 'Review supplier onboarding (security review)' })).toBeVisible();
    const titles = page.getByRole('table', { name: 'Titles' });
    await expect(titles).toContainText('Lieferanten-Onboarding prüfen (Sicherheitsprüfung)');
    await page.getByRole('tab', { name: 'Descriptions' }).click();
    await expect(page).toHaveURL(/tab=descriptions/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Descriptions' })).toHaveAttribute('aria-selected', 'true');

    await page.goto(`/repositories/${ENTERPRISE}/models/9a8b7c6d-5e4f-4a3b-8c2d-000000000000`);
    await expect(page.getByRole('heading', { name: 'Model not found' })).toBeVisible();
    await expect(page.getByText('There is no model with the id “9a8b7c6d-5e4f-4a3b-8c2d-000000000000”')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('canvas: every vertex drawn, titles filled, search, selection in the URL, details, export', async ({ page }) => {
    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body;
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await expect(page.locator('.react-flow__node')).toHaveCount(canvas.vertices.length);
    const drawn = await drawnEdges(page);
    expect(drawn.edges).toBe(canvas.edges.length);
    await expect(page.locator('.vertex-title', { hasText: '…' })).toHaveCount(0);

    // Each object type has its own colour and an icon; an unknown type would get the neutral default.
    const look = (objectType: string) =>
      page
        .locator(`.react-flow__node .vertex-${objectType}`)
        .first()
        .evaluate((node) => ({
          border: getComputedStyle(node).borderTopColor,
          icon: getComputedStyle(node, '::before').backgroundImage,
        }));
    const activity = await look('ACTIVITY');
    const party = await look('INTERESTED_PARTY');
    expect(activity.border).not.toBe(party.border);
    expect(activity.icon).toMatch(/^url\("data:image\/svg\+xml/);
    expect(party.icon).not.toBe(activity.icon);

    // Every edge ends in an arrowhead, and the kinds of edge differ in colour.
    for (const kind of drawn.kinds) expect(drawn.count(kind.arrows), kind.kind).toBe(drawn.count(kind.lines));
    expect(new Set(drawn.kinds.map((kind) => kind.stroke)).size).toBeGreaterThan(1);

    const symbol = (await api(page, `/repositories/${ENTERPRISE}/symbols/${canvas.vertices[3].symbol}?fields=titles`))
      .body;
    const title: string = symbol.titles[LANGUAGE.en].title;
    await page.getByLabel('Find vertices').fill(title);
    await page.getByLabel('Find vertices').press('Enter');
    await expect(page).toHaveURL(/vertex=/);
    const vertexId = new URL(page.url()).searchParams.get('vertex');
    const found = page.locator(`.react-flow__node[data-id="${vertexId}"]`);
    await expect(found).toHaveClass(/\bselected\b/);
    await expect(found.locator('.vertex')).toHaveClass(/\bvertex-match\b/);
    const details = page.getByRole('complementary', { name: 'Vertex details' });
    // In words: the symbol's title, its type and its repository; the uuids folded away as details.
    await expect(details).toContainText(title);
    await expect(details).toContainText(messagesIn('en')(`code.objectType.${symbol.objectType}.label` as MessageKey));
    await expect(details.getByRole('link', { name: 'Enterprise Process Library' })).toBeVisible();
    await expect(details.locator(`[data-uuid="${symbol.uuid}"]`)).toBeHidden();
    await details.getByText('uuid details').click();
    await expect(details.locator(`[data-uuid="${symbol.uuid}"]`)).toBeVisible();
    const placements = canvas.vertices.filter((v: { symbol: string }) => v.symbol === symbol.uuid).length;
    await expect(details).toContainText(`placed ${placements}× in this model`);

    const url = page.url();
    await page.goto(url);
    await expect(page.getByRole('complementary', { name: 'Vertex details' })).toContainText(title);

    await page.getByRole('button', { name: 'Close the details' }).click();
    await expect(page).not.toHaveURL(/vertex=/);

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    expect((await png).suggestedFilename()).toBe(`canvas-${HOSTILE_MODEL}.png`);
    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export SVG' }).click();
    expect((await svg).suggestedFilename()).toBe(`canvas-${HOSTILE_MODEL}.svg`);
  });

  test('edges leave and enter on the sides that face each other, so a row that runs right to left reads that way', async ({
    page,
  }) => {
    const found = (
      await api(
        page,
        `/repositories/${ENTERPRISE}/models?filter=${encodeURIComponent('Escalate change request')}&filterFields=titles`,
      )
    ).body;
    const modelId = found.data[0].uuid as string;
    type Vertex = { uuid: string; x: number; y: number; width: number; height: number };
    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${modelId}/canvas`)).body as {
      vertices: Vertex[];
      edges: { uuid: string; fromVertex: string; toVertex: string }[];
    };
    const vertex = new Map(canvas.vertices.map((v) => [v.uuid, v]));
    const leftward = canvas.edges.filter((e) => {
      const [from, to] = [vertex.get(e.fromVertex)!, vertex.get(e.toVertex)!];
      return from.y === to.y && to.x + to.width < from.x;
    });
    expect(leftward.length).toBeGreaterThan(0);
    await page.goto(`/repositories/${ENTERPRISE}/models/${modelId}`);
    const drawn = await drawnEdges(page);
    expect(drawn.edges).toBe(canvas.edges.length);
    const lines = new Set(
      drawn.kinds.flatMap((kind) =>
        kind.lines
          .split('M')
          .filter(Boolean)
          .map((line) => `M${line}`),
      ),
    );
    for (const edge of leftward) {
      const [from, to] = [vertex.get(edge.fromVertex)!, vertex.get(edge.toVertex)!];
      const middle = from.y + from.height / 2;
      expect(lines).toContain(`M${from.x} ${middle}L${to.x + to.width} ${middle}`);
    }
  });

  test('the canvas by keyboard: one tab stop, arrows move the selection, Enter and Esc, zoom keys, Ctrl+F', async ({
    page,
  }) => {
    type Vertex = { uuid: string; x: number; y: number; width: number; height: number };
    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body as {
      vertices: Vertex[];
    };
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await expect(page.locator('.react-flow__node')).toHaveCount(canvas.vertices.length);
    await expect(page.locator('.react-flow__node[tabindex]')).toHaveCount(0);

    const frame = page.getByRole('group', { name: /^Canvas\. Arrow keys/ });
    await frame.focus();
    const selectedId = () => new URL(page.url()).searchParams.get('vertex');
    const details = page.getByRole('complementary', { name: 'Vertex details' });
    const topLeft = [...canvas.vertices].sort((a, b) => a.x + a.y - (b.x + b.y))[0];
    await page.keyboard.press('ArrowRight');
    await expect.poll(selectedId).toBe(topLeft.uuid);
    await expect(page.locator('[aria-live="polite"]', { hasText: 'selected.' })).toHaveCount(1);
    await expect(details).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(selectedId).not.toBe(topLeft.uuid);
    const next = canvas.vertices.find((v) => v.uuid === selectedId())!;
    expect(next.x).toBeGreaterThan(topLeft.x);
    await expect(page.locator('.react-flow__node.selected')).toHaveAttribute('data-id', next.uuid);

    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    expect(selectedId()).toBe(next.uuid);
    await page.keyboard.press('Escape');
    await expect.poll(selectedId).toBeNull();

    const scale = async () => (await viewOf(page)).zoom;
    await page.keyboard.press('0');
    await page.waitForTimeout(300); // fitView's animation
    const fitted = await scale();
    await page.keyboard.press('+');
    await expect.poll(scale).toBeGreaterThan(fitted);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect.poll(scale).toBeLessThan(fitted);
    await page.keyboard.press('0');
    await expect.poll(scale).toBeCloseTo(fitted, 3);
    await page.keyboard.press('Control+f');
    await expect(page.getByRole('textbox', { name: 'Find vertices' })).toBeFocused();
  });

  test('the 2,000-vertex canvas is a picture when far, and the vertices near the view are elements when near', async ({
    page,
  }) => {
    await page.goto(`/repositories/${ENTERPRISE}/models/${LARGE_MODEL}`);
    await expect(page.locator('.canvas-picture')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.react-flow__node')).toHaveCount(0);
    await expect(page.getByRole('group', { name: /^Canvas\. Arrow keys/ })).toHaveAccessibleDescription(
      '2,000 vertices · 1,999 edges',
    );
    await page.getByRole('button', { name: '100%', exact: true }).click();
    await expect(page.locator('.canvas-picture')).toHaveCount(0);
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await expectOnlyNearTheView(page, 2000);
  });

  test('the canvas fits a 1440x900 window with its controls and minimap, and nothing moves as titles arrive; dark mode themes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/repositories/${ENTERPRISE}/models/${LARGE_MODEL}`);
    await expect(page.locator('.canvas-picture')).toBeVisible({ timeout: 30_000 });
    const frame = page.locator('.canvas-frame');
    const before = await frame.boundingBox();
    await expect(page.getByLabel('Loading symbol titles')).toHaveCount(0, { timeout: 30_000 });
    expect(await frame.boundingBox()).toEqual(before);
    for (const part of [page.locator('.react-flow__minimap'), page.getByRole('toolbar', { name: 'View' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, String(part)).toBeLessThanOrEqual(900);
    }

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('.react-flow')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: '100%', exact: true }).click();
    const stroke = await page.locator('.canvas-edges .edge-FLOW').evaluate((path) => getComputedStyle(path).stroke);
    expect(stroke).toBe('rgb(222, 226, 230)');
    const minimap = await page.locator('.react-flow__minimap').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(minimap).not.toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
  });

  test('the 2,000-vertex canvas exports as vector SVG that librsvg draws, and as PNG', async ({ page }) => {
    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${LARGE_MODEL}/canvas`)).body;
    await page.goto(`/repositories/${ENTERPRISE}/models/${LARGE_MODEL}?vertex=${canvas.vertices[0].uuid}`);
    await expect(page.locator('.canvas-picture')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Loading symbol titles')).toHaveCount(0, { timeout: 30_000 });

    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export SVG' }).click();
    const svgPath = await (await svgDownload).path();
    const svg = readFileSync(svgPath, 'utf8');
    expect(svg).not.toContain('foreignObject');
    // A group per vertex, an arrowed path per edge, and no selection highlight though a vertex is selected.
    expect(svg.match(/<g class="v-/g)).toHaveLength(2000);
    expect(svg.match(/marker-end=/g)).toHaveLength(canvas.edges.length);
    expect(svg).not.toMatch(/selected|vertex-match/);

    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const png = pngSize(readFileSync(await (await pngDownload).path()));
    expect(png.width * png.height).toBeLessThanOrEqual(PNG_MAX_PIXELS);
    expect(png.width).toBeGreaterThan(1000);

    const rendered = execFileSync(RSVG_CONVERT, ['--format=png', '--width=2000', svgPath], {
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(pngSize(rendered).width).toBe(2000);
  });

  test('a PNG export shows progress and can be cancelled, and the tab answers while it runs', async ({ page }) => {
    await page.goto(`/repositories/${ENTERPRISE}/models/${LARGE_MODEL}`);
    await expect(page.locator('.canvas-picture')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Loading symbol titles')).toHaveCount(0, { timeout: 30_000 });
    let downloads = 0;
    page.on('download', () => downloads++);
    // The worker's code is held until the export is cancelled: a worker that finished first (a busy machine
    // answering the find box late) would leave nothing to cancel.
    let releaseWorker!: () => void;
    const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
    let workerRequests = 0;
    await page.route(/png\.worker[^/]*\.js$/, async (route) => {
      workerRequests++;
      await workerHeld;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Export PNG' }).click();
    await expect(page.getByText(/^Exporting PNG…$/)).toBeVisible();
    // The find box takes typing while the export is under way.
    await page.getByLabel('Find vertices').fill('Review');
    await expect(page.getByText(/^(No match|([\d,]+ of )?[\d,]+ match(es)?)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByRole('button', { name: 'Export PNG' })).toBeEnabled();
    expect(workerRequests).toBe(1);
    releaseWorker();
    await page.waitForTimeout(2000);
    expect(downloads).toBe(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the PNG, drawn in a worker, is the picture librsvg draws from the SVG', async ({ page }) => {
    const canvas = (await api(page, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body;
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    // Every vertex drawn with its title, so that both exports show the same titles.
    await expect(page.locator('.react-flow__node')).toHaveCount(canvas.vertices.length, { timeout: 30_000 });
    await expect(page.getByLabel('Loading symbol titles')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('.vertex-title', { hasText: /^…$/ })).toHaveCount(0);
    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export SVG' }).click();
    const svgPath = await (await svgDownload).path();
    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const png = readFileSync(await (await pngDownload).path());
    const { width, height } = pngSize(png);
    const rendered = execFileSync(RSVG_CONVERT, ['--format=png', `--width=${width}`, `--height=${height}`, svgPath], {
      maxBuffer: 256 * 1024 * 1024,
    });

    // Compared in 8x8 blocks, so that the two renderers' anti-aliasing and font hinting do not count.
    const comparison = await page.evaluate(
      async ({ mine, theirs, width, height }) => {
        const pixels = async (base64: string) => {
          const bitmap = new Image();
          bitmap.src = `data:image/png;base64,${base64}`;
          await bitmap.decode();
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0, width, height);
          return context.getImageData(0, 0, width, height).data;
        };
        const [a, b] = [await pixels(mine), await pixels(theirs)];
        const BLOCK = 8;
        let blocks = 0;
        let differing = 0;
        let drawn = 0;
        for (let top = 0; top + BLOCK <= height; top += BLOCK) {
          for (let left = 0; left + BLOCK <= width; left += BLOCK) {
            const sums = [0, 0, 0, 0, 0, 0];
            for (let y = top; y < top + BLOCK; y++) {
              for (let x = left; x < left + BLOCK; x++) {
                const at = (y * width + x) * 4;
                for (let channel = 0; channel < 3; channel++) {
                  sums[channel] += a[at + channel];
                  sums[3 + channel] += b[at + channel];
                }
              }
            }
            const means = sums.map((sum) => sum / (BLOCK * BLOCK));
            blocks++;
            if (means.slice(0, 3).some((mean) => mean < 250)) drawn++;
            if ([0, 1, 2].some((channel) => Math.abs(means[channel] - means[3 + channel]) > 24)) differing++;
          }
        }
        return { drawn: drawn / blocks, differing: differing / blocks };
      },
      { mine: png.toString('base64'), theirs: rendered.toString('base64'), width, height },
    );
    // Something is drawn, and the blocks look the same in both: leaving out the icons, or the one dashed
    // outline, makes about 0.2% of the blocks differ.
    expect(comparison.drawn).toBeGreaterThan(0.1);
    expect(comparison.differing).toBeLessThan(0.0005);
  });

  test('a canvas with vertices it cannot draw says so, draws the rest, and fits the view without the far one', async ({
    page,
  }) => {
    const source = (await api(page, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body;
    const symbol = source.vertices[0].symbol;
    const place = (n: number, x: number, y: number, width = 120) => ({
      uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      symbol,
      x,
      y,
      width,
      height: 60,
    });
    const vertices = [
      ...Array.from({ length: 8 }, (_, n) => place(n + 1, (n % 4) * 200, Math.floor(n / 4) * 120)),
      place(20, 0, 300, 0),
      place(21, 1e8, 1e8),
    ];
    const draft = await api(page, '/repositories/draft/models', {
      method: 'POST',
      body: {
        modelType: 'GENERAL_MODEL',
        titles: { [LANGUAGE.en]: { title: 'Canvas with a stray vertex' } },
        canvas: { vertices, edges: [{ fromVertex: vertices[0].uuid, toVertex: vertices[8].uuid, edgeType: 'FLOW' }] },
      },
    });
    expect(draft.status).toBe(201);
    await page.goto(`/drafts/${draft.body.uuid}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Not all of this canvas can be drawn' })).toContainText(
      '1 vertex cannot be drawn (no usable size or place); 1 edge joins vertices that are not on the canvas; 1 vertex lies far from all the others',
    );
    // The far one is drawn, but far from the view: only the eight near it are elements.
    await expect(page.locator('.react-flow__node')).toHaveCount(8);
    // Fitted to the eight vertices near each other, not shrunk to show the one at 1e8.
    await expect.poll(async () => (await viewOf(page)).zoom).toBeGreaterThan(0.3);
  });

  test('the hostile description is shown sanitized and runs nothing', async ({ page }) => {
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}?tab=descriptions`);
    const html = page.getByTestId('description-html');
    await expect(html).toContainText('Reviewed by the security team');
    await expect(html.locator('script, iframe, svg')).toHaveCount(0);
    expect(
      await html.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames()).filter((a) => a.startsWith('on')),
      ),
    ).toEqual([]);
    const links = html.locator('a[href]');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', 'https://intranet.example.com/security/supplier-onboarding');
    await expect(links).toHaveAttribute('target', '_blank');
    await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByText('Click to expand').click();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // An element named like a global of the page does not shadow it.
    await expect(html.locator('img[alt="clobber"]')).toHaveAttribute('name', 'user-content-cookie');
    expect(await page.evaluate(() => typeof document.cookie)).toBe('string');
  });

  test("another site's image in a description is never fetched: it is listed, to be opened in a tab of its own", async ({
    page,
  }) => {
    const fetched: string[] = [];
    await page.route('https://pixel.example.net/**', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({
        contentType: 'image/gif',
        body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      });
    });
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}?tab=descriptions`);
    const html = page.getByTestId('description-html');
    await expect(html).toContainText('Reviewed by the security team');
    await expect(html.locator('img[alt="read receipt"]')).not.toHaveAttribute('src', /./);
    await expect(page.getByText('Images from other sites are not shown')).toBeVisible();
    const open = page.getByRole('link', { name: 'read receipt from pixel.example.net' });
    await expect(open).toHaveAttribute('href', 'https://pixel.example.net/open.gif?reader=42');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
  });

  test('documents: grouped by provider, matched by id, unresolved kept, only http(s) links, icons of our own', async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}?tab=documents`);
    const archive = page.getByRole('table', { name: 'Documents from DMS/Archive' });
    await expect(archive).toContainText('Quality manual §4.2 document control');
    await expect(archive).toContainText('AA-17 Prüfung & Freigabe 100%');
    await expect(archive.getByText('link not allowed')).toBeVisible();
    const sharepoint = page.getByRole('table', { name: 'Documents from SharePoint Online' });
    await expect(sharepoint.getByRole('link', { name: /^Open .* in a new tab$/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/sharepoint\.example\.com\//,
    );
    await expect(sharepoint.getByRole('link', { name: /^Open .* in a new tab$/ }).first()).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(sharepoint).toContainText('unresolved');
    await expect(sharepoint).toContainText('sites/Retired/Old process map (deleted).vsdx');

    await expect(sharepoint.getByRole('img', { name: 'Word document' }).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await expect(archive).toContainText('QM-Handbuch §4.2 Lenkung von Dokumenten');
    // The providers' iconURLs (sharepoint.example.com) are never asked for: only the console and the service are.
    expect([...hosts]).toEqual([new URL(page.url()).host]);
  });
});
