import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOfJsonc, readSiteTsconfig } from '../../compiler/demos/site-tsconfig';
import { tempDir } from '../helpers/cli';

function files(root: string, tree: Record<string, string>): void {
  for (const [name, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

describe('jsonOfJsonc', () => {
  it('reads comments and trailing commas as TypeScript does, and leaves strings alone', () => {
    const text = '{\n  // line\n  "a": "http://x/*y*/", /* block */\n  "b": [1, 2,],\n  "c": "x,}",\n}\n';
    expect(JSON.parse(jsonOfJsonc(text))).toEqual({ a: 'http://x/*y*/', b: [1, 2], c: 'x,}' });
    expect(jsonOfJsonc(text)).toHaveLength(text.length);
  });
});

describe('readSiteTsconfig', () => {
  it('has nothing to say about a site without a tsconfig.json', () => {
    expect(readSiteTsconfig(tempDir('no-tsconfig'))).toEqual({ typeOptions: {}, paths: {}, diagnostics: [] });
  });

  it('follows extends through a package and a relative file, the nearer config winning, paths against the effective baseUrl', () => {
    const root = tempDir('tsconfig chain');
    files(root, {
      'node_modules/@acme/tsconfig/strict.json': '{ "compilerOptions": { "strict": true, "noUnusedLocals": true, "lib": ["ES2022"], "types": ["node"] } }',
      'tsconfig.json': '\uFEFF{\r\n  "extends": "@acme/tsconfig/strict.json",\r\n  "compilerOptions": { "baseUrl": ".", "paths": { "@app/*": ["./src/*"] } }\r\n}\r\n',
      'docs/tsconfig.json': '{\n  "extends": "../tsconfig.json",\n  "compilerOptions": { "noUnusedLocals": false, "lib": ["DOM", "ESNext"], "jsx": "preserve" },\n}\n',
    });
    const read = readSiteTsconfig(path.join(root, 'docs'));
    expect(read.diagnostics).toEqual([]);
    // Module resolution and `types` stay the compiler's.
    expect(read.typeOptions).toEqual({ strict: true, noUnusedLocals: false, lib: ['dom', 'esnext'], jsx: 'preserve' });
    expect(read.paths).toEqual({ '@app/*': [path.join(root, 'src', '*')] });
  });

  it('resolves paths of a config without baseUrl against its own folder', () => {
    const root = tempDir('tsconfig-paths');
    files(root, { 'tsconfig.json': '{ "compilerOptions": { "paths": { "#shared": ["./shared/index.ts"] } } }' });
    expect(readSiteTsconfig(root).paths).toEqual({ '#shared': [path.join(root, 'shared', 'index.ts')] });
  });

  it('warns at the extends that names a config not installed, and at the position of broken JSON, keeping what it read', () => {
    const root = tempDir('tsconfig-broken');
    files(root, {
      'tsconfig.json': '{\n  "extends": ["./base.json", "@missing/tsconfig"],\n  "compilerOptions": { "strict": false }\n}\n',
      'base.json': '{\n  "compilerOptions": { "noImplicitReturns": true\n}\n',
    });
    const read = readSiteTsconfig(root);
    expect(read.typeOptions).toEqual({ strict: false });
    expect(read.diagnostics.map((d) => [path.basename(d.file), d.line, d.code, d.severity])).toEqual([
      ['base.json', 4, 'tsconfig-unreadable', 'warning'],
      ['tsconfig.json', 2, 'tsconfig-unreadable', 'warning'],
    ]);
    expect(read.diagnostics[1]!.message).toContain('"@missing/tsconfig"');
  });

  it('stops at a config that extends itself', () => {
    const root = tempDir('tsconfig-cycle');
    files(root, { 'tsconfig.json': '{ "extends": "./a.json" }', 'a.json': '{ "extends": "./tsconfig.json", "compilerOptions": { "strict": true } }' });
    const read = readSiteTsconfig(root);
    expect(read.diagnostics).toHaveLength(1);
    expect(read.typeOptions).toEqual({ strict: true });
  });
});
