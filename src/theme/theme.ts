import type { RaThemeOptions } from 'react-admin';
import { defaultDarkTheme, defaultLightTheme } from './raDefaultTheme';
import type { Direction } from '../i18n/locales';
import { BOTTOM_MENU_HEIGHT } from './dimensions';
import { DIALOG, MULTI_SELECT_SHOWN, TOOLTIP } from './specConstants';
import type { ThemeMode } from './themeChoice';

const fontFamily = ['system-ui', '"Segoe UI"', 'Rubik', '"Noto Sans Hebrew"', 'Arial', 'sans-serif'].join(',');

// Light: our blue and green on a pale grey page; warning and info darker than MUI's, so an outlined chip or a text
// button in them keeps a contrast of at least 4.5:1 on white and on the page. Dark: lighter tints of the same colours, so text and icons in
// them keep a contrast of at least 4.5:1 on the dark surfaces (MUI's dark mode supplies text and divider colours).
const palettes = {
  light: {
    primary: { main: '#1f5f8b' },
    secondary: { main: '#2e7d5b' },
    warning: { main: '#a75400' },
    info: { main: '#01579b' },
    background: { default: '#f5f6f8' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#8cc4ec' },
    secondary: { main: '#7fd1a8' },
    error: { main: '#f28b82' },
    background: { default: '#121417', paper: '#1d2026' },
  },
} as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;
const untranslated: Translate = (key, options) => String(options?._ ?? key);

/**
 * The MUI theme of the admin in one direction and mode (react-admin's light or dark theme, our font and palette);
 * `translate` gives MUI's own words (an Autocomplete's clear and open buttons) in the current language.
 */
export function createAppTheme(
  direction: Direction,
  mode: ThemeMode = 'light',
  translate: Translate = untranslated,
): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  return {
    ...base,
    direction,
    palette: { ...base.palette, ...palettes[mode] },
    typography: { ...base.typography, fontFamily },
    components: {
      // A list line (a phone's list, the palette) breaks a long unbroken text (a URL, a pasted code) where it must,
      // rather than pushing the page sideways.
      MuiListItemText: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
      ...base.components,
      // Toasts: multi-line server validation messages keep their line breaks.
      MuiSnackbarContent: { styleOverrides: { message: { whiteSpace: 'pre-line' } } },
      // Every Autocomplete (react-admin's and the screens' own) speaks the user's language, never MUI's English.
      MuiAutocomplete: {
        defaultProps: {
          limitTags: MULTI_SELECT_SHOWN,
          clearText: translate('ra.action.clear_input_value', { _: 'Clear' }),
          openText: translate('ra.action.open', { _: 'Open' }),
          closeText: translate('ra.action.close', { _: 'Close' }),
          loadingText: translate('ra.page.loading', { _: 'Loading…' }),
          noOptionsText: translate('app.autocomplete.no_options', { _: 'No options' }),
        },
      },
      // Dialogs: one modal width and one confirmation width across the product.
      MuiDialog: {
        styleOverrides: {
          paperWidthSm: { maxWidth: DIALOG.maxWidth },
          paperWidthXs: { maxWidth: DIALOG.confirmWidth },
        },
      },
      RaConfirm: { styleOverrides: { root: { '& .MuiDialog-paper': { maxWidth: DIALOG.confirmWidth } } } },
      MuiTooltip: {
        defaultProps: {
          enterDelay: TOOLTIP.showDelay,
          leaveDelay: TOOLTIP.hideDelay,
        },
        // MUI spaces a tooltip from its anchor by a margin on the side it opens towards.
        styleOverrides: {
          tooltip: {
            '.MuiTooltip-popper[data-popper-placement*="top"] &': { marginBottom: TOOLTIP.distance },
            '.MuiTooltip-popper[data-popper-placement*="bottom"] &': { marginTop: TOOLTIP.distance },
            '.MuiTooltip-popper[data-popper-placement*="left"] &': { marginRight: TOOLTIP.distance },
            '.MuiTooltip-popper[data-popper-placement*="right"] &': { marginLeft: TOOLTIP.distance },
          },
        },
      },
      // On phones react-admin pins the form toolbar and the create button to the bottom of the
      // screen, where our bottom menu is: lift them above it.
      RaToolbar: {
        styleOverrides: { root: { '&.RaToolbar-mobileToolbar': { bottom: BOTTOM_MENU_HEIGHT, zIndex: 1101 } } },
      },
      // Wide tables scroll inside their card, never the whole page (phones). The table wrapper scrolls, not the
      // list content: the bulk actions toolbar slides up above the table and must not be clipped.
      RaList: {
        styleOverrides: {
          root: {
            '& .RaList-main': { minWidth: 0 },
            // an empty list's own message (with a list's tabs above it) shrinks to the screen too
            '& .RaList-noResults': { flex: 1, minWidth: 0 },
            '& .RaList-content': { overflow: 'visible' },
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          },
        },
      },
      // A page's card may shrink to the screen: scrollable tabs or a wide table inside scroll there, not the page.
      RaEdit: { styleOverrides: { root: { '& .RaEdit-card': { minWidth: 0 } } } },
      RaCreate: { styleOverrides: { root: { '& .RaCreate-card': { minWidth: 0 } } } },
      RaShow: { styleOverrides: { root: { '& .RaShow-card': { minWidth: 0 } } } },
      RaCreateButton: {
        styleOverrides: { root: { '&.RaCreateButton-floating': { bottom: BOTTOM_MENU_HEIGHT + 16, zIndex: 1101 } } },
      },
    },
  };
}
