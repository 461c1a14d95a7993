import type { NavNode } from './nav';

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A link found in a page, recorded for checking after every page is known. */
export interface PageLink {
  /** The route the link points to, with base removed, always ending in `/`. */
  route: string;
  hash: string;
  line: number;
  column: number;
}

export interface FrontMatter {
  productId?: string;
  title?: string;
  description?: string;
  components?: string[];
  hooks?: string[];
  githubLabel?: string;
  packageName?: string;
  waiAria?: string;
}

/** A neighbour in reading order, for the previous/next links. */
export interface PageNeighbour {
  pathname: string;
  title: string;
}

/** Everything the templates need to render one page besides its content. */
export interface PageMeta {
  route: string;
  lang: string;
  title: string;
  /** The browser title, from front matter `title` or the H1. */
  documentTitle: string;
  description: string;
  toc: TocEntry[];
  previous?: PageNeighbour;
  next?: PageNeighbour;
  editUrl?: string;
  productId?: string;
  /** Entries from the root to the page's own entry. */
  breadcrumbs: Pick<NavNode, 'title' | 'pathname'>[];
  /** The page is shown in English because it has no translation in `lang`. */
  untranslated: boolean;
  /** When a commit last changed the page (ISO 8601), shown in its footer. */
  lastUpdated?: string;
  /** The page's markdown twin (`/x/react-data-grid/sorting.md`), under the site's base. */
  markdownUrl?: string;
  /** No permanent navigation drawer on this page (its navigation entry's `disableDrawer`). */
  disableDrawer?: boolean;
}
