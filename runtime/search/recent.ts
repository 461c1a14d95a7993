const STORAGE_KEY = 'docs-search-recent';
const MAX_RECENT = 5;

/** Queries that led to a result, most recent first. */
export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(query: string): void {
  const trimmed = query.trim();
  if (!trimmed) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([trimmed, ...readRecent().filter((q) => q !== trimmed)].slice(0, MAX_RECENT)));
  } catch {
    // Storage can be disabled or full; searching works without the history.
  }
}
