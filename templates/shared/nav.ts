/** A licence tier label. Labels only: no page is access-controlled. */
export type Plan = 'pro' | 'premium';

/** The chips a navigation entry may show after its title, in this order. */
export const NAV_CHIPS = ['legacy', 'newFeature', 'planned', 'unstable', 'beta', 'deprecated'] as const;
export type NavChip = (typeof NAV_CHIPS)[number];

/**
 * One entry of the navigation tree, as MUI's `MuiPage`.
 * A leaf is a page (or an external link when `pathname` is an absolute URL);
 * an entry with `children` is a group and needs no page of its own.
 */
export interface NavEntry extends Partial<Record<NavChip, boolean>> {
  pathname: string;
  title?: string;
  /** Renders the entry as a non-link section heading over its children. */
  subheader?: string;
  children?: NavEntry[];
  /** `community` is MUI's name for no plan: no badge. */
  plan?: Plan | 'community';
  /** `false`: the entry (and those under it) is left out of the side navigation and of previous/next; its page is still built. */
  inSideNav?: boolean;
  /** Its page has no permanent navigation drawer: the drawer opens from the menu button at every width. */
  disableDrawer?: boolean;
  /** Search parameters of the entry's link (`{ tab: 'api' }` → `?tab=api`). */
  query?: Record<string, unknown>;
  /** An icon before the title: a React component (an `@mui/icons-material` icon), or one of MUI's icon names (`'BookIcon'`). */
  icon?: unknown;
  /** Attributes of the entry's link (`target`, `rel`, `title`…); values that are not text (MUI's `sx`) do not apply to a static link. */
  linkProps?: Record<string, unknown>;
  /** MUI's, read and unused (MUI marks it dead code). */
  scopePathnames?: string[];
  /** The icon rendered to SVG markup when the navigation is loaded; set by the compiler, not written. */
  iconMarkup?: string;
}

/** A navigation tree entry after loading: titles resolved, positions and parents known. */
export interface NavNode {
  /** Stable id used by templates and the runtime for groups (`g0`, `g0.3`, …). */
  id: string;
  pathname: string;
  title: string;
  subheader?: string;
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
  legacy?: boolean;
  beta?: boolean;
  deprecated?: boolean;
  /** SVG markup of the entry's icon. */
  icon?: string;
  /** Text attributes of the entry's link (its `linkProps`). */
  linkProps?: Record<string, string>;
  /** `?…` after the link's path (its `query`). */
  search?: string;
  /** Its page has no permanent navigation drawer. */
  disableDrawer?: boolean;
  external: boolean;
  /** A file of this site the build writes (`/x/llms.txt`): linked under the base, in the same tab. */
  siteFile?: boolean;
  /** True when the entry has children: a group. */
  group: boolean;
  depth: number;
  children: NavNode[];
}
