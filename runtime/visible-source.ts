import { initialCodeStyling } from './code-variant';

/** The source currently shown in a demo's code panel (language and styling variant as chosen). */
export function visibleSource(section: HTMLElement): string {
  const lang = document.documentElement.classList.contains('code-js') ? 'js' : 'ts';
  const styling = initialCodeStyling();
  const panel = section.querySelector<HTMLElement>('.docs-demo-code')!;
  const variants = (panel.dataset.variants ?? 'system').split(' ');
  const variant = variants.includes(styling) ? styling : 'system';
  return panel.querySelector(`[data-variant="${variant}"][data-lang="${lang}"] pre`)?.textContent ?? '';
}
