/**
 * The spreadsheet editor widget. Import from here: `LazySpreadsheet` loads the grid on first render.
 * The pure helpers are exported for callers that convert or check values the same way.
 */
export { LazySpreadsheet, preloadSpreadsheet } from './LazySpreadsheet';
export type {
  SpreadsheetColumn,
  SpreadsheetDirection,
  SpreadsheetFormat,
  SpreadsheetProps,
  SpreadsheetRow,
} from './types';
export { convertInput } from './format/convertInput';
