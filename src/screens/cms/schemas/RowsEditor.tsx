// A table's rows in the spreadsheet editor: edit in place, paste from Excel, add and delete rows; Save sends what
// changed (changed rows, new rows in one all-or-nothing call, deleted rows) and marks the cells the server refused.
// Values that no longer fit their field (after a type change) come marked from the server. Import and export as
// CSV or .xlsx (rowsFile.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { showToast } from '../../../notifications/toasts';
import { exportFailure } from '../../../engine/views/export/askToExport';
import {
  LazySpreadsheet,
  type SpreadsheetColumn,
  type SpreadsheetFormat,
  type SpreadsheetRow,
} from '../../../widgets/spreadsheet';
import { errorMessage, validationErrors } from '../../../dataProvider/errors';
import { cmsApi, rowsKey, tableKey, useRows, type Field, type FieldType, type Row } from '../api';
import { exportRows } from './rowsFile';
import { RowsToolbar } from './RowsToolbar';

const FORMATS: Record<FieldType, SpreadsheetFormat> = {
  text: 'text',
  number: 'number',
  boolean: 'boolean',
  date: 'date',
  select: 'text',
  image: 'image',
  rich_text: 'text',
  reference: 'number',
};
const KEY = '__key';
type Marks = Record<string, Record<string, string>>;

const sheetRowOf = (row: Row): SpreadsheetRow => ({ [KEY]: row.id, ...row.data });
const dataOf = (row: SpreadsheetRow, fields: Field[]) =>
  Object.fromEntries(fields.map((f) => [f.name, row[f.name] === undefined ? null : row[f.name]]));
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
/** The per-field messages of a refused row: {data: {field: message}}. */
const fieldMessages = (tree: unknown): Record<string, string> => {
  const data = (tree as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  return Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
};

export function RowsEditor({
  websiteId,
  tableId,
  tableName,
  fields,
}: {
  websiteId: number;
  tableId: number;
  tableName: string;
  fields: Field[];
}) {
  const translate = useTranslate();
  const exportAs = (format: 'csv' | 'xlsx') =>
    void exportRows(fields, sheet, tableName, format, rtl).catch((error: unknown) =>
      showToast(translate(exportFailure(error)), { variant: 'error' }),
    );
  const rtl = useTheme().direction === 'rtl';
  const queryClient = useQueryClient();
  const rows = useRows(tableId);
  const original = useMemo(() => new Map((rows.data?.items ?? []).map((r) => [r.id, r])), [rows.data]);
  const [sheet, setSheet] = useState<SpreadsheetRow[]>([]);
  const [marks, setMarks] = useState<Marks>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (rows.data) setSheet(rows.data.items.map(sheetRowOf));
  }, [rows.data]);
  const columns = useMemo<SpreadsheetColumn[]>(
    () => fields.map((f) => ({ key: f.name, label: f.required ? `${f.label} *` : f.label, format: FORMATS[f.type] })),
    [fields],
  );

  const added = sheet.filter((r) => typeof r[KEY] !== 'number');
  const changed = sheet.filter(
    (r) =>
      typeof r[KEY] === 'number' &&
      original.has(r[KEY]) &&
      fields.some((f) => !same(r[f.name], original.get(r[KEY] as number)!.data[f.name])),
  );
  const kept = new Set(sheet.map((r) => r[KEY]));
  const removed = [...original.keys()].filter((id) => !kept.has(id));
  const pending = added.length + changed.length + removed.length;
  // leaving with unsaved rows asks first, as the forms do
  const blocker = useBlocker(pending > 0 && !saving);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);

  const save = async () => {
    setSaving(true);
    const refused: Marks = {};
    let done = 0;
    let addedSaved = added.length === 0;
    for (const row of changed) {
      const before = original.get(row[KEY] as number)!;
      const change = Object.fromEntries(
        fields.filter((f) => !same(row[f.name], before.data[f.name])).map((f) => [f.name, row[f.name] ?? null]),
      );
      try {
        await cmsApi.updateRow(before.id, change);
        done += 1;
      } catch (error) {
        if (!validationErrors(error)) showToast(errorMessage(error, translate), { variant: 'error' });
        refused[String(row[KEY])] = fieldMessages(validationErrors(error));
      }
    }
    for (const id of removed) {
      await cmsApi.deleteRow(id);
      done += 1;
    }
    if (added.length) {
      try {
        await cmsApi.addRows(
          websiteId,
          tableId,
          added.map((r) => ({ data: dataOf(r, fields) })),
        );
        done += added.length;
        addedSaved = true;
      } catch (error) {
        const tree = validationErrors(error) as Record<string, unknown> | null;
        if (!tree) showToast(errorMessage(error, translate), { variant: 'error' });
        added.forEach((r, index) => {
          const messages = fieldMessages(tree?.[String(index)]);
          if (Object.keys(messages).length) refused[String(r[KEY])] = messages;
        });
      }
    }
    setSaving(false);
    setMarks(refused);
    if (done) showToast(translate('cms.schemas.rows_saved', { smart_count: done }), { variant: 'success' });
    if (Object.keys(refused).length || !addedSaved) {
      if (Object.keys(refused).length) showToast(translate('cms.schemas.rows_invalid'), { variant: 'error' });
      // keep the refused new rows on the sheet: reload only what was saved
      const fresh = await cmsApi.rows(tableId);
      // new rows go in together or not at all: when refused, every one stays on the sheet
      const refusedNew = addedSaved ? [] : added;
      const refusedChanged = new Map(changed.filter((r) => refused[String(r[KEY])]).map((r) => [r[KEY], r]));
      queryClient.setQueryData(rowsKey(tableId), fresh);
      setSheet([...fresh.items.map((r) => refusedChanged.get(r.id) ?? sheetRowOf(r)), ...refusedNew]);
    } else {
      await queryClient.invalidateQueries({ queryKey: rowsKey(tableId) });
    }
    await queryClient.invalidateQueries({ queryKey: tableKey(tableId) });
  };

  const cellError = (row: SpreadsheetRow, column: string) => {
    const key = row[KEY];
    const mark = marks[String(key)]?.[column];
    if (mark) return mark;
    const stored = typeof key === 'number' ? original.get(key) : undefined;
    return stored && same(row[column], stored.data[column]) ? stored.errors[column] : undefined;
  };

  if (!fields.length) return <Typography color="text.secondary">{translate('cms.schemas.no_fields')}</Typography>;
  return (
    <Box>
      <RowsToolbar
        fields={fields}
        rowKey={KEY}
        pending={pending}
        saving={saving}
        onSave={() => void save()}
        onImported={(imported) => setSheet((current) => [...current, ...imported])}
        exportAs={exportAs}
      />
      {Object.keys(marks).length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('cms.schemas.rows_invalid')}
        </Alert>
      )}
      <LazySpreadsheet
        columns={columns}
        rows={sheet}
        onRowsChange={setSheet}
        rowKey={KEY}
        cellError={cellError}
        storageKey={`cms-table-${tableId}`}
        height={480}
        aria-label={translate('cms.schemas.data')}
      />
    </Box>
  );
}
