import type { SearchConfig } from '../../templates/shared/search';
import { highlightRanges } from './highlight';
import { createSearcher, type SearchResults } from './query';
import { readRecent, rememberRecent } from './recent';
import { SEARCH_CSS } from './styles';

const ID = 'docs-search';
const SVG = 'http://www.w3.org/2000/svg';
const MAGNIFIER_PATH =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z';

export interface SearchDialog {
  open(): void;
}

/**
 * The search dialog: a modal `<dialog>` holding a combobox (the input keeps focus; the active option is
 * announced through `aria-activedescendant`) and a listbox of results grouped by product and page.
 * Every string from the index or the query reaches the page as a text node, never as HTML.
 */
export function createSearchDialog(config: SearchConfig): SearchDialog {
  const { strings } = config;
  const searcher = createSearcher(config.index, config.lang);
  const style = document.createElement('style');
  style.textContent = SEARCH_CSS;
  document.head.append(style);

  const dialog = element('dialog', 'docs-search');
  dialog.id = ID;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', strings['search.open'].replace(/[….\s]+$/, ''));
  const bar = element('div', 'docs-search-bar');
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', MAGNIFIER_PATH);
  icon.append(path);
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
  bar.append(icon, input, esc);
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

  const showRecent = () => {
    const recent = readRecent();
    if (recent.length === 0) return show([], '');
    const { label, group } = labelledGroup(`${ID}-recent`, strings['search.recent']);
    recent.forEach((query, n) => {
      const option = optionElement(`${ID}-recent-${n}`, 'docs-search-option');
      option.dataset.query = query;
      option.textContent = query;
      group.append(option);
    });
    show([label, group], '');
  };

  const showResults = (results: SearchResults, query: string) => {
    if (results.groups.length === 0) return show([], `${strings['search.noResults']} “${query.trim()}”`);
    const content: Node[] = [];
    let n = 0;
    results.groups.forEach((product, p) => {
      const { label, group } = labelledGroup(`${ID}-product-${p}`, product.product);
      for (const page of product.pages) {
        const pageOption = link(`${ID}-option-${n++}`, 'docs-search-option', page.route, page.title, results.terms);
        group.append(pageOption);
        for (const hit of page.hits) {
          const option = link(`${ID}-option-${n++}`, 'docs-search-option docs-search-section', hit.href, hit.heading, results.terms);
          option.setAttribute('aria-describedby', pageOption.id);
          group.append(option);
        }
      }
      content.push(label, group);
    });
    show(content, '');
  };

  const link = (id: string, className: string, route: string, text: string, terms: ReadonlySet<string>) => {
    const a = optionElement(id, className, 'a');
    a.href = config.base + route.slice(1);
    a.tabIndex = -1;
    let at = 0;
    for (const [start, end] of highlightRanges(text, config.lang, terms)) {
      const mark = document.createElement('mark');
      mark.textContent = text.slice(start, end);
      a.append(text.slice(at, start), mark);
      at = end;
    }
    a.append(text.slice(at));
    return a;
  };

  const update = async () => {
    const query = input.value;
    const current = ++generation;
    if (!query.trim()) return showRecent();
    let results: SearchResults;
    try {
      results = await searcher.search(query);
    } catch {
      results = { groups: [], terms: new Set() };
    }
    if (current === generation) showResults(results, query);
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

function optionElement<K extends 'a' | 'div'>(id: string, className: string, tag?: K): HTMLElementTagNameMap[K] {
  const el = element((tag ?? 'div') as K, className);
  el.id = id;
  el.setAttribute('role', 'option');
  el.setAttribute('aria-selected', 'false');
  return el;
}

/** A listbox group named by a visible label that assistive technology reads only as the group's name. */
function labelledGroup(id: string, text: string): { label: HTMLElement; group: HTMLElement } {
  const label = element('div', 'docs-search-label');
  label.id = id;
  label.textContent = text;
  label.setAttribute('aria-hidden', 'true');
  const group = element('div', 'docs-search-group');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', id);
  return { label, group };
}
