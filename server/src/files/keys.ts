// Names and keys of stored files. A dir_path is up to 8 segments of letters, digits, spaces, '_', '-' and '.', never
// starting with '.' (so no '..', no hidden folders); a path_key is a dir_path plus one file segment. Nothing else
// reaches the storage drivers, so no key can leave the storage root.
import { randomBytes } from 'node:crypto';

const SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N} _.()-]{0,159}$/u;
const MAX_SEGMENTS = 8;
const NAME_MAX = 120;

const segmentsOf = (value: string) => value.split('/');
const validSegment = (segment: string) => SEGMENT.test(segment) && !segment.endsWith(' ') && !segment.endsWith('.');

/** A folder ('' is the root): `products/covers`. Leading and trailing slashes are dropped. */
export function isValidDirPath(value: string): boolean {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return true;
  const segments = segmentsOf(trimmed);
  return segments.length <= MAX_SEGMENTS && segments.every(validSegment);
}

export const normaliseDirPath = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** A stored file's key: a dir_path and a file name, every segment checked. */
export function isValidPathKey(value: string): boolean {
  if (value.startsWith('/') || value.endsWith('/')) return false;
  const segments = segmentsOf(value);
  return segments.length <= MAX_SEGMENTS + 1 && segments.every(validSegment);
}

/**
 * A file name safe to store and show: the last segment of what the browser sent, control and reserved characters
 * replaced by '_', no leading dots, at most 120 characters with its extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M} _.()-]/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[.\s_]+/, '')
    .replace(/[.\s]+$/, '');
  if (name.length > NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, NAME_MAX - ext.length).replace(/[.\s]+$/, '') + ext;
  }
  return name === '' ? 'file' : name;
}

/** The extension of a clean name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A new, unguessable key for a file stored in `dirPath`. */
export function newPathKey(dirPath: string, name: string): string {
  const id = randomBytes(9).toString('base64url').replace(/^[-_]/, 'f');
  const file = `${id}-${name}`;
  return dirPath ? `${dirPath}/${file}` : file;
}
