import { styled } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../i18n';
import { CODE_FONT_FAMILY } from '../theme';
import { breakableCode } from './breakable-code';

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
  // The frame's bar: the block's title, a terminal's dots.
  '& .docs-code-bar': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 36,
    padding: theme.spacing(0.75, 9, 0.75, 2),
    fontFamily: CODE_FONT_FAMILY,
    fontSize: '0.75rem',
    color: '#B2BAC2',
    backgroundColor: 'hsl(210, 25%, 12%)',
    border: '1px solid var(--docs-code-border)',
    borderBottom: 0,
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
    direction: 'ltr',
    '& + pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
  },
  '& .docs-code-dots': { display: 'flex', gap: 6, '& > span': { width: 10, height: 10, borderRadius: '50%', backgroundColor: '#5A6A7A' } },
  // Lines in elements of their own (see the compiler's `markedLines`): marked, numbered, diffed.
  '& pre .line': { display: 'inline-block', minWidth: 'calc(100% + 32px)', margin: '0 -16px', padding: '0 16px', textDecoration: 'none', verticalAlign: 'top' },
  '& pre .line:empty::after': { content: '" "' },
  '& pre .line.highlighted': { backgroundColor: 'rgba(51, 153, 255, 0.18)', boxShadow: 'inset 3px 0 #3399FF' },
  '& pre ins.line': { backgroundColor: 'rgba(46, 160, 67, 0.22)' },
  '& pre del.line': { backgroundColor: 'rgba(248, 81, 73, 0.2)' },
  '& pre[data-diff] .line': { paddingInlineStart: 'calc(16px + 2ch)' },
  '& pre .diff-sign': { display: 'inline-block', width: '2ch', marginInlineStart: '-2ch', userSelect: 'none' },
  '& pre ins .diff-sign': { color: '#7EE787' },
  '& pre del .diff-sign': { color: '#FFA198' },
  '& pre[data-line-numbers]': { counterReset: 'line' },
  '& pre[data-line-numbers] .line::before': { counterIncrement: 'line', content: 'counter(line)', display: 'inline-block', width: '3ch', marginInlineEnd: '2ch', textAlign: 'right', color: '#8796A5', userSelect: 'none' },
  // Lines other than the focused ones are dimmed until the reader points at or enters the block.
  '& pre[data-focus] .line:not(.focused)': { opacity: 0.7, filter: 'blur(0.5px)', transition: 'opacity 150ms, filter 150ms' },
  '& pre[data-focus]:hover .line, & pre[data-focus]:focus-within .line, & pre[data-focus]:focus .line': { opacity: 1, filter: 'none' },
  // The copy button needs the chrome script; without JavaScript it is not shown at all.
  'html:not(.js) & .docs-copy': { display: 'none' },
}));

interface PreProps {
  children?: ReactNode;
  'data-title'?: string;
  'data-frame'?: string;
  'data-line-numbers'?: string;
  'data-focus'?: string;
  'data-diff'?: string;
}

/**
 * A fenced code block, highlighted at build time, with a copy button; framed with a bar when it has
 * a title or holds terminal commands (the compiler's `highlightCode` sets what the fence asked for).
 */
export function CodeBlock({ children, 'data-title': title, 'data-frame': frame, ...lines }: PreProps) {
  const t = useT();
  return (
    <CodeFrame className="docs-code" tabIndex={-1}>
      {title !== undefined || frame === 'terminal' ? (
        <div className="docs-code-bar" data-frame={frame}>
          {frame === 'terminal' ? (
            <span className="docs-code-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          ) : null}
          {title !== undefined ? <span className="docs-code-title">{title}</span> : null}
        </div>
      ) : null}
      <pre tabIndex={0} {...lines}>
        {children}
      </pre>
      <button type="button" className="docs-copy" data-copied-label={t('copied')} aria-label={t('copy')}>
        {t('copy')}
      </button>
    </CodeFrame>
  );
}

/**
 * `<code>` of the page's markdown: a fence highlighted at build time carries its HTML in
 * `data-highlighted` (see the compiler's `highlightCode`), rendered as the element's content; inline
 * code may wrap where its long tokens read well split (see `breakableCode`).
 */
export function MarkdownCode({ 'data-highlighted': highlighted, children, ...props }: ComponentProps<'code'> & { 'data-highlighted'?: string }) {
  if (highlighted !== undefined) return <code {...props} dangerouslySetInnerHTML={{ __html: highlighted }} />;
  return <code {...props}>{typeof children === 'string' ? breakableCode(children) : children}</code>;
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
