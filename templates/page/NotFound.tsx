import { styled } from '@mui/material/styles';
import { useT } from '../i18n';

const Root = styled('main')(({ theme }) => ({
  maxWidth: 640,
  margin: '0 auto',
  padding: theme.spacing(12, 2),
  textAlign: 'center',
  '& h1': { fontSize: '2.25rem', fontWeight: 600, margin: theme.spacing(0, 0, 2) },
  '& p': { color: (theme.vars ?? theme).palette.text.secondary, fontSize: '1.125rem' },
  '& a': { color: (theme.vars ?? theme).palette.primary.main, fontWeight: 600 },
}));

/** Served as `404.html` for any unknown path. */
export function NotFound({ homeHref }: { homeHref: string }) {
  const t = useT();
  return (
    <Root className="docs-main">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <p>
        <a href={homeHref}>{t('notFound.home')}</a>
      </p>
    </Root>
  );
}
