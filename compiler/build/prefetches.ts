import type { SiteConfig } from '../../templates/shared/site';
import { orMissing } from '../demos/import-verdicts';
import type { ScannedDemos } from '../demos/scan-demos';
import { warmPool } from '../render/early-pool';
import { prefetchAssets } from '../render/prefetch-assets';
import type { ContentReads } from '../site/content-reads';
import type { PageSource } from '../site/discover-pages';
import type { BuildSession } from './session';

type Discovered = { pages: PageSource[]; contentDir: string; config: SiteConfig };

/**
 * Edited pages (a build planned as the last one was) compiled ahead by the render worker at most: more
 * edited pages are a larger change, rendered by more workers.
 */
const EDITED_PAGES_AHEAD = 8;

/**
 * The head starts the site stage gives the stages after it, as soon as the pages are known: the
 * prepare stage's assets (`prefetchAssets`) and the render stage's pages, compiled ahead by the
 * workers (`warmPool`). Each is only a head start: a failure is met again, and reported, by the stage
 * it serves.
 */
export class SitePrefetches {
  /** The demos scanned for the prepare stage, which then does not scan them again. */
  scanned: ScannedDemos | undefined;
  private discovered: Discovered | undefined;
  private extracting = false;

  constructor(
    private readonly session: BuildSession,
    private readonly options: { warmable: boolean; base: string; cacheDir: string; reads: ContentReads },
  ) {}

  /** The pages are found: their assets are bundled, and the early workers compile them once the API extraction has begun. */
  pagesFound = (pages: PageSource[], contentDir: string, config: SiteConfig): void => {
    const { cacheDir, reads } = this.options;
    this.discovered = { pages, contentDir, config };
    this.scanned = prefetchAssets(pages, contentDir, cacheDir, (file) => reads.facts(file).demos, orMissing((file) => reads.hash(file)));
    this.warmWhenReady();
  };

  /**
   * The API extraction began: the navigation waits for seconds, the workers compile the pages
   * meanwhile (once both it has begun and the pages are known, in either order).
   */
  extractionStarted(): void {
    this.extracting = true;
    this.warmWhenReady();
  }

  /**
   * An edit of a site planned as the last build: the worker, idle once loaded, compiles the edited
   * pages and loads their demos while the assets and keys are worked out (loading a page's packages
   * is most of its render).
   */
  pagesEdited(planned: Discovered, differs: (file: string) => boolean): void {
    const pool = this.session.pool;
    const edited = pool ? planned.pages.filter((page) => differs(page.file)) : [];
    if (edited.length > 0 && edited.length <= EDITED_PAGES_AHEAD) warmPool(pool!, { ...planned, pages: edited }, this.options.base, this.options.cacheDir).catch(() => undefined);
  }

  private warmWhenReady(): void {
    const pool = this.session.pool;
    if (this.options.warmable && pool && this.discovered && this.extracting) warmPool(pool, this.discovered, this.options.base, this.options.cacheDir).catch(() => undefined);
  }
}
