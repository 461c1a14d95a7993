import { initialCodeStyling } from './code-variant';
import { loadListings } from './lazy-listing';

/**
 * The source currently shown in a demo's code panel (language and styling variant as chosen),
 * once its listing is there: a JavaScript listing may still be on its way from its file.
 */
export async function visibleSource(section: HTMLElement): Promise<string> {
  const lang = document.documentElement.classList.contains('code-js') ? 'js' : 'ts';
  const styling = initialCodeStyling();
  const panel = section.querySelector<HTMLElement>('.docs-demo-code')!;
  const variants = (panel.dataset.variants ?? 'system').split(' ');
  const variant = variants.includes(styling) ? styling : 'system';
  // A listing without a language is the same in both.
  const listing = panel.querySelector<HTMLElement>(`[data-variant="${variant}"][data-lang="${lang}"], [data-variant="${variant}"]:not([data-lang])`);
  if (listing) await loadListings(listing);
  return listing?.querySelector('pre')?.textContent ?? '';
}
