import { ROW_KEY } from '../constants';
import type { ConversionPlan } from '../logic/conversionPlan';
import { lazyArray } from '../logic/lazyArray';
import { planCells, type PlanCell } from '../logic/planCells';
import { rowTemplate } from '../logic/rowChunks';
import type { CsvTokens } from '../parse/csvTokens';
import type { PreviewRow } from '../types';
import { RowIssues, type PreviewResult } from './previewJobs';

/** Whether a token row leaves a value in some column of the plan (its other cells may all be empty). */
function leavesValue(tokens: CsvTokens, r: number, cells: readonly PlanCell[]): boolean {
  for (const cell of cells) {
    if (cell.index === null || tokens.isBlank(r, cell.index)) continue;
    if (cell.keepsFilled || cell.convert(tokens.cell(r, cell.index)) !== null) return true;
  }
  return false;
}

/**
 * The token rows that become records, as the table and the engine's conversion make them: blank rows dropped, the first remaining one taken as the header when the file has one, and
 * rows that leave no value under the plan dropped.
 */
function recordRows(tokens: CsvTokens, hasHeader: boolean, cells: readonly PlanCell[]): Int32Array {
  // A column whose empty cells take a default leaves a value in every row.
  const everyRow = cells.some((cell) => cell.convert(null) !== null);
  const rows = new Int32Array(tokens.rowCount);
  let count = 0;
  let header = hasHeader;
  for (let r = 0; r < tokens.rowCount; r++) {
    if (header) {
      header = tokens.isBlankRow(r);
      continue;
    }
    // A row that leaves a value is not blank: only a plan that fills every row asks for the blank check.
    if (everyRow ? !tokens.isBlankRow(r) : leavesValue(tokens, r, cells)) rows[count++] = r;
  }
  return rows.subarray(0, count);
}

/**
 * The preview of a CSV file read on the page, by a plan without related data: its records are counted at
 * once, and each is converted the first time it is read (the grid reads the rows on screen; the sheet's
 * error count and search read the rest in idle time afterwards), with its cells to fix noted as it is.
 * The values are those the engine's conversion gives (the same converters, cell by cell).
 */
export function lazyPreview(tokens: CsvTokens, hasHeader: boolean, plan: ConversionPlan): PreviewResult {
  if (plan.related.length > 0) throw new Error('A plan with related data is converted by the engine');
  const cells = planCells(plan.columns, { count: 0 });
  const keys = plan.columns.map((column) => column.key);
  const records = recordRows(tokens, hasHeader, cells);
  const template = rowTemplate(keys);
  const issues = new RowIssues();
  const rows = lazyArray(records.length, (index): PreviewRow => {
    const r = records[index];
    const row: PreviewRow = { ...template };
    row[ROW_KEY] = index;
    const fix: string[] = [];
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      row[keys[c]] = cell.convert(cell.index === null ? null : tokens.cell(r, cell.index));
      if (cell.fix) fix.push(keys[c]);
    }
    issues.set(row, fix);
    return row;
  });
  return { rows, issues };
}
