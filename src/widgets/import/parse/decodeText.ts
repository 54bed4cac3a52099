/** The message of the error a file that is not text raises (binary data named .csv): the wizard says so in words. */
export const NOT_TEXT = 'NOT_TEXT';

/** How much of the text's start is looked at to tell binary data. */
const SAMPLE = 65_536;
/** A character text files do not hold: a control character (tab, line feed, form feed and carriage return are fine) or U+FFFD. */
const isOdd = (code: number): boolean =>
  (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127 || code === 0xfffd;

/**
 * Binary data read as text: a NUL character, or more than 1% of the start in control characters or bytes no
 * encoding could read. A spreadsheet saved as CSV never has them; a workbook, a picture or an archive given a
 * .csv name does.
 */
export function looksBinary(text: string): boolean {
  const length = Math.min(text.length, SAMPLE);
  let odd = 0;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (isOdd(code)) odd += 1;
  }
  return odd > length / 100;
}

/**
 * Text of a CSV file: UTF-8 (with or without BOM) or UTF-16 by BOM; a file that is not valid UTF-8 is read
 * as Windows-1255, the code page Hebrew Excel saves CSV in. Binary data throws an Error whose message is NOT_TEXT.
 */
export function decodeText(data: ArrayBuffer | Uint8Array): string {
  const text = decode(data instanceof Uint8Array ? data : new Uint8Array(data));
  if (looksBinary(text)) throw new Error(NOT_TEXT);
  return text;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1255').decode(bytes);
  }
}
