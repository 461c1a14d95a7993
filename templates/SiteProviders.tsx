import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TranslationsContext } from './i18n';
import type { Translations } from './shared/site';

interface SiteProvidersProps {
  cache: EmotionCache;
  theme: Theme;
  strings: Translations;
  /** Leaves out the theme's CSS variables stylesheet: the page links the shared stylesheet, which has it. */
  withoutThemeStyles?: boolean;
  children: ReactNode;
}

/** Emotion cache, Material UI theme and UI strings around anything the compiler renders. */
export function SiteProviders({ cache, theme, strings, withoutThemeStyles = false, children }: SiteProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} disableTransitionOnChange disableStyleSheetGeneration={withoutThemeStyles}>
        <TranslationsContext.Provider value={strings}>{children}</TranslationsContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
