// A stored file's record by its path_key, asked for together with the others asked in the same tick (a list page of
// thumbnails asks once), and the picture a record is shown by (in a list cell: the one the record carries). Apart from the rest of the files API: a list page asked
// ahead asks for its rows' files with it (src/engine/referencesAhead.ts).
import { queryKeysOf } from '../../dataProvider/queryKeys';
import { http } from '../../dataProvider/http';
import type { ApiSchema } from '../../../definitions/wire/api';
import { kindOf } from './fileKinds';

export type FileRecord = ApiSchema<'FileRecord'>;

/** Signed URLs last 1 to 2 hours: records are fetched again after 30 minutes. */
export const RECORD_STALE_MS = 30 * 60 * 1000;

export const fileKeys = queryKeysOf('files_v2');
export const fileQueryKey = (pathKey: string) => fileKeys.of('record', pathKey);

type Waiter = { resolve: (record: FileRecord | null) => void; reject: (error: unknown) => void };
let pending = new Map<string, Waiter[]>();
let scheduled = false;
const BATCH = 100;

async function flush() {
  scheduled = false;
  const batch = pending;
  pending = new Map();
  const keys = [...batch.keys()];
  for (let i = 0; i < keys.length; i += BATCH) {
    const slice = keys.slice(i, i + BATCH);
    try {
      const records = await http.get<FileRecord[]>('/files_v2/records', { query: { path_key: slice }, silent: true });
      const byKey = new Map(records.map((r) => [r.path_key, r]));
      for (const key of slice) for (const waiter of batch.get(key) ?? []) waiter.resolve(byKey.get(key) ?? null);
    } catch (error) {
      for (const key of slice) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
    }
  }
}

/** One record (null when no file has that key), fetched together with the others asked for in the same tick. */
export function loadFileRecord(pathKey: string): Promise<FileRecord | null> {
  return new Promise((resolve, reject) => {
    const waiters = pending.get(pathKey) ?? [];
    waiters.push({ resolve, reject });
    pending.set(pathKey, waiters);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}

/** What a file is shown by: its thumbnail, the image itself (small SVG/GIF have none), or nothing (an icon). */
export const pictureOf = (record: FileRecord): string | undefined =>
  record.thumbnail_url ?? (kindOf(record.mime_type) === 'image' ? record.url : undefined);

/** The largest square (px) the cell picture is drawn at: the server makes it for a 40 px cell at twice the pixels. */
export const CELL_PICTURE_MAX = 40;

/**
 * What a file is shown by in a list cell (at most CELL_PICTURE_MAX px): the picture its record carries (a data URL,
 * no request of its own), else as pictureOf (an older file whose picture is not made yet, an SVG).
 */
export const cellPictureOf = (record: FileRecord): string | undefined => record.cell_picture ?? pictureOf(record);
