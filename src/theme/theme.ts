import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Direction } from '../i18n/locales';

const fontFamily = ['system-ui', '"Segoe UI"', 'Rubik', '"Noto Sans Hebrew"', 'Arial', 'sans-serif'].join(',');

/** The MUI theme of the admin in one direction (react-admin's light theme, our font and palette). */
export function createAppTheme(direction: Direction): RaThemeOptions {
  return {
    ...defaultLightTheme,
    direction,
    palette: {
      ...defaultLightTheme.palette,
      primary: { main: '#1f5f8b' },
      secondary: { main: '#2e7d5b' },
      background: { default: '#f5f6f8' },
    },
    typography: { ...defaultLightTheme.typography, fontFamily },
    components: {
      ...defaultLightTheme.components,
      // Toasts: multi-line server validation messages keep their line breaks.
      MuiSnackbarContent: { styleOverrides: { message: { whiteSpace: 'pre-line' } } },
    },
  };
}
