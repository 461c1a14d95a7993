import type { DemoData } from '../shared/demo';
import { islandAttributes } from './island-attributes';
import { useT } from '../i18n';

/**
 * A component embed's file (`{{"component": "modules/Banner.js"}}`) as it shows on mui.com: its server
 * markup in the flow of the page, with no demo frame, toolbar or code, hydrated as a demo is (see
 * runtime/islands.ts) with the embed's props. One that could not be rendered leaves nothing (its page
 * has the warning).
 */
export function ComponentIsland({ demo, props }: { demo: DemoData; props: Record<string, unknown> }) {
  const t = useT();
  if (!demo.html) return null;
  return (
    <div
      className="docs-component-island"
      {...islandAttributes(demo, t('demo.crashed'))}
      data-island-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: demo.html }}
    />
  );
}
