import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FAVICON_SVG } from '../../templates/document';
import { EMBEDDABLE_COMPONENT_NAMES } from '../../templates/markdown/embeddable-names';
import { embedComponentNames } from '../markdown/component-names';
import { HIGHLIGHT_CSS } from '../../templates/styles/highlight';
import { translationConsoleScript } from '../../templates/translator';
import { buildFonts } from '../assets/fonts';
import { contentHash } from '../assets/hash';
import { bundleChromeRuntime } from '../assets/runtime-bundle';
import { withNoScriptDarkMode } from '../assets/shared-css';
import { bundleDemos } from '../demos/client-bundle';
import type { DemoFiles } from '../demos/demo-files';
import { scanDemos, type ScannedDemos } from '../demos/scan-demos';
import { packageRoot } from '../package-root';
import { bundleSearchRuntime } from '../search/bundle';
import { buildAdsAssets } from '../assets/ads-assets';
import type { Site } from '../site/load-site';
import { stringsFor } from '../site/translations';
import type { PageJob, RenderContext } from './page-job';
import { planJobs, type FramePlan } from './plan-jobs';
import type { SharedRender } from './prepare-shared';
import { sharedSite, type SharedRenderRequest } from './shared-request';
import { trace } from '../trace';
import { cachedSharedRender } from '../cache/shared-render-cache';
import { toolchainId } from '../cache/build-manifest';
import { compilerId } from '../cache/compiler-id';

export interface PreparedRender {
  ctx: RenderContext;
  jobs: PageJob[];
  /** The frames the jobs are in, as `planJobs` gave them. */
  framePlans: FramePlan[];
  demos: DemoFiles[];
  shared: SharedRender;
  /** Names of the files written under `static/`, for the service worker's cache version. */
  staticNames: string[];
}

/**
 * Everything shared by the pages of a build (or a dev session), done once: jobs planned, frames and
 * shared CSS rendered, the runtime, search dialog, fonts and demo chunks written under `outDir/static/`.
 */
export async function prepareRender(
  site: Site,
  options: {
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
  },
): Promise<PreparedRender> {
  const { base, outDir } = options;
  const lang = site.config.defaultLanguage;
  const languages = [lang, ...site.config.languages.filter((l) => l !== lang)];
  const translated = Object.fromEntries(languages.map((l) => [l, stringsFor(site.translations, l, lang)]));
  const allStrings = Object.fromEntries(languages.map((l) => [l, translated[l]!.strings]));
  const { jobs, frames } = options.planned ?? planJobs(site);
  const staticDir = path.join(outDir, 'static');
  await mkdir(path.join(staticDir, 'fonts'), { recursive: true });
  const staticUrl = `${base}static/`;
  // The dev server bundles demos after it starts answering; a build needs them before rendering.
  const demos = options.deferDemos ? [] : await scanDemos(jobs, site.contentDir, options.scanned);
  const [fonts, chrome, searchRuntime, ads, demoBundle] = await Promise.all([
    buildFonts(staticUrl),
    bundleChromeRuntime(options.cacheDir),
    bundleSearchRuntime(options.cacheDir),
    buildAdsAssets(site.contentDir, staticUrl, options.cacheDir),
    demos.length ? bundleDemos(demos, path.join(staticDir, 'islands'), `${staticUrl}islands/`, { cacheDir: options.cacheDir }) : undefined,
  ]);
  trace('assets bundled');
  const versionKey = await compilerId();
  // Loaded only when rendered, and only where no render worker does it: React and Material UI are
  // most of this process's start, and a page edit reuses the frames of the last build.
  const request: SharedRenderRequest = { site: sharedSite(site), framePlans: frames, base, strings: allStrings };
  const renderShared = options.renderShared ? () => options.renderShared!(request) : async () => (await import('./prepare-shared')).prepareShared(request);
  // The request is everything `prepareShared` reads: a change to any of it renders the frames again.
  const shared = options.cache === false ? await renderShared() : await cachedSharedRender(options.cacheDir, [versionKey, toolchainId(), request], renderShared);
  trace('frames rendered');
  const stylesheet = fonts.css + withNoScriptDarkMode(shared.sharedCss);
  const files: Record<string, string | Buffer> = {
    [`docs.${contentHash(stylesheet)}.css`]: stylesheet,
    [`highlight.${contentHash(HIGHLIGHT_CSS)}.css`]: HIGHLIGHT_CSS,
    [`chrome.${contentHash(chrome)}.js`]: chrome,
    [`favicon.${contentHash(FAVICON_SVG)}.svg`]: FAVICON_SVG,
    [`search.${contentHash(searchRuntime)}.js`]: searchRuntime,
  };
  for (const font of fonts.files) files[font.name] = font.content;
  for (const file of ads?.files ?? []) files[file.name] = file.content;
  for (const nav of Object.values(shared.lazyNav)) files[nav.name] = nav.content;
  await mkdir(path.join(staticDir, 'nav'), { recursive: true });
  await mkdir(path.join(staticDir, 'house'), { recursive: true });
  await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(staticDir, name), content)));
  const names = Object.keys(files);
  const url = (prefix: string) => `${staticUrl}${names.find((n) => n.startsWith(prefix))}`;
  const ctx: RenderContext = {
    config: site.config,
    base,
    outDir,
    strings: allStrings,
    translationConsole: Object.fromEntries(languages.map((l) => [l, translationConsoleScript(l, translated[l]!.report)])),
    frames: shared.frames,
    sharedStyleIds: shared.sharedStyleIds,
    assets: { stylesheet: url('docs.'), highlightStylesheet: url('highlight.'), favicon: url('favicon.'), fontPreloads: fonts.preloads, scripts: [url('chrome.')] },
    components: embedComponentNames(EMBEDDABLE_COMPONENT_NAMES, site.config),
    write: true,
    contentDir: site.contentDir,
    projectRoot: packageRoot(),
    cacheDir: options.cacheDir,
    versionKey,
    // The index is built from the rendered pages, so pages point at its unhashed manifest.
    search: { module: url('search.'), index: `${staticUrl}search/manifest.json` },
    ...(ads ? { ads: { module: ads.module, inHouse: ads.inHouse } } : {}),
    ...(demoBundle ? { demoBundle: { chunks: demoBundle.chunks, islands: demoBundle.islands, preloads: demoBundle.preloads } } : {}),
  };
  return { ctx, jobs, framePlans: frames, demos, shared, staticNames: names };
}
