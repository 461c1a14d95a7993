/** Rebuilt as they are (without attributes, except a checked `href` on links). */
const KEEP = new Set(['B', 'I', 'EM', 'STRONG', 'BR', 'A']);

/** Replaced by their children: harmless wrappers whose text is worth keeping. */
const UNWRAP = new Set(['SPAN', 'P', 'DIV', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'CODE', 'MARK', 'ABBR', 'CITE', 'Q', 'DEL', 'INS']);

/** The URL if it is an absolute or relative http(s) URL, resolved against `base`; anything else (javascript:, data:, …) is refused. */
export function safeUrl(href: string, base: string = document.baseURI): string | undefined {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function copyChildren(from: Node, to: Node): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(child.nodeValue ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const source = child as Element;
    const tag = source.tagName;
    const href = tag === 'A' ? safeUrl(source.getAttribute('href') ?? '') : undefined;
    if (KEEP.has(tag) && (tag !== 'A' || href)) {
      const element = document.createElement(tag.toLowerCase());
      if (href) {
        element.setAttribute('href', href);
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      copyChildren(source, element);
      to.appendChild(element);
    } else if (UNWRAP.has(tag) || tag === 'A') {
      copyChildren(source, to);
    }
    // Everything else (script, style, svg, math, iframe, img, form controls, unknown tags) goes with its content.
  }
}

/**
 * Third-party HTML (a remote ad's description) as DOM nodes of the live document. The markup is parsed
 * by `DOMParser`, whose documents never run scripts nor load anything, then only text and a few inline
 * elements are re-created: no attribute is ever copied, so no handler, style or URL scheme survives,
 * and no string is ever parsed into the live document.
 */
export function sanitizeHtml(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  copyChildren(parsed.body, fragment);
  return fragment;
}
