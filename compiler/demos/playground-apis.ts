import type { ApiPage } from '../../templates/shared/api';
import { playgroundComponentOf } from './demo-files';
import type { PlaygroundApi } from './playground-knobs';

/**
 * The API of each component the pages' playgrounds name (`names`: the pages' demo names, see
 * `embeddedDemoNames`), from its component page. Only those: the render workers are sent them all.
 */
export function playgroundApis(apiPages: Iterable<ApiPage>, names: Iterable<string>): Record<string, PlaygroundApi> {
  const wanted = new Set([...names].flatMap((name) => playgroundComponentOf(name) ?? []));
  const apis: Record<string, PlaygroundApi> = {};
  if (!wanted.size) return apis;
  for (const page of apiPages) {
    // The first page of a name wins: API pages come community package first.
    if (page.kind !== 'component' || !wanted.has(page.name) || apis[page.name]) continue;
    apis[page.name] = { name: page.name, packageName: page.packageName, props: page.props };
  }
  return apis;
}
