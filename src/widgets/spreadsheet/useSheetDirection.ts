import { useTheme } from '@mui/material/styles';
import type { SpreadsheetDirection } from './types';

/** The given direction, else the MUI theme's, else the document's (`<html dir>` follows the locale). */
export function useSheetDirection(explicit: SpreadsheetDirection | undefined): SpreadsheetDirection {
  const theme = useTheme();
  if (explicit) return explicit;
  if (theme.direction === 'rtl') return 'rtl';
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
