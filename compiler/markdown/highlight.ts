import type { Root } from 'hast';
import rehypeHighlight from 'rehype-highlight';
import { common } from 'lowlight';
import { unified } from 'unified';

const highlighter = unified()
  .use(rehypeHighlight, { languages: common, detect: false, plainText: ['text', 'txt', 'plain', 'diff-plain'] })
  .freeze();

/** Build-time highlighting into `hljs-*` spans; no highlighter ships to the browser. */
export function highlightCode(tree: Root): Root {
  return highlighter.runSync(tree) as Root;
}
