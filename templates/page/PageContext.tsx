import { createContext, useContext } from 'react';
import type { FrontMatter } from '../shared/page';
import type { SiteConfig } from '../shared/site';

export interface PageContextValue {
  frontMatter: FrontMatter;
  config: SiteConfig;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext must be used inside a page render');
  return value;
}
