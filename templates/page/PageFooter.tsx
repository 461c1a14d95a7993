import { ArrowBackIcon, ArrowForwardIcon, EditIcon } from '../frame/FrameIcons';
import { styled } from '@mui/material/styles';
import type { PageNeighbour } from '../shared/page';
import { useT } from '../i18n';

const Root = styled('footer')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    marginTop: theme.spacing(8),
    paddingTop: theme.spacing(3),
    borderTop: `1px solid ${palette.divider}`,
    '& .docs-footer-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(2) },
    '& .docs-last-updated': { margin: 0, fontSize: '0.875rem', color: palette.text.secondary },
    '& .docs-edit': { display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: '0.875rem', color: palette.text.secondary },
    '& .docs-feedback': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), fontSize: '0.875rem', color: palette.text.secondary },
    '& .docs-feedback button': {
      font: 'inherit',
      padding: '2px 10px',
      borderRadius: 8,
      border: `1px solid ${palette.divider}`,
      background: 'none',
      color: palette.text.primary,
      cursor: 'pointer',
    },
    'html:not(.js) & .docs-feedback, & .docs-feedback[hidden]': { display: 'none' },
    '& .docs-pager': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.spacing(2), marginTop: theme.spacing(3) },
    '& .docs-pager a': {
      display: 'flex',
      flexDirection: 'column',
      gap: 2,
      padding: theme.spacing(1.5, 2),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      textDecoration: 'none',
      color: palette.text.primary,
      fontWeight: 600,
    },
    '& .docs-pager a:hover': { borderColor: palette.primary.main },
    '& .docs-pager .docs-pager-next': { gridColumn: 2, textAlign: 'right', alignItems: 'flex-end' },
    '& .docs-pager small': { display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 400, color: palette.text.secondary },
  };
});

export interface PageFooterProps {
  editUrl?: string;
  /** ISO 8601; shown as a date in `lang`, in UTC so that every build shows the same day. */
  lastUpdated?: string;
  lang: string;
  previous?: PageNeighbour;
  next?: PageNeighbour;
  base: string;
}

/** Edit link, feedback question (made interactive by the runtime) and previous/next pages. */
export function PageFooter({ editUrl, lastUpdated, lang, previous, next, base }: PageFooterProps) {
  const t = useT();
  const href = (pathname: string) => `${base.replace(/\/$/, '')}${pathname}`;
  return (
    <Root>
      <div className="docs-footer-row">
        <div className="docs-feedback" data-feedback="" role="group" aria-label={t('feedback.question')} hidden>
          <span>{t('feedback.question')}</span>
          <button type="button" data-feedback-rating="1">
            {t('feedback.yes')}
          </button>
          <button type="button" data-feedback-rating="0">
            {t('feedback.no')}
          </button>
        </div>
        {lastUpdated ? (
          <p className="docs-last-updated">
            {t('lastUpdated')} <time dateTime={lastUpdated}>{new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(lastUpdated))}</time>
          </p>
        ) : null}
        {editUrl ? (
          <a className="docs-edit" href={editUrl} target="_blank" rel="noopener noreferrer">
            <EditIcon sx={{ fontSize: 16 }} />
            {t('editPage')}
          </a>
        ) : null}
      </div>
      {previous || next ? (
        <nav className="docs-pager" aria-label={`${t('previous')} / ${t('next')}`}>
          {previous ? (
            <a href={href(previous.pathname)} rel="prev">
              <small>
                <ArrowBackIcon sx={{ fontSize: 14 }} />
                {t('previous')}
              </small>
              {previous.title}
            </a>
          ) : null}
          {next ? (
            <a href={href(next.pathname)} rel="next" className="docs-pager-next">
              <small>
                {t('next')}
                <ArrowForwardIcon sx={{ fontSize: 14 }} />
              </small>
              {next.title}
            </a>
          ) : null}
        </nav>
      ) : null}
    </Root>
  );
}
