import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DevDiagnostic } from '../../templates/shared/dev';
import { checkLinks } from '../checks/links';
import { bundleDemos, predictedBundle } from '../demos/client-bundle';
import { scanDemos } from '../demos/scan-demos';
import type { DemoFiles } from '../demos/demo-files';
import { typecheckDemosCached } from '../demos/typecheck-cache';
import type { Diagnostic } from '../diagnostics';
import { packageRoot } from '../package-root';
import type { PageJob, PageResult, RenderContext } from '../render/page-job';
import { createPageRenderer } from '../render/page-renderer';
import { prepareRender } from '../render/prepare-render';
import { documentFor, outputFileOf } from '../render/render-page';
import { SearchIndexBuilder } from '../search/build-index';
import { loadSite } from '../site/load-site';
import type { ChangeKind } from './classify-change';
import { codeFrame } from './code-frame';

const SEARCH_INDEX_DELAY_MS = 500;

export interface EngineOptions {
  contentDir: string;
  outDir: string;
  cacheDir: string;
}

export interface RenderOutcome {
  /** The HTML file to serve, when the route is a page. */
  file?: string;
  diagnostics: DevDiagnostic[];
}

interface State {
  ctx: RenderContext;
  jobs: Map<string, PageJob>;
  render: (job: PageJob) => Promise<PageResult>;
  /** Compiled (not written) results of every page, for link checks and the search index. */
  index: Map<string, PageResult>;
  demoBundle: Promise<void>;
}

/** Adds the lines around each location, read from the file the diagnostic names. */
async function withCodeFrames(diagnostics: Diagnostic[]): Promise<DevDiagnostic[]> {
  const sources = new Map<string, Promise<string | undefined>>();
  return Promise.all(
    diagnostics.map(async (d) => {
      if (d.line < 1) return d;
      if (!sources.has(d.file)) sources.set(d.file, readFile(path.resolve(d.file), 'utf8').catch(() => undefined));
      const source = await sources.get(d.file);
      return source ? { ...d, codeFrame: codeFrame(source, d.line, d.column) } : d;
    }),
  );
}

/**
 * The dev server's renderer: the production pipeline, rendering a page when it is requested and
 * re-rendering only what a change touches. Site-wide problems (config, navigation, translations,
 * demo types) are kept apart from each page's own.
 */
export class DevEngine {
  private state: State | undefined;
  private siteDiagnostics: Diagnostic[] = [];
  private loading: Promise<void> | undefined;

  constructor(private readonly options: EngineOptions) {}

  /** (Re)loads the whole site: config, navigation, translations, frames and assets. */
  load(): Promise<void> {
    this.loading = this.loadNow();
    return this.loading;
  }

  private async loadNow(): Promise<void> {
    const { site, diagnostics } = await loadSite({ contentDir: this.options.contentDir, cacheDir: this.options.cacheDir });
    this.siteDiagnostics = diagnostics;
    if (!site) {
      this.state = undefined;
      return;
    }
    const prepared = await prepareRender(site, { outDir: this.options.outDir, base: '/', cacheDir: this.options.cacheDir, deferDemos: true });
    const ctx = prepared.ctx;
    const notFound = documentFor(
      { route: '/404/', lang: site.config.defaultLanguage, title: ctx.strings[site.config.defaultLanguage]?.['notFound.title'] ?? 'Page not found', documentTitle: 'Page not found', description: '', toc: [], breadcrumbs: [], untranslated: false },
      ctx,
      prepared.shared.notFoundBody,
      prepared.shared.notFoundCss,
      true,
    );
    await writeFile(path.join(this.options.outDir, '404.html'), notFound);
    const demos = await scanDemos(prepared.jobs, this.options.contentDir);
    const state: State = {
      ctx,
      jobs: new Map(prepared.jobs.map((job) => [job.route, job])),
      render: createPageRenderer(ctx),
      index: new Map(),
      demoBundle: this.bundleDemos(ctx, demos),
    };
    this.state = state;
    void this.indexAll(state);
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
    await bundleDemos(demos, path.join(this.options.outDir, 'static', 'islands'), publicPath, { hashed: false });
    const types = await typecheckDemosCached(demos.flatMap((d) => d.variants.map((v) => v.file)), packageRoot(), this.options.cacheDir);
    this.siteDiagnostics = [...this.siteDiagnostics.filter((d) => d.code !== 'demo-type'), ...types];
  }

  /** Compiles every page without writing it: ids for anchor checks, text for the live search index. */
  private async indexAll(state: State): Promise<void> {
    const checking = { ...state.ctx, write: false };
    const compile = createPageRenderer(checking);
    for (const job of state.jobs.values()) {
      if (this.state !== state) return;
      state.index.set(job.route, await compile(job));
    }
    await this.writeSearchIndex(state);
  }

  private indexTimer: NodeJS.Timeout | undefined;

  /** The search index is rebuilt shortly after edits settle, never in the way of a reload. */
  private scheduleSearchIndex(state: State): void {
    clearTimeout(this.indexTimer);
    this.indexTimer = setTimeout(() => void this.writeSearchIndex(state), SEARCH_INDEX_DELAY_MS);
  }

  private async writeSearchIndex(state: State): Promise<void> {
    const builder = new SearchIndexBuilder();
    for (const result of state.index.values()) if (result.search) builder.add(result.search);
    const index = builder.build();
    const dir = path.join(this.options.outDir, 'static', 'search');
    await mkdir(dir, { recursive: true });
    await Promise.all(index.files.map((file) => writeFile(path.join(dir, file.name), file.content)));
  }

  /** Problems of the whole site, shown on every page. */
  async siteProblems(): Promise<DevDiagnostic[]> {
    await this.loading;
    return withCodeFrames(this.siteDiagnostics);
  }

  /** Renders a route (each request sees the latest sources); returns the file to serve and the problems. */
  async render(route: string): Promise<RenderOutcome> {
    await this.loading;
    const state = this.state;
    if (!state) return { diagnostics: await withCodeFrames(this.siteDiagnostics) };
    const job = state.jobs.get(route);
    if (!job) return { diagnostics: [] };
    const result = await state.render(job);
    state.index.set(route, { ...result, bytes: 0 });
    this.scheduleSearchIndex(state);
    // Only the pages this one links to are looked up, not the whole site, on every request.
    const ids = new Map(result.links.flatMap((link) => {
      const target = state.index.get(link.route);
      return target ? [[link.route, new Set(target.ids)] as const] : [];
    }));
    // Dev keeps going on a broken link: it is shown as a warning in the overlay, an error in the build.
    const links = checkLinks([result], ids).map((d) => ({ ...d, severity: 'warning' as const }));
    return { file: outputFileOf(this.options.outDir, route), diagnostics: await withCodeFrames([...this.siteDiagnostics, ...result.diagnostics, ...links]) };
  }

  /**
   * Applies a change and says which routes must reload. Markdown re-renders its own pages (both
   * languages); a demo re-bundles the chunks and re-renders the pages that embed it; navigation,
   * config and translations reload the site, since every frame depends on them.
   */
  async change(kind: ChangeKind, file: string): Promise<string[] | 'all'> {
    await this.loading;
    const state = this.state;
    if (!state || kind === 'nav' || kind === 'config' || kind === 'translations') {
      await this.load();
      return 'all';
    }
    if (kind === 'page') {
      const affected = [...state.jobs.values()].filter((job) => job.file === file);
      if (affected.length === 0) {
        await this.load();
        return 'all';
      }
      // The reload re-renders the page at once; its index entry and the search index follow from that.
      return affected.map((job) => job.route);
    }
    if (kind === 'demo') {
      state.demoBundle = this.bundleDemos(state.ctx, await scanDemos([...state.jobs.values()], this.options.contentDir));
      await state.demoBundle;
      const dir = path.dirname(file);
      return [...state.jobs.values()].filter((job) => !job.api && path.dirname(job.file) === dir).map((job) => job.route);
    }
    return [];
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
