import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize';

const HOSTILE = `<p>Hi <img src="x" onerror="window.__xss='img'"><script>window.__xss='s'</script>
<a href="javascript:alert(1)">js</a> <a href="data:text/html,<script>alert(1)</script>">data</a>
<a href="https://example.com/a">ok</a> <div onclick="x()" style="background:url(javascript:alert(1))">d</div>
<iframe src="javascript:alert(1)"></iframe><svg onload="alert(1)"><circle r="1"/></svg>
<img src="data:image/png;base64,AAAA"><a href="HTTP://EXAMPLE.com/b">upper</a></p>`;

describe('sanitizeHtml', () => {
  const clean = sanitizeHtml(HOSTILE);
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
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, null, 'https://example.com/a', 'http://example.com/b']);
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
