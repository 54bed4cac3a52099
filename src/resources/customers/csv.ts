import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';

/** A CSV file from a header row and data rows; a byte-order mark first so spreadsheet programs read Hebrew. */
export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return `\ufeff${Papa.unparse([header, ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell)))])}`;
}

export const downloadCsv = (header: string[], rows: Array<Array<string | number | null | undefined>>, filename: string): void =>
  downloadCSV(toCsv(header, rows), filename);
