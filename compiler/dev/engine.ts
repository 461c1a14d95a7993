import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DevDiagnostic } from '../../templates/shared/dev';
import { checkLinks } from '../checks/links';
import { publicFolder } from '../output/public-files';
import { consolidate } from '../checks/consolidate';
import { bundleDemos, predictedBundle } from '../demos/client-bundle';
import { hashOnDisk, ImportVerdicts } from '../demos/import-verdicts';
import { scanDemos } from '../demos/scan-demos';
import { typeCheckedFiles, type DemoFiles } from '../demos/demo-files';
import { typecheckDemosCached } from '../typescript/typecheck-cache';
import { DiagnosticError, type Diagnostic } from '../helpers/diagnostics';
import { packageRoot } from '../helpers/package-root';
import type { PageJob, PageResult, RenderContext } from '../render/page-job';
import { createPageRenderer } from '../render/page-renderer';
import { prepareRender } from '../render/prepare-render';
import { outputFileOf } from '../render/write-page';
import { writeSiteLlmsFiles } from '../build/write-llms';
import { siteIndexOf, writeSiteIndex } from '../twins/site-index';
import { firstPageUnder } from '../twins/first-page';
import { loadSite, type LoadedSite } from '../site/load-site';
import type { ChangeKind } from './classify-change';
import type { EngineState } from './engine-state';
import { writeNotFoundPage, writeSearchFiles } from './dev-site-files';
import { withCodeFrames } from './code-frame';
import { forgetRefusedSteps } from '../demos/watched-steps';

/** When the background indexing starts if no page is asked for before. */
const INDEX_DELAY_MS = 1500;

export interface EngineOptions {
  contentDir: string;
  outDir: string;
  cacheDir: string;
  /** The first load takes the site the client loads meanwhile (see `loadSiteAhead`), given to `load`. */
  siteAhead?: boolean;
  /** Steps that ran over the time limit in the engine this one replaces (see `EngineClient.replaceOverLimit`). */
  refusedSteps?: string[];
}

export interface RenderOutcome {
  /** The document to serve, when the route is a page. */
  html?: string;
  /** The page to go to instead, when the route is a folder with pages under it but none of its own (see `firstPageUnder`). */
  redirect?: string;
  diagnostics: DevDiagnostic[];
}

/**
 * The dev server's renderer: the production pipeline, rendering a page when it is requested and
 * re-rendering only what a change touches. Site-wide problems (config, navigation, translations,
 * demo types) are kept apart from each page's own.
 */
export class DevEngine {
  private state: EngineState | undefined;
  private siteDiagnostics: Diagnostic[] = [];
  /** Why the last demo bundle failed, when esbuild could not trace it to one demo. */
  private bundleDiagnostics: Diagnostic[] = [];
  private loading: Promise<void> | undefined;

  constructor(private readonly options: EngineOptions) {}

  /** Read anew for each scan: the last scan's verdicts are on disk. */
  private importVerdicts(): ImportVerdicts {
    return ImportVerdicts.in(this.options.cacheDir, packageRoot(), hashOnDisk);
  }

  /**
   * (Re)loads the whole site: config, navigation, translations, frames and assets. `ahead`: the site
   * as another thread loaded it, or null when this one is to load it after all.
   */
  load(ahead?: Promise<LoadedSite | null>): Promise<void> {
    this.loading = this.loadNow(ahead);
    return this.loading;
  }

  private async loadNow(ahead?: Promise<LoadedSite | null>): Promise<void> {
    const { site, diagnostics } = (await ahead) ?? (await loadSite({ contentDir: this.options.contentDir, cacheDir: this.options.cacheDir }));
    this.siteDiagnostics = diagnostics;
    if (!site) {
      this.state = undefined;
      return;
    }
    const prepared = await prepareRender(site, { outDir: this.options.outDir, base: '/', cacheDir: this.options.cacheDir, deferDemos: true, deferFrames: true });
    const ctx: RenderContext = { ...prepared.ctx, keepHtml: true, reparseEdits: true };
    await writeNotFoundPage(site, ctx, prepared.shared, this.options.outDir);
    const demos = await scanDemos(prepared.jobs, this.options.contentDir, undefined, this.importVerdicts());
    let beginIndexing!: () => void;
    const indexingStarts = new Promise<void>((resolve) => (beginIndexing = resolve));
    const state: EngineState = {
      beginIndexing,
      site,
      ctx,
      jobs: new Map(prepared.jobs.map((job) => [job.route, job])),
      render: createPageRenderer(ctx),
      index: new Map(),
      rendered: new Map(),
      outdated: new Set(),
      demoBundle: this.bundleDemos(ctx, demos),
      indexed: Promise.resolve(),
      searchStale: false,
      ...(prepared.frames ? { frames: prepared.frames } : {}),
    };
    this.state = state;
    // Every page is compiled in the background for link checks and search, once the first page asked
    // for is served (or a moment after the start, if none is): compiling ahead of it would delay it.
    state.indexed = indexingStarts.then(() => this.renderFrames(state)).then(() => this.indexAll(state));
    setTimeout(beginIndexing, INDEX_DELAY_MS);
  }

  /**
   * Demo chunks are bundled after the server answers. Their names are not hashed in dev, so pages link
   * to them at once; the server holds chunk requests until the bundle is written.
   */
  private bundleDemos(ctx: RenderContext, demos: DemoFiles[]): Promise<void> {
    if (demos.length === 0) return Promise.resolve();
    const publicPath = `${ctx.base}static/islands/`;
    ctx.demoBundle = predictedBundle(demos, publicPath);
    return this.writeDemoBundle(ctx, demos, publicPath);
  }

  private async writeDemoBundle(ctx: RenderContext, demos: DemoFiles[], publicPath: string): Promise<void> {
    try {
      await bundleDemos(demos, path.join(this.options.outDir, 'static', 'islands'), publicPath, { hashed: false });
    } catch (error) {
      // Shown in the overlay until an edit fixes it; the pages keep their last chunks meanwhile.
      if (!(error instanceof DiagnosticError)) throw error;
      this.bundleDiagnostics = error.diagnostics;
      return;
    }
    this.bundleDiagnostics = [];
    if (ctx.config.typeCheck === 'off') return;
    const types = await typecheckDemosCached(typeCheckedFiles(demos), packageRoot(), this.options.cacheDir);
    this.siteDiagnostics = [...this.siteDiagnostics.filter((d) => d.code !== 'demo-type'), ...types];
  }

  /** As the site's config asks (see `consolidate`); before the site has loaded, as they are. */
  private consolidated(diagnostics: Diagnostic[]): Diagnostic[] {
    return this.state ? consolidate(diagnostics, this.state.ctx.config) : diagnostics;
  }

  /** The frames left to render, one per turn of the event loop (a request in between is answered), then kept in the cache for the next start. */
  private async renderFrames(state: EngineState): Promise<void> {
    if (!state.frames) return;
    for (const [key, lang] of state.frames.missing()) {
      await nextTurn();
      if (this.state !== state) return;
      this.ensureFrame(state, key, lang);
    }
    await state.frames.store();
  }

  /** Renders a frame not rendered yet; where it brought styles the shared stylesheet lacked, pages are rendered again with the new one. */
  private ensureFrame(state: EngineState, key: string, lang: string): void {
    const grown = state.frames?.ensure(key, lang);
    if (!grown) return;
    state.ctx.assets = { ...state.ctx.assets, stylesheet: grown.stylesheet };
    state.ctx.sharedStyleIds = grown.sharedStyleIds;
    state.render = createPageRenderer(state.ctx);
    state.rendered.clear();
  }

  /** Compiles every page without writing it: ids for anchor checks, text for the live search index. */
  private async indexAll(state: EngineState): Promise<void> {
    // Every page once: keeping their parses for edits would only cost copies.
    const checking = { ...state.ctx, write: false, reparseEdits: false };
    const compile = createPageRenderer(checking);
    for (const job of state.jobs.values()) {
      // A page may compile without waiting on anything (demos compiled in this thread): without a
      // turn of the event loop between pages, the requests the engine is sent wait for the whole site.
      await nextTurn();
      if (this.state !== state) return;
      state.index.set(job.route, await compile(job));
    }
    await this.writeSearchIndex(state);
  }

  /**
   * Writes the search index if a page changed since it was written. It is asked for when the browser
   * loads the index, that is when someone searches: rebuilding it after each edit (about 100 ms for the
   * shipped site) would hold up the next edit's render.
   */
  async searchIndex(): Promise<void> {
    await this.loading;
    const state = this.state;
    if (!state) return;
    state.searchWrite ??= (async () => {
      while (state.searchStale) {
        state.searchStale = false;
        await this.writeSearchIndex(state);
      }
    })().finally(() => (state.searchWrite = undefined));
    await state.searchWrite;
  }

  private async writeSearchIndex(state: EngineState): Promise<void> {
    await this.renderOutdated(state, [...state.outdated]);
    if (this.state !== state) return;
    // The renders above are in what is written now.
    state.searchStale = false;
    await writeSearchFiles(state.index.values(), state.site, this.options.outDir);
  }

  /**
   * Brings a page's markdown twin up to date in the output folder (rendering the page writes it);
   * false when no page has that route.
   */
  async twin(route: string): Promise<boolean> {
    await this.loading;
    const state = this.state;
    const job = state?.jobs.get(route);
    if (!state || !job) return false;
    await this.pageResult(state, job);
    return true;
  }

  /**
   * Writes the llms lists and llms-full.txt as the sources are now. llms-full.txt holds every page of
   * the default language, so each is rendered once (kept until an edit touches it, as for a visit).
   */
  async llmsFiles(): Promise<void> {
    await this.loading;
    const state = this.state;
    if (!state) return;
    const jobs = [...state.jobs.values()];
    // One page at a time: each render holds its page's trees until it is written.
    const results: PageResult[] = [];
    for (const job of jobs) results.push(job.lang === state.site.config.defaultLanguage ? await this.pageResult(state, job) : { route: job.route, displayPath: job.displayPath, links: [], ids: [], diagnostics: [], bytes: 0, demoFiles: [] });
    await writeSiteLlmsFiles(this.options.outDir, state.site, state.ctx.base, jobs, results);
  }

  /** Writes `site-index.json` as the site is now (its navigation, pages and API reference), rendering nothing. */
  async siteIndex(): Promise<void> {
    await this.loading;
    const state = this.state;
    if (state) await writeSiteIndex(this.options.outDir, state.site, state.ctx.base, state.jobs.keys());
  }

  /** The site's own problems and the demo bundle's, marked as such: `docs dev` prints them apart from each page's. */
  private siteWide(): DevDiagnostic[] {
    return [...this.siteDiagnostics, ...this.bundleDiagnostics].map((d) => ({ ...d, siteWide: true }));
  }

  /** The site's public folder (its `publicDir`), whose files dev serves where the output has none; null when it has none. */
  async publicFolder(): Promise<string | null> {
    await this.loading;
    const state = this.state;
    return (state && publicFolder(state.site.contentDir, state.site.config)) ?? null;
  }

  /** Problems of the whole site, shown on every page. */
  async siteProblems(): Promise<DevDiagnostic[]> {
    await this.loading;
    return withCodeFrames(this.consolidated(this.siteWide()));
  }

  /** Brings the index entries of those of `routes` whose source changed since up to date, rendering them one at a time. */
  private async renderOutdated(state: EngineState, routes: readonly string[]): Promise<void> {
    for (const route of routes) {
      const job = state.jobs.get(route);
      if (job && state.outdated.has(route)) await this.pageResult(state, job);
    }
  }

  /** The page of a route as its sources are now: rendered once, then kept until a change touches it. */
  private pageResult(state: EngineState, job: PageJob): Promise<PageResult> {
    let result = state.rendered.get(job.route);
    if (!result) {
      this.ensureFrame(state, job.frameKey, job.lang);
      const rendering = state.render(job).then(
        (page) => {
          // A render the source changed under leaves the entry to the render after it.
          if (state.rendered.get(job.route) === rendering) {
            state.index.set(job.route, { ...page, html: undefined, bytes: 0 });
            state.outdated.delete(job.route);
            state.searchStale = true;
          }
          return page;
        },
        (error: unknown) => {
          // A failed render is not kept: the next request tries again.
          if (state.rendered.get(job.route) === rendering) state.rendered.delete(job.route);
          throw error;
        },
      );
      state.rendered.set(job.route, rendering);
      result = rendering;
    }
    return result;
  }

  /**
   * The document of a route and its problems. The problems are worked out on every call, since the
   * pages it links to and the site's own problems change without this page changing.
   */
  async render(route: string): Promise<RenderOutcome> {
    await this.loading;
    const state = this.state;
    if (!state) return { diagnostics: await this.siteProblems() };
    const job = state.jobs.get(route);
    if (!job) {
      const redirect = firstPageUnder(siteIndexOf(state.site, state.ctx.base, state.jobs.keys()), route);
      return redirect ? { redirect, diagnostics: [] } : { diagnostics: [] };
    }
    const result = await this.pageResult(state, job).finally(() => state.beginIndexing());
    // Pages it links to that changed since they were compiled: their ids may have changed too.
    await this.renderOutdated(state, result.links.map((link) => link.route));
    // Only the pages this one links to are looked up, not the whole site, on every request.
    const ids = new Map(result.links.flatMap((link) => {
      const target = state.index.get(link.route);
      return target ? [[link.route, new Set(target.ids)] as const] : [];
    }));
    // A page of the site not indexed yet has no known ids: links to it wait for the indexing.
    const checkable = result.links.filter((link) => ids.has(link.route) || !state.jobs.has(link.route));
    // Dev keeps going on a broken link: it is shown as a warning in the overlay, an error in the build.
    const links = checkLinks([{ ...result, links: checkable }], ids).map((d) => ({ ...d, severity: 'warning' as const }));
    // A page that no longer compiles keeps showing its last good version under the overlay.
    const html = result.html ?? (await readFile(outputFileOf(this.options.outDir, route), 'utf8').catch(() => undefined));
    return { html, diagnostics: await withCodeFrames(this.consolidated([...this.siteWide(), ...result.diagnostics, ...links])) };
  }

  /**
   * Applies a change and says which routes must reload. Markdown re-renders its own pages (both
   * languages); a demo re-bundles the chunks and re-renders the pages that embed it; navigation,
   * config and translations reload the site, since every frame depends on them.
   */
  async change(kind: ChangeKind, file: string): Promise<string[] | 'all'> {
    // The edit may be the fix of a demo stopped at the time limit, or of what it imports.
    forgetRefusedSteps();
    await this.loading;
    const state = this.state;
    if (!state || kind === 'nav' || kind === 'config' || kind === 'translations') {
      await this.load();
      return 'all';
    }
    if (kind === 'page') {
      const affected = [...state.jobs.values()].filter((job) => job.file === file);
      // A new page, or one deleted (or renamed away), changes the navigation.
      if (affected.length === 0 || !existsSync(file)) {
        await this.load();
        return 'all';
      }
      // The next render reads the new source; its index entry and the search index follow from that.
      // Routes no browser asks for again (the page's other languages, or a page not open) are rendered
      // when the search index or a link check needs their entries.
      for (const job of affected) {
        state.rendered.delete(job.route);
        if (state.index.has(job.route)) state.outdated.add(job.route);
      }
      if (state.outdated.size) state.searchStale = true;
      return affected.map((job) => job.route);
    }
    if (kind === 'demo') {
      // Pages hold the demos' server rendering, and which pages embed a demo is not tracked here.
      state.rendered.clear();
      state.demoBundle = this.bundleDemos(state.ctx, await scanDemos([...state.jobs.values()], this.options.contentDir, undefined, this.importVerdicts()));
      await state.demoBundle;
      const dir = path.dirname(file);
      return [...state.jobs.values()].filter((job) => !job.api && path.dirname(job.file) === dir).map((job) => job.route);
    }
    return [];
  }

  /** Resolves once every page is indexed for link checks and search, with the number of pages. */
  async indexed(): Promise<number> {
    await this.loading;
    await this.state?.indexed;
    return this.state?.index.size ?? 0;
  }

  /** Resolves once the demo chunks are written (at once when there are none). */
  async demosReady(): Promise<void> {
    await this.loading;
    await this.state?.demoBundle;
  }

  stylesheet(): string | undefined {
    return this.state?.ctx.assets.stylesheet;
  }
}
