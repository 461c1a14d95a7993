import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { canonicalPath, isWithin, protectedFolders, protectionOf } from './protected-folders';

/**
 * The file every build writes at the root of its output, by which the next build knows the folder
 * for its own. A dot file: no page, twin or asset can have its name (content files and folders
 * whose names start with a dot are not pages), `docs serve` does not serve it, and the sitemap and
 * the service worker list pages and hashed assets only; served by a host, it tells only which compiler
 * wrote the folder.
 */
export const OUTPUT_MARKER = '.docs-output.json';

/** The marker's text: the same at every build, so that patching an output in place never moves it. */
export const OUTPUT_MARKER_TEXT = `${JSON.stringify({ generator: 'docs', note: 'Written by docs build: this folder is its output, replaced whole by the next build.' })}\n`;

/**
 * What every output written before the marker existed holds at its root, all of it written by
 * `writeSiteExtras` and the assets since the compiler's first days: with this, a folder built by an
 * earlier version is still replaced. The build record in the cache names output folders too, but not
 * after `--no-cache`, another `--cache-dir` or a cleared cache, and reading it would load the cache
 * before the check that guards it; files a user might keep (an `index.html`, a `404.html`) are not
 * enough alone, so the service worker must also be this compiler's, naming its cache.
 */
const BUILT_BEFORE_THE_MARKER = ['404.html', 'sitemap.xml', 'sw.js', 'static'];
const SERVICE_WORKER_SIGNATURE = "'docs-static-";

export interface OutputClaim {
  outDir: string;
  contentDir: string;
  cacheDir: string;
  /** `--empty-out-dir`: a folder holding other files is replaced too, outside the content folder. */
  emptyOutDir?: boolean;
  /** The folder the command runs in (default: this process's). */
  cwd?: string;
}

/**
 * Whether a build may replace `outDir`, decided before any work: yes when it is missing, empty or
 * the output of a build (`OUTPUT_MARKER`, or an output of an earlier version); a folder holding
 * other files only with `emptyOutDir`. Never inside the content folder (its files are read as pages),
 * never the content folder, the current folder, the project root, the cache folder, nor a folder
 * holding one of them or inside the cache folder; never a file. A refusal is the returned diagnostic.
 */
export function claimOutputFolder(claim: OutputClaim): Diagnostic | undefined {
  const out = canonicalPath(claim.outDir);
  const refuse = (code: string, reason: string, hint: string) =>
    diagnostic(code, 'error', claim.outDir, undefined, `Refusing to build into ${out}: ${reason}`, hint);
  const cache = canonicalPath(claim.cacheDir);
  const unsafe = protectionOf(out, [...protectedFolders(claim.contentDir, claim.cwd), { folder: cache, what: 'the cache folder' }]) ?? (isWithin(out, cache) ? `it is inside the cache folder ${cache}` : undefined);
  const content = canonicalPath(claim.contentDir);
  // Every file of the content folder is a source: an output there would be read back as pages by the next build.
  if (!unsafe && isWithin(out, content)) return refuse('output-unsafe', `it is inside the content folder ${content}, whose files are read as pages: the next build would read this output back as content. Choose a folder beside it, such as ${path.join(path.dirname(content), 'dist')}.`, 'The output folder must be a folder of its own, outside the content folder; --empty-out-dir does not apply here.');
  if (unsafe) return refuse('output-unsafe', `${unsafe}, and a build replaces its output folder whole. Choose another --out, such as dist.`, 'The output folder must be a folder of its own, beside the content and the cache; --empty-out-dir does not apply here.');
  const stats = statSync(out, { throwIfNoEntry: false });
  if (!stats) return undefined;
  if (!stats.isDirectory()) return refuse('output-is-file', 'it is a file, which a build would replace by a folder. Choose another --out.', 'Name a new folder, or one a build wrote; a file is never replaced, with or without --empty-out-dir.');
  let entries: string[];
  try {
    entries = readdirSync(out);
  } catch (error) {
    return refuse('output-not-empty', `it cannot be listed (${(error as NodeJS.ErrnoException).code}), so whether a build wrote it is unknown. Choose another --out.`, 'Make the folder readable, or name a new folder.');
  }
  if (entries.length === 0 || isBuildOutput(out, entries)) return undefined;
  const listed = `${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ` and ${entries.length - 3} more` : ''}`;
  if (claim.emptyOutDir) return undefined;
  return refuse('output-not-empty', `it holds files a build did not write (${listed}). Choose another --out, or pass --empty-out-dir to replace the folder and everything in it.`, `A build replaces its output folder whole, so it takes over only a new or empty folder, or one a build wrote (it has a ${OUTPUT_MARKER} file).`);
}

/** Whether the folder `out`, holding `entries`, is a build's output: this version's, or an earlier one's. */
function isBuildOutput(out: string, entries: readonly string[]): boolean {
  if (entries.includes(OUTPUT_MARKER) && isMarker(readText(path.join(out, OUTPUT_MARKER)))) return true;
  return (
    BUILT_BEFORE_THE_MARKER.every((name) => entries.includes(name)) &&
    statSync(path.join(out, 'static'), { throwIfNoEntry: false })?.isDirectory() === true &&
    (readText(path.join(out, 'sw.js'))?.includes(SERVICE_WORKER_SIGNATURE) ?? false)
  );
}

/** Whether `text` is a marker: of any version, which may word its note otherwise. */
function isMarker(text: string | undefined): boolean {
  try {
    return (JSON.parse(text ?? '') as { generator?: unknown }).generator === 'docs';
  } catch {
    return false;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
