import type { DemoData } from '../shared/demo';
import { islandAttributes } from '../demo/island-attributes';
import type { PlaygroundSpec } from '../shared/playground';
import { useT } from '../i18n';

/**
 * A props playground's island: its server markup, hydrated as a demo's is (see runtime/islands.ts), with
 * the spec it was rendered with as the island's props. The playground draws its own frame and listing;
 * no demo toolbar: its code is the JSX it shows.
 */
export function PlaygroundContainer({ demo, spec }: { demo: DemoData; spec: PlaygroundSpec }) {
  const t = useT();
  return (
    <div
      id={demo.name}
      className="docs-playground-island"
      {...islandAttributes(demo, t('demo.crashed'))}
      data-island-props={JSON.stringify({ spec })}
      dangerouslySetInnerHTML={{ __html: demo.html }}
    />
  );
}
