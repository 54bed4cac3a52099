import Papa from 'papaparse';
import type { RawValue } from '../types';

/**
 * Characters of text papaparse hands over at a time: progress is reported, rows are converted and the
 * worker answers other messages between chunks.
 */
const CHUNK_SIZE = 1 << 18;

/** How a CSV text is written: its delimiter and line break (papaparse detects them in the first chunk). */
export interface CsvFormat {
  delimiter: string;
  newline: string;
}

/** Rows of one chunk, the share of the text parsed so far (0 to 1) and the text's format. */
export type CsvChunk = (rows: RawValue[][], share: number, format: CsvFormat) => void;

/** What parsing found beyond the rows. */
export interface CsvEnd {
  format: CsvFormat | null;
  /** The text ends inside a quoted field (its quote is never closed). */
  unterminatedQuote: boolean;
}

interface Handlers {
  onChunk: CsvChunk;
  /** The format to read the text in; detected when not given. */
  format?: CsvFormat;
  /** Awaited after each chunk before parsing goes on; without it the whole text is parsed at once. */
  between?: () => Promise<void>;
  complete: (end: CsvEnd) => void;
  fail: (error: Error) => void;
}

/**
 * Papaparse over a string, chunk by chunk, delimiter detected, blank lines skipped. Rows of empty cells
 * (',,,') are left to the table, which drops every row without a value: papaparse's own 'greedy' check
 * joins every row into a new string, a third of the parsing time of a large file.
 */
function parse(text: string, { onChunk, format, between, complete, fail }: Handlers): void {
  const end: CsvEnd = { format: format ?? null, unterminatedQuote: false };
  Papa.parse<string[]>(text, {
    skipEmptyLines: true,
    chunkSize: CHUNK_SIZE,
    ...(format ? { delimiter: format.delimiter, newline: format.newline as Papa.ParseConfig['newline'] } : {}),
    chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      end.format ??= { delimiter: result.meta.delimiter, newline: result.meta.linebreak };
      for (const error of result.errors) if (error.code === 'MissingQuotes') end.unterminatedQuote = true;
      try {
        onChunk(result.data, Math.min(1, result.meta.cursor / Math.max(1, text.length)), end.format);
      } catch (error) {
        parser.abort();
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (!between) return;
      parser.pause();
      between().then(
        () => parser.resume(),
        (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
      );
    },
    complete: () => complete(end),
    error: (error: Error) => fail(error),
  });
}

/**
 * Rows of CSV text as arrays of strings, parsed a chunk at a time: `onChunk` gets each chunk's rows with
 * the share of the text parsed so far, and `between` is awaited after each chunk (so the worker answers
 * other messages meanwhile). `format` reads the text as written that way (a part of a file whose format
 * was detected in its beginning). Resolves when the text is parsed.
 */
export function parseCsvInChunks(text: string, onChunk: CsvChunk, between: () => Promise<void>, format?: CsvFormat): Promise<CsvEnd> {
  return new Promise((resolve, reject) => parse(text, { onChunk, format, between, complete: resolve, fail: reject }));
}

/** Every row of CSV text at once (`onProgress` gets the share parsed after each chunk). */
export function parseCsv(text: string, onProgress?: (share: number) => void): RawValue[][] {
  const rows: RawValue[][] = [];
  let done = false;
  let failure: Error | undefined;
  parse(text, {
    onChunk: (chunk, share) => {
      for (const row of chunk) rows.push(row);
      onProgress?.(share);
    },
    complete: () => {
      done = true;
    },
    fail: (error) => {
      failure = error;
    },
  });
  if (failure) throw failure;
  if (!done) throw new Error('CSV parsing did not finish synchronously');
  return rows;
}

/**
 * The delimiter and line break papaparse would detect in the text: found in its first chunk, as when the
 * whole text is parsed (so parts of the text can be read alike, see csvSplitPoints).
 */
export function detectCsvFormat(text: string): CsvFormat {
  const { meta } = Papa.parse<string[]>(text.substring(0, CHUNK_SIZE), { skipEmptyLines: true, preview: 1 });
  return { delimiter: meta.delimiter, newline: meta.linebreak };
}
