import { compressToBase64 } from 'lz-string';
import { currentCodeVariant } from './code-variant';
import { visibleSource } from './visible-source';
import { codeSandboxParameters, sandboxProject, stackBlitzFields } from './sandbox-payload';

export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_URL = 'https://stackblitz.com/run';

/** Posts the demo as a project to CodeSandbox or StackBlitz in a new tab, as their form APIs expect. */
export async function openSandbox(section: HTMLElement, kind: 'codesandbox' | 'stackblitz'): Promise<void> {
  const meta = JSON.parse(section.querySelector('[data-demo-meta]')?.textContent ?? '{}') as { dependencies?: Record<string, string> };
  const site = document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? document.title;
  const project = sandboxProject(section.id, await visibleSource(section), currentCodeVariant(), meta.dependencies ?? {}, site);
  const fields =
    kind === 'codesandbox'
      ? { parameters: codeSandboxParameters(project, (text) => compressToBase64(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')), query: `file=/src/Demo.${currentCodeVariant() === 'TS' ? 'tsx' : 'js'}` }
      : stackBlitzFields(project);
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = kind === 'codesandbox' ? CODESANDBOX_URL : STACKBLITZ_URL;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
