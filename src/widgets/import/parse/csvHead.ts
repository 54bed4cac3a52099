import type { RawValue } from '../types';
import { tokenizeCsv } from './csvTokens';
import { decodeText } from './decodeText';
import { detectCsvFormat } from './readCsv';

const LINE_FEED = 10;

/**
 * The whole rows in the first bytes of a CSV file, read as the whole file is: the bytes
 * up to their last line break, decoded and cut into cells. A row whose quoted field runs past the cut is
 * left out. Null when the bytes cannot be cut safely: UTF-16 (a line break there is two bytes) or no line
 * break at all.
 */
export function csvHeadRows(head: Uint8Array): RawValue[][] | null {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return null;
  // A line feed byte is never part of a longer UTF-8 or Windows-1255 character: the text up to it decodes
  // as it does within the whole file.
  const end = head.lastIndexOf(LINE_FEED);
  if (end <= 0) return null;
  const text = decodeText(head.subarray(0, end + 1));
  const tokens = tokenizeCsv(text, detectCsvFormat(text));
  return tokens.rows(0, tokens.unterminatedQuote ? tokens.rowCount - 1 : tokens.rowCount);
}
