import { useMemo } from 'react';
import type { SpreadsheetRow } from '../../spreadsheet';
import { cellIssue } from '../logic/cellIssues';
import type { ColumnPlan } from '../logic/conversionPlan';
import { useImportTranslate } from './useImportTranslate';

/** Types whose cells can fail conversion (text and booleans always convert). */
const CHECKED_TYPES = new Set(['number', 'date', 'datetime']);

/**
 * The spreadsheet's `cellError` for the preview: a message for cells that will fail conversion or a
 * required rule. Columns that can have neither are skipped at once (this runs for every cell of 100,000 rows).
 */
export function useCellError(columns: readonly ColumnPlan[]) {
  const t = useImportTranslate();
  return useMemo(() => {
    const checked = new Map(columns.filter((c) => c.required || CHECKED_TYPES.has(c.dataType)).map((c) => [c.key, c]));
    const invalid = new Map(columns.map((c) => [c.key, t('preview.invalid', { type: t(`data_type.${c.dataType}`) })]));
    const required = t('preview.required');
    return (row: SpreadsheetRow, key: string): string | undefined => {
      const column = checked.get(key);
      if (!column) return undefined;
      const issue = cellIssue(column, row[key]);
      if (issue === null) return undefined;
      return issue === 'required' ? required : invalid.get(key);
    };
  }, [columns, t]);
}
