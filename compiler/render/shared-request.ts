import type { Translations } from '../../templates/shared/site';
import type { AppFrameProps } from '../../templates/frame/AppFrame';
import type { NavNode } from '../../templates/shared/nav';
import type { Site } from '../site/load-site';
import type { FramePlan } from './plan-jobs';

/** What the shared render reads of the site: plain data, so a render worker can do it. */
export interface SharedSite {
  config: Site['config'];
  roots: NavNode[];
  /** The first page's pathname: where the site's home link goes. */
  homePath: string;
  pageTitles: Site['pageTitles'];
  /** The app bar's mark, its image's URL resolved (see `siteImages`). */
  logo?: AppFrameProps['logo'];
}

export interface SharedRenderRequest {
  site: SharedSite;
  framePlans: FramePlan[];
  base: string;
  strings: Record<string, Translations>;
}

/** The parts of `site` the shared render reads. */
export function sharedSite(site: Site, logo: AppFrameProps['logo']): SharedSite {
  // The cache's size limit changes no frame: a new one keeps the frames.
  return { config: { ...site.config, cacheSizeLimit: undefined }, roots: site.nav.roots, homePath: site.nav.order[0]?.pathname ?? '/', pageTitles: site.pageTitles, ...(logo ? { logo } : {}) };
}
