import Papa from 'papaparse';
import type { RawValue } from '../types';

/** Bytes of text papaparse hands over at a time, so progress can be reported while parsing. */
const CHUNK_SIZE = 1 << 20;

/** Rows of one chunk and the share of the text parsed so far (0 to 1). */
export type CsvChunk = (rows: RawValue[][], share: number) => void;

interface Handlers {
  onChunk: CsvChunk;
  /** Awaited after each chunk before parsing goes on; without it the whole text is parsed at once. */
  between?: () => Promise<void>;
  complete: () => void;
  fail: (error: Error) => void;
}

/**
 * Papaparse over a string, chunk by chunk, delimiter detected, blank lines skipped. Rows of empty cells
 * (',,,') are left to the table, which drops every row without a value: papaparse's own 'greedy' check
 * joins every row into a new string, a third of the parsing time of a large file.
 */
function parse(text: string, { onChunk, between, complete, fail }: Handlers): void {
  Papa.parse<string[]>(text, {
    skipEmptyLines: true,
    chunkSize: CHUNK_SIZE,
    chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      try {
        onChunk(result.data, Math.min(1, result.meta.cursor / Math.max(1, text.length)));
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
    complete,
    error: (error: Error) => fail(error),
  });
}

/**
 * Rows of CSV text as arrays of strings, parsed a chunk at a time: `onChunk` gets each chunk's rows with
 * the share of the text parsed so far, and `between` is awaited after each chunk (so the worker answers
 * other messages meanwhile). Resolves when the text is parsed.
 */
export function parseCsvInChunks(text: string, onChunk: CsvChunk, between: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => parse(text, { onChunk, between, complete: resolve, fail: reject }));
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
