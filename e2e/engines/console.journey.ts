import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../../playwright.engines.config';
import { RSVG_CONVERT } from '../../scripts/browsers.mjs';
import {
  demoNames,
  ENTERPRISE,
  HOSTILE_MODEL,
  IT_SERVICE,
  LARGE_MODEL,
  pictureFingerprint,
  pngSize,
  QUALITY,
  userLabel,
} from '../fixtures';
import { deriveDraft } from '../derivedDraft';
import { INDEX_BUILD_MS } from '../indexJourneys';
import type { APIRequestContext } from '@playwright/test';
import { poll, type Page } from './engine';
import { api, E2E_API_KEY, expect, issueKey, signIn, test } from './fixtures';

/** Rows of a table, its heading row included. */
const rowCount = (tab: Page, name: string) =>
  tab.evaluate(
    (label) => document.querySelector(`table[aria-label="${label}"]`)?.querySelectorAll('tr').length ?? 0,
    name,
  );

/** Keeps the files the console would download, as Blobs in the page, instead of saving them. */
const catchDownloads = (tab: Page) =>
  tab.evaluate(() => {
    const w = window as unknown as { __downloads: { name: string; blob: Blob }[] };
    w.__downloads = [];
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = this.download ? blobs.get(this.href) : undefined;
      if (blob) w.__downloads.push({ name: this.download, blob });
      else click.call(this);
    };
  });

/** The next file the console saved: its name and its bytes. */
async function nextDownload(tab: Page, timeoutMs = 60_000): Promise<{ name: string; bytes: Buffer }> {
  await poll(
    'a download',
    () => tab.evaluate(() => (window as unknown as { __downloads: unknown[] }).__downloads.length),
    (n) => n > 0,
    timeoutMs,
  );
  const file = await tab.evaluate(async () => {
    const { name, blob } = (window as unknown as { __downloads: { name: string; blob: Blob }[] }).__downloads.shift()!;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return { name, base64: btoa(binary) };
  });
  return { name: file.name, bytes: Buffer.from(file.base64, 'base64') };
}

test.describe('the console in every engine', () => {
  test('sign in: a wrong key is refused and kept, the demo key signs in', async ({ tab }) => {
    await tab.goto('/repositories');
    await tab.waitForUrl(/\/sign-in\?next=%2Frepositories/);
    const key = { role: 'textbox', name: 'API key' };
    await tab.fill(key, 'not-a-real-key-1234');
    await tab.click({ role: 'button', name: 'Sign in' });
    await tab.waitForText({ role: 'alert' }, /unknown, inactive or expired/);
    expect(await tab.value(key)).toBe('not-a-real-key-1234');
    await tab.fill(key, E2E_API_KEY);
    await tab.click({ role: 'button', name: 'Sign in' });
    await tab.waitFor({ role: 'table', name: 'Repositories' });
    await tab.waitForUrl(/\/repositories$/);
  });

  test('the models list: a filter and paging', async ({ tab, request }) => {
    await signIn(tab);
    await tab.goto(`/repositories/${ENTERPRISE}`);
    await poll(
      '25 rows',
      () => rowCount(tab, 'Models'),
      (rows) => rows === 26,
    );
    const { total } = (await api(request, `/repositories/${ENTERPRISE}/models?maxResults=1`)).body;
    await tab.waitFor({ css: 'p, span, div', text: `1–25 of ${total}` });
    await tab.click({ role: 'button', name: '2' });
    await tab.waitForUrl(/page=2/);
    await tab.waitFor({ css: 'p, span, div', text: `26–50 of ${total}` });

    await tab.fill({ label: 'Filter titles' }, 'approve*order');
    await tab.waitForUrl(/q=approve\*order/);
    const filtered = (
      await api(request, `/repositories/${ENTERPRISE}/models?filter=approve*order&filterFields=titles&maxResults=1`)
    ).body.total;
    await tab.waitFor({ css: 'p, span, div', text: new RegExp(`of ${filtered}$`) });
    expect(await tab.text({ css: 'mark', within: { role: 'table', name: 'Models' } })).toMatch(/^approve$/i);
  });

  test('a canvas: titles and edges drawn, a vertex opened by click and by keyboard', async ({ tab, request }) => {
    await signIn(tab);
    const canvas = (await api(request, `/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}/canvas`)).body as {
      vertices: { uuid: string; x: number; y: number }[];
      edges: unknown[];
    };
    await tab.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await poll(
      'every vertex drawn',
      () => tab.count('.react-flow__node'),
      (n) => n === canvas.vertices.length,
      20_000,
    );
    // Every title filled in, none cut to an ellipsis; every edge drawn as a subpath of its kind's path.
    await poll(
      'the titles',
      () =>
        tab.evaluate(
          () =>
            [...document.querySelectorAll('.vertex-title')].filter((t) => !t.textContent || t.textContent.includes('…'))
              .length,
        ),
      (n) => n === 0,
    );
    const edges = await tab.evaluate(() =>
      [...document.querySelectorAll('.canvas-edges g path:first-child')].reduce(
        (sum, path) => sum + (path.getAttribute('d')!.match(/M/g)?.length ?? 0),
        0,
      ),
    );
    expect(edges).toBe(canvas.edges.length);

    // By click, on a fresh canvas: the details of the vertex clicked, its id in the URL. (A vertex in view and not
    // under a control: a node drawn where a pointer reaches it.)
    const clicked = await tab.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.react-flow__node')].find((node) => {
          const box = node.getBoundingClientRect();
          return (
            document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('.react-flow__node') ===
            node
          );
        })?.dataset.id,
    );
    await tab.click({ css: `.react-flow__node[data-id="${clicked}"]` });
    await tab.waitForUrl(new RegExp(`vertex=${clicked}`));
    await tab.waitFor({ role: 'complementary', name: 'Vertex details' });
    await tab.click({ role: 'button', name: 'Close the details' });
    await tab.waitForGone({ role: 'complementary', name: 'Vertex details' });

    // By keyboard: the canvas takes the focus, Escape clears the selection, an arrow selects, Enter opens the
    // details, Escape closes them.
    await tab.evaluate(() =>
      (document.querySelector('[role="group"][aria-label^="Canvas. Arrow keys"]') as HTMLElement).focus(),
    );
    await tab.press('Escape');
    await tab.waitForUrl(/^(?!.*vertex=)/);
    const topLeft = [...canvas.vertices].sort((a, b) => a.x + a.y - (b.x + b.y))[0];
    await tab.press('ArrowRight');
    await tab.waitForUrl(new RegExp(`vertex=${topLeft.uuid}`));
    await tab.waitFor({ css: `.react-flow__node.selected[data-id="${topLeft.uuid}"]` });
    await tab.press('Enter');
    await tab.waitFor({ role: 'complementary', name: 'Vertex details' });
    await tab.press('Escape');
    await tab.waitForGone({ role: 'complementary', name: 'Vertex details' });
  });

  test('the hostile description is shown sanitised and runs nothing', async ({ tab }) => {
    await signIn(tab);
    await tab.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}?tab=descriptions`);
    await tab.waitForText({ css: '[data-testid="description-html"]' }, /Reviewed by the security team/);
    const inert = await tab.evaluate(() => {
      const root = document.querySelector('[data-testid="description-html"]')!;
      return {
        active: root.querySelectorAll('script, iframe, svg').length,
        handlers: [...root.querySelectorAll('*')]
          .flatMap((el) => el.getAttributeNames())
          .filter((name) => name.startsWith('on')),
        links: [...root.querySelectorAll('a[href]')].map((a) => [
          a.getAttribute('href'),
          a.getAttribute('target'),
          a.getAttribute('rel'),
        ]),
      };
    });
    expect(inert).toEqual({
      active: 0,
      handlers: [],
      links: [['https://intranet.example.com/security/supplier-onboarding', '_blank', 'noopener noreferrer']],
    });
    await tab.click({ css: '[data-testid="description-html"] *', text: 'Click to expand' });
    expect(await tab.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
  });

  test('the 2,000-vertex canvas exports as SVG that librsvg draws, and as PNG', async ({ tab, request }) => {
    await signIn(tab);
    const canvas = (await api(request, `/repositories/${ENTERPRISE}/models/${LARGE_MODEL}/canvas`)).body as {
      edges: unknown[];
    };
    await tab.goto(`/repositories/${ENTERPRISE}/models/${LARGE_MODEL}`);
    // Fitted, 2,000 vertices are a picture, painted in this engine too, with no element per vertex.
    await poll(
      'the picture painted',
      async () => (await tab.evaluate(pictureFingerprint)).painted,
      (painted) => painted > 1000,
      60_000,
    );
    expect(await tab.count('.react-flow__node')).toBe(0);
    await tab.waitForGone({ label: 'Loading symbol titles' }, 60_000);
    await catchDownloads(tab);

    await tab.click({ role: 'button', name: 'Export SVG' });
    const svg = await nextDownload(tab);
    expect(svg.name).toBe(`canvas-${LARGE_MODEL}.svg`);
    const text = svg.bytes.toString('utf8');
    expect(text.match(/<g class="v-/g)).toHaveLength(2000);
    expect(text.match(/marker-end=/g)).toHaveLength(canvas.edges.length);
    const file = join(mkdtempSync(join(tmpdir(), 'svg-')), 'canvas.svg');
    writeFileSync(file, svg.bytes);
    const drawn = execFileSync(RSVG_CONVERT, ['--format=png', '--width=1000', file], { maxBuffer: 256 * 1024 * 1024 });
    expect(pngSize(drawn).width).toBe(1000);

    await tab.click({ role: 'button', name: 'Export PNG' });
    const png = await nextDownload(tab, 120_000);
    expect(png.name).toBe(`canvas-${LARGE_MODEL}.png`);
    expect(pngSize(png.bytes).width).toBeGreaterThan(1000);
  });

  /**
   * Builds the index (the search page first: it holds the modules of the index's header, see lazyComponent). The
   * journey gets the time a build may take beside its own.
   */
  async function buildIndex(tab: Page, key: string) {
    test.setTimeout(INDEX_BUILD_MS + 60_000);
    await signIn(tab, 'apiKey', { backgroundIndex: true, key });
    await tab.goto('/search');
    await tab.waitFor({ role: 'link', name: /^Search index ready/ }, INDEX_BUILD_MS);
  }

  /**
   * Ctrl+K, a model of Qualitätsmanagement's German title typed, and its answer opened: the first such model, or
   * the `nth` (a model opened before is offered among the recent ones, not as the index's answer).
   */
  async function jumpToGermanTitle(tab: Page, request: APIRequestContext, nth = 0) {
    const models = (await api(request, `/repositories/${QUALITY}/models?fields=titles&maxResults=1000`)).body.data as {
      uuid: string;
      titles: Record<string, { title: string }>;
    }[];
    const german = '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a02';
    const target = models.filter((model) => /^\S{8,} \S+$/.test(model.titles[german]?.title ?? ''))[nth];
    const title = target.titles[german].title;
    await tab.press('k', { control: true });
    await tab.fill({ role: 'textbox', name: 'Jump to' }, title);
    await tab.click({ role: 'option', name: new RegExp(`^${title}.*Model in Qualitätsmanagement`) });
    await tab.waitForUrl(new RegExp(`/repositories/${QUALITY}/models/${target.uuid}`));
  }

  test('Ctrl+K finds a model of another repository from the background index, and at once on a page opened by its address', async ({
    tab,
    request,
  }) => {
    await buildIndex(tab, await issueKey(request, `Index in ${tab.engine}`));
    await jumpToGermanTitle(tab, request);
    // A whole page load by address (a bookmark, a link in an e-mail), not a reload, right after the page that was
    // writing the index: WebKit keeps that page in its back-forward cache, and with it any transaction it had
    // running, which every other opening of the index waited behind (see IndexDatabase.letGo).
    await tab.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await tab.waitFor({ css: '.react-flow__node' }, 20_000);
    await jumpToGermanTitle(tab, request, 1);
    await tab.waitFor({ role: 'link', name: /^Search index ready/ });
  });

  test('after a reload on a model page, Ctrl+K answers from the index at once', async ({ tab, request }) => {
    await buildIndex(tab, await issueKey(request, `Reload in ${tab.engine}`));
    await tab.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await tab.waitFor({ role: 'tab', name: 'Canvas' });
    await tab.reload();
    await tab.waitFor({ role: 'tab', name: 'Canvas' });
    // At once, as a person would: before the header has said anything of the index.
    await jumpToGermanTitle(tab, request);
    await tab.waitFor({ role: 'link', name: /^Search index ready/ });
  });

  test('the index starts under a limit of 600 and with no rate-limit headers at all', async ({ tab, request }) => {
    for (const { port } of [LIMITS.tight, LIMITS.unlimited]) {
      tab.baseUrl = `http://127.0.0.1:${port}`;
      // A key of its own: the other engine's run of this journey spent the window of the demo key (see issueKey).
      await signIn(tab, 'apiKey', {
        backgroundIndex: true,
        key: await issueKey(request, `Index start in ${tab.engine}`, tab.baseUrl),
      });
      await tab.goto('/search');
      await tab.waitForText({ role: 'region', name: 'Search index status' }, /Canvases: [1-9]/, 30_000);
    }
  });

  test('issue a key, the secret shown once, revoke it', async ({ tab, request }) => {
    await signIn(tab, 'admin');
    await tab.goto('/api-keys');
    await tab.waitForText({ role: 'table', name: 'API keys' }, /Legacy importer/);
    await tab.click({ role: 'button', name: 'Issue key' });
    const issue = { role: 'dialog', name: 'Issue an API key' };
    await tab.fill({ label: 'Application name', within: issue }, 'Engine reporting');
    await tab.click({ role: 'button', name: 'Issue key', within: issue });
    const shown = { role: 'dialog', name: 'API key for Engine reporting' };
    await tab.click({ role: 'button', name: 'Reveal or hide the secret', within: shown });
    await poll(
      'the secret revealed',
      () => tab.attribute({ label: 'Secret', within: shown }, 'type'),
      (type) => type === 'text',
    );
    const secret = await tab.value({ label: 'Secret', within: shown });
    expect(secret).toMatch(/^mrk_/);
    expect((await api(request, '/repositories', { key: secret })).status).toBe(200);
    await tab.click({ role: 'button', name: 'Done', within: shown });
    await tab.click({ role: 'button', name: 'Yes, close it for good', within: shown });
    await tab.waitForGone(shown);
    expect(await tab.evaluate(() => document.documentElement.outerHTML)).not.toContain(secret);

    await tab.click({ role: 'button', name: 'Revoke key “Engine reporting”' });
    await tab.click({
      role: 'button',
      name: 'Revoke Engine reporting',
      within: { role: 'dialog', name: 'Revoke API key' },
    });
    await tab.waitForText({ role: 'alert', name: /Key revoked/ }, /Engine reporting/);
    await tab.waitForGone({ role: 'row', name: /Engine reporting/ });
    expect((await api(request, '/repositories', { key: secret })).status).toBe(401);
  });

  test('change one accessor privilege and save', async ({ tab, request }) => {
    await signIn(tab);
    const first = (
      await api(
        request,
        `/repositories/${QUALITY}/accessors?projection=ALL&sortBy=type&filter=user&filterFields=user,type&maxResults=1`,
      )
    ).body.data[0];
    await tab.goto(`/repositories/${QUALITY}/accessors?q=user`);
    const matrix = { role: 'table', name: 'Privilege matrix' };
    await tab.click({ label: `Publish for ${userLabel(await demoNames(request), first.user)}`, within: matrix });
    await tab.click({ role: 'button', name: 'Review changes (1)' });
    const review = { role: 'dialog', name: 'Review changes' };
    await tab.waitForText(
      { role: 'row', name: /publish/, within: review },
      first.privileges.publish ? /withdraw/ : /grant/,
    );
    await tab.click({ role: 'button', name: 'Save 1 accessor', within: review });
    await tab.waitForGone(review);
    await tab.waitForText({ role: 'alert', name: /Privileges saved/ }, /Saved the changes of 1 accessor/);
    const reread = (await api(request, `/repositories/${QUALITY}/accessors/${first.uuid}`)).body;
    expect(reread.privileges.publish).toBe(!first.privileges.publish);
  });

  test('accept a draft', async ({ tab, request }) => {
    await signIn(tab);
    await tab.goto('/drafts');
    const link = { role: 'link', within: { role: 'table', name: 'Models' } };
    const title = await tab.text(link);
    await tab.click(link);
    await tab.click({ role: 'button', name: 'Accept into…' });
    const dialog = { role: 'dialog', name: 'Accept draft into a repository' };
    await tab.click({ role: 'combobox', name: 'Target repository', within: dialog });
    await tab.click({ role: 'option', name: 'IT Service Management' });
    await poll(
      'the target chosen',
      () => tab.value({ role: 'combobox', name: 'Target repository', within: dialog }),
      (value) => value === 'IT Service Management',
    );
    await tab.click({ role: 'button', name: 'Accept', within: dialog });
    await tab.waitForGone(dialog, 20_000);
    await tab.waitForText({ role: 'alert', name: /Draft accepted/ }, /Accepted into IT Service Management/);
    const bare = title.replace(/Shown in the default language|Not yet translated/g, '').trim();
    const found = (
      await api(
        request,
        `/repositories/${IT_SERVICE}/models?fields=titles&filterFields=titles&filter=${encodeURIComponent(bare)}`,
      )
    ).body;
    expect(found.total).toBe(1);
    // The review stays, the draft archived, with the way to the new model.
    await tab.waitForText({ role: 'status', name: /Draft accepted/ }, /the draft is archived/);
    await tab.click({ role: 'link', name: 'Open the new model' });
    await tab.waitForUrl(new RegExp(`/repositories/${IT_SERVICE}/models/${found.data[0].uuid}`));
  });

  test("a draft's review: its checks against the target, and its canvas compared with the model it came from", async ({
    tab,
    request,
  }) => {
    await signIn(tab);
    const draft = await deriveDraft(request, tab.engine === 'firefox' ? 'ff' : 'wk');
    await tab.goto(`/drafts/${draft.draftId}?target=${IT_SERVICE}&tab=checks`);
    await tab.waitForText({ role: 'list', name: 'Checks' }, /No title in Français\./, 20_000);
    await tab.goto(`/drafts/${draft.draftId}?target=${IT_SERVICE}&tab=compare&compare=${draft.model.uuid}`);
    await tab.waitForText({ role: 'list', name: 'Changes' }, new RegExp(`Removed “${draft.removed}”`), 20_000);
    await tab.waitForText({ role: 'group', name: 'In the draft' }, new RegExp(draft.added[0]));
    expect(await tab.count('.react-flow [data-state="added"]')).toBe(2);
    expect(await tab.count('.react-flow [data-state="removed"]')).toBe(1);
  });
});
