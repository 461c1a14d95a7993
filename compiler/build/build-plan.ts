import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { longHash } from '../helpers/hash';
import type { FramePlan } from '../render/plan-jobs';
import type { PageJob } from '../render/page-job';
import type { ContentReads } from '../site/content-reads';
import type { Site } from '../site/load-site';
import type { Diagnostic } from '../helpers/diagnostics';
import { writeFileAtomicallySync } from '../helpers/write-atomically';
import { CacheStore, type CacheRead } from '../helpers/cache-store';

/** Changes when what a plan holds, or how its id is made, changes: plans of other versions are not read. */
const PLAN_FORMAT = 1;

/**
 * A site as the last build of an output folder loaded it (config, navigation, translations, API pages)
 * and planned its pages (jobs, frames). It depends on the content only through each markdown file's
 * facts (`PageFacts`: title, demos, components) and every other file's bytes, so a build whose edits
 * changed page text alone takes it as it is instead of loading and planning the site again, and keeps
 * the other pages' keys (the shipped content's one-page rebuild: 2.06 → 1.78 s; at 10,000 pages a
 * tenth of the main thread's work, which there waits for the search index's thread instead).
 */
export interface BuildPlan {
  /** `buildPlanId` of what it was made from. */
  id: string;
  site: Site;
  /** Its findings but the stale translations, which git history decides (`staleTranslations`, run by every build). */
  diagnostics: Diagnostic[];
  jobs: PageJob[];
  frames: FramePlan[];
  /** With `lastUpdated` on, the commit its pages were dated at: after another commit, they are dated again. */
  head?: string;
}

/**
 * The pages' cache keys of the build that stored them, by job. Under the same plan (the same jobs) and
 * the same `context` (what every key shares), a page's key changes only with its own markdown file:
 * its demos' files are content files of the plan's id.
 */
export interface PlannedKeys {
  plan: string;
  context: string;
  /** By job: the content hash of its markdown file (empty for an API page) and its key. */
  pages: [string, string][];
}

/**
 * Everything a plan depends on: the compiler, the installed packages (the API pages), the folder the
 * build runs from (pages' paths are shown from there), and each content file: a markdown file by its
 * facts, any other by its content hash. `contentFiles` are the content folder's files, relative, with
 * their hashes, as the build's input hash read them.
 */
export function buildPlanId(parts: { contentDir: string; contentFiles: readonly [string, string][]; reads: Pick<ContentReads, 'facts'>; toolchain: string; lockfile: string }): string {
  const contentDir = path.resolve(parts.contentDir);
  // Joined by hand: the files are the folder's own listing, and `path.join` for each of 10,000 costs.
  const prefix = path.join(contentDir, path.sep);
  const files = parts.contentFiles.map(([file, hash]) => (file.endsWith('.md') ? [file, parts.reads.facts(prefix + file)] : [file, hash]));
  return longHash(JSON.stringify([PLAN_FORMAT, parts.toolchain, parts.lockfile, process.cwd(), contentDir, files]));
}

/**
 * The plan of `outDir`'s last build, when it was made from what `id` describes and, where it dated its
 * pages, at the commit `headOf` its content folder gives.
 */
export function readBuildPlan(cacheDir: string, outDir: string, id: string, headOf: (contentDir: string) => string): BuildPlan | undefined {
  // Missing, cut short or of another Node version: the site is loaded.
  const read = plans.readWith(fileOf(cacheDir, outDir, 'plan'), (bytes): CacheRead<BuildPlan> => {
    const plan = deserialize(bytes) as BuildPlan;
    if (plan.id !== id) return { hit: false, reason: 'inputs', input: 'content or packages' };
    return plan.head === undefined || plan.head === headOf(plan.site.contentDir) ? { hit: true, value: plan } : { hit: false, reason: 'inputs', input: 'git commit' };
  });
  return read.hit ? read.value : undefined;
}

export function writeBuildPlan(cacheDir: string, outDir: string, plan: BuildPlan): void {
  const file = fileOf(cacheDir, outDir, 'plan');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomicallySync(file, serialize(plan));
}

/** The keys `writePlannedKeys` stored for `outDir` under this plan and context, by job; none otherwise. */
export function readPlannedKeys(cacheDir: string, outDir: string, plan: string, context: string, jobs: number): [string, string][] | undefined {
  const read = plannedKeys.readWith(fileOf(cacheDir, outDir, 'keys.json'), (bytes): CacheRead<[string, string][]> => {
    const stored = JSON.parse(bytes.toString('utf8')) as PlannedKeys;
    if (stored.plan !== plan) return { hit: false, reason: 'inputs', input: 'plan' };
    if (stored.context !== context) return { hit: false, reason: 'inputs', input: 'render context' };
    return stored.pages.length === jobs ? { hit: true, value: stored.pages } : { hit: false, reason: 'inputs', input: 'pages' };
  });
  return read.hit ? read.value : undefined;
}

export function writePlannedKeys(cacheDir: string, outDir: string, keys: PlannedKeys): void {
  const file = fileOf(cacheDir, outDir, 'keys.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomicallySync(file, JSON.stringify(keys));
}

/** Its format is in the plan's id (see `buildPlanId`). */
const plans = new CacheStore({ namespace: 'build-plan', bare: true });
const plannedKeys = new CacheStore({ namespace: 'planned-keys', bare: true });

/** Beside the build manifest of `outDir` (see `build-manifest.ts`). */
function fileOf(cacheDir: string, outDir: string, extension: string): string {
  return path.join(cacheDir, 'builds', `${longHash(path.resolve(outDir)).slice(0, 16)}.${extension}`);
}
