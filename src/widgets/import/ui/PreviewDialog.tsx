import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState } from 'ra-core';
import { formatNumber } from '../../../lib/format';
import { LazySpreadsheet, type SpreadsheetRow } from '../../spreadsheet';
import { ROW_KEY } from '../constants';
import type { ConversionProgress, RowIssues } from '../engine/previewJobs';
import type { ColumnPlan } from '../logic/conversionPlan';
import type { NormalizedField, PreviewRow } from '../types';
import { TitledDialog } from '../../dialog/TitledDialog';
import { previewColumns } from './previewColumns';
import { useStoreValue, type ValueStore } from './progressStore';
import { useCellError } from './useCellError';
import { useImportTranslate } from './useImportTranslate';

export interface PreviewDialogProps {
  open: boolean;
  /** Conversion progress while the rows are being prepared. */
  progress: ValueStore<ConversionProgress | null>;
  columns: readonly ColumnPlan[];
  rows: readonly PreviewRow[] | null;
  /** Cells to fix found while converting. */
  issues: RowIssues | undefined;
  fields: ReadonlyMap<string, NormalizedField>;
  importing: boolean;
  failed: boolean;
  onRowsChange: (rows: PreviewRow[]) => void;
  onCancel: () => void;
  onImport: () => void;
  /** Once it has faded out after closing (it shows what it showed until then). */
  onExited: () => void;
}

const PAPER_SX = { inlineSize: '90vw', maxInlineSize: '90vw' };
const HIDDEN_SX = { visibility: 'hidden' } as const;
const NO_ROWS: readonly PreviewRow[] = [];
/** The status while the rows are prepared, over the hidden sheet. */
const PREPARING_SX = {
  py: 6,
  textAlign: 'center',
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  zIndex: 1,
} as const;

/** 'Data Preview & Edit': every record in the spreadsheet editor, cells to fix marked, then 'Import Data'. */
export const PreviewDialog = memo(function PreviewDialog(props: PreviewDialogProps) {
  const {
    open,
    progress,
    columns,
    rows,
    issues,
    fields,
    importing,
    failed,
    onRowsChange,
    onCancel,
    onImport,
    onExited,
  } = props;
  const t = useImportTranslate();
  const [locale] = useLocaleState();
  const sheetColumns = useMemo(() => previewColumns(columns, fields), [columns, fields]);
  const cellError = useCellError(columns, issues);
  const count = rows ? formatNumber(rows.length, locale) : '';
  // A new sheet for every opening (no search, sort or undo left from the last), made once the dialog has faded
  // out; opened again before that, it is made anew all the same.
  const [made, setMade] = useState(0);
  const shown = useRef(false);
  useEffect(() => {
    if (!open) return;
    if (shown.current) setMade((n) => n + 1);
    shown.current = true;
  }, [open]);
  const exited = useCallback(() => {
    shown.current = false;
    setMade((n) => n + 1);
    onExited();
  }, [onExited]);

  return (
    <TitledDialog
      dividers
      open={open}
      title={t('preview.title')}
      maxWidth={false}
      paperSx={PAPER_SX}
      dismissable={!importing}
      onClose={onCancel}
      onExited={exited}
      keepMounted
      actions={
        <>
          <Button onClick={onCancel} disabled={importing}>
            {t('action.cancel')}
          </Button>
          <Button variant="contained" onClick={onImport} disabled={!rows || importing}>
            {importing ? t('preview.importing') : t('preview.import')}
          </Button>
        </>
      }
    >
      {rows && (
        <>
          <Typography sx={{ mb: 1 }}>{t('preview.showing', { count })}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('preview.issues_hint')}
          </Typography>
          {failed && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {t('preview.import_error')}
            </Alert>
          )}
        </>
      )}
      {/* The sheet is made with the dialog, out of sight: opening it only gives it the columns, then the rows. */}
      <Box sx={{ position: 'relative' }}>
        {open && !rows && <PreparingPreview progress={progress} />}
        <Box sx={rows ? undefined : HIDDEN_SX}>
          <LazySpreadsheet
            key={made}
            aria-label={t('preview.grid_label')}
            columns={sheetColumns}
            rows={(rows ?? NO_ROWS) as SpreadsheetRow[]}
            onRowsChange={(next) => onRowsChange(next as PreviewRow[])}
            rowKey={ROW_KEY}
            cellError={cellError}
            storageKey="importWizard.preview"
            height="60vh"
          />
        </Box>
      </Box>
    </TitledDialog>
  );
});

/** The conversion's progress bar; only this re-renders as chunks of rows arrive. */
function PreparingPreview({ progress }: { progress: ValueStore<ConversionProgress | null> }) {
  const t = useImportTranslate();
  const current = useStoreValue(progress);
  const share = current && current.total > 0 ? Math.round((current.converted / current.total) * 100) : null;
  return (
    <Box role="status" sx={PREPARING_SX}>
      <Typography sx={{ mb: 2 }}>{t('preview.preparing')}</Typography>
      <LinearProgress
        aria-label={t('preview.preparing')}
        variant={share === null ? 'indeterminate' : 'determinate'}
        value={share ?? undefined}
        sx={{ maxInlineSize: 420, mx: 'auto' }}
      />
    </Box>
  );
}
