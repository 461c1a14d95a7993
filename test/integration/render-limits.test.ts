import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { DEV_CLIENT_PATH, DEV_DIAGNOSTICS_ID } from '../../templates/shared/dev';
import { ROOT, runCliAsync, startCliDev, tempDir } from '../helpers/cli';

/**
 * A demo that never finishes (a loop in its component or its module) is stopped at the site's time
 * limit and reported where it is, while the other pages render; a demo that failed is rendered again
 * by the next build once its cause is gone, inside the content or outside it; a demo importing a
 * stylesheet is refused at the import.
 */

const work = tempDir('render-limits');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The loop of the issue: `n` cycles through 0..6 and never goes below 0. */
const LOOPING_COMPONENT = 'export default function Loop() {\n  let n = 0;\n  while (n >= 0) n = (n + 1) % 7;\n  return <p>{n}</p>;\n}\n';
const LOOPING_MODULE = 'let n = 0;\nwhile (n >= 0) n = (n + 1) % 7;\n\nexport default function Loop() {\n  return <p>{n}</p>;\n}\n';
const FIXED = 'export default function Loop() {\n  return <p>No loop any more</p>;\n}\n';

/** A site whose first page embeds `Loop.tsx`, followed by pages that each link to a page that does not exist. */
function site(name: string, loop: string, files: Record<string, string> = {}): string {
  const dir = path.join(work, name, 'content');
  const all: Record<string, string> = {
    // Short, for a fast test; the demo that does finish must still do it within the limit on a busy machine.
    'site.config.ts': "export default { title: 'Limits', renderTimeout: 2 };\n",
    'pages.ts': "export default [\n  { pathname: '/loop/', title: 'Loop' },\n  { pathname: '/one/', title: 'One' },\n  { pathname: '/two/', title: 'Two' },\n];\n",
    'loop/index.md': '# Loop\n\n<p class="description">A demo that never finishes.</p>\n\n{{"demo": "Loop.js"}}\n',
    'loop/Loop.tsx': loop,
    'one/index.md': '# One\n\n<p class="description">A page after it.</p>\n\n{{"demo": "Fine.js"}}\n\nSee [nowhere](/nowhere-one/).\n',
    'one/Fine.tsx': 'export default function Fine() {\n  return <p>Fine demo</p>;\n}\n',
    'two/index.md': '# Two\n\n<p class="description">Another page after it.</p>\n\nSee [nowhere](/nowhere-two/).\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const relative = (dir: string, d: Diagnostic) => `${d.code} ${path.relative(dir, path.resolve(ROOT, d.file)).split(path.sep).join('/')}:${d.line}:${d.column}`;

/** `docs build --json` of the site in `dir`: its exit code, its findings, and its wall time in seconds. */
async function timedBuild(dir: string): Promise<{ status: number; found: Diagnostic[]; seconds: number }> {
  const started = performance.now();
  const result = await runCliAsync(['build', '--content', dir, '--out', path.join(dir, '..', 'dist'), '--cache-dir', path.join(dir, '..', 'cache'), '--json']);
  return { status: result.status, found: JSON.parse(result.stdout) as Diagnostic[], seconds: (performance.now() - started) / 1000 };
}

describe.concurrent('a demo that never finishes', () => {
  it.each([
    ['its component', LOOPING_COMPONENT, /^Rendering \S+Loop\.tsx on the server did not finish within 2 s \(renderTimeout\)/],
    ['its module', LOOPING_MODULE, /^Loading \S+Loop\.tsx \(its module and what it imports\) did not finish within 2 s \(renderTimeout\)/],
  ])('loops in %s: docs build stops it at the limit and reports it at the demo, with the pages after it rendered', async (_, loop, message) => {
    const dir = site(`build-${loop === LOOPING_MODULE ? 'module' : 'component'}`, loop);
    const { status, found, seconds } = await timedBuild(dir);
    expect(status).toBe(1);
    // The pages rendered after the stopped one (by the worker that replaced its own) report their broken links.
    expect(found.map((d) => relative(dir, d)).sort()).toEqual(['demo-timeout loop/Loop.tsx:1:1', 'link-broken one/index.md:7:5', 'link-broken two/index.md:5:5']);
    const timeout = found.find((d) => d.code === 'demo-timeout')!;
    expect(timeout.message).toMatch(message);
    expect(timeout.hint).toMatch(/loop that never ends/);
    // The limit (2 s) and some seconds: starting the CLI and its workers, on a machine these tests keep busy.
    expect(seconds).toBeLessThan(60);
  });

  it('waits without computing: slow, not a loop, it is given its limit in CPU time, and is stopped at six times that in wall time', async () => {
    // A thread that gets no CPU for a while (a machine busy with other work) looks the same from outside: a demo of the
    // shipped site, built beside the test suite and a loop of builds, was stopped at 10 s while its imports loaded.
    const wait = (ms: string) => `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0${ms});\n\nexport default function Waits() {\n  return <p>Waited</p>;\n}\n`;
    const dir = site('waits', wait(''), { 'one/Fine.tsx': wait(', 5000') });
    const { status, found, seconds } = await timedBuild(dir);
    expect(status).toBe(1);
    // The build fails, and writes nothing: the demo waiting 5 s is not among its findings, the one waiting for ever is.
    expect(found.map((d) => relative(dir, d)).sort()).toEqual(['demo-timeout loop/Loop.tsx:1:1', 'link-broken one/index.md:7:5', 'link-broken two/index.md:5:5']);
    expect(found.find((d) => d.code === 'demo-timeout')!.message).toMatch(/^Loading \S+Loop\.tsx \(its module and what it imports\) did not finish within 2 s \(renderTimeout\)/);
    expect(seconds).toBeGreaterThan(12);
  });

  it('docs check stops it too', async () => {
    const dir = site('check', LOOPING_COMPONENT);
    const result = await runCliAsync(['check', '--content', dir, '--cache-dir', path.join(dir, '..', 'cache'), '--json']);
    expect(result.status).toBe(1);
    expect((JSON.parse(result.stdout) as Diagnostic[]).map((d) => relative(dir, d)).sort()).toEqual(['demo-timeout loop/Loop.tsx:1:1', 'link-broken one/index.md:7:5', 'link-broken two/index.md:5:5']);
  });

  it('loops in pages.ts: the build stops it at the limit and says where', async () => {
    const dir = site('navigation', FIXED, { 'pages.ts': "let n = 0;\nwhile (n >= 0) n = (n + 1) % 7;\n\nexport default [{ pathname: '/loop/', title: 'Loop' }];\n" });
    const result = await runCliAsync(['build', '--content', dir, '--out', path.join(dir, '..', 'dist'), '--cache-dir', path.join(dir, '..', 'cache'), '--json']);
    expect(result.status).toBe(1);
    const found = JSON.parse(result.stdout) as Diagnostic[];
    expect(found.map((d) => relative(dir, d))).toEqual(['module-timeout pages.ts:1:1']);
    expect(found[0]!.message).toMatch(/pages\.ts did not finish evaluating within 2 s/);
  });

  it('docs dev answers meanwhile, serves the other pages, shows the error in the overlay, and renders the demo once it is fixed', async ({ expect }) => {
    const dir = site('dev', LOOPING_COMPONENT);
    const dev = await startCliDev(dir, path.join(dir, '..', 'cache'));
    const base = dev.url.replace(/\/$/, '');
    const overlay = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${DEV_DIAGNOSTICS_ID}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1] ?? '[]') as Diagnostic[];
    try {
      const looping = fetch(`${base}/loop/`).then((res) => res.text());
      // While the engine's thread is held by the loop, the server itself answers.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const client = fetch(`${base}${DEV_CLIENT_PATH}`).then((res) => res.status);
      expect(await Promise.race([client, looping.then(() => 'the looping page first')])).toBe(200);
      const other = await fetch(`${base}/one/`);
      expect(other.status).toBe(200);
      expect(await other.text()).toContain('Fine demo');
      const page = await looping;
      expect(overlay(page).map((d) => relative(dir, d))).toContain('demo-timeout loop/Loop.tsx:1:1');
      // The fix is an edit: the demo is tried again, and renders (the listing and the overlay's code frame show the new source at once).
      writeFileSync(path.join(dir, 'loop', 'Loop.tsx'), FIXED);
      const rendered = async () => {
        const html = await (await fetch(`${base}/loop/`)).text();
        return html.includes('<p>No loop any more</p>') && !overlay(html).some((d) => d.code === 'demo-timeout');
      };
      await expect.poll(rendered, { timeout: 30000, interval: 300 }).toBe(true);
    } finally {
      await dev.stop();
    }
  });
});

/** The pages after the first without their broken links: a build of them succeeds. */
const QUIET = {
  'one/index.md': '# One\n\n<p class="description">A page after it.</p>\n\n{{"demo": "Fine.js"}}\n',
  'two/index.md': '# Two\n\n<p class="description">Another page after it.</p>\n',
};

describe('docs build --watch', () => {
  it('stops a looping demo an edit embeds, reports it, and goes on with the next edit', async ({ onTestFinished }) => {
    const dir = site('watch', LOOPING_COMPONENT, { ...QUIET, 'loop/index.md': '# Loop\n\n<p class="description">No demo yet.</p>\n' });
    const watcher = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'build', '--watch', '--content', dir, '--out', path.join(dir, '..', 'dist'), '--cache-dir', path.join(dir, '..', 'cache')], {
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    });
    onTestFinished(() => void watcher.kill('SIGKILL'));
    let log = '';
    watcher.stderr.on('data', (chunk) => (log += String(chunk)));
    const printed = (pattern: RegExp) => expect.poll(() => log, { timeout: 60000, interval: 100 }).toMatch(pattern);
    await printed(/Watching/);
    const page = path.join(dir, 'loop', 'index.md');
    writeFileSync(page, '# Loop\n\n<p class="description">Now with the demo.</p>\n\n{{"demo": "Loop.js"}}\n');
    await printed(/Not updated \/loop\/: 1 error/);
    expect(log).toMatch(/loop\/Loop\.tsx:1:1 {2}error {2}Rendering \S+ on the server did not finish within 2 s \(renderTimeout\): it was stopped\. {2}\[demo-timeout\]/);
    writeFileSync(page, '# Loop\n\n<p class="description">The demo removed.</p>\n');
    await printed(/\nUpdated \/loop\/ in \d+ ms/);
    expect(readFileSync(path.join(dir, '..', 'dist', 'loop', 'index.html'), 'utf8')).toContain('The demo removed.');
  });
});

describe.concurrent('a failed demo is rendered again by the next build', () => {
  const build = (dir: string) => runCliAsync(['build', '--content', dir, '--out', path.join(dir, '..', 'dist'), '--cache-dir', path.join(dir, '..', 'cache'), '--json']);
  const shown = (dir: string) => readFileSync(path.join(dir, '..', 'dist', 'loop', 'index.html'), 'utf8');

  it('once the demo is fixed', async () => {
    const dir = site('throws-then-fixed', "export default function Loop(): never {\n  throw new Error('not yet');\n}\n", QUIET);
    const first = await build(dir);
    expect((JSON.parse(first.stdout) as Diagnostic[]).map((d) => `${d.code} ${d.message}`)).toEqual(['demo-render The demo throws while rendering: not yet']);
    writeFileSync(path.join(dir, 'loop', 'Loop.tsx'), FIXED);
    const second = await build(dir);
    expect(second.status, second.stdout).toBe(0);
    expect(shown(dir)).toContain('No loop any more');
  });

  it("once a package of the site's that threw is fixed, the page and the demo unchanged", async () => {
    const greeting = (body: string) => ({
      'node_modules/greeting/package.json': '{ "name": "greeting", "version": "1.0.0", "main": "index.js", "types": "index.d.ts" }\n',
      'node_modules/greeting/index.d.ts': 'export declare function greet(): string;\n',
      'node_modules/greeting/index.js': `exports.greet = function () {\n  ${body}\n};\n`,
    });
    const dir = site('package-fixed', "import { greet } from 'greeting';\n\nexport default function Loop() {\n  return <p>{greet()}</p>;\n}\n", {
      ...greeting("throw new Error('greeting is broken');"),
      ...QUIET,
    });
    const first = await build(dir);
    expect((JSON.parse(first.stdout) as Diagnostic[]).map((d) => `${d.code} ${d.message}`)).toEqual(['demo-render The demo throws while rendering: greeting is broken']);
    writeFileSync(path.join(dir, 'node_modules', 'greeting', 'index.js'), greeting("return 'Hello from the fixed package';")['node_modules/greeting/index.js']);
    const second = await build(dir);
    expect(second.status, second.stdout).toBe(0);
    expect(shown(dir)).toContain('Hello from the fixed package');
  });
});

describe('a demo importing a stylesheet', () => {
  it('is refused at the import, with what to do instead, and nothing from the bundler or the type-checker', async () => {
    const dir = site('stylesheet', FIXED, {
      'one/Fine.tsx': "import { Box } from '@mui/material';\nimport './fine.css';\n\nexport default function Fine() {\n  return <Box className=\"fine\">Fine demo</Box>;\n}\n",
      'one/fine.css': '.fine {\n  color: rgb(200, 10, 10);\n}\n',
      ...QUIET,
    });
    const result = await runCliAsync(['build', '--content', dir, '--out', path.join(dir, '..', 'dist'), '--cache-dir', path.join(dir, '..', 'cache'), '--json']);
    expect(result.status).toBe(1);
    const found = JSON.parse(result.stdout) as Diagnostic[];
    expect(found.map((d) => relative(dir, d))).toEqual(['demo-import-stylesheet one/Fine.tsx:2:8']);
    expect(found[0]!.message).toBe('"./fine.css" is a stylesheet: a demo cannot import CSS files.');
    expect(found[0]!.hint).toMatch(/sx prop, styled\(\)/);
    expect(result.stdout).not.toMatch(/output path configured|syntax error/);
  });
});
