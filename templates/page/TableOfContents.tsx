import { styled } from '@mui/material/styles';
import type { TocEntry } from '../shared/page';
import { useT } from '../i18n';

const Root = styled('nav')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'sticky',
    top: 'calc(var(--MuiDocs-header-height) + 24px)',
    maxHeight: 'calc(100vh - var(--MuiDocs-header-height) - 48px)',
    overflowY: 'auto',
    fontSize: '0.8125rem',
    '& .docs-toc-title': { fontWeight: 600, fontSize: '0.875rem', margin: theme.spacing(0, 0, 1) },
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& a': {
      display: 'block',
      padding: '4px 0',
      paddingInlineStart: 12,
      borderInlineStart: `1px solid ${palette.divider}`,
      color: palette.text.secondary,
      textDecoration: 'none',
    },
    '& a:hover': { color: palette.text.primary },
    '& .docs-toc-h3 a': { paddingInlineStart: 24 },
    '& a[aria-current="true"]': { color: palette.primary.main, borderInlineStartColor: palette.primary.main },
  };
});

/** The page's h2/h3 outline; the runtime highlights the section in view. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  if (toc.length === 0) return null;
  return (
    <Root aria-label={t('toc')} className="docs-toc">
      <p className="docs-toc-title">{t('toc')}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`docs-toc-h${entry.depth}`}>
            <a href={`#${entry.id}`} data-toc-id={entry.id}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </Root>
  );
}
