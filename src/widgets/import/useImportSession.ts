import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAPPING_DELAY_MS } from './constants';
import { ConversionCancelled, ImportClient, type Progress } from './engine/importClient';
import { lazyPreview } from './engine/lazyPreview';
import { PreviewJobs, type ConversionProgress, type RowIssues } from './engine/previewJobs';
import { draftHolds, withDraftColumns } from './engine/draftTable';
import { MAIN_SLOT, relatedSlot, type Slot, type TableInfo } from './engine/protocol';
import { defaultTransport, type EngineTransport } from './engine/transport';
import { buildConversionPlan, planColumns, type ColumnPlan } from './logic/conversionPlan';
import { computeDisabled } from './logic/fieldDisabling';
import {
  emptyMapping,
  initialMapping,
  setFieldColumn,
  updateFieldMapping,
  clearDisabledColumns,
} from './logic/mappingState';
import { normalizeSchema } from './logic/normalizeSchema';
import { isRelatedConfigured } from './logic/relatedConfigured';
import { isMappingComplete } from './logic/requiredRules';
import { CsvTokens } from './parse/csvTokens';
import { NOT_TEXT } from './parse/decodeText';
import { fileKind } from './parse/fileKind';
import { createValueStore } from './ui/progressStore';
import type { FieldMapping, ImportSchemaField, MappingState, PreviewRow, RelatedConfig, RelatedState } from './types';

export type FileProblem = 'unsupported' | 'read_error' | 'not_text' | 'empty';

/** What a file being read reports to the session. */
interface Reading {
  onProgress: (progress: Progress) => void;
  onDraft: (draft: TableInfo) => void;
}

export interface MainFile {
  name: string;
  sheetNames: string[];
  table: TableInfo;
}

export interface PreviewData {
  rows: PreviewRow[];
  issues: RowIssues;
  columns: ColumnPlan[];
}

/** Steps of the preview's bar while a CSV file's cells are still coming. */
const PAGE_PROGRESS_STEPS = 100;

/** Slots of the related files that a mapping uses, by array field path. */
function relatedSlotsOf(related: RelatedState): Record<string, Slot> {
  return Object.fromEntries(
    Object.values(related)
      .filter(isRelatedConfigured)
      .map((config) => [config.fieldPath, config.slot]),
  );
}

/**
 * State and actions of the import wizard: no file → file chosen (sheet
 * names read, first sheet loaded, columns auto-mapped after 100 ms, types detected) → mapping complete →
 * preview. The file work happens in the engine (a Web Worker); the conversion of the automatic mapping
 * starts at once, so an unchanged mapping previews without waiting.
 */
export function useImportSession(
  schema: readonly ImportSchemaField[],
  transportFactory: () => EngineTransport = defaultTransport,
) {
  const fields = useMemo(() => normalizeSchema(schema), [schema]);
  const clientRef = useRef<{ client: ImportClient; jobs: PreviewJobs } | null>(null);
  const engine = useCallback(() => {
    if (!clientRef.current) {
      const client = new ImportClient(transportFactory());
      clientRef.current = { client, jobs: new PreviewJobs(client) };
    }
    return clientRef.current;
  }, [transportFactory]);
  // Start the worker (and its parsers) while the person is still choosing a file.
  useEffect(() => {
    engine();
    return () => {
      clientRef.current?.client.dispose();
      clientRef.current = null;
    };
  }, [engine]);

  const [file, setFile] = useState<MainFile | null>(null);
  /** Set while a file is read (its phase); the share read so far is in `progress`, which changes far more often. */
  const [processing, setProcessingState] = useState<Progress | null>(null);
  const progress = useMemo(() => createValueStore<Progress | null>(null), []);
  const setProcessing = useCallback(
    (next: Progress | null) => {
      progress.set(next);
      setProcessingState((current) => (next === null ? null : current?.phase === next.phase ? current : next));
    },
    [progress],
  );
  /** The table shown is the draft of a CSV file still being read (the rest of its rows are on their way). */
  const [streaming, setStreaming] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [hasHeader, setHasHeader] = useState(true);
  const [mapping, setMapping] = useState<MappingState | null>(null);
  /**
   * The automatic mapping of the table, known before it is shown (after MAPPING_DELAY_MS): the wizard draws it
   * out of sight meanwhile, so showing it is only a matter of revealing it.
   */
  const [upcoming, setUpcoming] = useState<MappingState | null>(null);
  /** The mapping the mapping table draws: the one shown, or the one about to be. */
  const drawn = mapping ?? upcoming;
  const [related, setRelated] = useState<RelatedState>({});
  const mappingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadToken = useRef(0);
  useEffect(() => () => clearTimeout(mappingTimer.current), []);

  /** A main CSV file's cells, sent by the engine once read (null if they never come: the engine converts). */
  const pageCsv = useRef<Promise<CsvTokens | null> | null>(null);
  const relatedFiles = useRef(0);
  const dropRelated = useCallback(() => {
    setRelated((current) => {
      for (const config of Object.values(current)) clientRef.current?.client.close(config.slot);
      return {};
    });
  }, []);

  /** New rows: map automatically after the delay; meanwhile convert by that same mapping ahead of time. */
  const tableLoaded = useCallback(
    (table: TableInfo) => {
      clearTimeout(mappingTimer.current);
      setMapping(null);
      dropRelated();
      const auto = initialMapping(fields, table.headers, table.columnTypes);
      setUpcoming(auto);
      // A workbook is converted by its automatic mapping at once; a CSV file's preview converts its rows on
      // the page as they are shown: nothing to do ahead (nor a plan to make).
      if (table.rowCount > 0 && !pageCsv.current)
        engine().jobs.prefetch(buildConversionPlan(fields, auto, {}, computeDisabled(fields, auto, {})));
      // A transition, and the mapping table draws its rows a few at a time (MappingSection): no long task.
      mappingTimer.current = setTimeout(() => startTransition(() => setMapping(auto)), MAPPING_DELAY_MS);
    },
    [dropRelated, engine, fields],
  );

  const runLoad = useCallback(
    async (
      load: (client: ImportClient, reading: Reading) => Promise<TableInfo>,
      onTable: (table: TableInfo) => void,
    ) => {
      const token = ++loadToken.current;
      const current = () => token === loadToken.current;
      setProblem(null);
      setProcessing({ phase: 'reading', share: null });
      const { client, jobs } = engine();
      jobs.cancel();
      let drafted: TableInfo | null = null;
      let shown = '';
      const reading: Reading = {
        // The bar moves by whole percents: drawing the wizard again for every chunk read would cost the page more.
        onProgress: (progress) => {
          const next = `${progress.phase}:${progress.share === null ? '' : Math.floor(progress.share * 100)}`;
          if (!current() || next === shown) return;
          shown = next;
          setProcessing(progress);
        },
        // The draft of a large CSV file is mapped at once: the person maps columns (and may open the preview,
        // which waits for the rest) while the file is still being read.
        onDraft: (draft) => {
          if (!current() || draft.rowCount === 0) return;
          drafted = draft;
          startTransition(() => {
            onTable(draft);
            setStreaming(true);
            tableLoaded(draft);
          });
        },
      };
      let table: TableInfo;
      try {
        table = await load(client, reading);
      } catch (error) {
        if (token !== loadToken.current) return;
        console.error('Import: the file could not be read', error);
        clearTimeout(mappingTimer.current);
        setProblem(error instanceof Error && error.message === NOT_TEXT ? 'not_text' : 'read_error');
        setFile(null);
        setMapping(null);
        setUpcoming(null);
        setStreaming(false);
        setProcessing(null);
        return;
      }
      if (token !== loadToken.current) return;
      // Nothing to import: no cells at all, or a header row alone.
      if (table.headers.length === 0 || table.rowCount === 0) {
        setProblem('empty');
        setFile(null);
        setProcessing(null);
        return;
      }
      // Drawing the top bar and the table's first state is a transition: the page stays responsive.
      startTransition(() => {
        onTable(drafted ? withDraftColumns(drafted, table) : table);
        // A draft already mapped keeps its mapping (the person may have changed it) when the whole table has
        // the same columns, typed alike, and perhaps more columns after them.
        if (!drafted || !draftHolds(drafted, table)) tableLoaded(table);
        setStreaming(false);
        setProcessing(null);
      });
    },
    [engine, setProcessing, tableLoaded],
  );

  const chooseFile = useCallback(
    (chosen: File) => {
      if (!fileKind(chosen.name)) {
        setProblem('unsupported');
        return;
      }
      setFile(null);
      // A CSV file's cells come to the page for the preview (see lazyPreview) before its table is done.
      let cellsCame: (tokens: CsvTokens | null) => void = () => undefined;
      pageCsv.current = fileKind(chosen.name) === 'csv' ? new Promise((resolve) => (cellsCame = resolve)) : null;
      void runLoad(
        (client, reading) => {
          const opened = client.open(MAIN_SLOT, chosen, chosen.name, hasHeader, {
            ...reading,
            onCells: (cells) => cellsCame(CsvTokens.from(cells)),
          });
          // Sent before the table: a table without them (or no table) leaves the preview to the engine.
          opened.then(
            () => cellsCame(null),
            () => cellsCame(null),
          );
          return opened;
        },
        (table) => setFile({ name: chosen.name, sheetNames: table.sheetNames, table }),
      );
    },
    [hasHeader, runLoad],
  );

  const reloadSheet = useCallback(
    (sheet: string, header: boolean) => {
      void runLoad(
        (client, reading) => client.loadSheet(MAIN_SLOT, sheet, header, reading.onProgress),
        (table) => setFile((current) => (current ? { ...current, table } : current)),
      );
    },
    [runLoad],
  );

  const chooseSheet = useCallback(
    (sheet: string) => file && reloadSheet(sheet, hasHeader),
    [file, hasHeader, reloadSheet],
  );

  const changeHeader = useCallback(
    (value: boolean) => {
      setHasHeader(value);
      if (file) reloadSheet(file.table.sheetName, value);
    },
    [file, reloadSheet],
  );

  /** Back to file selection. */
  const changeFile = useCallback(() => {
    loadToken.current++;
    clearTimeout(mappingTimer.current);
    clientRef.current?.jobs.cancel();
    clientRef.current?.client.close(MAIN_SLOT);
    pageCsv.current = null;
    dropRelated();
    setFile(null);
    setMapping(null);
    setUpcoming(null);
    setStreaming(false);
    setProcessing(null);
    setProblem(null);
  }, [dropRelated, setProcessing]);

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
    [fields, file, related],
  );

  const updateField = useCallback(
    (path: string, patch: Partial<Omit<FieldMapping, 'column'>>) =>
      setMapping((current) => current && updateFieldMapping(current, path, patch, fieldMapping(path))),
    [fieldMapping],
  );

  /** Reads a related file for an array field into a slot of its own (kept until saved or discarded). */
  const openRelatedFile = useCallback(
    async (fieldPath: string, chosen: File, header: boolean) => {
      const slot = `${relatedSlot(fieldPath)}:${++relatedFiles.current}`;
      const table = await engine().client.open(slot, chosen, chosen.name, header);
      return { slot, table };
    },
    [engine],
  );

  const loadRelatedSheet = useCallback(
    (slot: Slot, sheet: string, header: boolean) => engine().client.loadSheet(slot, sheet, header),
    [engine],
  );

  /** Frees a related file the person chose and then did not keep. */
  const discardRelatedSlot = useCallback(
    (slot: Slot) => {
      if (!Object.values(related).some((config) => config.slot === slot)) clientRef.current?.client.close(slot);
    },
    [related],
  );

  const saveRelated = useCallback(
    (config: RelatedConfig) => {
      const previous = related[config.fieldPath];
      if (previous && previous.slot !== config.slot) clientRef.current?.client.close(previous.slot);
      const next = { ...related, [config.fieldPath]: config };
      setRelated(next);
      setMapping((current) => current && clearDisabledColumns(fields, current, next));
    },
    [fields, related],
  );

  const removeRelated = useCallback(
    (fieldPath: string) => {
      const config = related[fieldPath];
      if (config) clientRef.current?.client.close(config.slot);
      setRelated((current) => {
        const next = { ...current };
        delete next[fieldPath];
        return next;
      });
    },
    [related],
  );

  const distinctValues = useCallback(
    (slot: Slot, column: number, limit: number) => engine().client.distinct(slot, column, limit),
    [engine],
  );

  /**
   * Converts the rows by the current mapping (reusing a conversion already made for it): the preview's
   * columns at once, its rows when every one is converted (null when the conversion was cancelled).
   */
  const loadPreview = useCallback(
    (
      onProgress: (progress: ConversionProgress) => void,
    ): { columns: ColumnPlan[]; data: Promise<PreviewData | null> } | null => {
      // The mapping shown is the one drawn.
      if (!mapping || !drawnPlan || !drawnColumns) return null;
      const plan = drawnPlan;
      const columns = drawnColumns;
      const byEngine = () =>
        engine()
          .jobs.run(plan, relatedSlotsOf(related), onProgress)
          .then(
            ({ rows, issues }) => ({ rows, issues, columns }),
            (error: unknown) => {
              if (error instanceof ConversionCancelled) return null;
              throw error;
            },
          );
      // Related data is joined by the engine, which holds the related files.
      const page = plan.related.length === 0 ? pageCsv.current : null;
      if (!page) return { columns, data: byEngine() };
      // Until the cells are all there, the bar shows how far the engine has read the file.
      const report = () => {
        const share = progress.get()?.share;
        if (typeof share === 'number')
          onProgress({ converted: Math.round(share * PAGE_PROGRESS_STEPS), total: PAGE_PROGRESS_STEPS });
      };
      report();
      const stop = progress.subscribe(report);
      const data = page
        .finally(stop)
        .then((tokens) => (tokens ? { ...lazyPreview(tokens, hasHeader, plan), columns } : byEngine()));
      return { columns, data };
    },
    [drawnColumns, drawnPlan, engine, hasHeader, mapping, progress, related],
  );

  return {
    fields,
    file,
    processing,
    progress,
    streaming,
    problem,
    hasHeader,
    mapping,
    drawnMapping: drawn,
    drawnColumns,
    related,
    disabled,
    complete,
    fieldMapping,
    chooseFile,
    chooseSheet,
    changeHeader,
    changeFile,
    setColumn,
    updateField,
    openRelatedFile,
    loadRelatedSheet,
    discardRelatedSlot,
    saveRelated,
    removeRelated,
    distinctValues,
    loadPreview,
  };
}

export type ImportSession = ReturnType<typeof useImportSession>;
