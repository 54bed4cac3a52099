// What a file really is, from its first bytes (file-type's signatures), never from its name alone. Binary types come
// from the signature; text types (CSV, plain text, JSON, SVG, HTML) have none, so they are allowed only when the bytes
// are UTF-8 text without NULs and the name's extension says which text it is. Anything else is refused.
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from './keys';

/** Bytes read before deciding: file-type's own sample size. */
export const SNIFF_BYTES = 4100;

/** Binary types staff attach: images, documents, e-books, audio and video. */
const BINARY_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/bmp',
  'image/tiff',
  'application/pdf',
  'application/epub+zip',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/x-cfb',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/ogg',
];
const BINARY = new Set(BINARY_TYPES);

const TEXT: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  md: 'text/markdown',
  svg: 'image/svg+xml',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
};

/** Every type an upload may be (the admin checks a file against it before sending). */
export const ALLOWED_TYPES = [
  ...new Set([...BINARY_TYPES.filter((t) => t !== 'application/x-cfb'), ...Object.values(TEXT)]),
];

const isUtf8Text = (head: Buffer) => {
  if (head.includes(0)) return false;
  // a multi-byte character cut at the end of the sample is fine: drop up to 3 trailing bytes before decoding
  for (let cut = 0; cut <= 3 && cut < head.length + 1; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      /* try one byte shorter */
    }
  }
  return false;
};

export interface Sniffed {
  mime: string;
}

/** The file's real type, or `{ refused }` naming what it looked like. */
export async function sniff(head: Buffer, name: string): Promise<Sniffed | { refused: string }> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    // Old Office files are all 'x-cfb' to file-type: the name says which.
    if (detected.mime === 'application/x-cfb') {
      const ext = extensionOf(name);
      if (ext === 'doc') return { mime: 'application/msword' };
      if (ext === 'xls') return { mime: 'application/vnd.ms-excel' };
      return { refused: detected.mime };
    }
    return BINARY.has(detected.mime) ? { mime: detected.mime } : { refused: detected.mime };
  }
  const ext = extensionOf(name);
  const textMime = ext === '' ? 'text/plain' : TEXT[ext];
  if (head.length === 0) return { refused: 'empty' };
  if (!isUtf8Text(head)) return { refused: 'application/octet-stream' };
  // text under another type's name (an HTML page called photo.jpg) is what it is not
  if (!textMime) return { refused: 'text/plain' };
  if (textMime === 'image/svg+xml' && !/<svg[\s>]/i.test(head.toString('utf8'))) return { refused: 'text/plain' };
  return { mime: textMime };
}

/** Types a browser may show in the page; everything else is sent as a download (HTML, SVG, XML may run scripts). */
const INLINE = /^(image\/(jpeg|png|gif|webp|avif|bmp)|application\/pdf|audio\/|video\/|text\/plain$|text\/csv$)/;
export const showsInline = (mime: string) => INLINE.test(mime);

/** Images sharp can read for a thumbnail and dimensions. */
export const hasThumbnailSupport = (mime: string) => /^image\/(jpeg|png|gif|webp|avif|tiff)$/.test(mime);
