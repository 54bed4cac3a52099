import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Progress } from '../engine/importClient';
import type { DistinctValue, Slot, TableInfo } from '../engine/protocol';
import { emptyMapping, initialMapping, setFieldColumn, updateFieldMapping } from '../logic/mappingState';
import { isRelatedConfigured } from '../logic/relatedConfigured';
import type { MappingState, NormalizedField, RawValue, RelatedConfig } from '../types';
import { ColumnSelect } from './ColumnSelect';
import { FileDropZone } from './FileDropZone';
import { ImportDialog } from './ImportDialog';
import { MappingRow } from './MappingRow';
import { MappingTable } from './MappingTable';
import { TransformationsDialog } from './TransformationsDialog';
import { useImportTranslate } from './useImportTranslate';
import { WizardTopBar } from './WizardTopBar';

export interface RelatedDataDialogProps {
  open: boolean;
  field: NormalizedField;
  childFields: NormalizedField[];
  mainHeaders: readonly string[];
  mainSamples?: readonly RawValue[][];
  config: RelatedConfig | undefined;
  openFile: (file: File, hasHeader: boolean) => Promise<{ slot: Slot; table: TableInfo }>;
  loadSheet: (slot: Slot, sheet: string, hasHeader: boolean) => Promise<TableInfo>;
  distinct: (slot: Slot, column: number, limit: number) => Promise<{ values: DistinctValue[]; total: number }>;
  discardSlot: (slot: Slot) => void;
  onSave: (config: RelatedConfig) => void;
  onRemove: () => void;
  onClose: () => void;
}

const normalize = (header: string) => header.trim().toLowerCase();

/** The first column name the two files share: a likely join key. */
function guessKeys(mainHeaders: readonly string[], relatedHeaders: readonly string[]): [number | null, number | null] {
  for (let r = 0; r < relatedHeaders.length; r++) {
    const m = mainHeaders.findIndex(
      (header) => normalize(header) !== '' && normalize(header) === normalize(relatedHeaders[r]),
    );
    if (m >= 0) return [m, r];
  }
  return [null, null];
}

/**
 * 'Configure Related Data' for an array field: a second file whose rows become the field's items, joined
 * on a key column of each file, with its own column mapping, defaults, types and transformations.
 */
export function RelatedDataDialog(props: RelatedDataDialogProps) {
  const {
    open,
    field,
    childFields,
    mainHeaders,
    mainSamples,
    config,
    openFile,
    loadSheet,
    distinct,
    discardSlot,
    onSave,
    onRemove,
    onClose,
  } = props;
  const t = useImportTranslate();
  const [draft, setDraft] = useState<RelatedConfig | undefined>(config);
  const [samples, setSamples] = useState<RawValue[][] | undefined>(undefined);
  const [processing, setProcessing] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const [transforming, setTransforming] = useState<NormalizedField | null>(null);

  useEffect(() => {
    if (open) {
      setDraft(config);
      setSamples(undefined);
      setFailed(false);
    }
    // Start from the saved configuration each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const fromTable = (slot: Slot, fileName: string, table: TableInfo, hasHeader: boolean): RelatedConfig => {
    const [sourceKeyColumn, relatedKeyColumn] = guessKeys(mainHeaders, table.headers);
    const children = initialMapping(childFields, table.headers, table.columnTypes);
    if (relatedKeyColumn !== null) {
      for (const child of childFields)
        if (children[child.path].column === relatedKeyColumn) children[child.path] = emptyMapping(child);
    }
    setSamples(table.samples);
    return {
      fieldPath: field.path,
      slot,
      fileName,
      sheet: table.sheetName,
      sheetNames: table.sheetNames,
      hasHeader,
      headers: table.headers,
      columnTypes: table.columnTypes,
      sourceKeyColumn,
      relatedKeyColumn,
      children,
    };
  };

  const load = async (work: () => Promise<RelatedConfig>) => {
    setFailed(false);
    setProcessing({ phase: 'reading', share: null });
    try {
      setDraft(await work());
    } catch (error) {
      console.error('Import: the related file could not be read', error);
      setFailed(true);
    } finally {
      setProcessing(null);
    }
  };

  const chooseFile = (file: File) =>
    load(async () => {
      if (draft && draft.slot !== config?.slot) discardSlot(draft.slot);
      const hasHeader = draft?.hasHeader ?? true;
      const { slot, table } = await openFile(file, hasHeader);
      return fromTable(slot, file.name, table, hasHeader);
    });
  const reload = (sheet: string, hasHeader: boolean) =>
    draft &&
    load(async () => fromTable(draft.slot, draft.fileName, await loadSheet(draft.slot, sheet, hasHeader), hasHeader));

  const close = () => {
    if (draft && draft.slot !== config?.slot) discardSlot(draft.slot);
    onClose();
  };
  const setChildren = (children: MappingState) => setDraft((current) => current && { ...current, children });
  const childMapping = (child: NormalizedField) => draft?.children[child.path] ?? emptyMapping(child);

  return (
    <ImportDialog
      open={open}
      titleId="import-related-title"
      title={t('related.title')}
      maxWidth="lg"
      onClose={close}
      actions={
        <>
          {config && (
            <Button color="error" onClick={onRemove} sx={{ marginInlineEnd: 'auto' }}>
              {t('related.remove')}
            </Button>
          )}
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!isRelatedConfigured(draft) || processing !== null}
            onClick={() => draft && onSave(draft)}
          >
            {t('action.save')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('related.intro', { field: field.label })}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dropzone.read_error')}
        </Alert>
      )}
      {!draft || processing ? (
        <FileDropZone dense processing={processing} onFile={chooseFile} label={t('related.choose_file')} />
      ) : (
        <>
          <WizardTopBar
            fileName={draft.fileName}
            sheetNames={draft.sheetNames}
            sheet={draft.sheet}
            hasHeader={draft.hasHeader}
            rowCount={0}
            hideRowCount
            changeFileLabel={t('related.change_file')}
            onChangeFile={() => {
              if (draft.slot !== config?.slot) discardSlot(draft.slot);
              setDraft(undefined);
            }}
            onSheet={(sheet) => reload(sheet, draft.hasHeader)}
            onHeader={(hasHeader) => reload(draft.sheet, hasHeader)}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Box sx={{ flex: '1 1 240px' }}>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {t('related.source_key')}
              </Typography>
              <ColumnSelect
                label={t('related.source_key')}
                headers={mainHeaders}
                samples={mainSamples}
                value={draft.sourceKeyColumn}
                onChange={(sourceKeyColumn) => setDraft({ ...draft, sourceKeyColumn })}
              />
            </Box>
            <Box sx={{ flex: '1 1 240px' }}>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {t('related.related_key')}
              </Typography>
              <ColumnSelect
                label={t('related.related_key')}
                headers={draft.headers}
                samples={samples}
                value={draft.relatedKeyColumn}
                onChange={(relatedKeyColumn) => setDraft({ ...draft, relatedKeyColumn })}
              />
            </Box>
          </Box>
          {!isRelatedConfigured(draft) && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('related.incomplete')}
            </Alert>
          )}
          <MappingTable caption={t('related.children')}>
            {childFields.map((child) => (
              <MappingRow
                key={child.path}
                field={child}
                parentLabel={field.label}
                mapping={childMapping(child)}
                headers={draft.headers}
                samples={samples}
                onColumn={(column) =>
                  setChildren(setFieldColumn(childFields, draft.children, {}, child.path, column, draft.columnTypes))
                }
                onDefault={(defaultValue) =>
                  setChildren(updateFieldMapping(draft.children, child.path, { defaultValue }, childMapping(child)))
                }
                onType={(dataType) =>
                  setChildren(updateFieldMapping(draft.children, child.path, { dataType }, childMapping(child)))
                }
                onTransformations={() => setTransforming(child)}
              />
            ))}
          </MappingTable>
        </>
      )}
      {transforming && draft && (
        <TransformationsDialog
          open
          related
          field={transforming}
          columnName={draft.headers[childMapping(transforming).column ?? 0] ?? ''}
          transformations={childMapping(transforming).transformations}
          loadValues={(limit) => distinct(draft.slot, childMapping(transforming).column ?? 0, limit)}
          onSave={(transformations) => {
            setChildren(
              updateFieldMapping(draft.children, transforming.path, { transformations }, childMapping(transforming)),
            );
            setTransforming(null);
          }}
          onClose={() => setTransforming(null)}
        />
      )}
    </ImportDialog>
  );
}
