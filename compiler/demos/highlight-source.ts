import { toHtml } from 'hast-util-to-html';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);

/** Highlighted HTML (the inside of `<code>`) of a source in a known language. */
export function highlightSource(source: string, language: 'tsx' | 'jsx' | 'typescript' | 'javascript'): string {
  const grammar = language === 'tsx' || language === 'typescript' ? 'typescript' : 'javascript';
  return toHtml(lowlight.highlight(grammar, source));
}
