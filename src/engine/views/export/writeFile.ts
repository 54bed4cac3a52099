import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';
import { neutraliseFormula, type Cell } from './exportRows';

const csvCell = (cell: Cell): string | number | boolean =>
  typeof cell === 'string' ? neutraliseFormula(cell) : (cell ?? '');

/** CSV with a byte-order mark first, so spreadsheet programs read Hebrew; every text cell neutralised (neutraliseFormula). */
export const toCsv = (header: string[], rows: Cell[][]): string =>
  `\ufeff${Papa.unparse([header.map(neutraliseFormula), ...rows.map((row) => row.map(csvCell))])}`;

export const downloadCsvFile = (header: string[], rows: Cell[][], filename: string): void =>
  downloadCSV(toCsv(header, rows), filename);

/** An .xlsx workbook of one sheet (right to left for Hebrew); SheetJS loads only when someone exports. */
export async function downloadXlsxFile(
  header: string[],
  rows: Cell[][],
  filename: string,
  rtl: boolean,
): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet['!cols'] = header.map((h, i) => ({
    wch: Math.min(60, Math.max(h.length, ...rows.slice(0, 200).map((r) => String(r[i] ?? '').length)) + 2),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, filename.slice(0, 31));
  if (rtl) book.Workbook = { Views: [{ RTL: true }] };
  XLSX.writeFile(book, `${filename}.xlsx`);
}
