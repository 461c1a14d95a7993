import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TranslationsContext } from './i18n';
import type { Translations } from './shared/site';

/** Emotion cache, Material UI theme and UI strings around anything the compiler renders. */
export function SiteProviders({ cache, theme, strings, children }: { cache: EmotionCache; theme: Theme; strings: Translations; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} disableTransitionOnChange>
        <TranslationsContext.Provider value={strings}>{children}</TranslationsContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
