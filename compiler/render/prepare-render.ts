import { writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDABLE_COMPONENT_NAMES } from '../../templates/markdown/embeddable-names';
import { embedComponentNames } from '../markdown/component-names';
import { HIGHLIGHT_CSS } from '../../templates/styles/highlight';
import { translationConsoleScript } from '../../templates/translator';
import { buildFonts } from '../assets/fonts';
import { contentHash } from '../helpers/hash';
import { bundleChromeRuntime } from '../assets/runtime-bundle';
import { withNoScriptDarkMode } from '../assets/shared-css';
import { bundleDemos } from '../demos/client-bundle';
import type { DemoFiles } from '../demos/demo-files';
import { scanDemos, type ScannedDemos } from '../demos/scan-demos';
import { packageRoot } from '../helpers/package-root';
import { bundleSearchRuntime } from '../search/bundle';
import { buildAdsAssets } from '../assets/ads-assets';
import { siteImages } from '../assets/site-images';
import type { Site } from '../site/load-site';
import { stringsFor } from '../site/translations';
import type { PageJob, RenderContext } from './page-job';
import { planJobs, type FramePlan } from './plan-jobs';
import type { SharedRender, SharedRenderer } from './prepare-shared';
import { sharedSite, type SharedRenderRequest } from './shared-request';
import { trace } from '../helpers/trace';
import { cachedSharedRender, readSharedRender, storeSharedRender } from './shared-render-cache';
import { toolchainId } from '../cache/toolchain-id';
import { compilerId } from '../cache/compiler-id';

/**
 * The frames `prepareRender` left to render when a page asks for them (`deferFrames`): the render
 * context's `frames` fills as they are.
 */
export interface DeferredFrames {
  /**
   * Renders the frame of plan `key` in `lang` if it is not yet (writing its language's lazily loaded
   * groups first when new). When it used styles the shared stylesheet lacked, the stylesheet is
   * written again with them, and returned with its ids: pages rendered from then on must link it and
   * leave those styles out of their own CSS.
   */
  ensure(key: string, lang: string): { stylesheet: string; sharedStyleIds: string[] } | undefined;
  /** The frames not rendered yet, as `[key, lang]`. */
  missing(): [key: string, lang: string][];
  /** Once every frame is rendered: keeps the whole shared render in the cache, as a build renders it (not when the stylesheet grew). */
  store(): Promise<void>;
}

export interface PreparedRender {
  ctx: RenderContext;
  jobs: PageJob[];
  /** The frames the jobs are in, as `planJobs` gave them. */
  framePlans: FramePlan[];
  demos: DemoFiles[];
  shared: SharedRender;
  /** Names of the files written under `static/`, for the service worker's cache version. */
  staticNames: string[];
  /** With `deferFrames`, when the frames were not cached: those to render later. */
  frames?: DeferredFrames;
}

export interface PrepareRenderOptions {
  outDir: string;
  base: string;
  cacheDir: string;
  deferDemos?: boolean;
  cache?: boolean;
  scanned?: ScannedDemos;
  /** The jobs and frames `planJobs` gave this site in an earlier build (see `BuildPlan`). */
  planned?: { jobs: PageJob[]; frames: FramePlan[] };
  /** Renders the frames elsewhere (a render worker, which has React loaded); this thread's otherwise. */
  renderShared?: (request: SharedRenderRequest) => Promise<SharedRender>;
  /**
   * Renders only the first frame now (the 404 page's) when the frames are not cached, the others
   * when asked for (`PreparedRender.frames`): `docs dev`, whose first page needs one frame.
   */
  deferFrames?: boolean;
}

/**
 * Everything shared by the pages of a build (or a dev session), done once: jobs planned, frames and
 * shared CSS rendered, the runtime, search dialog, fonts and demo chunks written under `outDir/static/`.
 */
export async function prepareRender(site: Site, options: PrepareRenderOptions): Promise<PreparedRender> {
  const { base, outDir } = options;
  const strings = siteStrings(site);
  const { jobs, frames } = options.planned ?? planJobs(site);
  const staticDir = path.join(outDir, 'static');
  await mkdir(path.join(staticDir, 'fonts'), { recursive: true });
  const staticUrl = `${base}static/`;
  // The dev server bundles demos after it starts answering; a build needs them before rendering.
  const demos = options.deferDemos ? [] : await scanDemos(jobs, site.contentDir, options.scanned);
  const assets = await bundleAssets(site, demos, staticDir, staticUrl, options.cacheDir);
  trace('assets bundled');
  const versionKey = await compilerId();
  const { images } = assets;
  const logo = images.logo === undefined || images.logo === 'mui' ? images.logo : { src: `${staticUrl}${images.logo.name}`, ...(images.logo.width ? { width: images.logo.width } : {}) };
  const request: SharedRenderRequest = { site: sharedSite(site, logo), framePlans: frames, base, strings: strings.all };
  // Everything `prepareShared` reads, by name: a change to any of it renders the frames again, and the miss names it.
  const inputs = { compiler: versionKey, toolchain: toolchainId(), ...request.site, framePlans: frames, base, strings: strings.all };
  const { shared, renderer } = await sharedRenderFor(request, inputs, options, staticUrl, site.config.defaultLanguage);
  trace('frames rendered');
  const stylesheetOf = (css: string) => {
    const content = assets.fonts.css + withNoScriptDarkMode(css);
    return { name: `docs.${contentHash(content)}.css`, content };
  };
  const names = await writeStaticFiles(staticDir, stylesheetOf(shared.sharedCss), assets, shared);
  const ctx = renderContextOf(site, options, { strings, assets, shared, staticUrl, names, versionKey });
  return { ctx, jobs, framePlans: frames, demos, shared, staticNames: names, ...(renderer ? { frames: deferredFrames(renderer, { staticDir, staticUrl, inputs, cacheDir: options.cacheDir, stylesheetOf }) } : {}) };
}

/** The UI strings of each language of the site (the default language first), and what each lacks. */
function siteStrings(site: Site) {
  const lang = site.config.defaultLanguage;
  const languages = [lang, ...site.config.languages.filter((l) => l !== lang)];
  const translated = Object.fromEntries(languages.map((l) => [l, stringsFor(site.translations, l, lang)]));
  const all = Object.fromEntries(languages.map((l) => [l, translated[l]!.strings]));
  return { languages, translated, all };
}

/** The files every page links to, made at once: fonts, the chrome and search runtimes, ads, the site's images, the demos' client chunks. */
async function bundleAssets(site: Site, demos: DemoFiles[], staticDir: string, staticUrl: string, cacheDir: string) {
  const [fonts, chrome, searchRuntime, ads, images, demoBundle] = await Promise.all([
    buildFonts(staticUrl),
    bundleChromeRuntime(cacheDir),
    bundleSearchRuntime(cacheDir),
    buildAdsAssets(site.contentDir, staticUrl, cacheDir),
    siteImages(site.config, site.contentDir),
    demos.length ? bundleDemos(demos, path.join(staticDir, 'islands'), `${staticUrl}islands/`, { cacheDir }) : undefined,
  ]);
  return { fonts, chrome, searchRuntime, ads, images, demoBundle };
}

type BundledAssets = Awaited<ReturnType<typeof bundleAssets>>;

/**
 * The frames and shared CSS, from the cache when kept there. Loaded only when rendered, and only where
 * no render worker does it: React and Material UI are most of this process's start, and a page edit
 * reuses the frames of the last build. With `deferFrames`, the renderer of the frames still to render.
 */
async function sharedRenderFor(
  request: SharedRenderRequest,
  inputs: Record<string, unknown>,
  options: PrepareRenderOptions,
  staticUrl: string,
  defaultLanguage: string,
): Promise<{ shared: SharedRender; renderer?: SharedRenderer }> {
  const renderShared = options.renderShared ? () => options.renderShared!(request) : async () => (await import('./prepare-shared')).prepareShared(request);
  if (options.cache === false) return { shared: await renderShared() };
  if (!options.deferFrames) return { shared: await cachedSharedRender(options.cacheDir, inputs, renderShared) };
  const kept = await readSharedRender(options.cacheDir, inputs);
  if (kept) return { shared: kept };
  const renderer = new (await import('./prepare-shared')).SharedRenderer(request, staticUrl);
  return { shared: firstFrame(renderer, request.framePlans[0]?.key, defaultLanguage), renderer };
}

/** Writes the shared files under `static/`, each named for its content; their names, in the order written. */
async function writeStaticFiles(staticDir: string, stylesheet: { name: string; content: string }, assets: BundledAssets, shared: SharedRender): Promise<string[]> {
  const { fonts, chrome, images, searchRuntime, ads } = assets;
  const files: Record<string, string | Buffer> = {
    [stylesheet.name]: stylesheet.content,
    [`highlight.${contentHash(HIGHLIGHT_CSS)}.css`]: HIGHLIGHT_CSS,
    [`chrome.${contentHash(chrome)}.js`]: chrome,
    ...images.files,
    [`search.${contentHash(searchRuntime)}.js`]: searchRuntime,
  };
  for (const font of fonts.files) files[font.name] = font.content;
  for (const file of ads?.files ?? []) files[file.name] = file.content;
  for (const nav of Object.values(shared.lazyNav)) files[nav.name] = nav.content;
  await mkdir(path.join(staticDir, 'nav'), { recursive: true });
  await mkdir(path.join(staticDir, 'house'), { recursive: true });
  await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(staticDir, name), content)));
  return Object.keys(files);
}

function renderContextOf(
  site: Site,
  options: PrepareRenderOptions,
  parts: { strings: ReturnType<typeof siteStrings>; assets: BundledAssets; shared: SharedRender; staticUrl: string; names: string[]; versionKey: string },
): RenderContext {
  const { strings, shared, staticUrl, names } = parts;
  const { fonts, images, ads, demoBundle } = parts.assets;
  const url = (prefix: string) => `${staticUrl}${names.find((n) => n.startsWith(prefix))}`;
  return {
    config: site.config,
    base: options.base,
    outDir: options.outDir,
    strings: strings.all,
    translationConsole: Object.fromEntries(strings.languages.map((l) => [l, translationConsoleScript(l, strings.translated[l]!.report)])),
    frames: shared.frames,
    sharedStyleIds: shared.sharedStyleIds,
    assets: { stylesheet: url('docs.'), highlightStylesheet: url('highlight.'), favicon: { href: `${staticUrl}${images.favicon.name}`, type: images.favicon.type }, fontPreloads: fonts.preloads, scripts: [url('chrome.')] },
    components: embedComponentNames(EMBEDDABLE_COMPONENT_NAMES, site.config),
    playgrounds: site.playgrounds,
    write: true,
    contentDir: site.contentDir,
    projectRoot: packageRoot(),
    cacheDir: options.cacheDir,
    versionKey: parts.versionKey,
    // The index is built from the rendered pages, so pages point at its unhashed manifest.
    search: { module: url('search.'), index: `${staticUrl}search/manifest.json` },
    ...(ads ? { ads: { module: ads.module, inHouse: ads.inHouse } } : {}),
    ...(demoBundle ? { demoBundle: { chunks: demoBundle.chunks, islands: demoBundle.islands, preloads: demoBundle.preloads } } : {}),
  };
}

/** The shared render with only the first frame (the 404 page's): its `frames` and `lazyNav` are the renderer's, and fill as it renders more. */
function firstFrame(renderer: SharedRenderer, key: string | undefined, defaultLanguage: string): SharedRender {
  if (key !== undefined) renderer.frame(key, defaultLanguage);
  const { ids, css } = renderer.styles();
  return { frames: renderer.frames, lazyNav: renderer.lazyNav, sharedStyleIds: ids, sharedCss: css, ...renderer.notFoundPage() };
}

/** The frames `renderer` has not rendered yet, rendered as `DeferredFrames` says; its files written in `where.staticDir`. */
function deferredFrames(
  renderer: SharedRenderer,
  where: { staticDir: string; staticUrl: string; inputs: Record<string, unknown>; cacheDir: string; stylesheetOf: (css: string) => { name: string; content: string } },
): DeferredFrames {
  let styles = renderer.styles().ids.length;
  let grown = false;
  const navWritten = new Set(Object.keys(renderer.lazyNav));
  return {
    ensure(key, lang) {
      // Asked for every page rendered: nothing to do for a frame there, or for a page without one (the playground's).
      if (renderer.frames[`${key}|${lang}`] || !renderer.frame(key, lang)) return undefined;
      for (const [navLang, nav] of Object.entries(renderer.lazyNav)) {
        if (navWritten.has(navLang)) continue;
        writeFileSync(path.join(where.staticDir, nav.name), nav.content);
        navWritten.add(navLang);
      }
      const { ids, css } = renderer.styles();
      if (ids.length === styles) return undefined;
      styles = ids.length;
      grown = true;
      const stylesheet = where.stylesheetOf(css);
      writeFileSync(path.join(where.staticDir, stylesheet.name), stylesheet.content);
      return { stylesheet: `${where.staticUrl}${stylesheet.name}`, sharedStyleIds: ids };
    },
    missing() {
      const { framePlans, strings } = renderer.request;
      return Object.keys(strings).flatMap((lang) => framePlans.filter((plan) => !renderer.frames[`${plan.key}|${lang}`]).map((plan): [string, string] => [plan.key, lang]));
    },
    async store() {
      // Grown, the stylesheet is in another order than a build's: a build must not take it from the cache.
      if (!grown) await storeSharedRender(where.cacheDir, where.inputs, renderer.all());
    },
  };
}
