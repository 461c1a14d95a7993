import { styled } from '@mui/material/styles';
import type { VersionLink } from '../shared/site';
import { useT } from '../i18n';

const Root = styled('details')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'relative',
    '& > summary': {
      listStyle: 'none',
      cursor: 'pointer',
      fontSize: '0.8125rem',
      fontWeight: 600,
      padding: '2px 8px',
      borderRadius: 8,
      border: `1px solid ${palette.divider}`,
      color: palette.text.secondary,
      '&::-webkit-details-marker': { display: 'none' },
      '&::after': { content: '"▾"', marginInlineStart: 4 },
    },
    '& > ul': {
      position: 'absolute',
      top: 'calc(100% + 4px)',
      insetInlineStart: 0,
      zIndex: theme.zIndex.modal,
      minWidth: 180,
      margin: 0,
      padding: theme.spacing(0.5),
      listStyle: 'none',
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      boxShadow: '0 8px 24px rgba(0,0,0,0.12)',
    },
    '& a': { display: 'block', padding: '6px 10px', borderRadius: 6, color: palette.text.primary, textDecoration: 'none', fontSize: '0.875rem' },
    '& a:hover': { backgroundColor: palette.action.hover },
    '& a[aria-current="true"]': { fontWeight: 600, color: palette.primary.main },
  };
});

/** The documentation version switcher; a native disclosure, so it works before any script runs. */
export function VersionMenu({ versions }: { versions: VersionLink[] }) {
  const t = useT();
  const current = versions.find((v) => v.current) ?? versions[0];
  if (!current) return null;
  return (
    <Root className="docs-version-menu">
      <summary aria-label={`${t('versions')}: ${current.text}`}>{current.text}</summary>
      <ul>
        {versions.map((version) => (
          <li key={version.href}>
            <a href={version.href} aria-current={version.current ? 'true' : undefined}>
              {version.text}
              {version.current ? ` (${t('currentVersion')})` : ''}
            </a>
          </li>
        ))}
      </ul>
    </Root>
  );
}
