import { readTextSync } from '../helpers/text-files';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import type { DemoData } from '../../templates/shared/demo';
import type { PlaygroundSpec } from '../../templates/shared/playground';
import type { Translations } from '../../templates/shared/site';
import { playgroundJsx, defaultValues } from '../../templates/playground/playground-jsx';
import { contentHash } from '../helpers/hash';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { unresolvedDemoImports } from './demo-imports';
import { hydratesOnView } from './hydrate-on-view';
import { renderIsland } from './render-island';
import { loadServerDemo } from './server-demo';
import { StepOverLimit } from './watched-steps';
import type { EmbeddedDemo } from './embedded-demo';
import type { EmotionRenderer } from './emotion-renderer';
import { playgroundKnobs, type PlaygroundApi } from './playground-knobs';
import { playgroundServerSource } from './playground-module';
import { playgroundOf } from '../../templates/playground/Playground';

export interface PlaygroundContext {
  projectRoot: string;
  chunks: Record<string, string>;
  strings: Translations;
  playgrounds?: Readonly<Record<string, PlaygroundApi>>;
}

export interface PreparedPlayground {
  data: DemoData;
  diagnostics: Diagnostic[];
  /** The global styles of its markup (see `prepareDemos`). */
  globals: string[];
  /** The data module and the JSX at the defaults, for the page's markdown twin. */
  listing: string;
}

type PlaygroundDemo = EmbeddedDemo & { playground: NonNullable<EmbeddedDemo['playground']> };

/**
 * Prepares a playground as a demo: its knobs from the component's API, its module (the component bound
 * to the data module) compiled and server-rendered at the defaults. Bad input comes back as located
 * errors and a playground without a live part; it never throws.
 */
export async function preparePlayground(demo: PlaygroundDemo, ctx: PlaygroundContext, renderer: EmotionRenderer, known: ReadonlySet<string>): Promise<PreparedPlayground> {
  const { component, props, at } = demo.playground;
  const dataFile = demo.files[0]!.file;
  const display = path.relative(process.cwd(), dataFile);
  const api = ctx.playgrounds?.[component];
  const spec: PlaygroundSpec = { component, knobs: [], labels: labelsFor(component, ctx.strings) };
  const empty: PreparedPlayground = { data: { name: demo.name, key: demo.key, html: '', css: '', variantChunks: {}, code: [], dependencies: {}, playground: spec }, diagnostics: [], globals: [], listing: `<${component} />` };
  if (!api) {
    empty.diagnostics.push(
      diagnostic('playground-component-unknown', 'error', at.file, at, `"${component}" is not a component with an API page, so it has no props to make knobs of.`, 'Name a component of the documented packages, as its API page is titled (BarChart, DataGrid, DatePicker, RichTreeView…); the site config needs apiReference for the API pages to be read.'),
    );
    return empty;
  }
  const { knobs, diagnostics } = playgroundKnobs(api, props, at.file);
  spec.knobs = knobs;
  const unresolved = unresolvedDemoImports(dataFile, ctx.projectRoot);
  const source = playgroundServerSource(component, api.packageName, dataFile);
  // Named after the data module and the component: the server keeps one compiled module per name.
  const moduleFile = path.join(path.dirname(dataFile), `${path.basename(dataFile).replace(/\.\w+$/, '')}.${component}.playground.tsx`);
  const loaded = unresolved.length ? { ok: false as const, diagnostics: unresolved } : await loadServerDemo(moduleFile, display, source, ctx.projectRoot);
  if (!loaded.ok) return { ...empty, diagnostics: [...diagnostics, ...loaded.diagnostics] };
  const Bound = playgroundOf(loaded.Component as ComponentType<Record<string, unknown>>, loaded.exports.data as Record<string, unknown>);
  const { dataNames } = Bound;
  const problems = dataProblems(dataNames, api, knobs.map((k) => k.prop), dataFile, display);
  // Rendered with a misspelt data prop, the component would throw for the one it misses: the misspelling is the error.
  if (problems.length) return { ...empty, diagnostics: [...diagnostics, ...problems] };
  const data: DemoData = { ...empty.data, ...(ctx.chunks[demo.key] ? { chunk: ctx.chunks[demo.key] } : {}) };
  try {
    const rendered = renderIsland(renderer, demo, `${demo.key}\0${loaded.version}\0${contentHash(JSON.stringify(spec))}`, createElement(Bound, { spec }), ctx, known);
    data.html = rendered.html;
    if (hydratesOnView(source, rendered.html, rendered.grids)) data.hydrateOnView = true;
    if (rendered.grids.previewed) data.replacesMarkup = true;
    return { data, diagnostics, globals: [...rendered.globals], listing: twinListing(dataFile, playgroundJsx(component, knobs, defaultValues(knobs), dataNames)) };
  } catch (error) {
    if (error instanceof StepOverLimit) return { ...empty, diagnostics: [...diagnostics, error.diagnostic(at.file, at, `the ${component} playground`)] };
    diagnostics.push(diagnostic('demo-render', 'error', display, { line: 1, column: 1 }, `The ${component} playground throws while rendering: ${(error as Error).message}`, `Check the props the data module exports for ${component}.`));
    return { ...empty, diagnostics };
  }
}

/** What the page's markdown twin shows of a playground: the data module, then the JSX at the defaults. */
function twinListing(dataFile: string, jsx: string): string {
  return `// ${path.basename(dataFile)}\n${readTextSync(dataFile).trimEnd()}\n\n${jsx}`;
}

function labelsFor(component: string, strings: Translations): PlaygroundSpec['labels'] {
  const text = (key: string, fallback: string) => (strings[key] ?? fallback).replace('{component}', component);
  return { region: text('playground.label', '{component} playground'), code: text('playground.code', '{component} JSX'), copy: text('copy', 'Copy'), copied: text('copied', 'Copied'), unset: text('playground.unset', 'Not set') };
}

/**
 * The data module's exports that cannot be props: a name the component does not take (a typo would
 * reach the DOM), or one a knob sets (the knob would be overridden). Located at their export.
 */
function dataProblems(names: readonly string[], api: PlaygroundApi, knobs: readonly string[], file: string, display: string): Diagnostic[] {
  const problems = names.filter((name) => knobs.includes(name) || !api.props.some((p) => p.name === name));
  if (!problems.length) return [];
  const source = readTextSync(file);
  return problems.map((name) => {
    const offset = source.search(new RegExp(`\\bexport\\s+(?:const|let|var|function)\\s+${name}\\b`));
    const where = offset >= 0 ? positionAt(source, offset) : { line: 1, column: 1 };
    return knobs.includes(name)
      ? diagnostic('playground-data-prop', 'error', display, where, `The data module exports "${name}", which a knob of the ${api.name} playground sets.`, `Remove the export, or "${name}" from the playground's "props".`)
      : diagnostic('playground-data-prop', 'error', display, where, `The data module exports "${name}", which is not a prop of ${api.name}; every export is passed as a prop.`, 'Keep helpers in another module, or make them local (no export).');
  });
}
