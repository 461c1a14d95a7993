import { EMBEDDABLE_COMPONENT_NAMES } from '../../templates/markdown/embeddable-names';
import { embedComponentNames } from '../markdown/component-names';
import { linkDiagnostics } from '../checks/links';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../helpers/diagnostics';
import type { PageResult, RenderContext } from '../render/page-job';
import { planJobs } from '../render/plan-jobs';
import { renderAll } from '../render/pool';
import { loadSite } from '../site/load-site';
import { startTypeScriptWork, type TypeScriptWork } from '../typescript/start-typescript';
import { packageRoot } from '../helpers/package-root';
import { compilerId } from '../cache/compiler-id';
import { stringsFor } from '../site/translations';
import { consolidate } from '../checks/consolidate';

export interface CheckOptions {
  contentDir: string;
  cacheDir: string;
  jobs?: number;
  /** Started by the caller before loading this module, as for `buildSite`. */
  typescript?: TypeScriptWork;
}

export interface CheckReport {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
}

/**
 * Every check of `build` without writing anything: config, navigation, translations, each page's
 * markdown, and links and anchors against the ids the pages really have.
 */
export async function checkSite(options: CheckOptions): Promise<CheckReport> {
  const typescript = options.typescript ?? startTypeScriptWork(options.contentDir, packageRoot(), options.cacheDir);
  const { site, diagnostics } = await loadSite({ ...options, typescript });
  if (!site) return { ok: false, diagnostics: sortDiagnostics(diagnostics), pages: 0 };
  const { jobs } = planJobs(site);
  const ctx: RenderContext = {
    config: site.config,
    base: '/',
    outDir: '',
    strings: Object.fromEntries(site.config.languages.map((l) => [l, stringsFor(site.translations, l, site.config.defaultLanguage).strings])),
    translationConsole: {},
    frames: {},
    sharedStyleIds: [],
    assets: { stylesheet: '', favicon: { href: '', type: '' }, highlightStylesheet: '', fontPreloads: [], scripts: [] },
    components: embedComponentNames(EMBEDDABLE_COMPONENT_NAMES, site.config),
    playgrounds: site.playgrounds,
    write: false,
    contentDir: site.contentDir,
    projectRoot: packageRoot(),
    cacheDir: options.cacheDir,
    versionKey: await compilerId(),
  };
  const results: PageResult[] = [];
  await renderAll(jobs, ctx, { ...(options.jobs ? { jobs: options.jobs } : {}), onPage: ({ search: _search, ...result }) => results.push(result) });
  const demoFiles = [...new Set(results.flatMap((r) => r.demoFiles))];
  const typeErrors = site.config.typeCheck === 'off' ? [] : await typescript.demoTypeErrors(demoFiles);
  const all = consolidate([...diagnostics, ...typeErrors, ...results.flatMap((r) => r.diagnostics), ...linkDiagnostics(results)], site.config);
  return { ok: !hasErrors(all), diagnostics: sortDiagnostics(all), pages: results.length };
}
