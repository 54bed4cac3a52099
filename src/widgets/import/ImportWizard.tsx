import { Activity, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocaleState } from 'ra-core';
import { formatNumber } from '../../lib/format';
import type { ConversionProgress, RowIssues } from './engine/previewJobs';
import type { EngineTransport } from './engine/transport';
import { assembleRecordsInSlices } from './logic/assembleRecords';
import type { ColumnPlan } from './logic/conversionPlan';
import type { ImportRecord, ImportSchemaField, NormalizedField, PreviewRow, RawValue } from './types';
import { FileDropZone } from './ui/FileDropZone';
import { PreviewDialog } from './ui/PreviewDialog';
import { RelatedDataDialog } from './ui/RelatedDataDialog';
import { TransformationsDialog } from './ui/TransformationsDialog';
import { MappingSection } from './ui/MappingSection';
import { createValueStore } from './ui/progressStore';
import { StoredProgressBar } from './ui/ReadingProgress';
import { useImportTranslate } from './ui/useImportTranslate';
import { WizardTopBar } from './ui/WizardTopBar';
import { useImportSession } from './useImportSession';
import { MAIN_SLOT } from './engine/protocol';
import { preloadSpreadsheet } from '../spreadsheet';

export interface ImportWizardProps {
  /** The fields records are made of. */
  schema: ImportSchemaField[];
  /** Heading; 'Upload and Map Data' by default. */
  title?: string;
  /**
   * Receives the processed records when the person presses 'Import Data'. Return a promise to keep the
   * preview open (with 'Import Data' disabled) until it settles: it closes when the promise resolves and
   * stays open, with the edits kept, when it rejects.
   */
  onImport: (records: ImportRecord[]) => void | Promise<unknown>;
  /** Shows a Cancel button beside 'Preview Data' that calls this. */
  onCancel?: () => void;
  /** Where the engine runs (tests pass an in-thread transport); a Web Worker by default. */
  transport?: () => EngineTransport;
}

const NO_COLUMNS: ColumnPlan[] = [];

interface PreviewState {
  /** Closed, fading out with what it showed (the state goes once it has). */
  closing?: boolean;
  columns: ColumnPlan[];
  rows: PreviewRow[] | null;
  issues: RowIssues | undefined;
  importing: boolean;
  failed: boolean;
}

/**
 * The preview: opened with the records converted (its progress in a store, so only the bar draws again), edited,
 * imported, and closed (fading out with what it showed).
 */
function usePreview(session: Session, onImport: ImportWizardProps['onImport']) {
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const progress = useMemo(() => createValueStore<ConversionProgress | null>(null), []);

  const openPreview = useCallback(() => {
    progress.set(null);
    // The bar moves by whole percents: drawing it for every chunk of rows would cost the page more than the rows.
    let percent = -1;
    const preview = session.loadPreview((p) => {
      const next = p.total > 0 ? Math.floor((p.converted * 100) / p.total) : 0;
      if (next === percent) return;
      percent = next;
      progress.set(p);
    });
    if (!preview) return;
    // Opening the dialog is drawn as a transition too. The dialog and its sheet, with the columns of this
    // mapping, were made ahead (closed, out of sight): opening shows them, and the sheet takes the rows at the end.
    startTransition(() =>
      setPreview({ columns: preview.columns, rows: null, issues: undefined, importing: false, failed: false }),
    );
    preview.data
      .then((data) => {
        // A transition: drawing the sheet of every record happens in slices, the page stays responsive.
        if (data) {
          startTransition(() =>
            setPreview((current) => current && { ...current, rows: data.rows, issues: data.issues }),
          );
        }
      })
      .catch((error: unknown) => {
        console.error('Import: preparing the preview failed', error);
        setPreview(null);
      });
  }, [progress, session]);

  const runImport = useCallback(async () => {
    if (!preview?.rows) return;
    setPreview({ ...preview, importing: true, failed: false });
    try {
      const records = await assembleRecordsInSlices(preview.rows, preview.columns);
      await onImport(records);
      setPreview((current) => current && { ...current, closing: true });
    } catch (error) {
      console.error('Import: importing the records failed', error);
      setPreview((current) => current && { ...current, importing: false, failed: true });
    }
  }, [onImport, preview]);

  // Stable, so the preview (made ahead, out of sight) is not drawn again while the file is read and mapped.
  const editRows = useCallback((rows: PreviewRow[]) => setPreview((current) => current && { ...current, rows }), []);
  const closePreview = useCallback(() => setPreview((current) => current && { ...current, closing: true }), []);
  const previewGone = useCallback(() => setPreview((current) => (current?.closing ? null : current)), []);
  const startImport = useCallback(() => void runImport(), [runImport]);

  return { preview, progress, openPreview, editRows, closePreview, previewGone, startImport };
}

/** Work done ahead while the person chooses a file, so that the first screens after it come at once. */
function useWarmUps() {
  // The first number format of a page costs more than ten milliseconds to make (the row counts use one): make
  // it while the person chooses a file.
  const [locale] = useLocaleState();
  useEffect(() => void formatNumber(0, locale), [locale]);

  // Fetch the spreadsheet editor's code as the wizard opens: the closed preview makes its sheet ahead of use.
  useEffect(() => {
    preloadSpreadsheet().catch(() => undefined);
  }, []);
}

type Session = ReturnType<typeof useImportSession>;

/** A main field's transformations, on the values of its column; saved into the session's mapping. */
function FieldTransformations({
  field,
  headers,
  session,
  onClose,
}: {
  field: NormalizedField;
  headers: readonly string[];
  session: Session;
  onClose: () => void;
}) {
  const mapping = session.fieldMapping(field.path);
  return (
    <TransformationsDialog
      open
      field={field}
      columnName={headers[mapping.column ?? 0] ?? ''}
      transformations={mapping.transformations}
      loadValues={(limit) => session.distinctValues(MAIN_SLOT, mapping.column ?? 0, limit)}
      onSave={(transformations) => {
        session.updateField(field.path, { transformations });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** An array field's related data (a second file whose rows become its items); saved into the session. */
function FieldRelatedData({
  field,
  table,
  byPath,
  session,
  onClose,
}: {
  field: NormalizedField;
  table: { headers: readonly string[]; samples?: readonly RawValue[][] };
  byPath: Map<string, NormalizedField>;
  session: Session;
  onClose: () => void;
}) {
  return (
    <RelatedDataDialog
      open
      field={field}
      childFields={field.childPaths.map((path) => byPath.get(path)!)}
      mainHeaders={table.headers}
      mainSamples={table.samples}
      config={session.related[field.path]}
      openFile={(chosen, hasHeader) => session.openRelatedFile(field.path, chosen, hasHeader)}
      loadSheet={session.loadRelatedSheet}
      distinct={session.distinctValues}
      discardSlot={session.discardRelatedSlot}
      onSave={(config) => {
        session.saveRelated(config);
        onClose();
      }}
      onRemove={() => {
        session.removeRelated(field.path);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/**
 * The bulk import wizard: drop an Excel or CSV file, choose the sheet and the
 * header row, map columns to fields (automatically first) with defaults, types, transformations and related
 * data, check and edit every record in the preview, and import them.
 */
export default function ImportWizard({ schema, title, onImport, onCancel, transport }: ImportWizardProps) {
  const t = useImportTranslate();
  const session = useImportSession(schema, transport);
  const {
    fields,
    file,
    processing,
    progress: reading,
    streaming,
    problem,
    mapping,
    drawnMapping,
    related,
    disabled,
    complete,
  } = session;
  const byPath = useMemo(() => new Map(fields.map((f) => [f.path, f])), [fields]);
  const [transforming, setTransforming] = useState<NormalizedField | null>(null);
  const [relating, setRelating] = useState<NormalizedField | null>(null);
  const { preview, progress, openPreview, editRows, closePreview, previewGone, startImport } = usePreview(
    session,
    onImport,
  );

  // The closed preview draws the columns of the mapping drawn (out of sight, when the page has time): opened
  // with that mapping, its sheet has them already.
  const aheadColumns = useDeferredValue(session.drawnColumns ?? NO_COLUMNS);

  useWarmUps();

  const problemText = problem && t(`dropzone.${problem}`);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title ?? t('title')}
      </Typography>
      {problemText && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problemText}
        </Alert>
      )}

      {!file ? (
        <FileDropZone onFile={session.chooseFile} processing={processing} progress={reading} />
      ) : (
        <>
          <WizardTopBar
            fileName={file.name}
            sheetNames={file.sheetNames}
            sheet={file.table.sheetName}
            hasHeader={session.hasHeader}
            rowCount={file.table.rowCount}
            hideRowCount={streaming}
            busy={processing !== null}
            onChangeFile={session.changeFile}
            onSheet={session.chooseSheet}
            onHeader={session.changeHeader}
          />
          {processing && <StoredProgressBar store={reading} label={t('dropzone.processing')} sx={{ mb: 2 }} />}
          {mapping === null && (
            <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('mapping.mapping_in_progress')}</Typography>
            </Box>
          )}
          {/* Drawn out of sight while the automatic mapping waits for its delay: then it only has to be shown. */}
          {drawnMapping !== null && (
            <Activity mode={mapping === null ? 'hidden' : 'visible'}>
              <MappingSection
                fields={fields}
                table={file.table}
                fieldMapping={session.fieldMapping}
                disabled={disabled}
                related={related}
                setColumn={session.setColumn}
                updateField={session.updateField}
                onTransformations={setTransforming}
                onRelated={setRelating}
                covered={preview !== null}
              />
            </Activity>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            {complete ? (
              // While a large CSV file is still being read the preview may open: it shows every record once all are read.
              <Button variant="contained" onClick={openPreview} disabled={processing !== null && !streaming}>
                {t('mapping.preview')}
              </Button>
            ) : (
              mapping !== null && <Typography color="text.secondary">{t('mapping.incomplete')}</Typography>
            )}
            {onCancel && (
              <Button onClick={onCancel} sx={{ marginInlineStart: 'auto' }}>
                {t('action.cancel')}
              </Button>
            )}
          </Box>
        </>
      )}
      {!file && onCancel && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={onCancel}>{t('action.cancel')}</Button>
        </Box>
      )}

      {transforming && file && (
        <FieldTransformations
          field={transforming}
          headers={file.table.headers}
          session={session}
          onClose={() => setTransforming(null)}
        />
      )}

      {relating && file && (
        <FieldRelatedData
          field={relating}
          table={file.table}
          byPath={byPath}
          session={session}
          onClose={() => setRelating(null)}
        />
      )}

      <PreviewDialog
        open={preview !== null && !preview.closing}
        progress={progress}
        columns={preview?.columns ?? aheadColumns}
        rows={preview?.rows ?? null}
        issues={preview?.issues}
        fields={byPath}
        importing={preview?.importing ?? false}
        failed={preview?.failed ?? false}
        onRowsChange={editRows}
        onCancel={closePreview}
        onImport={startImport}
        onExited={previewGone}
      />
    </Box>
  );
}
