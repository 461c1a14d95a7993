import type { SearchConfig } from '../../templates/shared/search';
import { createSearcher, type SearchResults } from '../../templates/search/query';
import { readRecent, rememberRecent } from './recent';
import { renderRecent, renderResults } from './render';
import { createSnippets } from '../../templates/search/snippets';
import { SEARCH_CSS } from './styles';

const ID = 'docs-search';

export interface SearchDialog {
  open(): void;
}

/**
 * The search dialog: a modal `<dialog>` holding a combobox (the input keeps focus; the active option is
 * announced through `aria-activedescendant`) and a listbox of results grouped by product and page,
 * or of recent searches while the input is empty.
 */
export function createSearchDialog(config: SearchConfig): SearchDialog {
  const { strings } = config;
  const searcher = createSearcher(config.index, config.lang);
  const snippets = createSnippets(config.base, config.lang);
  const style = document.createElement('style');
  style.textContent = SEARCH_CSS;
  document.head.append(style);

  const dialog = element('dialog', 'docs-search');
  dialog.id = ID;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', strings['search.open'].replace(/[….\s]+$/, ''));
  const bar = element('div', 'docs-search-bar');
  // The page's search button has the magnifier already (hidden from assistive technology): the dialog shows a copy rather than carrying its own.
  const icon = document.querySelector('[data-search-open] svg')?.cloneNode(true);
  const input = element('input', 'docs-search-input');
  Object.assign(input, { type: 'text', placeholder: strings['search.placeholder'], autocomplete: 'off', spellcheck: false });
  for (const [name, value] of Object.entries({
    role: 'combobox',
    'aria-label': strings['search.placeholder'],
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': `${ID}-results`,
    autocapitalize: 'off',
    enterkeyhint: 'go',
  })) {
    input.setAttribute(name, value);
  }
  const esc = element('button', 'docs-search-esc');
  esc.type = 'button';
  esc.textContent = 'Esc';
  bar.append(...(icon ? [icon] : []), input, esc);
  const status = element('p', 'docs-search-status');
  status.setAttribute('role', 'status');
  const listbox = element('div', 'docs-search-results');
  listbox.id = `${ID}-results`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', strings['search.placeholder']);
  dialog.append(bar, status, listbox);
  document.body.append(dialog);

  let options: HTMLElement[] = [];
  let active = -1;
  let generation = 0;
  let returnFocus: HTMLElement | null = null;

  const setActive = (index: number, scroll: boolean) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length === 0 ? -1 : (index + options.length) % options.length;
    const option = options[active];
    if (!option) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    option.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', option.id);
    if (scroll) option.scrollIntoView({ block: 'nearest' });
  };

  const show = (content: Node[], message: string) => {
    listbox.replaceChildren(...content);
    status.textContent = message;
    options = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')];
    input.setAttribute('aria-expanded', String(options.length > 0));
    active = -1;
    setActive(0, false);
    listbox.scrollTop = 0;
  };

  const update = async () => {
    const query = input.value;
    const current = ++generation;
    if (!query.trim()) return show(renderRecent(readRecent(), strings['search.recent']), '');
    let results: SearchResults;
    try {
      results = await searcher.search(query);
    } catch {
      // An index file that failed to download reads as no results; the next keystroke retries it.
      results = { groups: [], match: 'none', terms: new Set(), ignored: [] };
    }
    if (current !== generation) return;
    const ignored = results.ignored.length > 0 ? `${strings['search.ignored']} ${results.ignored.join(', ')}` : '';
    // The list is never empty while the index has pages: weak matches say they only come closest, and no match at all offers where to start.
    const notFound = results.match === 'none' ? `${strings['search.noResults']} “${query.trim()}”` : '';
    const guidance = results.groups.length === 0 ? '' : results.match === 'none' ? strings['search.start'] : results.match === 'partial' ? strings['search.closest'] : '';
    const status = [notFound, guidance, ignored].filter(Boolean).join('. ');
    // Pages to start from match no word: no snippet to cut, and no twin to download while the reader types on.
    const snippetOf = results.match === 'none' ? async () => undefined : (route: string, heading: string) => snippets(route, heading, results.terms);
    show(renderResults(results, config, snippetOf), status);
  };

  const close = () => {
    if (dialog.open) dialog.close();
  };

  const activate = (option: HTMLElement) => {
    if (option.dataset.query !== undefined) {
      input.value = option.dataset.query;
      void update();
      return;
    }
    rememberRecent(input.value);
    close();
    window.location.assign((option as HTMLAnchorElement).href);
  };

  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1), true);
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      activate(options[active]!);
    }
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Only the input and the Esc button take focus; results are reached with the arrow keys.
      event.preventDefault();
      (document.activeElement === input ? esc : input).focus();
    }
  });
  listbox.addEventListener('pointermove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option && option !== options[active]) setActive(options.indexOf(option), false);
  });
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (!option || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    activate(option);
  });
  esc.addEventListener('click', close);
  // A click on the backdrop lands on the dialog itself: its content fills it edge to edge.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('docs-search-open');
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
  });

  return {
    open() {
      if (!dialog.open) {
        returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        document.documentElement.classList.add('docs-search-open');
        dialog.showModal();
        void searcher.ready().catch(() => undefined);
        void update();
      }
      input.focus();
      input.select();
    },
  };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}
