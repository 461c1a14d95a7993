import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { DemoErrorBoundary } from '../templates/demo/DemoErrorBoundary';
import type { ThemeOverrides } from '../templates/shared/site';
import { createDocsTheme } from '../templates/theme';
import type { DemoModule } from './islands';

/** A hydrated demo: what the toolbar and the editor act on. */
export interface DemoHandle {
  /** Modules the demo imports, for running edited code against the same instances. */
  imports: Record<string, unknown>;
  reset(): void;
  run(Component: ComponentType): void;
}

function themeOverrides(): ThemeOverrides {
  const script = document.getElementById('docs-theme');
  return script?.textContent ? (JSON.parse(script.textContent) as ThemeOverrides) : {};
}

const cache = createCache({ key: 'css' });
const overrides = themeOverrides();
const normalTheme = createDocsTheme(overrides);
let denseTheme: ReturnType<typeof createDocsTheme> | undefined;
const themeFor = (dense: boolean) => (dense ? (denseTheme ??= createDocsTheme(overrides, { dense: true })) : normalTheme);
// The page's colour mode classes are owned by the chrome script; Material UI's provider gets a node of its own.
const colorSchemeNode = document.createElement('div');

/** Hydrates a server-rendered demo with the same tree the server rendered, then keeps it for reset and edits. */
export function hydrateDemo(element: HTMLElement, mod: DemoModule, frame?: { root: HTMLElement; document: Document }): DemoHandle {
  const name = element.closest<HTMLElement>('.docs-demo')?.id ?? 'demo';
  const crashedLabel = element.dataset.crashedLabel;
  // An iframe demo gets an emotion cache of its own, inserting into the frame's head.
  const demoCache = frame ? createCache({ key: 'css', container: frame.document.head }) : cache;
  let generation = 0;
  let Current: ComponentType = mod.default;
  // The server rendered the normal density; a dense reader gets it right after hydration.
  let theme = normalTheme;
  const tree = () => (
    <CacheProvider value={demoCache}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration colorSchemeNode={colorSchemeNode} storageManager={null} storageWindow={null} disableTransitionOnChange>
        <DemoErrorBoundary key={generation} name={name} crashedLabel={crashedLabel}>
          <Current />
        </DemoErrorBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
  const root = hydrateRoot(frame?.root ?? element, tree(), { identifierPrefix: element.dataset.islandPrefix ?? '' });
  element.dataset.hydrated = '';
  const applyDensity = (dense: boolean) => {
    const next = themeFor(dense);
    if (next === theme) return;
    theme = next;
    root.render(tree());
  };
  applyDensity(document.documentElement.classList.contains('density-dense'));
  document.addEventListener('docs:theme-settings', (event) => applyDensity((event as CustomEvent<{ dense: boolean }>).detail.dense));
  return {
    imports: { react: React, 'react/jsx-runtime': jsxRuntime, ...mod.imports },
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
