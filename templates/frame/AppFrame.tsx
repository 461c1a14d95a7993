import { DarkModeOutlinedIcon, GitHubIcon, LightModeOutlinedIcon, MenuIcon, SearchIcon, SettingsOutlinedIcon, CloseIcon } from './FrameIcons';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { VersionLink } from '../shared/site';
import { useT } from '../i18n';
import { FrameGlobalStyles } from './FrameGlobalStyles';
import { MUI_MARK_PATH } from './site-marks';
import { VersionMenu } from './VersionMenu';

/** Where the compiler splices each page's main content into a frame rendered once. */
export const MAIN_SLOT = '<template data-docs-slot="main"></template>';

const Header = styled('header')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  // With CSS variables enabled (always, in this theme) the channel variables exist.
  const background = theme.vars?.palette.background.defaultChannel ?? '255 255 255';
  return {
    position: 'sticky',
    top: 0,
    zIndex: theme.zIndex.appBar,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    height: 'var(--MuiDocs-header-height)',
    padding: theme.spacing(0, 2),
    // Phones: tighter spacing, and two buttons leave the bar so it stays one line from 320 px up: the
    // repository link, and the colour-mode toggle, whose choice the settings drawer offers too.
    [theme.breakpoints.down('sm')]: {
      gap: theme.spacing(0.5),
      padding: theme.spacing(0, 1.5),
      '& .docs-github, & .docs-mode-toggle': { display: 'none' },
    },
    backgroundColor: `rgba(${background} / 0.8)`,
    backdropFilter: 'blur(8px)',
    borderBottom: `1px solid ${palette.divider}`,
    '& .docs-brand': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      fontWeight: 700,
      fontSize: '1rem',
      color: palette.text.primary,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      flexShrink: 0,
    },
    // Its width comes from the image's own proportions; the height is set, so the bar never moves.
    '& .docs-brand-logo': { display: 'block', height: 24, width: 'auto' },
    '& .docs-menu-button': {
      [theme.breakpoints.up('lg')]: { display: 'none' },
    },
    // A page without a permanent drawer (MuiPage's `disableDrawer`) opens it from the menu at every width.
    'html[data-drawer="off"] & .docs-menu-button': { display: 'inline-flex' },
    '& .docs-grow': { flexGrow: 1 },
    '& .docs-search-button': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 8,
      height: 34,
      minWidth: 34,
      padding: '0 10px',
      font: 'inherit',
      fontSize: '0.875rem',
      color: palette.text.secondary,
      backgroundColor: 'transparent',
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      cursor: 'pointer',
      '& kbd': { fontFamily: 'inherit', fontSize: '0.75rem', fontWeight: 700, padding: '0 4px', border: `1px solid ${palette.divider}`, borderRadius: 4 },
      // The label stays the button's name on phones, where only the icon shows.
      [theme.breakpoints.down('sm')]: {
        '& kbd': { display: 'none' },
        '& .docs-search-label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
      },
    },
    '& .MuiIconButton-root': {
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      width: 34,
      height: 34,
      color: palette.primary.main,
    },
    '& .icon-dark': { display: 'none' },
    '.mode-dark & .icon-dark': { display: 'inline-block' },
    '.mode-dark & .icon-light': { display: 'none' },
    'html:not(.js) & [data-requires-js]': { display: 'none' },
  };
});

const Drawer = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  // Below `lg`, and on a page without a permanent drawer, it slides in over the page when opened.
  const temporary = {
    top: 0,
    transform: 'translateX(-100%)',
    visibility: 'hidden',
    transition: 'transform 225ms cubic-bezier(0, 0, 0.2, 1), visibility 225ms',
    boxShadow: '0 8px 32px rgba(0,0,0,0.2)',
    '[dir="rtl"] &': { transform: 'translateX(100%)' },
    '&:target, &.docs-drawer-open': {
      transform: 'none',
      visibility: 'visible',
      // Visible at once: a transition from `hidden` keeps it hidden for its first frame, so opening could
      // not focus a link in it. Closing still transitions, hiding it only once it has slid out.
      transitionProperty: 'transform',
    },
    '& .docs-drawer-close': { display: 'flex', justifyContent: 'flex-end', padding: theme.spacing(1, 1, 0) },
  } as const;
  return {
    position: 'fixed',
    top: 'var(--MuiDocs-header-height)',
    bottom: 0,
    insetInlineStart: 0,
    width: 'var(--MuiDocs-navDrawer-width)',
    overflowY: 'auto',
    backgroundColor: palette.background.default,
    borderInlineEnd: `1px solid ${palette.divider}`,
    zIndex: theme.zIndex.drawer,
    '& .docs-drawer-close': { display: 'none' },
    [theme.breakpoints.down('lg')]: temporary,
    'html[data-drawer="off"] &': temporary,
  };
});

const Backdrop = styled('a')(({ theme }) => {
  const shown = {
    '#nav-drawer:target + &, .docs-drawer-open + &': {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: theme.zIndex.drawer - 1,
      backgroundColor: 'rgba(0,0,0,0.5)',
    },
  } as const;
  return { display: 'none', [theme.breakpoints.down('lg')]: shown, 'html[data-drawer="off"] &': shown };
});

const Main = styled('div')(({ theme }) => ({
  minWidth: 0,
  [theme.breakpoints.up('lg')]: { marginInlineStart: 'var(--MuiDocs-navDrawer-width)' },
  'html[data-drawer="off"] &': { marginInlineStart: 0 },
}));

export interface AppFrameProps {
  productName: string;
  /** The mark before the product name (see SiteConfig.logo): MUI's, or the URL of the site's image; none by default. */
  logo?: 'mui' | { src: string; width?: number };
  homeHref: string;
  repository: string;
  versions: VersionLink[];
  nav: ReactNode;
}

/** App bar, navigation drawer and the main slot: the part of every page that does not change per page. */
export function AppFrame({ productName, logo, homeHref, repository, versions, nav }: AppFrameProps) {
  const t = useT();
  return (
    <>
      <FrameGlobalStyles />
      <a className="docs-skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <Header>
        <IconButton component="a" href="#nav-drawer" className="docs-menu-button" aria-label={t('openDrawer')} aria-controls="nav-drawer" data-drawer-open="">
          <MenuIcon fontSize="small" />
        </IconButton>
        <a className="docs-brand" href={homeHref} aria-label={`${productName}: ${t('appHome')}`}>
          {logo === 'mui' ? (
            <svg width="28" height="22" viewBox="0 0 36 32" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={MUI_MARK_PATH} />
            </svg>
          ) : logo ? (
            <img className="docs-brand-logo" src={logo.src} alt="" width={logo.width} height={24} />
          ) : null}
          {productName}
        </a>
        <VersionMenu versions={versions} />
        <span className="docs-grow" />
        <button type="button" className="docs-search-button" data-search-open="" data-requires-js="" aria-keyshortcuts="Control+K">
          <SearchIcon fontSize="small" />
          <span className="docs-search-label">{t('search.open')}</span>
          <kbd aria-hidden="true">Ctrl K</kbd>
        </button>
        {repository ? (
          <IconButton component="a" href={repository} target="_blank" rel="noopener noreferrer" aria-label={t('github')} className="docs-github">
            <GitHubIcon fontSize="small" />
          </IconButton>
        ) : null}
        <IconButton aria-label={t('toggleColorMode')} data-color-mode-toggle="" data-requires-js="" className="docs-mode-toggle">
          <LightModeOutlinedIcon fontSize="small" className="icon-light" />
          <DarkModeOutlinedIcon fontSize="small" className="icon-dark" />
        </IconButton>
        <IconButton
          aria-label={t('settings.open')}
          data-settings-open=""
          data-requires-js=""
          data-title={t('settings.title')}
          data-mode={t('settings.mode')}
          data-light={t('settings.light')}
          data-system={t('settings.system')}
          data-dark={t('settings.dark')}
          data-close={t('settings.close')}
          data-direction={t('settings.direction')}
          data-ltr={t('settings.ltr')}
          data-rtl={t('settings.rtl')}
          data-density={t('settings.density')}
          data-dense={t('settings.dense')}
          data-normal={t('settings.normal')}
          data-reset-density={t('settings.resetDensity')}
        >
          <SettingsOutlinedIcon fontSize="small" />
        </IconButton>
      </Header>
      <Drawer id="nav-drawer" className="docs-drawer">
        <div className="docs-drawer-close">
          <IconButton component="a" href="#" aria-label={t('closeDrawer')} data-drawer-close="">
            <CloseIcon fontSize="small" />
          </IconButton>
        </div>
        {nav}
      </Drawer>
      <Backdrop href="#" aria-label={t('closeDrawer')} tabIndex={-1} data-drawer-close="" />
      <Main id="main-content" dangerouslySetInnerHTML={{ __html: MAIN_SLOT }} />
    </>
  );
}
