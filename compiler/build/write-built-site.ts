import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputAfterPatch, type OutputState } from './build-manifest';
import type { OutputInPlace } from './place-cached-pages';
import type { PageJob, PageResult, RenderContext } from '../render/page-job';
import type { SharedRender } from '../render/prepare-shared';
import type { SearchSession } from '../search/session-contract';
import { searchVocabularies } from '../search/vocabulary';
import type { Site } from '../site/load-site';
import { trace } from '../helpers/trace';
import { twinFileOf } from '../twins/twin-path';
import { writeSiteLlmsFiles } from './write-llms';
import { swapIntoPlace } from '../output/atomic-output';
import { applyPatch, planPatch } from '../output/patch-output';
import { copyPublicFiles, publicFolder, type PublicStamps } from '../output/public-files';
import { writeSiteExtras } from './site-extras';

export interface WrittenSite {
  /** `llms-full.txt`'s index, recorded with the build. */
  llms: Awaited<ReturnType<typeof writeSiteLlmsFiles>>;
  /** What the public folder's files were when copied (see `copyPublicFiles`). */
  publicFiles?: PublicStamps;
  /** The output's state after a patch in place; none when a new folder replaced it. */
  patched?: OutputState;
  /** The patch's leftover files being deleted: the output is committed already. */
  leftovers?: Promise<void>;
}

/**
 * The write stage of a build whose checks passed: the pages' extras, the llms files, the site's
 * public files and the search index go to the staging folder, which then patches the output in place (few pages changed) or
 * replaces it.
 */
export async function writeBuiltSite(options: {
  staging: string;
  outDir: string;
  site: Site;
  ctx: RenderContext;
  shared: SharedRender;
  base: string;
  jobs: PageJob[];
  rendered: PageResult[];
  keys: string[];
  staticNames: readonly string[];
  search: SearchSession;
  patch: OutputInPlace | undefined;
}): Promise<WrittenSite> {
  const { staging, site, ctx, base, jobs, rendered, patch, search } = options;
  // A patched output keeps the shards the edit left as they were; a new folder gets every file.
  const searchFolder = path.join('static', 'search');
  const present = patch ? new Set([...patch.previous.stamps.keys()].filter((file) => path.dirname(file) === searchFolder).map((file) => path.basename(file))) : undefined;
  // In its thread, a large site's index is built while this one writes the pages' extras and llms files.
  const building = search.build(present, options.keys, searchVocabularies(site.config));
  building.catch(() => undefined);
  const lastUpdated = new Map(jobs.flatMap((job) => (job.lastUpdated ? [[job.route, job.lastUpdated] as const] : [])));
  await writeSiteExtras(staging, { ctx, shared: options.shared, lang: site.config.defaultLanguage, origin: site.config.url, base, routes: rendered.map((r) => r.route), lastUpdated, staticNames: options.staticNames });
  trace("pages' extras written");
  // A patched output keeps its llms-full.txt until the patch: the unchanged pages' entries are copied from it.
  const llms = await writeSiteLlmsFiles(
    staging,
    site,
    base,
    jobs,
    rendered,
    (route) => twinFileOf(patch?.keptRoutes.has(route) ? patch.outDir : staging, route),
    patch?.llmsFull ? { outDir: patch.outDir, index: patch.llmsFull, unchanged: (route) => patch.keptRoutes.has(route) } : undefined,
  );
  trace('llms files written');
  const publicDir = publicFolder(site.contentDir, site.config);
  const publicFiles = publicDir ? await copyPublicFiles(publicDir, staging, patch && { kept: patch.kept, output: patch.previous.stamps, copied: patch.previous.publicFiles }) : undefined;
  if (publicDir) trace('public files copied');
  const index = await building;
  for (const name of index.reused) patch?.kept.add(path.join(searchFolder, name));
  await mkdir(path.join(staging, 'static', 'search'), { recursive: true });
  await Promise.all(index.files.map((file) => writeFile(path.join(staging, 'static', 'search', file.name), file.content)));
  trace('search index written');
  if (!patch) {
    await swapIntoPlace(staging, options.outDir);
    trace('output swapped');
    return { llms, publicFiles };
  }
  const difference = planPatch(staging, patch.outDir, [...patch.previous.stamps.keys()], patch.kept);
  // Its leftovers are deleted while the build records itself. The output is committed by then: a
  // folder that will not go is the next build's to clean up (`cleanStaleStaging`), not a failure.
  const leftovers = applyPatch(staging, patch.outDir, difference).catch(() => undefined);
  trace('output patched');
  return { llms, publicFiles, patched: outputAfterPatch(patch.previous, patch.outDir, difference), leftovers };
}
