import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A position in a file: 1-based line and column. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

const FRAME = /^(\s+at (?:.*? \()?)((?:file:\/\/)?\/[^()]*?):(\d+):(\d+)(\)?)$/;

/** Where a line of a stack trace points, with the text around the location; undefined for other lines. */
export function stackFrame(line: string): (SourcePosition & { head: string; url: boolean; tail: string }) | undefined {
  const frame = FRAME.exec(line);
  if (!frame) return undefined;
  const [, head, location, lineText, columnText, tail] = frame;
  const url = location!.startsWith('file:');
  return { head: head!, url, tail: tail!, file: url ? fileURLToPath(location!) : location!, line: Number(lineText), column: Number(columnText) };
}

/** Where a position of the file a map describes came from; sources the map names relatively are taken from `mapDir`. */
export function originalPosition(map: SourceMap, line: number, column: number, mapDir: string): SourcePosition | undefined {
  const entry = map.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  const file = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(mapDir, entry.originalSource);
  return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}

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
      const frame = stackFrame(line);
      const map = frame && mapOf(frame.file);
      const original = frame && map && originalPosition(map, frame.line, frame.column, path.dirname(frame.file));
      if (!frame || !original) return line;
      return `${frame.head}${frame.url ? pathToFileURL(original.file).href : original.file}:${original.line}:${original.column}${frame.tail}`;
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
