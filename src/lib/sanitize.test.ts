// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize';

const HOSTILE = `<p>Hi <img src="x" onerror="window.__xss='img'"><script>window.__xss='s'</script>
<a href="javascript:alert(1)">js</a> <a href="data:text/html,<script>alert(1)</script>">data</a>
<a href="https://example.com/a">ok</a> <div onclick="x()" style="background:url(javascript:alert(1))">d</div>
<iframe src="javascript:alert(1)"></iframe><svg onload="alert(1)"><circle r="1"/></svg>
<img src="data:image/png;base64,AAAA"><a href="HTTP://EXAMPLE.com/b">upper</a></p>`;

describe('sanitizeHtml', () => {
  const clean = sanitizeHtml(HOSTILE).html;
  const doc = new DOMParser().parseFromString(clean, 'text/html');

  it('removes scripts, frames and svg', () => {
    expect(doc.querySelectorAll('script, iframe, svg')).toHaveLength(0);
  });
  it('removes every event handler and style', () => {
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on|^style$/);
    }
  });
  it('keeps only http(s) links and opens them safely in a new tab', () => {
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      'https://example.com/a',
      'http://example.com/b',
    ]);
    for (const link of links.filter((a) => a.hasAttribute('href'))) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
  it('drops data: and javascript: sources', () => {
    expect(clean).not.toMatch(/javascript:|data:/i);
  });
  it('keeps the harmless text and structure', () => {
    expect(doc.querySelector('p')?.textContent).toContain('Hi');
  });
  it('says what it took out, and that clean HTML lost nothing', () => {
    const { dropped } = sanitizeHtml(HOSTILE);
    expect(dropped).toEqual(
      expect.arrayContaining([
        'a <script> element',
        'a <iframe> element',
        'a <svg> element',
        'the onerror attribute of <img>',
        'the onclick attribute of <div>',
        'the style attribute of <div>',
        'the href attribute of <a>',
      ]),
    );
    expect(
      sanitizeHtml(
        '<p>Plain <b>text</b> with <a href="https://example.com">a link</a> and <img src="/own.png"></p><!-- note -->',
      ).dropped,
    ).toEqual([]);
  });
});

describe('sanitizeHtml, beyond scripts', () => {
  it('renames ids and names, so that no element can shadow a global of the page (DOM clobbering)', () => {
    const doc = new DOMParser().parseFromString(
      sanitizeHtml('<img id="location" name="cookie" alt="a"><a id="defaultView">x</a>').html,
      'text/html',
    );
    expect(doc.querySelector('img')?.getAttribute('id')).toBe('user-content-location');
    expect(doc.querySelector('img')?.getAttribute('name')).toBe('user-content-cookie');
    expect(doc.querySelector('a')?.getAttribute('id')).toBe('user-content-defaultView');
  });

  it("gives an image without a text alternative an empty one (decoration), and keeps the author's", () => {
    const doc = new DOMParser().parseFromString(
      sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Org chart">').html,
      'text/html',
    );
    expect([...doc.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['', 'Org chart']);
  });

  const REMOTE =
    '<p><img src="https://tracker.example/pixel.gif" alt="pixel"><img src="/logo.png" alt="ours">' +
    '<img srcset="https://cdn.example/a.jpg 1x, /b.jpg 2x" alt="set"><video poster="https://cdn.example/p.jpg"></video></p>';

  it("loads no other site's image, and says which were left out", () => {
    const blocked = sanitizeHtml(REMOTE);
    expect(blocked.otherSiteImages).toEqual([
      { url: 'https://tracker.example/pixel.gif', host: 'tracker.example', alt: 'pixel' },
      { url: 'https://cdn.example/a.jpg', host: 'cdn.example', alt: 'set' },
      { url: 'https://cdn.example/p.jpg', host: 'cdn.example', alt: '' },
    ]);
    const doc = new DOMParser().parseFromString(blocked.html, 'text/html');
    const images = [...doc.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([null, '/logo.png', null]);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['pixel', 'ours', 'set']);
    expect(images[2].hasAttribute('srcset')).toBe(false);
    expect(doc.querySelector('video')?.hasAttribute('poster')).toBe(false);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['http://a.example/', 'http://a.example/'],
    ['javascript:alert(1)', undefined],
    ['file://server/share/x.pdf', undefined],
    ['data:text/html,x', undefined],
    [' JavaScript:alert(1)', undefined],
    [null, undefined],
  ])('%s -> %s', (input, expected) => expect(safeHref(input)).toBe(expected));
});
