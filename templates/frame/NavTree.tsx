import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { NavNode } from '../shared/nav';
import { useT } from '../i18n';
import { NavChips } from './NavChips';
import { PlanBadge } from './PlanBadge';
import { navWindowMarker } from './nav-window-marker';

export interface NavTreeProps {
  roots: NavNode[];
  /** Top-level groups rendered with all their items; the others show only their heading. */
  expanded: (root: NavNode) => boolean;
  firstPageOf: (node: NavNode) => string | undefined;
  /** Prefix of every link: the base path and, for another language, its prefix (`/zh`). */
  base: string;
  /** The entry's title in the page's language. */
  titleOf: (node: NavNode) => string;
  /** URL of the JSON holding the items of groups left out of the markup, fetched when one is opened. */
  lazySource?: string;
  /** Renders only this group's items (the `<li>`s of its list): the content of that JSON. */
  only?: NavNode;
  /**
   * Groups too long to repeat in every page: their list holds a placeholder that the compiler fills,
   * per page, with the items around that page (see `NAV_WINDOW` in compiler/render/nav-window.ts).
   */
  windowed?: (node: NavNode) => boolean;
}

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const Root = styled('nav')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    padding: theme.spacing(1, 1.5, 6),
    fontSize: '0.875rem',
    '& a, & summary, & .nav-subheader': {
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      borderRadius: 8,
      padding: '5px 10px',
      paddingInlineStart: 'calc(10px + var(--_depth, 0) * 13px)',
      color: palette.text.secondary,
      textDecoration: 'none',
      lineHeight: 1.5,
    },
    '& a:hover, & summary:hover': { backgroundColor: palette.action.hover, color: palette.text.primary },
    // On the tinted background, the main blue is below 4.5:1 in light mode; the dark shade is not.
    '& a[aria-current="page"]': {
      color: palette.primary.dark,
      backgroundColor: `rgba(${theme.vars?.palette.primary.mainChannel ?? '0 114 229'} / 0.08)`,
      fontWeight: 600,
      scrollMarginBottom: 120,
    },
    '.mode-dark & a[aria-current="page"]': { color: palette.primary.main },
    '& summary': {
      cursor: 'pointer',
      listStyle: 'none',
      fontWeight: 600,
      color: palette.text.primary,
      '&::-webkit-details-marker': { display: 'none' },
      '&::after': {
        content: '""',
        marginInlineStart: 'auto',
        width: 6,
        height: 6,
        borderRight: '1.5px solid currentColor',
        borderBottom: '1.5px solid currentColor',
        transform: 'rotate(-45deg)',
        transition: 'transform 150ms',
      },
    },
    '& details[open] > summary::after': { transform: 'rotate(45deg)' },
    '& .nav-subheader': {
      marginTop: theme.spacing(1.5),
      fontSize: '0.6875rem',
      fontWeight: 700,
      letterSpacing: '.1rem',
      textTransform: 'uppercase',
      color: palette.text.secondary,
    },
    '& .nav-top': { fontWeight: 600, color: palette.text.primary },
    '& .nav-external::after': { content: '"↗"', marginInlineStart: 4, fontSize: '0.75em' },
    '& .nav-icon': { display: 'flex', alignItems: 'center', marginInlineEnd: 4, color: palette.primary.main },
    '& .nav-icon svg': { width: '1.03rem', height: '1.03rem', fill: 'currentColor' },
    '& .nav-more': {
      display: 'block',
      width: '100%',
      border: 0,
      background: 'none',
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      borderRadius: 8,
      padding: '5px 10px',
      paddingInlineStart: 'calc(10px + var(--_depth, 0) * 13px)',
      color: palette.primary.main,
      lineHeight: 1.5,
    },
    '& .nav-more:hover': { backgroundColor: palette.action.hover },
  };
});

/** An entry's icon: SVG markup the compiler rendered from the site's own icon component. */
function NavIcon({ node }: { node: NavNode }) {
  return node.icon ? <span className="nav-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: node.icon }} /> : null;
}

/** The entry's own link attributes (its `linkProps`), its class joined to the tree's. */
function linkAttributes(node: NavNode, className?: string): Record<string, string | undefined> {
  const { className: own, ...attributes } = node.linkProps ?? {};
  const classes = [className, own].filter(Boolean).join(' ');
  return { ...attributes, className: classes || undefined };
}

/**
 * The drawer's navigation. Rendered once per frame, never per page: the compiler marks the active link
 * (`aria-current`) and opens its groups (`open`) by patching `data-nav-path` / `data-nav-group` attributes.
 */
export function NavTree({ roots, expanded, firstPageOf, base, titleOf, lazySource, only, windowed }: NavTreeProps) {
  const t = useT();
  const href = (pathname: string) => `${base.replace(/\/$/, '')}${pathname}`;
  const renderNode = (node: NavNode, depth: number, full: boolean) => {
    const style = { '--_depth': depth } as CSSProperties;
    if (node.siteFile) {
      return (
        <li key={node.id}>
          <a href={href(node.pathname)} className={depth === 0 ? 'nav-top' : undefined} style={style}>
            {titleOf(node)}
            <NavChips node={node} />
          </a>
        </li>
      );
    }
    if (node.external) {
      return (
        <li key={node.id}>
          <a href={node.pathname} target="_blank" rel="noopener noreferrer" {...linkAttributes(node, `nav-external${depth === 0 ? ' nav-top' : ''}`)} style={style} aria-label={`${titleOf(node)} (${t('external')})`}>
            <NavIcon node={node} />
            {titleOf(node)}
          </a>
        </li>
      );
    }
    if (!node.group) {
      return (
        <li key={node.id}>
          <a href={`${href(node.pathname)}${node.search ?? ''}`} data-nav-path={node.pathname} {...linkAttributes(node, depth === 0 ? 'nav-top' : undefined)} style={style}>
            <NavIcon node={node} />
            {titleOf(node)}
            <PlanBadge plan={node.plan} />
            <NavChips node={node} />
          </a>
        </li>
      );
    }
    if (node.subheader) {
      return (
        <li key={node.id}>
          <div className="nav-subheader" style={style}>
            <NavIcon node={node} />
            {titleOf(node)}
          </div>
          <List>{node.children.map((child) => renderNode(child, depth, full))}</List>
        </li>
      );
    }
    if (!full) {
      // Items of other sections are fetched when the group is opened; without JavaScript, the group
      // still leads to its first page.
      const first = firstPageOf(node);
      return (
        <li key={node.id}>
          <details data-nav-group={node.id} data-nav-lazy={lazySource}>
            <summary style={style}>
              <NavIcon node={node} />
              {titleOf(node)}
              <PlanBadge plan={node.plan} />
            </summary>
            <List data-nav-lazy-list="">
              <li>
                <a href={first ? href(first) : '#'} style={{ '--_depth': depth + 1 } as CSSProperties}>
                  {titleOf(node)}
                </a>
              </li>
            </List>
          </details>
        </li>
      );
    }
    return (
      <li key={node.id}>
        <details data-nav-group={node.id} data-nav-lazy-all={windowed?.(node) ? lazySource : undefined}>
          <summary style={style}>
            <NavIcon node={node} />
            {titleOf(node)}
            <PlanBadge plan={node.plan} />
            <NavChips node={node} />
          </summary>
          <List>{windowed?.(node) ? <li data-nav-window={node.id} /> : node.children.map((child) => renderNode(child, depth + 1, full))}</List>
        </details>
      </li>
    );
  };
  if (only) return <>{only.children.map((child) => renderNode(child, 1, true))}</>;
  return (
    <Root aria-label={t('mainNavigation')}>
      <List>{roots.map((root) => renderNode(root, 0, expanded(root)))}</List>
    </Root>
  );
}
