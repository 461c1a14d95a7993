import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FRAME = /^(\s+at (?:.*? \()?)((?:file:\/\/)?\/[^()]*?):(\d+):(\d+)(\)?)$/;

/**
 * A stack trace with its frames in bundled files (`.build/`) pointed at the TypeScript they came from.
 * Node can do this itself (`process.setSourceMapsEnabled`), but then it reads and indexes the map of
 * every module as it loads: ~50 ms of every run, for a trace printed only when the compiler crashes.
 */
export function sourceMappedStack(stack: string): string {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) maps.set(file, readMap(file));
    return maps.get(file);
  };
  return stack
    .split('\n')
    .map((line) => {
      const frame = FRAME.exec(line);
      if (!frame) return line;
      const [, head, location, lineText, columnText, tail] = frame;
      const file = location!.startsWith('file:') ? fileURLToPath(location!) : location!;
      const map = mapOf(file);
      if (!map) return line;
      const entry = map.findEntry(Number(lineText) - 1, Number(columnText) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
      if (entry.originalSource === undefined || entry.originalLine === undefined) return line;
      const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
      const shown = location!.startsWith('file:') ? pathToFileURL(source).href : source;
      return `${head}${shown}:${entry.originalLine + 1}:${(entry.originalColumn ?? 0) + 1}${tail}`;
    })
    .join('\n');
}

function readMap(file: string): SourceMap | undefined {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return undefined;
  try {
    return new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload);
  } catch {
    return undefined;
  }
}
