import { styled } from '@mui/material/styles';
import { CODE_FONT_FAMILY } from '../theme';

/** Prose styles for compiled markdown: one class for the whole body, as mui.com's MarkdownElement. */
export const MarkdownBody = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  fontSize: '1rem',
  lineHeight: 1.7,
  color: (theme.vars ?? theme).palette.text.primary,
  // A word or a token of code moves to the next line whole, and a long one breaks where it reads well
  // (see `breakableCode`), mid-word only when wider than the line. Unlike `word-break: break-word`, this
  // leaves a table's column as wide as its longest word: `text` never shrinks to `tex`/`t` on a phone.
  overflowWrap: 'break-word',
  '& p, & ul, & ol': { marginTop: 0, marginBottom: theme.spacing(2) },
  '& ul, & ol': { paddingInlineStart: theme.spacing(3) },
  '& li': { marginBottom: theme.spacing(0.5) },
  '& h2': { fontSize: '1.625rem', fontWeight: 600, lineHeight: 1.3, margin: `${theme.spacing(5)} 0 ${theme.spacing(1.5)}`, scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)' },
  '& h3': { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4, margin: `${theme.spacing(4)} 0 ${theme.spacing(1)}`, scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)' },
  '& h4': { fontSize: '1rem', fontWeight: 600, margin: `${theme.spacing(3)} 0 ${theme.spacing(1)}` },
  '& h2, & h3': {
    position: 'relative',
    '& .anchor-link': {
      marginInlineStart: theme.spacing(1),
      opacity: 0,
      textDecoration: 'none',
      color: (theme.vars ?? theme).palette.text.secondary,
      transition: 'opacity 150ms',
    },
    '&:hover .anchor-link, & .anchor-link:focus-visible': { opacity: 1 },
  },
  '& a': { color: (theme.vars ?? theme).palette.primary.main, textUnderlineOffset: '0.2em' },
  '& :not(pre) > code': {
    fontFamily: CODE_FONT_FAMILY,
    fontSize: '0.8125rem',
    padding: '0.15em 0.35em',
    borderRadius: 6,
    backgroundColor: 'var(--docs-code-inline-bg)',
    border: '1px solid var(--docs-code-inline-border)',
  },
  '& blockquote': {
    margin: `0 0 ${theme.spacing(2)}`,
    padding: theme.spacing(0, 2),
    borderInlineStart: `4px solid ${(theme.vars ?? theme).palette.divider}`,
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  '& img': { maxWidth: '100%', height: 'auto' },
  // GFM tables, as Material UI's small table looks (child combinators: a demo's own tables keep theirs).
  '& .MarkdownTable-scroller': {
    overflowX: 'auto',
    margin: theme.spacing(2, 0, 3),
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '& .MarkdownTable': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0, fontSize: '0.875rem', lineHeight: 1.6 },
  '& .MarkdownTable > * > tr > th, & .MarkdownTable > * > tr > td': {
    padding: '6px 16px',
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  },
  '& .MarkdownTable > thead > tr > th': { fontWeight: 600, color: (theme.vars ?? theme).palette.text.primary },
  '& .MarkdownTable > tbody > tr:last-of-type > td': { borderBottom: 0 },
  '& hr': { border: 0, borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}`, margin: theme.spacing(4, 0) },
}));
