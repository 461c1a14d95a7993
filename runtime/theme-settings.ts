/** Local storage key of the direction and density settings. */
export const THEME_SETTINGS_KEY = 'docs-theme-settings';

export interface ThemeSettings {
  dense: boolean;
  direction: 'ltr' | 'rtl';
  paletteMode: 'light' | 'dark';
}

export type ThemeAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'CHANGE'; payload: { paletteMode?: 'light' | 'dark'; direction?: 'ltr' | 'rtl' } };

/** The theme actions of the specification; a change that changes nothing returns the same state. */
export function themeReducer(state: ThemeSettings, action: ThemeAction): ThemeSettings {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense ? { ...state, dense: false } : state;
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode ?? state.paletteMode;
      const direction = action.payload.direction ?? state.direction;
      return paletteMode === state.paletteMode && direction === state.direction ? state : { ...state, paletteMode, direction };
    }
    default:
      return state;
  }
}

export function readLayoutSettings(): Pick<ThemeSettings, 'dense' | 'direction'> {
  try {
    const stored = JSON.parse(localStorage.getItem(THEME_SETTINGS_KEY) ?? '{}') as Partial<ThemeSettings>;
    return { dense: stored.dense === true, direction: stored.direction === 'rtl' ? 'rtl' : 'ltr' };
  } catch {
    return { dense: false, direction: 'ltr' };
  }
}

/** Applies direction (the whole page mirrors) and density, persists them, and tells the islands. */
export function applyLayoutSettings(settings: Pick<ThemeSettings, 'dense' | 'direction'>): void {
  const root = document.documentElement;
  root.dir = settings.direction;
  root.classList.toggle('density-dense', settings.dense);
  try {
    localStorage.setItem(THEME_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  document.dispatchEvent(new CustomEvent('docs:theme-settings', { detail: settings }));
}
