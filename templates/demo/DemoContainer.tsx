import { styled } from '@mui/material/styles';
import { DemoIcon } from './DemoIcons';
import { useT } from '../i18n';
import { HighlightedCode } from '../markdown/CodeBlock';
import { CODE_FONT_FAMILY } from '../theme';
import { islandAttributes } from './island-attributes';
import { islandIdPrefix, type DemoCode } from '../shared/demo';
import { useDemo } from './DemosContext';
import { useContext } from 'react';
import { usePageContext } from '../page/PageContext';
import { StylesheetContext, frameDocument } from './frame-document';
import { PlaygroundContainer } from '../playground/PlaygroundContainer';
import { ComponentIsland } from './ComponentIsland';

const STYLING_LABELS = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' } as const;

const Root = styled('section')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    margin: theme.spacing(3, 0, 4),
    scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)',
    '& .docs-demo-live': {
      position: 'relative',
      display: 'flex',
      justifyContent: 'center',
      padding: theme.spacing(3),
      border: `1px solid ${palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
      backgroundColor: palette.background.paper,
    },
    '& .docs-demo-live-frame': { padding: 0, display: 'block' },
    '& .docs-demo-frame': { display: 'block', width: '100%', minHeight: 320, border: 0, borderRadius: 'inherit', colorScheme: 'normal' },
    '&[data-bg="inline"] .docs-demo-live': { padding: 0, border: 0, backgroundColor: 'transparent' },
    '&[data-bg="playground"] .docs-demo-live': {
      backgroundImage: `radial-gradient(${palette.divider} 1px, transparent 1px)`,
      backgroundSize: '16px 16px',
    },
    '&[data-hide-toolbar] .docs-demo-live': { borderRadius: theme.shape.borderRadius },
    '& .docs-demo-toolbar': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 4,
      padding: theme.spacing(0.5, 1),
      border: `1px solid ${palette.divider}`,
      borderTop: 0,
      borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
    },
    '&[data-code-open] .docs-demo-toolbar': { borderRadius: 0 },
    '& .docs-demo-toolbar button, & .docs-demo-toolbar a': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      height: 30,
      padding: '0 8px',
      border: '1px solid transparent',
      borderRadius: 8,
      background: 'none',
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      color: palette.text.secondary,
      textDecoration: 'none',
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover, color: palette.text.primary },
      '& svg': { fontSize: 18 },
      '& .docs-icon': { width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor' },
    },
    '& .docs-demo-toolbar [aria-pressed="true"]': { color: palette.primary.main, borderColor: palette.divider },
    '& .docs-demo-toolbar .docs-grow': { flexGrow: 1 },
    '& .docs-demo-toolbar select': { font: 'inherit', fontSize: '0.8125rem', marginInlineStart: 8, padding: '3px 6px', borderRadius: 8, border: `1px solid ${palette.divider}`, background: 'none', color: palette.text.primary },
    'html:not(.js) & .docs-demo-toolbar': { display: 'none' },
    '& .docs-demo-code': {
      display: 'none',
      '& .docs-code': { margin: 0 },
      '& pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
    },
    '&[data-code-open] .docs-demo-code, html:not(.js) & .docs-demo-code': { display: 'block' },
    '&[data-preview]:not([data-code-open]) .docs-demo-preview': { display: 'block' },
    '& .docs-demo-preview': { display: 'none', '& .docs-code': { margin: 0 }, '& pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 } },
    'html:not(.js) & .docs-demo-preview': { display: 'none' },
    '& .docs-demo-editor': {
      display: 'block',
      width: '100%',
      minHeight: 200,
      padding: theme.spacing(2),
      border: 0,
      borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
      backgroundColor: 'var(--docs-code-bg)',
      color: 'var(--docs-code-fg)',
      fontFamily: CODE_FONT_FAMILY,
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      resize: 'vertical',
      tabSize: 2,
    },
    '& .docs-demo-error, & .docs-demo-edit-error': {
      padding: theme.spacing(1.5, 2),
      color: palette.error.main,
      fontFamily: CODE_FONT_FAMILY,
      fontSize: '0.8125rem',
      whiteSpace: 'pre-wrap',
    },
  };
});

/** The demo container of mui.com: live demo, toolbar, code panel with TS/JS and styling variants. */
export function DemoContainer({
  name,
  bg,
  hideToolbar,
  defaultCodeOpen,
  iframe,
  maxWidth,
  height,
}: {
  name?: string;
  bg?: string;
  hideToolbar?: boolean | string;
  defaultCodeOpen?: boolean | string;
  iframe?: boolean | string;
  /** Pixels: the live area is at most this wide, centred (MUI's `maxWidth` demo option). */
  maxWidth?: number | string;
  /** Pixels: the live area (or the iframe) is this tall (MUI's `height` demo option). */
  height?: number | string;
}) {
  const config = usePageContext().config;
  const stylesheet = useContext(StylesheetContext);
  const t = useT();
  const demo = useDemo(name);
  if (!demo) return null;
  if (demo.playground) return <PlaygroundContainer demo={demo} spec={demo.playground} />;
  if (demo.component) return <ComponentIsland demo={demo} props={demo.component.props} />;
  const hide = hideToolbar === true || hideToolbar === 'true';
  const open = defaultCodeOpen === true || defaultCodeOpen === 'true';
  const codeId = `${demo.name}-code`;
  const px = (value: number | string | undefined) => (value === undefined || value === '' ? undefined : `${Number(value)}px`);
  const liveStyle = maxWidth !== undefined || height !== undefined ? { maxWidth: px(maxWidth), height: px(height), marginInline: maxWidth !== undefined ? 'auto' : undefined } : undefined;
  const variants = demo.code.map((c) => c.variant).join(' ');
  return (
    <Root
      id={demo.name}
      className="docs-demo"
      data-demo={demo.key}
      data-bg={bg ?? 'outlined'}
      data-hide-toolbar={hide ? '' : undefined}
      data-code-open={open ? '' : undefined}
      data-preview={demo.previewHtml ? '' : undefined}
      aria-label={`${t('demo.label')}: ${demo.name}`}
      data-copy-label={t('copy')}
      data-copied-label={t('copied')}
      data-edit-error-label={t('demo.editError')}
    >
      {iframe === true || iframe === 'true' ? (
        <div className="docs-demo-live docs-demo-live-frame" style={maxWidth !== undefined ? { maxWidth: px(maxWidth), marginInline: 'auto' } : undefined}>
          <iframe
            style={height !== undefined ? { height: px(height) } : undefined}
            title={`${t('demo.label')}: ${demo.name}`}
            className="docs-demo-frame"
            {...islandAttributes(demo, t('demo.crashed'))}
            srcDoc={frameDocument(demo.html, demo.css, stylesheet, config.theme)}
          />
        </div>
      ) : (
      <div
        className="docs-demo-live"
        style={liveStyle}
        {...islandAttributes(demo, t('demo.crashed'))}
        data-variant-src={JSON.stringify(demo.variantChunks)}
        dangerouslySetInnerHTML={{ __html: demo.html }}
      />
      )}
      {hide ? null : (
        <div className="docs-demo-toolbar" role="toolbar" aria-label={t('demo.toolbar')} aria-controls={codeId}>
          {demo.code.every((code) => code.sameInJs) ? null : (
            <span role="group" aria-label={t('codeLanguage')} className="docs-code-language">
              <button type="button" data-code-lang="ts" aria-pressed="true" title={t('demo.showTs')}>
                TS
              </button>
              <button type="button" data-code-lang="js" aria-pressed="false" title={t('demo.showJs')}>
                JS
              </button>
            </span>
          )}
          {demo.code.length > 1 ? (
            <select data-demo-styling="" aria-label={t('demo.styling')} defaultValue="system">
              {demo.code.map((code) => (
                <option key={code.variant} value={code.variant}>
                  {STYLING_LABELS[code.variant]}
                </option>
              ))}
            </select>
          ) : null}
          <span className="docs-grow" />
          <button type="button" data-demo-action="toggle-code" aria-expanded={open} aria-controls={codeId} data-label-show={t('demo.showCode')} data-label-hide={t('demo.hideCode')}>
            <DemoIcon name="code" />
            <span>{open ? t('demo.hideCode') : t('demo.showCode')}</span>
          </button>
          <button type="button" data-demo-action="edit" aria-label={t('demo.edit')} title={t('demo.edit')}>
            <DemoIcon name="edit" />
          </button>
          <button type="button" data-demo-action="copy" aria-label={t('demo.copy')} title={t('demo.copy')} data-copied-label={t('copied')}>
            <DemoIcon name="copy" />
          </button>
          <button type="button" data-demo-action="reset" aria-label={t('demo.reset')} title={t('demo.reset')}>
            <DemoIcon name="reset" />
          </button>
          <button type="button" data-demo-action="codesandbox" aria-label={t('demo.codesandbox')} title={t('demo.codesandbox')}>
            <DemoIcon name="open" />
            <span>CodeSandbox</span>
          </button>
          <button type="button" data-demo-action="stackblitz" aria-label={t('demo.stackblitz')} title={t('demo.stackblitz')}>
            <DemoIcon name="open" />
            <span>StackBlitz</span>
          </button>
          {demo.sourceUrl ? (
            <a data-demo-action="source" href={demo.sourceUrl} target="_blank" rel="noopener noreferrer" aria-label={t('demo.source')} title={t('demo.source')}>
              <DemoIcon name="github" />
            </a>
          ) : null}
        </div>
      )}
      {demo.previewHtml ? (
        <div className="docs-demo-preview">
          <HighlightedCode html={demo.previewHtml} language="jsx" />
        </div>
      ) : null}
      <div className="docs-demo-code" id={codeId} data-variants={variants}>
        {demo.code.flatMap(listings)}
      </div>
      <script type="application/json" data-demo-meta="" dangerouslySetInnerHTML={{ __html: JSON.stringify({ dependencies: demo.dependencies }).replace(/</g, '\\u003c') }} />
    </Root>
  );
}

/** A styling variant's listings: TypeScript and JavaScript, or one for both when they are the same (no `data-lang`: always shown). */
function listings(code: DemoCode) {
  if (code.sameInJs) {
    return [
      <div key={code.variant} data-variant={code.variant}>
        <HighlightedCode html={code.tsHtml} language="tsx" />
      </div>,
    ];
  }
  return [
    <div key={`${code.variant}-ts`} data-variant={code.variant} data-lang="ts">
      <HighlightedCode html={code.tsHtml} language="tsx" />
    </div>,
    <div key={`${code.variant}-js`} data-variant={code.variant} data-lang="js">
      <HighlightedCode html={code.jsHtml ?? ''} {...(code.jsSrc ? { src: code.jsSrc } : {})} language="jsx" />
    </div>,
  ];
}
