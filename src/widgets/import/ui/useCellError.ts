import { useMemo } from 'react';
import type { SpreadsheetRow } from '../../spreadsheet';
import type { RowIssues } from '../engine/previewJobs';
import { rowIssueKeys } from '../logic/cellIssues';
import type { ColumnPlan } from '../logic/conversionPlan';
import { useImportTranslate } from './useImportTranslate';

/** Types whose cells can fail conversion (text and booleans always convert). */
const CHECKED_TYPES = new Set(['number', 'date', 'datetime']);

/**
 * The spreadsheet's `cellError` for the preview: a message for cells that will fail conversion or a
 * required rule. It runs for every cell of every row (100,000 rows × 20 columns), so a row's issues are
 * looked up once: from what the engine found while converting, or, for a row edited or added since,
 * worked out once per row object.
 */
export function useCellError(columns: readonly ColumnPlan[], converted: RowIssues | undefined) {
  const t = useImportTranslate();
  return useMemo(() => {
    const checked = columns.filter((c) => c.required || CHECKED_TYPES.has(c.dataType) || c.list || c.check);
    const byKey = new Map(columns.map((c) => [c.key, c]));
    const edited = new WeakMap<SpreadsheetRow, readonly string[]>();
    // The sheet asks about every column of a row in turn: remember the last row's answer.
    let lastRow: SpreadsheetRow | undefined;
    let lastKeys: readonly string[] = [];
    const issuesOf = (row: SpreadsheetRow): readonly string[] => {
      if (row === lastRow) return lastKeys;
      let keys = converted?.get(row) ?? edited.get(row);
      if (!keys) {
        keys = rowIssueKeys(checked, row);
        edited.set(row, keys);
      }
      lastRow = row;
      lastKeys = keys;
      return keys;
    };
    const required = t('preview.required');
    const invalid = new Map(
      columns.map((c) => [
        c.key,
        c.check ? t(`preview.invalid_${c.check}`) : t('preview.invalid', { type: t(`data_type.${c.dataType}`) }),
      ]),
    );
    return (row: SpreadsheetRow, key: string): string | undefined => {
      const keys = issuesOf(row);
      if (keys.length === 0 || !keys.includes(key)) return undefined;
      const value = row[key];
      const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
      return empty && byKey.get(key)?.required ? required : invalid.get(key);
    };
  }, [columns, converted, t]);
}
