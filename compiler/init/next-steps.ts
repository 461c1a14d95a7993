import { readdirSync } from 'node:fs';
import path from 'node:path';

/** How this CLI was started, and from where. */
export interface Invocation {
  /** The script node ran (`process.argv[1]`): `bin/docs.mjs` of a checkout, or a `docs` bin npm linked. */
  script: string;
  cwd: string;
  /** The folders of the PATH. */
  pathDirs: string[];
}

/** The invocation of this process. */
export function currentInvocation(): Invocation {
  return { script: path.resolve(process.argv[1] ?? 'docs'), cwd: process.cwd(), pathDirs: (process.env.PATH ?? '').split(path.delimiter).filter(Boolean) };
}

/** A path or an argument as a shell word: quoted when it holds anything but safe characters. */
export function shellWord(value: string): string {
  return /^[\w./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that starts this CLI again from `cwd`, as it was started this time: `npx docs` from a
 * project that installed it (npx finds the project's bin from any folder inside it), `docs` where a
 * global install put it on the PATH, else node and the script's path from `cwd` (a checkout).
 */
export function cliCommand({ script, cwd, pathDirs }: Invocation): string {
  const binDir = path.dirname(script);
  if (path.basename(binDir) === '.bin' && path.basename(path.dirname(binDir)) === 'node_modules' && isInside(cwd, path.dirname(path.dirname(binDir)))) return 'npx docs';
  if (path.basename(script) === 'docs' && pathDirs.some((dir) => path.resolve(dir) === binDir)) return 'docs';
  return `node ${shellWord(path.relative(cwd, script) || script)}`;
}

/**
 * Where the next steps build a new site: a folder of its own beside the content folder, named after
 * it, never the content folder itself (its markdown twins would become pages) nor a folder that
 * holds anything, such as another site's build.
 */
export function outputFolderFor(contentDir: string): string {
  const stem = path.join(path.dirname(contentDir), `${path.basename(contentDir)}-dist`);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    if (isEmptyOrAbsent(candidate)) return candidate;
  }
}

/**
 * What to run after `docs init`, each line working as printed from `invocation.cwd`: serve the new
 * site in `contentDir` with live reload, check it, build it into a folder of its own, serve the build.
 * Paths are shown as the user gave the folder: relative to where they stand, or absolute.
 */
export function nextSteps(contentDir: string, asTyped: string, invocation: Invocation): string {
  const docs = cliCommand(invocation);
  const shown = (file: string) => shellWord(path.isAbsolute(asTyped) ? file : path.relative(invocation.cwd, file) || '.');
  const content = ` --content ${shown(contentDir)}`;
  const out = outputFolderFor(contentDir);
  const lines: [string, string][] = [
    [`${docs} dev${content}`, 'serve it with live reload at http://127.0.0.1:3000/'],
    [`${docs} check${content}`, 'check it'],
    [`${docs} build${content} --out ${shown(out)}`, `build it into ${shown(out)}/`],
    [`${docs} serve --out ${shown(out)}`, 'serve the build at http://127.0.0.1:4000/'],
  ];
  const width = Math.max(...lines.map(([command]) => command.length));
  return lines.map(([command, what]) => `  ${command.padEnd(width)}   # ${what}\n`).join('');
}

function isInside(folder: string, ancestor: string): boolean {
  const relative = path.relative(ancestor, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function isEmptyOrAbsent(folder: string): boolean {
  try {
    return readdirSync(folder).length === 0;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}
