// Cell pictures for the images stored before uploads made them (files/upload.ts): a batch at a time, from the stored
// thumbnail (or from the original when the thumbnail is gone), so a running server catches up without holding up its
// requests (jobs/cell-pictures.ts runs the batches). A row whose picture cannot be made gets '' (the record shows
// none), so it is not tried again.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { files } from '../db/schema/index';
import { thumbnailKey, type Storage } from './storage';
import { cellPictureFrom, imageFacts } from './upload';

/** Images per batch: each is one small read and one small resize. */
export const CELL_PICTURES_BATCH = 25;

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** The rows to fill: the same condition as the partial index files_cell_picture_missing_idx, which finds them. */
const missing = sql`${files.hasThumbnail} and ${files.cellPicture} is null`;

/** The picture of one stored image: from its thumbnail, else from the original; null when neither gives one. */
async function pictureOf(storage: Storage, pathKey: string, log: Log): Promise<string | null> {
  const thumbnail = await storage.get(thumbnailKey(pathKey));
  if (thumbnail) {
    try {
      return await cellPictureFrom(Buffer.concat((await thumbnail.toArray()) as Buffer[]));
    } catch (error) {
      log.warn({ err: error, pathKey }, 'a cell picture could not be made from the stored thumbnail');
    }
  }
  return (await imageFacts(storage, pathKey, log)).cellPicture;
}

/** One batch: makes the cell pictures of up to `limit` images that have none; resolves with how many were looked at. */
export async function fillCellPictures(db: Db, storage: Storage, log: Log, limit = CELL_PICTURES_BATCH) {
  const rows = await db
    .select({ pathKey: files.pathKey })
    .from(files)
    .where(missing)
    .orderBy(files.pathKey)
    .limit(limit);
  for (const { pathKey } of rows) {
    const picture = await pictureOf(storage, pathKey, log);
    // not a change to the file: updated_at stays; a row changed meanwhile (an upload made its own) keeps its own
    await db
      .update(files)
      .set({ cellPicture: picture ?? '', updatedAt: sql`${files.updatedAt}` })
      .where(and(eq(files.pathKey, pathKey), isNull(files.cellPicture)));
  }
  return rows.length;
}
