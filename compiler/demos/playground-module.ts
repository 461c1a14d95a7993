import path from 'node:path';
import { API_PACKAGES, resolvePackage } from '../packages/packages';
import { packageRoot } from '../helpers/package-root';

/** The template every playground's browser entry binds its component and data module with. */
export const PLAYGROUND_TEMPLATE = path.join(packageRoot(), 'templates', 'playground', 'Playground.tsx');

const packages = new Map<string, Promise<string | undefined>>();

/**
 * The documented package that publishes `component` as a folder entry point (`@mui/x-charts/BarChart`),
 * community packages first, as its API page is found; undefined when none does. Found from the
 * manifests, without the API extraction: the demo bundle is started before the extraction ends.
 */
export function componentPackage(component: string, resolveFrom = packageRoot()): Promise<string | undefined> {
  const key = `${resolveFrom}\0${component}`;
  let found = packages.get(key);
  if (!found) {
    found = (async () => {
      // The compiler's packages last, as for the demos' imports: a content folder outside any project
      // (a copy in a temporary folder) has none of its own.
      for (const from of new Set([resolveFrom, packageRoot()])) {
        for (const spec of API_PACKAGES) {
          const resolved = await resolvePackage(spec, from);
          if (resolved?.folders.has(component)) return spec.name;
        }
      }
      return undefined;
    })();
    packages.set(key, found);
  }
  return found;
}

/**
 * A playground's entry in the browser bundle: the component, from its folder entry point (the package
 * root would bring every export the site's other demos use), bound to the writer's data module.
 */
export function playgroundEntrySource(component: string, specifier: string, dataFile: string): string {
  return [
    `import * as data from ${JSON.stringify(dataFile)};`,
    `import { ${component} } from ${JSON.stringify(specifier)};`,
    `import { playgroundOf } from ${JSON.stringify(PLAYGROUND_TEMPLATE)};`,
    `export default playgroundOf(${component}, data);`,
  ].join('\n');
}

/**
 * A playground's module for the server render: the component, from the package's root as the demos'
 * data grids are (the server previews the grids of those imports), and the data module. The compiler
 * binds them with its own copy of the template, which shares the renderer's Material UI.
 */
export function playgroundServerSource(component: string, packageName: string, dataFile: string): string {
  return [`export * as data from ${JSON.stringify(dataFile)};`, `export { ${component} as default } from ${JSON.stringify(packageName)};`].join('\n');
}
