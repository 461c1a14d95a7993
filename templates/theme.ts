import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeOverrides } from './shared/site';

/** Docs theme constants of the specification (§9); colours may be overridden by the site config. */
export const DOCS_CONSTANTS = {
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  spacing: 8,
  borderRadius: 12,
  fontSize: 14,
  htmlFontSize: 16,
  zIndex: { mobileStepper: 1000, fab: 1050, speedDial: 1050, appBar: 1100, drawer: 1200, modal: 1300, snackbar: 1400, tooltip: 1500 },
  contrastThreshold: 3,
  tonalOffset: 0.2,
} as const;

// The system CJK faces follow the Latin ones, so Chinese pages use the reader's own fonts.
export const FONT_FAMILY =
  '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
export const CODE_FONT_FAMILY = '"Roboto Mono", Menlo, Consolas, "Droid Sans Mono", monospace';

const grey = { 50: '#F3F6F9', 100: '#E5EAF2', 200: '#DAE2ED', 300: '#C7D0DD', 400: '#B0B8C4', 500: '#9DA8B7', 600: '#6B7A90', 700: '#434D5B', 800: '#303740', 900: '#1C2025' };

/** Smaller defaults for the "dense" setting of the settings drawer, applied to the live demos. */
const DENSE_COMPONENTS = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
} as const;

/** Colour scheme switching is a class on `<body>`: `mode-light` / `mode-dark`, set before first paint. */
export function createDocsTheme(overrides: ThemeOverrides = {}, options: { dense?: boolean; direction?: 'ltr' | 'rtl' } = {}): Theme {
  const custom = overrides.palette ?? {};
  const scheme = (mode: 'light' | 'dark') => ({
    palette: {
      contrastThreshold: DOCS_CONSTANTS.contrastThreshold,
      tonalOffset: DOCS_CONSTANTS.tonalOffset,
      primary: { main: mode === 'light' ? '#0072E5' : '#3399FF' },
      grey,
      divider: mode === 'light' ? grey[100] : 'rgba(61, 71, 81, 0.3)',
      background: mode === 'light' ? { default: '#fff', paper: '#fff' } : { default: 'hsl(210, 14%, 7%)', paper: 'hsl(210, 14%, 9%)' },
      text:
        mode === 'light'
          ? { primary: grey[900], secondary: grey[700] }
          : { primary: '#fff', secondary: grey[400] },
      ...(mode === 'light' ? custom : {}),
    },
  });
  return createTheme({
    cssVariables: { colorSchemeSelector: '.mode-%s', disableCssColorScheme: false },
    colorSchemes: { light: scheme('light'), dark: scheme('dark') },
    breakpoints: { values: { ...DOCS_CONSTANTS.breakpoints } },
    spacing: DOCS_CONSTANTS.spacing,
    shape: { borderRadius: DOCS_CONSTANTS.borderRadius },
    zIndex: { ...DOCS_CONSTANTS.zIndex },
    ...(options.dense ? { components: DENSE_COMPONENTS } : {}),
    ...(options.direction === 'rtl' ? { direction: 'rtl' as const } : {}),
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: DOCS_CONSTANTS.fontSize,
      htmlFontSize: DOCS_CONSTANTS.htmlFontSize,
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}

declare module '@mui/material/styles' {
  // The docs theme always enables CSS variables (colour modes switch by class before first paint).
  interface CssThemeVariables {
    enabled: true;
  }
}
