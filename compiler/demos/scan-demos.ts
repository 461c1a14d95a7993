import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageJob } from '../render/page-job';
import { demoFilesOf, embeddedDemoNames, type DemoFiles } from './demo-files';

/** Every demo the pages embed, found before rendering so their client chunks can be bundled first. */
export async function scanDemos(jobs: PageJob[], contentDir: string): Promise<DemoFiles[]> {
  const found = new Map<string, DemoFiles>();
  await Promise.all(
    jobs.map(async (job) => {
      if (job.api) return;
      const source = await readFile(job.file, 'utf8');
      if (!source.includes('"demo"')) return;
      for (const name of embeddedDemoNames(source)) {
        const files = demoFilesOf(path.dirname(job.file), name, contentDir);
        if (files) found.set(files.key, files);
      }
    }),
  );
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}
