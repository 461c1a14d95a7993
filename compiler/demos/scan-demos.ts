import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoFilesOf, embeddedDemoNames, type DemoFiles } from './demo-files';
import { packageRoot } from '../helpers/package-root';
import { checkDemoImports, PackageLookups } from './demo-imports';
import type { ImportVerdicts } from './import-verdicts';

/** The demos of a set of markdown files, being scanned (`scanDemoFiles`). */
export interface ScannedDemos {
  files: ReadonlySet<string>;
  demos: Promise<DemoFiles[]>;
}

/**
 * Every demo the pages embed, found before rendering so their client chunks can be bundled first.
 * `scanned`, a scan of the same markdown files started earlier, is taken instead of scanning again.
 */
export async function scanDemos(jobs: readonly { file: string; api?: unknown }[], contentDir: string, scanned?: ScannedDemos, verdicts?: ImportVerdicts): Promise<DemoFiles[]> {
  const files = new Set(jobs.filter((job) => !job.api).map((job) => job.file));
  if (scanned && scanned.files.size === files.size && [...files].every((file) => scanned.files.has(file))) {
    const demos = await scanned.demos.catch(() => undefined);
    if (demos) return demos;
  }
  return scanDemoFiles([...files], contentDir, undefined, verdicts);
}

/**
 * Every demo these markdown files embed, for the browser bundle. A demo with an import that cannot be
 * resolved is left out: its page reports the import, and the other demos still bundle. A build knows
 * the names from its page facts (`demoNames`, see `ContentReads`); otherwise the files are read
 * synchronously, one after the other, as the site's other reads of every page (see `pageKey`):
 * through promises, a thousand small files took about ten times as long.
 */
export async function scanDemoFiles(markdownFiles: string[], contentDir: string, demoNames: (file: string) => string[] = readDemoNames, verdicts?: ImportVerdicts): Promise<DemoFiles[]> {
  const found = new Map<string, DemoFiles>();
  const lookups = new PackageLookups(packageRoot());
  // Clean verdicts of earlier runs spare the check (see `ImportVerdicts`).
  const clean = (file: string) => {
    if (verdicts?.clean(file)) return true;
    const { diagnostics, trail } = checkDemoImports(file, lookups);
    if (diagnostics.length) return false;
    verdicts?.record(file, trail);
    return true;
  };
  for (const file of new Set(markdownFiles)) {
    let names: string[];
    try {
      names = demoNames(file);
    } catch {
      // A page that cannot be read is reported by its own render.
      continue;
    }
    for (const name of names) {
      const files = demoFilesOf(path.dirname(file), name, contentDir);
      if (files && files.variants.every((v) => clean(v.file))) found.set(files.key, files);
    }
  }
  verdicts?.save();
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function readDemoNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return source.includes('"demo"') || source.includes('"playground"') || source.includes('"component"') ? embeddedDemoNames(source) : [];
}
