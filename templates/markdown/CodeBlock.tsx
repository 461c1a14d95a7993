import { styled } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../i18n';
import { CODE_FONT_FAMILY } from '../theme';

export const CodeFrame = styled('div')(({ theme }) => ({
  position: 'relative',
  margin: theme.spacing(2, 0, 3),
  '& pre': {
    margin: 0,
    padding: theme.spacing(2),
    overflow: 'auto',
    maxHeight: 'min(68vh, 1000px)',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'var(--docs-code-bg)',
    color: 'var(--docs-code-fg)',
    border: '1px solid var(--docs-code-border)',
    fontFamily: CODE_FONT_FAMILY,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    tabSize: 2,
    colorScheme: 'dark',
    direction: 'ltr',
    // Long listings scroll: the listing takes focus so the keyboard can scroll it too.
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .docs-copy': {
    position: 'absolute',
    top: theme.spacing(1),
    insetInlineEnd: theme.spacing(1),
    padding: '2px 8px',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.75rem',
    fontWeight: 600,
    color: '#fff',
    backgroundColor: 'rgba(255,255,255,0.08)',
    border: '1px solid rgba(255,255,255,0.16)',
    borderRadius: 6,
    cursor: 'pointer',
    opacity: 0,
    transition: 'opacity 150ms',
  },
  '&:hover .docs-copy, &:focus-within .docs-copy, & .docs-copy[data-copied]': { opacity: 1 },
  // The copy button needs the chrome script; without JavaScript it is not shown at all.
  'html:not(.js) & .docs-copy': { display: 'none' },
}));

/** A fenced code block, highlighted at build time, with a copy button. */
export function CodeBlock({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <CodeFrame className="docs-code" tabIndex={-1}>
      <pre tabIndex={0}>{children}</pre>
      <button type="button" className="docs-copy" data-copied-label={t('copied')} aria-label={t('copy')}>
        {t('copy')}
      </button>
    </CodeFrame>
  );
}

/**
 * `<code>` of the page's markdown: a fence highlighted at build time carries its HTML in
 * `data-highlighted` (see the compiler's `highlightCode`), rendered as the element's content.
 */
export function MarkdownCode({ 'data-highlighted': highlighted, children, ...props }: ComponentProps<'code'> & { 'data-highlighted'?: string }) {
  return highlighted === undefined ? <code {...props}>{children}</code> : <code {...props} dangerouslySetInnerHTML={{ __html: highlighted }} />;
}

/**
 * Code highlighted at build time, given as the inner HTML of `<code>`, or as the URL of a file with
 * that HTML (`src`), which the runtime fetches when the listing is shown or copied.
 */
export function HighlightedCode({ html, src, language }: { html: string; src?: string; language: string }) {
  const t = useT();
  return (
    <CodeFrame className="docs-code" tabIndex={-1}>
      <pre tabIndex={0}>
        {src ? <code className={`hljs language-${language}`} data-src={src} /> : <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />}
      </pre>
      <button type="button" className="docs-copy" data-copied-label={t('copied')} aria-label={t('copy')}>
        {t('copy')}
      </button>
    </CodeFrame>
  );
}
