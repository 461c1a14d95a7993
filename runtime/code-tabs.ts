import { CODE_TABS_CLASS, CODE_TABS_STORAGE_KEY, CODE_TABS_STYLE_ID } from '../templates/shared/code-tabs';

type Choices = Record<string, string>;

function storedChoices(): Choices {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CODE_TABS_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Choices) : {};
  } catch {
    return {};
  }
}

function storeChoice(key: string, label: string): void {
  try {
    localStorage.setItem(CODE_TABS_STORAGE_KEY, JSON.stringify({ ...storedChoices(), [key]: label }));
  } catch {
    // Storage can be disabled: the choice then lasts for this page only.
  }
}

const tabsOf = (group: Element) => [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];

/** Selects the tab labelled `label` in `group`, if it has one. */
function select(group: Element, label: string): void {
  const tabs = tabsOf(group);
  if (!tabs.some((tab) => tab.dataset.label === label)) return;
  for (const tab of tabs) {
    const on = tab.dataset.label === label;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
}

/** Every group sharing the storage key shows the choice; the clicked tab stays where the reader sees it. */
function choose(tab: HTMLElement): void {
  const group = tab.closest(`.${CODE_TABS_CLASS}`);
  const label = tab.dataset.label;
  if (!group || label === undefined) return;
  const key = (group as HTMLElement).dataset.storageKey;
  if (key === undefined) return select(group, label);
  const top = tab.getBoundingClientRect().top;
  storeChoice(key, label);
  document.querySelectorAll(`.${CODE_TABS_CLASS}[data-storage-key="${CSS.escape(key)}"]`).forEach((other) => select(other, label));
  // Groups above this one may have changed height.
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
}

function applyStoredChoices(): void {
  const choices = storedChoices();
  document.querySelectorAll<HTMLElement>(`.${CODE_TABS_CLASS}[data-storage-key]`).forEach((group) => {
    const label = choices[group.dataset.storageKey!];
    if (typeof label === 'string') select(group, label);
  });
}

/** Arrow keys, Home and End move between a group's tabs and select the one reached (the ARIA tabs pattern). */
function onKeydown(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(`.${CODE_TABS_CLASS} > [role="tablist"] > [role="tab"]`);
  if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = tabsOf(tab.closest(`.${CODE_TABS_CLASS}`)!);
  const [i, n] = [tabs.indexOf(tab), tabs.length];
  // Right-to-left, the next tab is on the left.
  const next = getComputedStyle(tab).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const previous = next === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
  const to = { Home: 0, End: n - 1, [next]: (i + 1) % n, [previous]: (i - 1 + n) % n }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  tabs[to]!.focus();
  choose(tabs[to]!);
}

/**
 * Code tabs: the stored choices applied (the head script showed them already; the markup now says
 * the same, and its style sheet goes), picking a tab by click or keyboard, and choices made in
 * another browser tab followed.
 */
export function initCodeTabs(): void {
  applyStoredChoices();
  document.getElementById(CODE_TABS_STYLE_ID)?.remove();
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(`.${CODE_TABS_CLASS} > [role="tablist"] > [role="tab"]`);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', onKeydown);
  window.addEventListener('storage', (event) => {
    if (event.key === CODE_TABS_STORAGE_KEY) applyStoredChoices();
  });
}
