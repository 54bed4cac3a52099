// A table's rows to and from files: export as CSV or .xlsx (the admin's export writers), import from .csv/.xlsx with
// a header row naming the fields by label or key; imported rows join the sheet as new rows and are checked on Save.
import type { SpreadsheetRow } from '../../../widgets/spreadsheet';
import type { Cell } from '../../../engine/views/export/exportRows';
import { askToExport } from '../../../engine/views/export/askToExport';
import { downloadCsvFile, downloadXlsxFile } from '../../../engine/views/export/writeFile';
import type { Field } from '../api';

const cellOf = (value: unknown): Cell =>
  value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : (value as Cell);

/** Writes the sheet's rows as a file once the server allows it (the CMS's export right; recorded in the security log). */
export async function exportRows(
  fields: Field[],
  rows: SpreadsheetRow[],
  name: string,
  format: 'csv' | 'xlsx',
  rtl: boolean,
): Promise<void> {
  const header = fields.map((f) => f.label);
  const cells = rows.map((row) => fields.map((f) => cellOf(row[f.name])));
  await askToExport('cms_table_rows', format, cells.length);
  return format === 'csv' ? downloadCsvFile(header, cells, name) : downloadXlsxFile(header, cells, name, rtl);
}

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The rows of a file's first sheet, keyed by field name (columns matched by label or key; others ignored). */
export async function importRows(file: File, fields: Field[], rowKey: string): Promise<SpreadsheetRow[]> {
  const XLSX = await import('xlsx');
  // CSV is read as text (UTF-8), so Hebrew headers and values survive; workbooks as bytes.
  const book = /\.csv$/i.test(file.name)
    ? XLSX.read(await file.text(), { type: 'string', cellDates: true })
    : XLSX.read(await file.arrayBuffer(), { cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0]!];
  if (!sheet) return [];
  const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: null });
  const byHeader = new Map<string, Field>();
  for (const f of fields) {
    byHeader.set(f.label.trim(), f);
    byHeader.set(f.name, f);
  }
  const stamp = Date.now().toString(36);
  return records.map((record, index) => {
    const row: SpreadsheetRow = {};
    for (const [header, value] of Object.entries(record)) {
      const field = byHeader.get(header.trim());
      if (field) row[field.name] = value instanceof Date ? isoDay(value) : value;
    }
    return { ...row, [rowKey]: `import-${stamp}-${index}` };
  });
}
