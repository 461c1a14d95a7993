import { createElement, Fragment, type ReactNode } from 'react';

/** Tokens up to this length fit any line: they are left as they are. */
const LONG_TOKEN = 20;

/** After a slash, a question mark or an ampersand: where a path or a URL reads well split. */
const PATH_BREAK = /(?<=[/?&])(?=[^/?&])/;
/** Before a dot between two names: where a member chain (`apiRef.current.setRows`) reads well split. */
const MEMBER_BREAK = /(?<=\w)(?=\.\w)/;

/**
 * Inline code with line-break opportunities (`<wbr>`) where its long tokens read well split
 * (`getting-started/<wbr>Counter.tsx`, `apiRef<wbr>.current`): on a narrow screen a path wraps
 * there instead of mid-name. Copying the text gives it unchanged.
 */
export function breakableCode(text: string): ReactNode {
  if (text.length <= LONG_TOKEN) return text;
  // Runs of text are kept whole: React's server render separates adjacent strings with a comment.
  const pieces: ReactNode[] = [];
  let run = '';
  for (const token of text.split(/(\s+)/)) {
    // A path keeps its file name whole (`getting-started/Counter.tsx`).
    const parts = token.length <= LONG_TOKEN ? [token] : token.split(/[/?&]/.test(token) ? PATH_BREAK : MEMBER_BREAK);
    for (const [i, part] of parts.entries()) {
      if (i > 0) {
        pieces.push(run, createElement('wbr'));
        run = '';
      }
      run += part;
    }
  }
  if (pieces.length === 0) return text;
  return createElement(Fragment, null, ...pieces, run);
}
