import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli';

/** The house rule: a function reads top to bottom in at most this many lines. */
const MAX_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every function of a file with a body, as "file name" (anonymous ones by their line), and its lines from its first to its last, into `lengths`. */
function measureFunctions(file: string, text: string, lengths: Map<string, number>): void {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source));
      const name = node.name?.getText(source) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : `(line ${first + 1})`);
      const key = `${path.relative(ROOT, file).split(path.sep).join('/')} ${name}`;
      // Two functions of a file by one name (methods of two classes): the longer counts.
      lengths.set(key, Math.max(lengths.get(key) ?? 0, lineOf(node.end) - first + 1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function functionLengths(): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const file of sourceFiles(path.join(ROOT, 'compiler'))) measureFunctions(file, readFileSync(file, 'utf8'), lengths);
  return lengths;
}

describe('the functions of the compiler', () => {
  const lengths = functionLengths();

  it(`are at most ${MAX_LINES} lines long`, () => {
    const over = [...lengths].filter(([, lines]) => lines > MAX_LINES).map(([name, lines]) => `${name}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('keep the build a list of stages of at most a screen', () => {
    expect(lengths.get('compiler/build/build-site.ts buildSite')).toBeLessThanOrEqual(60);
  });

  it('are counted from their first line to their last, each by its name', () => {
    const file = path.join(ROOT, 'compiler/example.ts');
    const text = ['export function top(a: number) {', '  const inner = (b: number) => {', '    return b;', '  };', '  return inner(a);', '}', 'class Two {', '  method() {}', '}', '[1].map((n) => n);', ''].join('\n');
    const lengths = new Map<string, number>();
    measureFunctions(file, text, lengths);
    expect(Object.fromEntries(lengths)).toEqual({
      'compiler/example.ts top': 6,
      'compiler/example.ts inner': 3,
      'compiler/example.ts method': 1,
      'compiler/example.ts (line 10)': 1,
    });
  });
});
