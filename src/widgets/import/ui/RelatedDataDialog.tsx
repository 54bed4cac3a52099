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
import { TitledDialog } from '../../dialog/TitledDialog';
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
 * A related file's configuration as it is read: the key columns guessed, its columns mapped to the child fields by
 * name (the related key column left to the join).
 */
function relatedConfigOf(
  fieldPath: string,
  childFields: NormalizedField[],
  mainHeaders: readonly string[],
  { slot, fileName, table, hasHeader }: { slot: Slot; fileName: string; table: TableInfo; hasHeader: boolean },
): RelatedConfig {
  const [sourceKeyColumn, relatedKeyColumn] = guessKeys(mainHeaders, table.headers);
  const children = initialMapping(childFields, table.headers, table.columnTypes);
  if (relatedKeyColumn !== null) {
    for (const child of childFields)
      if (children[child.path].column === relatedKeyColumn) children[child.path] = emptyMapping(child);
  }
  return {
    fieldPath,
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
}

/** The join: the key column of the main file and the one of the related file whose values match it. */
function KeyColumns({
  mainHeaders,
  mainSamples,
  draft,
  samples,
  onChange,
}: {
  mainHeaders: readonly string[];
  mainSamples?: readonly RawValue[][];
  draft: RelatedConfig;
  samples: RawValue[][] | undefined;
  onChange: (keys: Partial<Pick<RelatedConfig, 'sourceKeyColumn' | 'relatedKeyColumn'>>) => void;
}) {
  const t = useImportTranslate();
  return (
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
          onChange={(sourceKeyColumn) => onChange({ sourceKeyColumn })}
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
          onChange={(relatedKeyColumn) => onChange({ relatedKeyColumn })}
        />
      </Box>
    </Box>
  );
}

/** The child fields' mapping to the related file's columns, as the main mapping is for the main file. */
function ChildMappings({
  field,
  childFields,
  draft,
  samples,
  onChildren,
  onTransformations,
}: {
  field: NormalizedField;
  childFields: NormalizedField[];
  draft: RelatedConfig;
  samples: RawValue[][] | undefined;
  onChildren: (children: MappingState) => void;
  onTransformations: (child: NormalizedField) => void;
}) {
  const t = useImportTranslate();
  const childMapping = (child: NormalizedField) => draft.children[child.path] ?? emptyMapping(child);
  return (
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
            onChildren(setFieldColumn(childFields, draft.children, {}, child.path, column, draft.columnTypes))
          }
          onDefault={(defaultValue) =>
            onChildren(updateFieldMapping(draft.children, child.path, { defaultValue }, childMapping(child)))
          }
          onType={(dataType) =>
            onChildren(updateFieldMapping(draft.children, child.path, { dataType }, childMapping(child)))
          }
          onTransformations={() => onTransformations(child)}
        />
      ))}
    </MappingTable>
  );
}

/** A child field's transformations, on the values of its column in the related file. */
function ChildTransformations({
  child,
  draft,
  distinct,
  onSave,
  onClose,
}: {
  child: NormalizedField;
  draft: RelatedConfig;
  distinct: RelatedDataDialogProps['distinct'];
  onSave: (children: MappingState) => void;
  onClose: () => void;
}) {
  const mapping = draft.children[child.path] ?? emptyMapping(child);
  return (
    <TransformationsDialog
      open
      related
      field={child}
      columnName={draft.headers[mapping.column ?? 0] ?? ''}
      transformations={mapping.transformations}
      loadValues={(limit) => distinct(draft.slot, mapping.column ?? 0, limit)}
      onSave={(transformations) => onSave(updateFieldMapping(draft.children, child.path, { transformations }, mapping))}
      onClose={onClose}
    />
  );
}

/** The dialog's buttons: remove the related data (once saved), cancel, and save (once it is complete). */
function RelatedActions({
  onRemove,
  onCancel,
  onSave,
}: {
  onRemove?: () => void;
  onCancel: () => void;
  onSave?: () => void;
}) {
  const t = useImportTranslate();
  return (
    <>
      {onRemove && (
        <Button color="error" onClick={onRemove} sx={{ marginInlineEnd: 'auto' }}>
          {t('related.remove')}
        </Button>
      )}
      <Button onClick={onCancel}>{t('action.cancel')}</Button>
      <Button variant="contained" disabled={!onSave} onClick={onSave}>
        {t('action.save')}
      </Button>
    </>
  );
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
    setSamples(table.samples);
    return relatedConfigOf(field.path, childFields, mainHeaders, { slot, fileName, table, hasHeader });
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

  return (
    <TitledDialog
      dividers
      open={open}
      title={t('related.title')}
      maxWidth="lg"
      onClose={close}
      actions={
        <RelatedActions
          onRemove={config ? onRemove : undefined}
          onCancel={close}
          onSave={isRelatedConfigured(draft) && processing === null ? () => draft && onSave(draft) : undefined}
        />
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
          <KeyColumns
            mainHeaders={mainHeaders}
            mainSamples={mainSamples}
            draft={draft}
            samples={samples}
            onChange={(keys) => setDraft({ ...draft, ...keys })}
          />
          {!isRelatedConfigured(draft) && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('related.incomplete')}
            </Alert>
          )}
          <ChildMappings
            field={field}
            childFields={childFields}
            draft={draft}
            samples={samples}
            onChildren={setChildren}
            onTransformations={setTransforming}
          />
        </>
      )}
      {transforming && draft && (
        <ChildTransformations
          child={transforming}
          draft={draft}
          distinct={distinct}
          onSave={(children) => {
            setChildren(children);
            setTransforming(null);
          }}
          onClose={() => setTransforming(null)}
        />
      )}
    </TitledDialog>
  );
}
