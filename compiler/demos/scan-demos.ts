import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageJob } from '../render/page-job';
import { demoFilesOf, embeddedDemoNames, type DemoFiles } from './demo-files';
import { IO_CONCURRENCY, mapLimit } from '../map-limit';
import { packageRoot } from '../package-root';
import { unresolvedDemoImports } from './demo-imports';

/** Every demo the pages embed, found before rendering so their client chunks can be bundled first. */
export async function scanDemos(jobs: PageJob[], contentDir: string): Promise<DemoFiles[]> {
  return scanDemoFiles(
    jobs.filter((job) => !job.api).map((job) => job.file),
    contentDir,
  );
}

/**
 * Every demo these markdown files embed, for the browser bundle. A demo with an import that cannot be
 * resolved is left out: its page reports the import, and the other demos still bundle.
 */
export async function scanDemoFiles(markdownFiles: string[], contentDir: string): Promise<DemoFiles[]> {
  const found = new Map<string, DemoFiles>();
  // A 10,000-page site would otherwise open every file at once, with the site loader reading them too.
  await mapLimit(
    [...new Set(markdownFiles)],
    IO_CONCURRENCY,
    async (file) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('"demo"')) return;
      for (const name of embeddedDemoNames(source)) {
        const files = demoFilesOf(path.dirname(file), name, contentDir);
        if (files && files.variants.every((v) => !unresolvedDemoImports(v.file, packageRoot()).length)) found.set(files.key, files);
      }
    },
  );
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}
