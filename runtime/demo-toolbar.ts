import { copyText } from './copy';
import { visibleSource } from './visible-source';
import { initialCodeStyling, setCodeStyling, setCodeVariant, syncCodeButtons, type CodeStyling, type CodeVariant } from './code-variant';
import type { ComponentType } from 'react';
import type { DemoHandle } from './demo-types';

/** The toolbar's "Copy the source" shows its copied state this long. */
export const TOOLBAR_COPIED_MS = 1000;

type Hydrate = (element: HTMLElement) => Promise<unknown>;

function setCodeOpen(section: HTMLElement, open: boolean): void {
  const button = section.querySelector<HTMLButtonElement>('[data-demo-action="toggle-code"]');
  section.toggleAttribute('data-code-open', open);
  if (!button) return;
  button.setAttribute('aria-expanded', String(open));
  const label = button.querySelector('span');
  if (label) label.textContent = (open ? button.dataset.labelHide : button.dataset.labelShow) ?? '';
}

/**
 * Arrow keys, Home and End move between the toolbar's controls; only one is in the tab order, at
 * first the first control (the code language's, always shown with the toolbar). Which controls are
 * shown is asked only on a key: asking at start (`offsetParent`) laid the page out in the middle of
 * its load, a long task on a slow phone.
 */
function rovingFocus(toolbar: HTMLElement): void {
  const controls = () => [...toolbar.querySelectorAll<HTMLElement>('button, a')].filter((c) => c.offsetParent !== null);
  toolbar.querySelectorAll<HTMLElement>('button, a').forEach((c, i) => (c.tabIndex = i === 0 ? 0 : -1));
  toolbar.addEventListener('keydown', (event) => {
    const list = controls();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const rtl = getComputedStyle(toolbar).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = index;
    if (event.key === forward) next = (index + 1) % list.length;
    else if (event.key === backward) next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else return;
    event.preventDefault();
    list[index]!.tabIndex = -1;
    list[next]!.tabIndex = 0;
    list[next]!.focus();
  });
}

/** `#Name`, `#Name.js`, `#Name.tsx` and `#tailwind-Name.tsx` open that demo's code. */
export function demoOfHash(hash: string): string | undefined {
  return hash.match(/^#(?:(?:system|tailwind|css)-)?([A-Za-z][\w-]*?)(?:\.(?:js|tsx))?$/)?.[1];
}

/**
 * A demo with styling variants shows the chosen one live: the variant's chunk replaces the component
 * after hydration (the server rendered the system variant).
 */
function followStyling(section: HTMLElement, hydrate: Hydrate, styling: CodeStyling): void {
  const island = section.querySelector<HTMLElement>('[data-island]');
  const select = section.querySelector<HTMLSelectElement>('[data-demo-styling]');
  if (!island || !select) return;
  const sources = JSON.parse(island.dataset.variantSrc ?? '{}') as Partial<Record<CodeStyling, string>>;
  const chosen = styling !== 'system' && sources[styling] ? styling : 'system';
  select.value = [...select.options].some((o) => o.value === styling) ? styling : 'system';
  if (chosen === 'system' && !island.dataset.variant) return;
  void (hydrate(island) as Promise<DemoHandle>).then(async (handle) => {
    island.dataset.variant = chosen;
    if (chosen === 'system') handle.reset();
    else handle.run(((await import(/* @vite-ignore */ sources[chosen]!)) as { default: ComponentType }).default);
  });
}

export function initDemoToolbars(hydrate: Hydrate): void {
  syncCodeButtons();
  const sections = [...document.querySelectorAll<HTMLElement>('.docs-demo')];
  const styling = initialCodeStyling();
  sections.forEach((section) => {
    section.querySelector<HTMLSelectElement>('[data-demo-styling]')?.addEventListener('change', (event) => setCodeStyling((event.target as HTMLSelectElement).value as CodeStyling));
    if (styling !== 'system') followStyling(section, hydrate, styling);
  });
  document.addEventListener('docs:code-styling', (event) => {
    sections.forEach((section) => followStyling(section, hydrate, (event as CustomEvent<CodeStyling>).detail));
  });
  const handleOf = async (section: HTMLElement) => (await hydrate(section.querySelector<HTMLElement>('[data-island]')!)) as DemoHandle;
  sections.forEach((section) => {
    const toolbar = section.querySelector<HTMLElement>('.docs-demo-toolbar');
    if (!toolbar) return;
    rovingFocus(toolbar);
    toolbar.addEventListener('click', (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('button, a');
      if (!target) return;
      if (target.dataset.codeLang) {
        setCodeVariant(target.dataset.codeLang.toUpperCase() as CodeVariant);
        setCodeOpen(section, true);
        return;
      }
      switch (target.dataset.demoAction) {
        case 'toggle-code':
          setCodeOpen(section, !section.hasAttribute('data-code-open'));
          break;
        case 'copy':
          void visibleSource(section).then(copyText).then((ok) => {
            if (!ok) return;
            target.dataset.copied = '';
            target.title = target.dataset.copiedLabel ?? 'Copied';
            window.setTimeout(() => {
              delete target.dataset.copied;
              target.title = target.getAttribute('aria-label') ?? '';
            }, TOOLBAR_COPIED_MS);
          });
          break;
        case 'reset':
          void handleOf(section).then((handle) => {
            section.dispatchEvent(new CustomEvent('docs:demo-reset'));
            handle.reset();
          });
          break;
        case 'edit':
          setCodeOpen(section, true);
          void Promise.all([handleOf(section), import('./demo-editor')]).then(([handle, { openEditor }]) => openEditor(section, handle));
          break;
        case 'codesandbox':
        case 'stackblitz': {
          const kind = target.dataset.demoAction;
          void import('./sandbox').then(({ openSandbox }) => openSandbox(section, kind));
          break;
        }
        default:
          break;
      }
    });
  });
  const name = demoOfHash(location.hash);
  const section = name ? document.getElementById(name) : null;
  if (section?.classList.contains('docs-demo')) {
    setCodeOpen(section, true);
    section.scrollIntoView();
  }
}
