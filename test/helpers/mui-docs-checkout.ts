import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, ROOT, tempDir } from './cli';

/**
 * test/fixtures/mui-docs: a docs folder kept as MUI keeps its own, read where it is (no layout step),
 * inside a checkout whose node_modules (at its root, as a monorepo has it) holds packages the
 * compiler lacks: the site's docs kit (which its navigation and a page import) and a package its
 * demos use. The checkout's path has a space in it.
 */
export function muiDocsCheckout(at?: string): { docs: string; cache: string } {
  // `at`: a checkout folder used before, made afresh.
  if (at) rmSync(at, { recursive: true, force: true });
  const root = at ?? path.join(tempDir('mui-in-place'), 'widgets checkout');
  const docs = path.join(root, 'docs');
  cpSync(path.join(FIXTURES, 'mui-docs'), docs, { recursive: true });
  // The site's docs kit (test/fixtures/mui-docs-packages), with the React it renders with, as a checkout installs them.
  cpSync(path.join(FIXTURES, 'mui-docs-packages', 'widget-kit'), path.join(root, 'node_modules', 'widget-kit'), { recursive: true });
  for (const name of ['react', 'react-dom']) symlinkSync(path.join(ROOT, 'node_modules', name), path.join(root, 'node_modules', name), 'dir');
  const tally = path.join(root, 'node_modules', 'tally-marks');
  mkdirSync(tally, { recursive: true });
  writeFileSync(path.join(tally, 'package.json'), JSON.stringify({ name: 'tally-marks', version: '1.2.0', main: 'index.js', types: 'index.d.ts' }));
  writeFileSync(path.join(tally, 'index.js'), "require('./strokes');\nexports.tally = (count) => '||||/ '.repeat(Math.floor(count / 5)) + '|'.repeat(count % 5);\n");
  writeFileSync(path.join(tally, 'index.d.ts'), 'export declare function tally(count: number): string;\nexport interface TallyOptions {}\n');
  // An augmentation the package's code loads but its declarations do not import (declaration emit
  // drops such imports, as in MUI X's tree view), and an opt-in one nothing loads, which would clash.
  writeFileSync(path.join(tally, 'strokes.js'), 'exports.STROKE = 1;\n');
  writeFileSync(path.join(tally, 'strokes.d.ts'), "export declare const STROKE = 1;\ndeclare module 'tally-marks' {\n  interface TallyOptions {\n    width?: number;\n  }\n}\n");
  writeFileSync(path.join(tally, 'wide.js'), '');
  writeFileSync(path.join(tally, 'wide.d.ts'), "declare module 'tally-marks' {\n  interface TallyOptions {\n    width?: 'thin' | 'bold';\n  }\n}\nexport {};\n");
  // The monorepo's sources of that package, which the docs' tsconfig maps it to: not what readers install.
  mkdirSync(path.join(root, 'packages', 'tally-marks', 'src'), { recursive: true });
  writeFileSync(path.join(root, 'packages', 'tally-marks', 'src', 'index.ts'), "export function tally(count: string): number {\n  return count.length;\n}\n");
  // The cache is away from the checkout, as --cache-dir may be: nothing of the site resolves from there.
  return { docs, cache: path.join(tempDir('mui-in-place-cache'), 'cache') };
}
