import GlobalStyles from '@mui/material/GlobalStyles';

const PRO_BADGE =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='%230072E5' d='M8 1 2 4v4c0 3.3 2.6 6.4 6 7 3.4-.6 6-3.7 6-7V4L8 1Z'/%3E%3Cpath fill='%23fff' d='M6 5h2.6a1.9 1.9 0 0 1 0 3.8H7.3V11H6V5Zm1.3 1.2v1.4h1.2a.7.7 0 0 0 0-1.4H7.3Z'/%3E%3C/svg%3E\")";
const PREMIUM_BADGE =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='%23A56BE8' d='M8 1 2 4v4c0 3.3 2.6 6.4 6 7 3.4-.6 6-3.7 6-7V4L8 1Z'/%3E%3Cpath fill='%23fff' d='m8 4 1.2 2.5 2.8.4-2 1.9.5 2.7L8 10.2l-2.5 1.3.5-2.7-2-1.9 2.8-.4L8 4Z'/%3E%3C/svg%3E\")";

/** Page-wide rules: layout variables, base typography, plan badges, code colours per colour mode. */
export function FrameGlobalStyles() {
  return (
    <GlobalStyles
      styles={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          ':root': {
            '--MuiDocs-header-height': '57px',
            '--MuiDocs-navDrawer-width': '300px',
            '--docs-code-bg': 'hsl(210, 25%, 9%)',
            '--docs-code-fg': '#F3F6F9',
            '--docs-code-border': 'hsl(210, 14%, 18%)',
            '--docs-code-inline-bg': 'hsla(210, 33%, 97%, 1)',
            '--docs-code-inline-border': '#E5EAF2',
          },
          '.mode-dark': {
            '--docs-code-inline-bg': 'hsla(210, 25%, 25%, 0.3)',
            '--docs-code-inline-border': 'hsl(210, 14%, 22%)',
          },
          html: { WebkitTextSizeAdjust: '100%', scrollPaddingTop: 'calc(var(--MuiDocs-header-height) + 16px)' },
          '*, *::before, *::after': { boxSizing: 'border-box' },
          body: {
            margin: 0,
            fontFamily: theme.typography.fontFamily,
            fontSize: '1rem',
            lineHeight: 1.5,
            color: palette.text.primary,
            backgroundColor: palette.background.default,
            WebkitFontSmoothing: 'antialiased',
          },
          'a:focus-visible, button:focus-visible, summary:focus-visible': {
            outline: `2px solid ${palette.primary.main}`,
            outlineOffset: 2,
          },
          '.docs-skip-link': {
            position: 'fixed',
            top: 8,
            insetInlineStart: 8,
            zIndex: theme.zIndex.tooltip + 1,
            padding: '8px 16px',
            borderRadius: 8,
            backgroundColor: palette.background.paper,
            color: palette.primary.main,
            transform: 'translateY(-200%)',
            '&:focus': { transform: 'none' },
          },
          '.plan-pro, .plan-premium': {
            display: 'inline-block',
            flexShrink: 0,
            height: '0.9em',
            width: '1em',
            marginInlineStart: '0.3em',
            verticalAlign: 'middle',
            backgroundSize: 'contain',
            backgroundRepeat: 'no-repeat',
          },
          '.docs-settings': {
            border: `1px solid ${palette.divider}`,
            borderRadius: theme.shape.borderRadius,
            padding: theme.spacing(3),
            minWidth: 280,
            color: palette.text.primary,
            backgroundColor: palette.background.paper,
            '&::backdrop': { backgroundColor: 'rgba(0,0,0,0.4)' },
            '& h2': { fontSize: '1.125rem', margin: theme.spacing(0, 0, 2) },
            '& fieldset': { display: 'flex', gap: theme.spacing(2), border: 0, padding: 0, margin: theme.spacing(0, 0, 3) },
            '& legend': { fontWeight: 600, marginBottom: theme.spacing(1) },
            '& button': { font: 'inherit', padding: '4px 12px', borderRadius: 8, border: `1px solid ${palette.divider}`, background: 'none', color: 'inherit', cursor: 'pointer' },
          },
          // Code language and styling variant are classes on <html>, set before first paint by the head script.
          'html:not(.code-js) [data-lang="js"], html.code-js [data-lang="ts"]': { display: 'none' },
          '[data-variant]:not([data-variant="system"])': { display: 'none' },
          ...Object.fromEntries(
            ['tailwind', 'css'].flatMap((variant) => [
              [`html.styling-${variant} [data-variants~="${variant}"] [data-variant="system"]`, { display: 'none' }],
              [`html.styling-${variant} [data-variants~="${variant}"] [data-variant="${variant}"]`, { display: 'block' }],
            ]),
          ),
          '.docs-demo-code[data-editing] > [data-variant]': { display: 'none' },
          '.docs-demo-editor-bar': {
            display: 'flex',
            justifyContent: 'flex-end',
            padding: '4px 8px',
            backgroundColor: 'var(--docs-code-bg)',
            borderTop: '1px solid var(--docs-code-border)',
            '& button': { font: 'inherit', fontSize: '0.75rem', fontWeight: 600, color: '#fff', background: 'none', border: '1px solid rgba(255,255,255,0.2)', borderRadius: 6, padding: '2px 8px', cursor: 'pointer' },
          },
          '.plan-pro': { backgroundImage: PRO_BADGE },
          '.plan-premium': { backgroundImage: PREMIUM_BADGE },
        };
      }}
    />
  );
}
