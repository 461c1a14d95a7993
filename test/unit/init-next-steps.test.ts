import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliCommand, nextSteps, outputFolderFor } from '../../compiler/init/next-steps';
import { tempDir } from '../helpers/cli';

describe('the command that runs the CLI again', () => {
  const pathDirs = ['/usr/local/bin', '/usr/bin'];

  it('is node and the path to bin/docs.mjs from where the user stands, in a checkout', () => {
    expect(cliCommand({ script: '/src/docs/bin/docs.mjs', cwd: '/src/docs', pathDirs })).toBe('node bin/docs.mjs');
    expect(cliCommand({ script: '/src/docs/bin/docs.mjs', cwd: '/home/me/sites', pathDirs })).toBe('node ../../../src/docs/bin/docs.mjs');
    expect(cliCommand({ script: '/src/my docs/bin/docs.mjs', cwd: '/src', pathDirs })).toBe("node 'my docs/bin/docs.mjs'");
  });

  it('is npx docs from anywhere inside the project that installed it', () => {
    expect(cliCommand({ script: '/work/app/node_modules/.bin/docs', cwd: '/work/app', pathDirs })).toBe('npx docs');
    expect(cliCommand({ script: '/work/app/node_modules/.bin/docs', cwd: '/work/app/docs/site', pathDirs })).toBe('npx docs');
  });

  it("is the bin's path from outside that project, where npx would not find it", () => {
    expect(cliCommand({ script: '/work/app/node_modules/.bin/docs', cwd: '/work/other', pathDirs })).toBe('node ../app/node_modules/.bin/docs');
  });

  it('is docs where a global install put it on the PATH', () => {
    expect(cliCommand({ script: '/usr/local/bin/docs', cwd: '/home/me', pathDirs })).toBe('docs');
  });
});

describe('where the next steps build a new site', () => {
  it('is a folder beside the site, named after it, passing over folders that hold anything', () => {
    const work = tempDir('next-out');
    expect(outputFolderFor(path.join(work, 'site'))).toBe(path.join(work, 'site-dist'));
    mkdirSync(path.join(work, 'site-dist'));
    expect(outputFolderFor(path.join(work, 'site'))).toBe(path.join(work, 'site-dist'));
    writeFileSync(path.join(work, 'site-dist', 'index.html'), 'another build');
    mkdirSync(path.join(work, 'site-dist-2'));
    writeFileSync(path.join(work, 'site-dist-2', 'notes.txt'), 'mine');
    expect(outputFolderFor(path.join(work, 'site'))).toBe(path.join(work, 'site-dist-3'));
  });

  it('prints dev, check, build into that folder and serve it, with paths as the user gave the site', () => {
    const work = tempDir('next-steps');
    const invocation = { script: '/src/docs/bin/docs.mjs', cwd: work, pathDirs: [] };
    const relative = nextSteps(path.join(work, 'my-docs'), 'my-docs', invocation);
    expect(relative.split('\n').map((line) => line.replace(/\s+#.*/, '').trim())).toEqual([
      expect.stringMatching(/^node \S+\/src\/docs\/bin\/docs\.mjs dev --content my-docs$/),
      expect.stringMatching(/ check --content my-docs$/),
      expect.stringMatching(/ build --content my-docs --out my-docs-dist$/),
      expect.stringMatching(/ serve --out my-docs-dist$/),
      '',
    ]);
    const absolute = nextSteps(path.join(work, 'my docs'), path.join(work, 'my docs'), invocation);
    expect(absolute).toContain(`build --content '${path.join(work, 'my docs')}' --out '${path.join(work, 'my docs-dist')}'`);
  });
});
