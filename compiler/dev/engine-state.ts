import type { PageJob, PageResult, RenderContext } from '../render/page-job';
import type { DeferredFrames } from '../render/prepare-render';
import type { Site } from '../site/load-site';

/** What the dev engine holds of a loaded site: its jobs, the pages rendered and indexed, what is being written. */
export interface EngineState {
  site: Site;
  ctx: RenderContext;
  jobs: Map<string, PageJob>;
  render: (job: PageJob) => Promise<PageResult>;
  /** Compiled (not written) results of every page, for link checks and the search index. */
  index: Map<string, PageResult>;
  /** Rendered pages, kept until a change touches them: the request after an edit is answered from here. */
  rendered: Map<string, Promise<PageResult>>;
  /**
   * Pages whose source changed since their entry in `index` was made, and not rendered since (an edit's
   * other languages, or a page no browser shows): rendered again before the search index or a link
   * check reads their entries.
   */
  outdated: Set<string>;
  demoBundle: Promise<void>;
  /** Settles when every page is in `index`. */
  indexed: Promise<void>;
  /** Starts the background indexing, if it has not started. */
  beginIndexing: () => void;
  /** Whether a page's search record changed since the search index was written. */
  searchStale: boolean;
  /** The search index being written, if it is. */
  searchWrite?: Promise<void>;
  /** The frames not rendered at the start (see `prepareRender`'s `deferFrames`). */
  frames?: DeferredFrames;
}
