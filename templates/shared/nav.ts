/** A licence tier label. Labels only: no page is access-controlled. */
export type Plan = 'pro' | 'premium';

/**
 * One entry of the navigation tree, as MUI's `MuiPage`.
 * A leaf is a page (or an external link when `pathname` is an absolute URL);
 * an entry with `children` is a group and needs no page of its own.
 */
export interface NavEntry {
  pathname: string;
  title?: string;
  /** Renders the entry as a non-link section heading over its children. */
  subheader?: string;
  children?: NavEntry[];
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  /** Shown with a "Preview" chip. */
  unstable?: boolean;
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
  external: boolean;
  /** A file of this site the build writes (`/x/llms.txt`): linked under the base, in the same tab. */
  siteFile?: boolean;
  /** True when the entry has children: a group. */
  group: boolean;
  depth: number;
  children: NavNode[];
}
