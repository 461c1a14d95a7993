import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { copyFixture, runCli, tempDir, type CliResult } from '../helpers/cli';

/**
 * test/fixtures/mui-format: our own pages written in MUI's docs conventions, with the site config MUI's
 * docs need; its shared data is kept twice, as TypeScript and JavaScript (readings.ts, readings.js).
 */
describe("a site in MUI's docs conventions", () => {
  let site: string;
  let out: string;
  let result: CliResult;
  const html = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

  beforeAll(() => {
    site = copyFixture('mui-format');
    out = path.join(tempDir('mui-format'), 'dist');
    result = runCli(['build', '--content', site, '--out', out, '--json']);
  });

  it('builds, with a located warning for each thing it read but could not honour', () => {
    expect(result.status, result.stderr).toBe(0);
    const found = (JSON.parse(result.stdout) as Diagnostic[]).map((d) => [path.relative(site, d.file).split(path.sep).join('/'), d.line, d.severity, d.code]);
    expect(found).toEqual([
      ['x/react-widgets/gauges/index.md', 13, 'warning', 'embed-unknown-option'],
      ['x/react-widgets/gauges/LooseHandler.tsx', 4, 'warning', 'demo-type'],
      ['x/react-widgets/index.md', 4, 'warning', 'front-matter-duplicate-key'],
      ['x/react-widgets/index.md', 14, 'warning', 'embed-unknown-component'],
    ]);
  });

  it('renders consecutive embed lines as separate embeds, a mapped component and nothing for an unknown one', () => {
    const page = html('x/react-widgets/gauges');
    expect(page).toContain('id="ReadingList"');
    expect(page).toContain('id="CompactReading"');
    expect(page).toContain('Boiler pressure<!-- -->: <!-- -->62<!-- -->%');
    expect(page).toContain('class="compact-reading">62<!-- -->%</p>');
    expect(html('x/react-widgets')).toContain('href="https://www.w3.org/WAI/ARIA/apg/patterns/meter/"');
    expect(html('x/react-widgets')).not.toContain('WidgetsHero');
  });

  it('honours the demo options with a visible meaning', () => {
    const page = html('x/react-widgets/gauges');
    expect(page).toMatch(/id="CompactReading"[^>]*data-bg="playground"/);
    expect(page).toContain('style="max-width:320px;height:180px;margin-inline:auto"');
    expect(page).toMatch(/id="ReadingList"[^>]*data-bg="inline"/);
  });

  it("sends links to MUI's sibling docs to mui.com and gives headings mui.com's ids", () => {
    const page = html('x/react-widgets');
    expect(page).toContain('href="https://mui.com/material-ui/customization/theming/"');
    expect(page).toContain('href="https://mui.com/system/getting-started/"');
    expect(page).toContain('href="/x/react-widgets/gauges/#a-gauge-quot-value-quot"');
    expect(page).toContain('id="meters-0-100-scale"');
    expect(html('x/react-widgets/gauges')).toContain('id="a-gauge-quot-value-quot"');
  });

  it('renders <codeblock> groups as ARIA tabs labelled from the fences, the first selected, and lists every tab in the twin', () => {
    const page = html('x/react-widgets/code-tabs');
    const group = page.slice(page.indexOf('<div class="docs-code-tabs'), page.indexOf('<h2', page.indexOf('<div class="docs-code-tabs')));
    expect(group).toMatch(/^<div class="docs-code-tabs [^"]+" data-storage-key="package-manager"><div role="tablist">/);
    expect([...group.matchAll(/<button type="button" role="tab" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(true|false)" tabindex="(0|-1)" data-label="([^"]+)">([^<]+)<\/button>/g)].map((m) => m.slice(1))).toEqual([
      ['code-tabs-1-tab-0', 'code-tabs-1-panel-0', 'true', '0', 'npm', 'npm'],
      ['code-tabs-1-tab-1', 'code-tabs-1-panel-1', 'false', '-1', 'pnpm', 'pnpm'],
      ['code-tabs-1-tab-2', 'code-tabs-1-panel-2', 'false', '-1', 'yarn', 'yarn'],
    ]);
    expect(group).toContain('<div role="tabpanel" id="code-tabs-1-panel-0" aria-labelledby="code-tabs-1-tab-0" data-label="npm"><div class="docs-code');
    expect(group).toContain('<div role="tabpanel" id="code-tabs-1-panel-1" aria-labelledby="code-tabs-1-tab-1" data-label="pnpm" hidden="">');
    expect(group).toContain('<code class="hljs language-bash">pnpm add @example/widgets\n</code>');
    // Each panel has its own copy button: the one shown copies the selected tab.
    expect(group.match(/class="docs-copy"/g)).toHaveLength(3);
    expect(page).toMatch(/<li>\s*<p>Pick the plan you bought:<\/p>\s*<div class="docs-code-tabs [^"]+" data-storage-key="widget-plan">/);
    expect(page).toMatch(/<div class="docs-code-tabs [^"]+"><div role="tablist"><button[^>]+data-label="Linux">Linux</);
    expect(page).not.toContain('codeblock');
    const twin = readFileSync(path.join(out, 'x/react-widgets/code-tabs.md'), 'utf8');
    expect(twin).toContain('Pick the tool your project already uses:\n\n**npm**\n\n```bash\nnpm install @example/widgets\n```\n\n**pnpm**\n\n```bash\npnpm add @example/widgets\n```\n\n**yarn**\n\n```bash\nyarn add @example/widgets\n```\n');
    expect(twin).toContain('1. Pick the plan you bought:\n\n   **Starter**\n\n   ```tsx\n');
    expect(twin).toContain('**Windows**\n\n```powershell\n.\\run-sample.ps1 -Port 8080\n```');
  });

  it('makes the demo type errors errors again with typeCheck: error, and unknown components errors with strictComponents', () => {
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("typeCheck: 'warn',", "typeCheck: 'error',\n  strictComponents: true,"));
    const strict = runCli(['check', '--content', site, '--json']);
    expect(strict.status).toBe(1);
    const errors = (JSON.parse(strict.stdout) as Diagnostic[]).filter((d) => d.severity === 'error').map((d) => d.code);
    expect(errors.sort()).toEqual(['demo-type', 'embed-unknown-component']);
  });
});
