import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DiagnosticDoc, DiagnosticDocs } from '../../templates/shared/diagnostics';

/** A code's guide entry, with the registry file that holds it. */
export interface RegisteredDoc extends DiagnosticDoc {
  code: string;
  /** The `*.diagnostics.ts` file, relative to the repository root. */
  registry: string;
}

/** Every `*.diagnostics.ts` registry of the compiler, read whole: a code registered twice is returned twice. */
export async function loadDiagnosticDocs(root: string): Promise<RegisteredDoc[]> {
  const registries = readdirSync(path.join(root, 'compiler'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.diagnostics.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const docs: RegisteredDoc[] = [];
  for (const file of registries) {
    const registry = path.relative(root, file).split(path.sep).join('/');
    const { default: entries } = (await import(pathToFileURL(file).href)) as { default: DiagnosticDocs };
    for (const [code, doc] of Object.entries(entries)) docs.push({ code, registry, ...doc });
  }
  return docs.sort((a, b) => a.code.localeCompare(b.code));
}
