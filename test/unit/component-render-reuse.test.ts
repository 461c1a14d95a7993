import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoRenderCache } from '../../compiler/demos/demo-render-cache';
import { componentRenderKey, prepareComponent } from '../../compiler/demos/prepare-component';
import { EmotionRenderer } from '../../compiler/demos/emotion-renderer';
import { createDocsTheme } from '../../templates/theme';
import { ROOT, tempDir } from '../helpers/cli';

const COMPONENT = "import * as React from 'react';\nimport { TIDE } from './tide';\n\nexport default function TideTable({ harbour }: { harbour: string }) {\n  return <p>{`${harbour}: high water at ${TIDE}`}</p>;\n}\n";

function setup() {
  const dir = tempDir('component-render-reuse');
  const file = path.join(dir, 'TideTable.tsx');
  const helper = path.join(dir, 'tide.ts');
  writeFileSync(file, COMPONENT);
  writeFileSync(helper, "export const TIDE = '06:12';\n");
  const cache = new DemoRenderCache(path.join(dir, 'cache'), 'v1-compiler-version', undefined);
  const ctx = { contentDir: dir, projectRoot: ROOT, chunks: {}, strings: {}, renders: cache };
  const embed = (harbour: string) => ({ name: 'tides', key: 'tides', files: [{ variant: 'system' as const, file }], line: 3, iframe: false, component: { props: { harbour }, at: { file: 'index.md', line: 3, column: 1 } } });
  const prepare = (harbour: string) => prepareComponent(embed(harbour), ctx, new EmotionRenderer(createDocsTheme()), new Set());
  return { file, helper, cache, embed, prepare };
}

describe('component embeds between builds', () => {
  it('are taken from the kept renders while their file, the files it imports and their props are the same', async () => {
    const { file, cache, embed, prepare } = setup();
    const first = await prepare('Brest');
    expect(first.diagnostics).toEqual([]);
    expect(first.data.html).toContain('Brest: high water at 06:12');
    expect(cache.has(componentRenderKey(embed('Brest')), file, COMPONENT)).toBe(true);
    // Other props are another render.
    expect(cache.has(componentRenderKey(embed('Cherbourg')), file, COMPONENT)).toBe(false);
    const again = await prepare('Brest');
    expect(again.data).toEqual(first.data);
    expect((await prepare('Cherbourg')).data.html).toContain('Cherbourg: high water at 06:12');
  });

  it('are rendered again when a file the component imports or the component itself changed', async () => {
    const { file, helper, prepare } = setup();
    expect((await prepare('Brest')).data.html).toContain('high water at 06:12');
    writeFileSync(helper, "export const TIDE = '18:40';\n");
    expect((await prepare('Brest')).data.html).toContain('high water at 18:40');
    writeFileSync(file, COMPONENT.replace('high water', 'low water'));
    expect((await prepare('Brest')).data.html).toContain('Brest: low water at 18:40');
  });

  it('that render nothing are not kept: the next build tries again', async () => {
    const { file, cache, embed, prepare } = setup();
    const broken = COMPONENT.replace("from './tide'", "from './missing-tide'");
    writeFileSync(file, broken);
    const skipped = await prepare('Brest');
    expect(skipped.diagnostics.map((d) => d.code)).toEqual(['embed-component-render']);
    expect(cache.has(componentRenderKey(embed('Brest')), file, broken)).toBe(false);
  });
});
