import { createTheme, getContrastRatio, type ThemeOptions } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

// Text, outlined chips and text buttons draw a palette colour on the page or a card, so each must stay readable.
const SHADES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('the palette', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`keeps every ${mode} colour at 4.5:1 or more on the page and on a card`, () => {
      // MUI fills the colours we leave out, so the check reads the theme as MUI builds it.
      const palette = createTheme(createAppTheme('rtl', mode) as ThemeOptions).palette as unknown as Record<
        string,
        { main: string; default: string; paper: string }
      >;
      const surfaces =
        mode === 'light'
          ? ['#ffffff', palette.background.default]
          : [palette.background.default, palette.background.paper];
      const weak = SHADES.flatMap((shade) => {
        const main = palette[shade].main;
        return surfaces
          .filter((surface) => getContrastRatio(main, surface) < 4.5)
          .map((surface) => `${shade} ${main} on ${surface}`);
      });
      expect(weak).toEqual([]);
    });
  }
});
