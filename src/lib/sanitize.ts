import DOMPurify from 'dompurify';

/** Only these schemes may become a link the user can open. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

let hooked = false;
function installLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = safeHref(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
      }
    }
    // Images and the like may only load over http(s) too: no data: or javascript: sources.
    for (const attribute of ['src', 'srcset', 'xlink:href', 'action', 'formaction']) {
      if (node.hasAttribute(attribute) && !safeHref(node.getAttribute(attribute))) node.removeAttribute(attribute);
    }
  });
}

/**
 * Makes service HTML safe to put in the DOM: no scripts, no event handlers, no javascript: or data: URLs,
 * no frames or forms; links open in a new tab with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
