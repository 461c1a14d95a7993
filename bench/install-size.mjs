// The compiler as a user installs it: `npm pack`, then `npm install <tarball>` into an empty project
// (npm adds the peers: React, Material UI, emotion), timed, with node_modules' size on disk as `du`
// counts it and the MUI X packages it holds (none expected). Printed alone by
// `node bench/install-size.mjs`, and by `npm run bench` among the goals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

export function measureInstall() {
  const work = mkdtempSync(path.join(tmpdir(), 'docs-install-'));
  try {
    const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' });
    if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
    const tarball = path.join(work, pack.stdout.trim().split('\n').at(-1));
    const project = path.join(work, 'project');
    spawnSync('mkdir', ['-p', project]);
    writeFileSync(path.join(project, 'package.json'), '{"name":"install-probe","private":true}');
    const started = performance.now();
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', tarball], { cwd: project, encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    if (install.status !== 0) throw new Error(`npm install failed: ${install.stderr}`);
    const modules = path.join(project, 'node_modules');
    const bytes = Number(spawnSync('du', ['-s', '-B1', modules], { encoding: 'utf8' }).stdout.split('\t')[0]);
    const scope = path.join(modules, '@mui');
    const muiX = existsSync(scope) ? readdirSync(scope).filter((name) => name.startsWith('x-')) : [];
    return { seconds, bytes, muiX };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { seconds, bytes, muiX } = measureInstall();
  process.stdout.write(`npm install <tarball>: ${seconds.toFixed(1)} s, node_modules ${(bytes / 2 ** 20).toFixed(1)} MiB on disk, MUI X packages: ${muiX.length ? muiX.join(', ') : 'none'}\n`);
}
