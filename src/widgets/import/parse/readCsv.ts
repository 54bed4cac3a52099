import Papa from 'papaparse';
import type { RawValue } from '../types';

/** Bytes of text papaparse hands over at a time, so progress can be reported while parsing. */
const CHUNK_SIZE = 1 << 20;

/**
 * Rows of CSV text as arrays of strings (delimiter detected by papaparse). Parsing goes in chunks (papaparse
 * streams a string synchronously); `onProgress` receives the share of the text parsed so far (0 to 1).
 */
export function parseCsv(text: string, onProgress?: (share: number) => void): RawValue[][] {
  const rows: RawValue[][] = [];
  let done = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_SIZE,
    chunk: (result: Papa.ParseResult<string[]>) => {
      for (const row of result.data) rows.push(row);
      onProgress?.(Math.min(1, result.meta.cursor / Math.max(1, text.length)));
    },
    complete: () => {
      done = true;
    },
  });
  if (!done) throw new Error('CSV parsing did not finish synchronously');
  return rows;
}
