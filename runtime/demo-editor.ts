import type { ComponentType } from 'react';
import { copyText } from './copy';
import { visibleSource } from './visible-source';
import type { DemoHandle } from './demo-types';

/** The live editor's Copy button says "Copied" this long. */
export const EDITOR_COPIED_MS = 1200;
const RUN_DEBOUNCE_MS = 300;

declare global {
  interface Window {
    __docsEditorRequire?: Record<string, (specifier: string) => unknown>;
  }
}

let runs = 0;

/**
 * Turns edited TSX or JSX into a component. The transpiler (sucrase) is fetched only now, when the
 * reader starts editing; imports resolve to the modules the original demo already loaded. The code runs
 * as a `blob:` module, not through `eval`, so the editor works under a policy without `unsafe-eval`.
 */
export async function compileEdited(source: string, imports: Record<string, unknown>): Promise<ComponentType> {
  const { transform } = await import('sucrase');
  const code = transform(source, { transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true }).code;
  const id = `run${(runs += 1)}`;
  (window.__docsEditorRequire ??= {})[id] = (specifier: string) => {
    // ES module namespaces lack the `__esModule` marker that sucrase's interop expects of compiled modules.
    if (specifier in imports) return Object.assign({ __esModule: true }, imports[specifier]);
    throw new Error(`"${specifier}" cannot be imported in the live editor; only the demo's own imports are available.`);
  };
  const wrapped = `const require = window.__docsEditorRequire[${JSON.stringify(id)}];\nconst module = { exports: {} };\nconst exports = module.exports;\n${code}\nexport default module.exports.default;`;
  const url = URL.createObjectURL(new Blob([wrapped], { type: 'text/javascript' }));
  try {
    const mod = (await import(/* @vite-ignore */ url)) as { default?: ComponentType };
    if (typeof mod.default !== 'function') throw new Error('The code must keep a default export: export default function Demo() { … }');
    return mod.default;
  } finally {
    URL.revokeObjectURL(url);
    delete window.__docsEditorRequire[id];
  }
}

export async function openEditor(section: HTMLElement, handle: DemoHandle): Promise<void> {
  const panel = section.querySelector<HTMLElement>('.docs-demo-code')!;
  let editor = panel.querySelector<HTMLTextAreaElement>('.docs-demo-editor');
  if (editor) {
    editor.focus();
    return;
  }
  const original = await visibleSource(section);
  // Opened meanwhile by another click.
  if (panel.querySelector('.docs-demo-editor')) return;
  const bar = document.createElement('div');
  bar.className = 'docs-demo-editor-bar';
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = section.dataset.copyLabel ?? 'Copy';
  bar.append(copy);
  editor = document.createElement('textarea');
  editor.className = 'docs-demo-editor';
  editor.spellcheck = false;
  editor.value = original;
  editor.setAttribute('aria-label', section.querySelector('[data-demo-action="edit"]')?.getAttribute('aria-label') ?? 'Edit the demo');
  editor.rows = Math.min(40, original.split('\n').length + 1);
  const error = document.createElement('pre');
  error.className = 'docs-demo-edit-error';
  error.setAttribute('role', 'status');
  error.hidden = true;
  panel.dataset.editing = '';
  panel.prepend(bar, editor, error);
  editor.focus();

  let timer: number | undefined;
  let run = 0;
  const apply = async () => {
    const current = (run += 1);
    try {
      const Component = await compileEdited(editor!.value, handle.imports);
      if (current !== run) return;
      error.hidden = true;
      handle.run(Component);
    } catch (failure) {
      if (current !== run) return;
      error.textContent = `${section.dataset.editErrorLabel ?? 'The edited code does not run:'} ${(failure as Error).message}`;
      error.hidden = false;
    }
  };
  editor.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void apply(), RUN_DEBOUNCE_MS);
  });
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') section.querySelector<HTMLElement>('[data-demo-action="edit"]')?.focus();
  });
  copy.addEventListener('click', () => {
    void copyText(editor!.value).then((ok) => {
      if (!ok) return;
      copy.textContent = section.dataset.copiedLabel ?? 'Copied';
      window.setTimeout(() => (copy.textContent = section.dataset.copyLabel ?? 'Copy'), EDITOR_COPIED_MS);
    });
  });
  section.addEventListener('docs:demo-reset', () => {
    window.clearTimeout(timer);
    run += 1;
    editor!.value = original;
    error.hidden = true;
  });
}
