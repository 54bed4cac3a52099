// The main file of an import: choosing it (its kind checked by name), reading it in the engine (a CSV file's cells
// come to the page as well, for the preview), its sheet and whether its first row is a header (each change reads
// the sheet again), and going back to choosing another. Only the latest read counts: an earlier one still under
// way is ignored when it ends. A table read is mapped at once (a large CSV file's draft even before the rest).
import { startTransition, useCallback, useRef, useState } from 'react';
import type { ImportClient, Progress } from '../engine/importClient';
import { draftHolds, withDraftColumns } from '../engine/draftTable';
import { MAIN_SLOT, type TableInfo } from '../engine/protocol';
import { CsvTokens } from '../parse/csvTokens';
import { NOT_TEXT } from '../parse/decodeText';
import { fileKind } from '../parse/fileKind';
import type { Engine } from './useImportEngine';

export type FileProblem = 'unsupported' | 'read_error' | 'not_text' | 'empty';

export interface MainFile {
  name: string;
  sheetNames: string[];
  table: TableInfo;
}

/** What a file being read reports to the session. */
interface Reading {
  onProgress: (progress: Progress) => void;
  onDraft: (draft: TableInfo) => void;
}

/**
 * The reports of a read while it is the latest. The bar moves by whole percents: drawing the wizard again for every
 * chunk read would cost the page more. The draft of a large CSV file is mapped at once: the person maps columns
 * (and may open the preview, which waits for the rest) while the file is still being read.
 */
function readingOf(
  current: () => boolean,
  setProcessing: (progress: Progress) => void,
  onDraft: (draft: TableInfo) => void,
): Reading {
  let shown = '';
  return {
    onProgress: (progress) => {
      const next = `${progress.phase}:${progress.share === null ? '' : Math.floor(progress.share * 100)}`;
      if (!current() || next === shown) return;
      shown = next;
      setProcessing(progress);
    },
    onDraft: (draft) => {
      if (!current() || draft.rowCount === 0) return;
      onDraft(draft);
    },
  };
}

export function useMainFile({
  engine,
  running,
  setProcessing,
  mapTable,
  forgetMapping,
  dropRelated,
}: {
  engine: () => Engine;
  running: () => Engine | null;
  setProcessing: (progress: Progress | null) => void;
  mapTable: (table: TableInfo, convertAhead: boolean) => void;
  forgetMapping: () => void;
  dropRelated: () => void;
}) {
  const [file, setFile] = useState<MainFile | null>(null);
  /** The table shown is the draft of a CSV file still being read (the rest of its rows are on their way). */
  const [streaming, setStreaming] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [hasHeader, setHasHeader] = useState(true);
  const loadToken = useRef(0);
  /** A main CSV file's cells, sent by the engine once read (null if they never come: the engine converts). */
  const pageCsv = useRef<Promise<CsvTokens | null> | null>(null);
  const pageCells = useCallback(() => pageCsv.current, []);
  /** A table read: mapped, and converted ahead unless its cells come to the page. */
  const tableLoaded = useCallback((table: TableInfo) => mapTable(table, !pageCsv.current), [mapTable]);

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
      const reading = readingOf(current, setProcessing, (draft) => {
        drafted = draft;
        startTransition(() => {
          onTable(draft);
          setStreaming(true);
          tableLoaded(draft);
        });
      });
      let table: TableInfo;
      try {
        table = await load(client, reading);
      } catch (error) {
        if (token !== loadToken.current) return;
        console.error('Import: the file could not be read', error);
        forgetMapping();
        setProblem(error instanceof Error && error.message === NOT_TEXT ? 'not_text' : 'read_error');
        setFile(null);
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
    [engine, forgetMapping, setProcessing, tableLoaded],
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
    forgetMapping();
    running()?.jobs.cancel();
    running()?.client.close(MAIN_SLOT);
    pageCsv.current = null;
    dropRelated();
    setFile(null);
    setStreaming(false);
    setProcessing(null);
    setProblem(null);
  }, [dropRelated, forgetMapping, running, setProcessing]);

  return { file, streaming, problem, hasHeader, pageCells, chooseFile, chooseSheet, changeHeader, changeFile };
}
