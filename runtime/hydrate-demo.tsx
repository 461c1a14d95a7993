import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { DemoErrorBoundary } from '../templates/demo/DemoErrorBoundary';
import type { ThemeOverrides } from '../templates/shared/site';
import { createDocsTheme } from '../templates/theme';
import type { DemoHandle, DemoModule } from './demo-types';

/** A hydrated demo: what the toolbar and the editor act on. */
function themeOverrides(): ThemeOverrides {
  const script = document.getElementById('docs-theme');
  return script?.textContent ? (JSON.parse(script.textContent) as ThemeOverrides) : {};
}

type Direction = 'ltr' | 'rtl';

/** Emotion caches of a document, one per direction: right to left flips the demos' styles (cssjanus). */
function cachesFor(container?: HTMLElement): Record<Direction, EmotionCache> {
  return {
    ltr: createCache({ key: 'css', ...(container ? { container } : {}) }),
    rtl: createCache({ key: 'cssrtl', stylisPlugins: [prefixer, rtlPlugin], ...(container ? { container } : {}) }),
  };
}

const pageCaches = cachesFor();
const overrides = themeOverrides();
const themes = new Map<string, ReturnType<typeof createDocsTheme>>();
const themeFor = (dense: boolean, direction: Direction) => {
  const key = `${dense}-${direction}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createDocsTheme(overrides, { dense, direction })));
  return theme;
};
const directionOf = (value: string): Direction => (value === 'rtl' ? 'rtl' : 'ltr');
// The page's colour mode classes are owned by the chrome script; Material UI's provider gets a node of its own.
const colorSchemeNode = document.createElement('div');

/** Renders nothing; tells once, after its first commit (for an island: the end of its hydration). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  React.useEffect(onHydrated, []);
  return null;
}

/**
 * Hydrates a server-rendered demo with the same tree the server rendered (or, for a stand-in's
 * markup, renders it in its place), then keeps it for reset and edits.
 */
export function hydrateDemo(element: HTMLElement, mod: DemoModule, frame?: { root: HTMLElement; document: Document }): DemoHandle {
  const name = element.closest<HTMLElement>('.docs-demo')?.id ?? 'demo';
  const crashedLabel = element.dataset.crashedLabel;
  // An iframe demo gets emotion caches of its own, inserting into the frame's head.
  const caches = frame ? cachesFor(frame.document.head) : pageCaches;
  let generation = 0;
  let Current: ComponentType<Record<string, unknown>> = mod.default;
  // What the server rendered the island with (a playground's spec), given again to hydrate the same tree.
  const props = element.dataset.islandProps ? (JSON.parse(element.dataset.islandProps) as Record<string, unknown>) : {};
  // The server rendered the normal density, left to right; a reader who chose otherwise gets it right after hydration.
  let layout: { dense: boolean; direction: Direction } = { dense: false, direction: 'ltr' };
  let committed!: () => void;
  const hydrated = new Promise<void>((resolve) => (committed = resolve));
  // Runs once the hydration has committed: an update sent before that would make React give up
  // hydrating and render the demo from scratch.
  const onHydrated = () => {
    element.dataset.hydrated = '';
    committed();
    applyLayout(document.documentElement.classList.contains('density-dense'), directionOf(document.documentElement.dir));
    document.addEventListener('docs:theme-settings', (event) => {
      const { dense, direction } = (event as CustomEvent<{ dense: boolean; direction: Direction }>).detail;
      applyLayout(dense, directionOf(direction));
    });
  };
  const tree = () => (
    <CacheProvider value={caches[layout.direction]}>
      <ThemeProvider theme={themeFor(layout.dense, layout.direction)} disableStyleSheetGeneration colorSchemeNode={colorSchemeNode} storageManager={null} storageWindow={null} disableTransitionOnChange>
        <DemoErrorBoundary key={generation} name={name} crashedLabel={crashedLabel}>
          <Current {...props} />
        </DemoErrorBoundary>
      </ThemeProvider>
      {/* After the demo: effects run in tree order, so the demo's own (the listeners it adds) have run by then. */}
      <Hydrated onHydrated={onHydrated} />
    </CacheProvider>
  );
  let root!: Root;
  const container = frame?.root ?? element;
  const identifierPrefix = element.dataset.islandPrefix ?? '';
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole demo (a data grid took several hundred ms on a slow phone): input and
  // painting go on meanwhile, and React hydrates first whatever the reader interacts with.
  React.startTransition(() => {
    if (element.dataset.islandReplace === undefined) root = hydrateRoot(container, tree(), { identifierPrefix });
    else {
      // The server markup is a stand-in (a data grid's preview) the demo would not render: the demo
      // is rendered afresh and its first commit replaces the markup at once.
      root = createRoot(container, { identifierPrefix });
      root.render(tree());
    }
  });
  const applyLayout = (dense: boolean, direction: Direction) => {
    if (dense === layout.dense && direction === layout.direction) return;
    layout = { dense, direction };
    if (frame) frame.document.documentElement.dir = direction;
    root.render(tree());
  };
  return {
    imports: { react: React, 'react/jsx-runtime': jsxRuntime, ...mod.imports },
    committed: hydrated,
    reset() {
      generation += 1;
      Current = mod.default;
      root.render(tree());
    },
    run(Component) {
      generation += 1;
      Current = Component;
      root.render(tree());
    },
  };
}
