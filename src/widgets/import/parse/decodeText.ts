/**
 * Text of a CSV file: UTF-8 (with or without BOM) or UTF-16 by BOM; a file that is not valid UTF-8 is read
 * as Windows-1255, the code page Hebrew Excel saves CSV in.
 */
export function decodeText(data: ArrayBuffer | Uint8Array): string {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1255').decode(bytes);
  }
}
