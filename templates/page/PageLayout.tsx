import Alert from '@mui/material/Alert';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Plan } from '../shared/nav';
import type { PageMeta } from '../shared/page';
import { PlanBadge } from '../frame/PlanBadge';
import { useT } from '../i18n';
import { MarkdownBody } from '../markdown/MarkdownBody';
import { PageFooter } from './PageFooter';
import { TableOfContents } from './TableOfContents';

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(6),
  maxWidth: 1200,
  margin: '0 auto',
  padding: theme.spacing(4, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 4, 10) },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 220px' },
  '& .docs-aside': { display: 'none', [theme.breakpoints.up('md')]: { display: 'block' } },
}));

const Head = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& .docs-breadcrumbs': { fontSize: '0.8125rem', fontWeight: 600, color: palette.primary.main, margin: theme.spacing(0, 0, 1) },
    '& .docs-breadcrumbs ol': { display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 },
    '& .docs-breadcrumbs li + li::before': { content: '"›"', marginRight: 6, color: palette.text.secondary },
    '& h1': { fontSize: 'clamp(1.875rem, 1.4rem + 1.5vw, 2.25rem)', fontWeight: 600, lineHeight: 1.2, margin: theme.spacing(0, 0, 1.5) },
    '& .docs-title-row': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.spacing(2) },
    '& .docs-copy-page': {
      flexShrink: 0,
      marginTop: 6,
      padding: '4px 10px',
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 500,
      color: palette.text.secondary,
      backgroundColor: 'transparent',
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      cursor: 'pointer',
      '&:hover': { color: palette.text.primary, backgroundColor: palette.action.hover },
      // Copying needs the runtime.
      'html:not(.js) &': { display: 'none' },
    },
    '& .docs-description': { fontSize: '1.125rem', lineHeight: 1.6, color: palette.text.secondary, margin: theme.spacing(0, 0, 3) },
  };
});

/** The reserved sponsor slot: its minimum height is kept so an ad arriving later shifts nothing. */
const AdSlot = styled('div')(({ theme }) => ({
  minHeight: 142,
  margin: theme.spacing(3, 0),
  [theme.breakpoints.up('sm')]: { minHeight: 126 },
}));

export interface PageLayoutProps {
  meta: PageMeta;
  plan?: Plan;
  base: string;
  /** The site shows ads: the page reserves their slot. A site without ads has no empty band above its body. */
  ads: boolean;
  children: ReactNode;
}

/** Everything inside the frame that changes per page. */
export function PageLayout({ meta, plan, base, ads, children }: PageLayoutProps) {
  const t = useT();
  return (
    <Root>
      <main className="docs-main">
        <Head>
          {meta.breadcrumbs.length > 0 ? (
            <nav className="docs-breadcrumbs" aria-label={t('breadcrumbs')}>
              <ol>
                {meta.breadcrumbs.map((crumb) => (
                  <li key={crumb.pathname}>{crumb.title}</li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="docs-title-row">
            <h1>
              {meta.title}
              <PlanBadge plan={plan} />
            </h1>
            {meta.markdownUrl ? (
              <button type="button" className="docs-copy-page" data-copy-markdown="" data-requires-js="" data-copied-label={t('copied')} title={t('copyPageTitle')}>
                <span>{t('copyPage')}</span>
              </button>
            ) : null}
          </div>
          {meta.description ? <p className="docs-description">{meta.description}</p> : null}
        </Head>
        {meta.untranslated ? (
          <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
            {t('untranslated')}
          </Alert>
        ) : null}
        {ads ? <AdSlot className="docs-spot" data-spot="" /> : null}
        <MarkdownBody className="markdown-body">{children}</MarkdownBody>
        <PageFooter editUrl={meta.editUrl} lastUpdated={meta.lastUpdated} lang={meta.lang} previous={meta.previous} next={meta.next} base={base} />
      </main>
      <aside className="docs-aside">
        <TableOfContents toc={meta.toc} />
      </aside>
    </Root>
  );
}
