import { highlightHtml } from '../code/highlight-html';

/** Highlighted HTML (the inside of `<code>`) of a source in a known language. */
export function highlightSource(source: string, language: 'tsx' | 'jsx' | 'typescript' | 'javascript'): string {
  return highlightHtml(source, language === 'tsx' || language === 'typescript' ? 'typescript' : 'javascript')!;
}
