import type { ComponentProps, ReactNode } from 'react';

/**
 * GFM tables as plain HTML styled by the prose class (`MarkdownBody`), as mui.com's MarkdownElement
 * does: a styled component per cell would serialise its styles for every cell of every page. The
 * wrapper scrolls horizontally on narrow screens.
 */
export function MarkdownTable({ children }: { children?: ReactNode }) {
  return (
    <div className="MarkdownTable-scroller">
      <table className="MarkdownTable">{children}</table>
    </div>
  );
}

/** Column headers, announced as such for each cell of their column. */
export function MarkdownTableHeaderCell({ children, style }: { children?: ReactNode; style?: ComponentProps<'th'>['style'] }) {
  return (
    <th scope="col" style={style}>
      {children}
    </th>
  );
}
