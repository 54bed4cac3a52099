import Papa from 'papaparse';
import type { RawValue } from '../types';
import { tokenizeCsv, type CsvFormat } from './csvTokens';

/** Characters papaparse looks at to detect the delimiter and line break. */
const DETECT_CHARS = 1 << 18;

/** How a CSV text is written: its delimiter and line break. */
export type { CsvFormat };

/**
 * Every row of CSV text at once, as arrays of strings, blank lines left out (the table drops rows of empty
 * cells too). `onProgress` hears when the text is read.
 */
export function parseCsv(text: string, onProgress?: (share: number) => void): RawValue[][] {
  const tokens = tokenizeCsv(text, detectCsvFormat(text));
  onProgress?.(1);
  return tokens.rows(0, tokens.rowCount).filter((row) => !(row.length === 1 && row[0] === ''));
}

/** The delimiter and line break of CSV text, as papaparse detects them in its beginning. */
export function detectCsvFormat(text: string): CsvFormat {
  const { meta } = Papa.parse<string[]>(text.substring(0, DETECT_CHARS), { skipEmptyLines: true, preview: 1 });
  return { delimiter: meta.delimiter, newline: meta.linebreak };
}
