import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { markdownComponents } from '../../templates/markdown/components';

const processor = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents as never })
  .freeze();

/** hast → React elements, with Material UI components for callouts, tables and code. */
export function hastToReact(tree: Root): ReactElement {
  return processor.stringify(tree) as unknown as ReactElement;
}
