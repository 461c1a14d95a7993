import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/diagnostics';
import { copyFixture, runCli, tempDir, type CliResult } from '../helpers/cli';

/** test/fixtures/mui-format: our own pages written in MUI's docs conventions, with the site config MUI's docs need. */
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

  it('makes the demo type errors errors again with typeCheck: error, and unknown components errors with strictComponents', () => {
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("typeCheck: 'warn',", "typeCheck: 'error',\n  strictComponents: true,"));
    const strict = runCli(['check', '--content', site, '--json']);
    expect(strict.status).toBe(1);
    const errors = (JSON.parse(strict.stdout) as Diagnostic[]).filter((d) => d.severity === 'error').map((d) => d.code);
    expect(errors.sort()).toEqual(['demo-type', 'embed-unknown-component']);
  });
});
