import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** An opaque colour: `color` at `share` over the paper colour. */
const tint = (theme: Theme, color: string, share: number): string =>
  `color-mix(in srgb, ${color} ${share * 100}%, ${theme.palette.background.paper})`;

/** Black on a light theme, white on a dark one. */
const ink = (theme: Theme): string =>
  theme.palette.mode === 'dark' ? theme.palette.common.white : theme.palette.common.black;

/** Styles of the grid and its cell states; logical properties only, so they hold in both directions. */
export const sheetStyles =
  (height: number | string) =>
  (theme: Theme): SystemStyleObject<Theme> => ({
    '& .rdg': {
      blockSize: height,
      fontSize: 14,
      colorScheme: theme.palette.mode,
      '--rdg-color': theme.palette.text.primary,
      '--rdg-background-color': theme.palette.background.paper,
      // Every background is opaque (a tint mixed with the paper colour): frozen cells (row selection, fixed
      // columns) lie over the cells scrolled under them, which would show through a translucent one.
      '--rdg-header-background-color': tint(theme, ink(theme), 0.04),
      '--rdg-border-color': theme.palette.divider,
      '--rdg-selection-color': theme.palette.primary.main,
      '--rdg-row-selected-background-color': tint(theme, theme.palette.primary.main, 0.08),
      '--rdg-row-selected-hover-background-color': tint(theme, theme.palette.primary.main, 0.14),
      '--rdg-row-hover-background-color': tint(theme, ink(theme), 0.04),
      borderRadius: 1,
      border: `1px solid ${theme.palette.divider}`,
    },
    // A value is a block in its own direction: one too long for its cell is cut at its end (an address in a Hebrew
    // sheet lost its beginning: overflowing text starts at its own start), and one that fits sits on the sheet's side
    // (numbers on the other), whatever its own direction.
    '& .ss-value': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& [dir=rtl] .ss-value': { textAlign: 'right' },
    '& [dir=ltr] .ss-value, & [dir=rtl] .ss-value[data-numeric]': { textAlign: 'left' },
    '& [dir=ltr] .ss-value[data-numeric]': { textAlign: 'right' },
    '& .ss-locked': { backgroundColor: tint(theme, ink(theme), 0.04), color: theme.palette.text.secondary },
    '& .ss-error': {
      backgroundColor: tint(theme, theme.palette.error.main, 0.1),
      boxShadow: `inset 0 0 0 1px ${alpha(theme.palette.error.main, 0.6)}`,
    },
    '& .ss-error-hit': { position: 'absolute', inset: 0 },
    '& .ss-match': { backgroundColor: tint(theme, theme.palette.warning.light, 0.4) },
    '& .ss-in-range': { backgroundColor: tint(theme, theme.palette.primary.main, 0.16) },
    '& .ss-format-number, & .ss-format-currency, & .ss-format-percentage': { textAlign: 'end' },
    '& .ss-thumb': {
      blockSize: 40,
      inlineSize: 'auto',
      maxInlineSize: '100%',
      objectFit: 'cover',
      verticalAlign: 'middle',
    },
    '& .ss-header-locked': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
    '& .ss-editor': {
      inlineSize: '100%',
      blockSize: '100%',
      border: 0,
      paddingInline: 1,
      font: 'inherit',
      color: 'inherit',
      backgroundColor: theme.palette.background.paper,
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    '& .ss-empty': { gridColumn: '1 / -1', textAlign: 'center', paddingBlock: 2, color: theme.palette.text.secondary },
    '&.ss-wrap .rdg-cell:not(.rdg-editor-container)': {
      whiteSpace: 'normal',
      lineHeight: '20px',
      overflowWrap: 'anywhere',
    },
  });
