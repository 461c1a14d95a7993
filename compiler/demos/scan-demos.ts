import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageJob } from '../render/page-job';
import { demoFilesOf, embeddedDemoNames, type DemoFiles } from './demo-files';

/** Every demo the pages embed, found before rendering so their client chunks can be bundled first. */
export async function scanDemos(jobs: PageJob[], contentDir: string): Promise<DemoFiles[]> {
  return scanDemoFiles(
    jobs.filter((job) => !job.api).map((job) => job.file),
    contentDir,
  );
}

/** Every demo these markdown files embed. */
export async function scanDemoFiles(markdownFiles: string[], contentDir: string): Promise<DemoFiles[]> {
  const found = new Map<string, DemoFiles>();
  await Promise.all(
    [...new Set(markdownFiles)].map(async (file) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('"demo"')) return;
      for (const name of embeddedDemoNames(source)) {
        const files = demoFilesOf(path.dirname(file), name, contentDir);
        if (files) found.set(files.key, files);
      }
    }),
  );
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}
