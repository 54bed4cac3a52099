import { useCallback, useMemo } from 'react';
import { defaultTransport, type EngineTransport } from './engine/transport';
import { buildConversionPlan, planColumns } from './logic/conversionPlan';
import { computeDisabled } from './logic/fieldDisabling';
import { emptyMapping, setFieldColumn, updateFieldMapping, clearDisabledColumns } from './logic/mappingState';
import { normalizeSchema } from './logic/normalizeSchema';
import { isMappingComplete } from './logic/requiredRules';
import { useAutoMapping } from './session/useAutoMapping';
import { useImportEngine } from './session/useImportEngine';
import { useMainFile } from './session/useMainFile';
import { usePreviewLoader } from './session/usePreviewLoader';
import { useReadProgress } from './session/useReadProgress';
import { useRelatedFiles } from './session/useRelatedFiles';
import type { FieldMapping, ImportSchemaField, RelatedConfig } from './types';

/**
 * State and actions of the import wizard: no file → file chosen (sheet
 * names read, first sheet loaded, columns auto-mapped after 100 ms, types detected) → mapping complete →
 * preview. The file work happens in the engine (a Web Worker); the conversion of the automatic mapping
 * starts at once, so an unchanged mapping previews without waiting. The parts live in `session/`; this hook
 * joins them and holds the person's edits of the mapping and what follows from them.
 */
export function useImportSession(
  schema: readonly ImportSchemaField[],
  transportFactory: () => EngineTransport = defaultTransport,
) {
  const fields = useMemo(() => normalizeSchema(schema), [schema]);
  const { engine, running } = useImportEngine(transportFactory);
  const { processing, progress, setProcessing } = useReadProgress();
  const relatedFiles = useRelatedFiles(engine, running);
  const { related, dropRelated, keepRelated } = relatedFiles;
  const { mapping, setMapping, upcoming, mapTable, forgetMapping } = useAutoMapping(fields, engine, dropRelated);
  const mainFile = useMainFile({ engine, running, setProcessing, mapTable, forgetMapping, dropRelated });
  const { file, hasHeader } = mainFile;
  /** The mapping the mapping table draws: the one shown, or the one about to be. */
  const drawn = mapping ?? upcoming;

  const disabled = useMemo(() => computeDisabled(fields, drawn ?? {}, related), [fields, drawn, related]);
  const complete = useMemo(
    () => mapping !== null && isMappingComplete(fields, mapping, related, disabled),
    [fields, mapping, related, disabled],
  );

  /** The plan of the mapping drawn, and the preview's columns: made ahead of the preview, which uses them as they are. */
  const drawnPlan = useMemo(
    () => drawn && buildConversionPlan(fields, drawn, related, disabled),
    [fields, drawn, related, disabled],
  );
  const drawnColumns = useMemo(() => drawnPlan && planColumns(drawnPlan), [drawnPlan]);

  const fieldMapping = useCallback(
    (path: string): FieldMapping => drawn?.[path] ?? emptyMapping(fields.find((f) => f.path === path)!),
    [fields, drawn],
  );

  const setColumn = useCallback(
    (path: string, column: number | null) =>
      setMapping(
        (current) => current && file && setFieldColumn(fields, current, related, path, column, file.table.columnTypes),
      ),
    [fields, file, related, setMapping],
  );

  const updateField = useCallback(
    (path: string, patch: Partial<Omit<FieldMapping, 'column'>>) =>
      setMapping((current) => current && updateFieldMapping(current, path, patch, fieldMapping(path))),
    [fieldMapping, setMapping],
  );

  /** Keeps a related file's configuration; the columns of fields it disables are no longer mapped. */
  const saveRelated = useCallback(
    (config: RelatedConfig) => {
      const next = keepRelated(config);
      setMapping((current) => current && clearDisabledColumns(fields, current, next));
    },
    [fields, keepRelated, setMapping],
  );

  const loadPreview = usePreviewLoader({ mapping, drawnPlan, drawnColumns, related, mainFile, engine, progress });

  return {
    fields,
    file,
    processing,
    progress,
    streaming: mainFile.streaming,
    problem: mainFile.problem,
    hasHeader,
    mapping,
    drawnMapping: drawn,
    drawnColumns,
    related,
    disabled,
    complete,
    fieldMapping,
    chooseFile: mainFile.chooseFile,
    chooseSheet: mainFile.chooseSheet,
    changeHeader: mainFile.changeHeader,
    changeFile: mainFile.changeFile,
    setColumn,
    updateField,
    openRelatedFile: relatedFiles.openRelatedFile,
    loadRelatedSheet: relatedFiles.loadRelatedSheet,
    discardRelatedSlot: relatedFiles.discardRelatedSlot,
    saveRelated,
    removeRelated: relatedFiles.removeRelated,
    distinctValues: relatedFiles.distinctValues,
    loadPreview,
  };
}

export type ImportSession = ReturnType<typeof useImportSession>;
