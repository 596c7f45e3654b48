import DOMPurify from 'dompurify';
import { t } from '../i18n/translate';

/** An http(s) URL, relative ones resolved against the page; nothing for any other scheme or no URL. */
function httpUrl(url: string | null | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Only these schemes may become a link the user can open. */
export const safeHref = (url: string | null | undefined): string | undefined => httpUrl(url)?.href;

/** Attributes through which an element fetches something as soon as it is shown. */
const LOADING_ATTRIBUTES = ['src', 'srcset', 'poster'];

/** Another site's image (or media) that the HTML would have loaded: what a person may open in a tab of its own. */
export interface OtherSiteImage {
  url: string;
  host: string;
  /** The image's text alternative, if the author gave one. */
  alt: string;
}

// What the hook collects during the sanitize call running now (DOMPurify's hooks are global, its calls synchronous).
let current: { blocked: Map<string, OtherSiteImage>; dropped: string[] } | undefined;

let hooked = false;
function installHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = safeHref(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.hasAttribute('href')) {
        current?.dropped.push(
          t('sanitize.linkAddress', { element: '<a>', address: node.getAttribute('href')!.slice(0, 40) }),
        );
        node.removeAttribute('href');
      }
    }
    // An author's image without a text alternative is treated as decoration rather than read out by file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    for (const attribute of ['xlink:href', 'action', 'formaction']) {
      if (node.hasAttribute(attribute) && !safeHref(node.getAttribute(attribute))) {
        current?.dropped.push(t('sanitize.attribute', { attribute, element: `<${node.tagName.toLowerCase()}>` }));
        node.removeAttribute(attribute);
      }
    }
    // Sources may only be http(s) (no data: or javascript:) of the console's own origin: a description must
    // not be a tracking pixel, and the page's policy (img-src) would refuse another site's image anyway.
    for (const attribute of LOADING_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value === null) continue;
      const urls = value.split(',').map((candidate) => httpUrl(candidate.trim().split(/\s+/)[0]));
      const ours = (url: URL | undefined) => url?.origin === window.location.origin;
      if (urls.every(ours)) continue;
      for (const url of urls)
        if (url && !ours(url))
          current?.blocked.set(url.href, {
            url: url.href,
            host: url.host,
            alt: node.getAttribute('alt')?.trim() ?? '',
          });
      if (urls.some((url) => !url))
        current?.dropped.push(
          t('sanitize.attributeNotHttp', { attribute, element: `<${node.tagName.toLowerCase()}>` }),
        );
      node.removeAttribute(attribute);
    }
  });
}

export interface SanitizedHtml {
  html: string;
  /** Other sites' images (or media) the HTML would have loaded, left out. */
  otherSiteImages: OtherSiteImage[];
  /** What was taken out of the HTML, in words ("the onclick attribute of <img>"), other sites' images aside. */
  dropped: string[];
}

/** DOMPurify's record of what one call removed, in words; comments and the like are not content anyone misses. */
function droppedByDomPurify(): string[] {
  return DOMPurify.removed.flatMap((entry) => {
    if ('attribute' in entry && entry.attribute)
      return [
        t('sanitize.attribute', { attribute: entry.attribute.name, element: `<${entry.from.nodeName.toLowerCase()}>` }),
      ];
    if ('element' in entry && entry.element.nodeType === Node.ELEMENT_NODE)
      return [t('sanitize.element', { element: `<${entry.element.nodeName.toLowerCase()}>` })];
    return [];
  });
}

/**
 * Makes service HTML safe to put in the DOM: no scripts, no event handlers, no javascript: or data: URLs,
 * no frames or forms, no `id` or `name` that could shadow the page's globals (DOM clobbering); links open
 * in a new tab with rel="noopener noreferrer"; images load only from the console's own origin.
 */
export function sanitizeHtml(html: string): SanitizedHtml {
  installHook();
  current = { blocked: new Map(), dropped: [] };
  try {
    const clean = DOMPurify.sanitize(html, {
      FORBID_TAGS: [
        'style',
        'iframe',
        'frame',
        'object',
        'embed',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'svg',
        'math',
      ],
      FORBID_ATTR: ['style'],
      ALLOW_DATA_ATTR: false,
      SANITIZE_NAMED_PROPS: true,
    });
    return {
      html: clean,
      otherSiteImages: [...current.blocked.values()],
      dropped: [...droppedByDomPurify(), ...current.dropped],
    };
  } finally {
    current = undefined;
  }
}
