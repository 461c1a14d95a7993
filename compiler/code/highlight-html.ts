import HighlightJs from 'highlight.js/lib/core';
import { common } from 'lowlight';

let instance: ReturnType<typeof HighlightJs.newInstance> | undefined;

/** Made on the first highlight: a build whose code blocks all come from the cache never registers the languages. */
function highlighter(): ReturnType<typeof HighlightJs.newInstance> {
  if (!instance) {
    instance = HighlightJs.newInstance();
    for (const [name, language] of Object.entries(common)) instance.registerLanguage(name, language);
  }
  return instance;
}

/**
 * Code highlighted into `hljs-*` spans, as the HTML inside `<code>`; undefined for a language
 * highlight.js does not know (lowlight's `common` set: the languages rehype-highlight had). The HTML
 * comes from highlight.js itself, a string: as a tree (lowlight's), every token became a node, then a
 * React element, then markup again, which cost about a tenth of a page's render.
 */
export function highlightHtml(code: string, language: string): string | undefined {
  const hljs = highlighter();
  if (!hljs.getLanguage(language)) return undefined;
  // highlight.js escapes quotes and `>` as if they could be in an attribute; in element content
  // (the only place it writes text) they need no escape, and unescaped the listings are 5% smaller.
  return hljs.highlight(code, { language, ignoreIllegals: true }).value.replace(TEXT_ENTITIES, (entity) => UNESCAPED[entity]!);
}

const TEXT_ENTITIES = /&(?:quot|#x27|gt);/g;
const UNESCAPED: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&gt;': '>' };
