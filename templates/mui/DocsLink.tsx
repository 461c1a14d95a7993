import * as React from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';

/** A Next.js href: a path, or a URL object as Next's router takes it. */
type Href = string | { pathname?: string | null; search?: string | null; hash?: string | null };

export interface LinkProps extends Omit<MuiLinkProps, 'href'> {
  href: Href;
  /** Next's `as`: the path shown to the reader when `href` names a dynamic route. */
  as?: Href;
  linkAs?: Href;
  /** Set by MUI's Link on the link to the current page; a static page's links are not told apart. */
  activeClassName?: string;
  noLinkStyle?: boolean;
}

function hrefOf(href: Href): string {
  if (typeof href === 'string') return href;
  return `${href.pathname ?? ''}${href.search ?? ''}${href.hash ?? ''}`;
}

/**
 * `@mui/docs/Link` for demos and docs components rendered outside MUI's Next.js app: MUI's own reads
 * Next's router and the docs config of `<DocsProvider>`, neither of which a static page has, and
 * throws on the server. This one keeps its props and look (Material UI's Link) over a plain anchor.
 */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { activeClassName: _active, as, linkAs, href, noLinkStyle, ...other } = props;
  const target = hrefOf(linkAs ?? as ?? href);
  if (noLinkStyle) return <a ref={ref} href={target} {...(other as React.AnchorHTMLAttributes<HTMLAnchorElement>)} />;
  return <MuiLink ref={ref} href={target} {...other} />;
});

export default Link;
