import { createContext, useContext } from 'react';
import type { Translations } from './shared/site';

/** UI strings for the page's language, already merged over English by the compiler. */
export const TranslationsContext = createContext<Translations>({});

/** Looks a UI string up; the compiler guarantees every English key exists after fallback. */
export function useT(): (key: string) => string {
  const strings = useContext(TranslationsContext);
  return (key) => strings[key] ?? key;
}
