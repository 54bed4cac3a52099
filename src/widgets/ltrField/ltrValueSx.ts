import type { Theme } from '@mui/material/styles';

/**
 * For inputs whose value reads left to right (phones, e-mails: `dir="ltr"` on the <input>): in a right-to-left
 * page the text keeps to the inline start of the field (its right side) while the label follows the page.
 */
export const ltrValueSx = (theme: Theme) => ({
  '& input': { textAlign: theme.direction === 'rtl' ? 'end' : 'start' },
});
