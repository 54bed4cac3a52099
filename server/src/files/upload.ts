// One upload, streamed: the first bytes decide the type (sniff.ts), the rest flows to storage through a byte counter
// that stops at the size limit; images then get their dimensions and a thumbnail; the record is written last. Any
// failure on the way removes what was stored, so a failed upload leaves neither a record nor a stray file. An image's
// list-cell picture is made from its thumbnail and kept in the record itself.
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import { files, type FileRow } from '../db/schema/index';
import { httpError } from '../errors';
import { cleanFileName, newPathKey } from './keys';
import { hasThumbnailSupport, sniff, SNIFF_BYTES } from './sniff';
import { thumbnailKey, type Storage } from './storage';

export const THUMBNAIL_SIZE = 320;
/**
 * A list cell's picture: its shorter side this (a 40 px cell at twice the pixels), its longer side at most twice
 * that (cropped about the middle, as a square cell shows it anyway), a WebP of modest quality: 1 to 4 KB, small
 * enough to travel inside the record as text.
 */
export const CELL_PICTURE_SIZE = 80;
const CELL_PICTURE_QUALITY = 60;

/**
 * @fastify/multipart's options for a route that takes one upload: busboy stops one byte past the limit (storeUpload's
 * counter answers 413 at the limit itself), and reads the file in 1 MB pieces (its 64 KB default costs a quarter of
 * the speed on big files).
 */
export const uploadMultipartOptions = (maxBytes: number) => ({
  limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 12 },
  fileHwm: 1024 * 1024,
});

/** The first `size` bytes of a stream, and a stream of all of it (the head included). */
async function splitHead(source: Readable, size: number): Promise<{ head: Buffer; whole: Readable; stop(): void }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const { value, done } = await iterator.next();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  return { head, whole: Readable.from(all(), { objectMode: false }), stop: () => void iterator.return?.() };
}

export const tooLarge = (maxBytes: number) =>
  httpError(413, `File too large: the limit is ${Math.floor(maxBytes / (1024 * 1024))} MB`);

/** Passes bytes through and fails the stream (413) past `maxBytes`. */
function sizeLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
}

/** The cell picture (base64 of a WebP) of an image's thumbnail, which is upright already (rotated as it was made). */
export async function cellPictureFrom(thumbnail: Buffer): Promise<string> {
  const image = sharp(thumbnail, { failOn: 'none' });
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error('the thumbnail has no size');
  const scale = Math.min(1, CELL_PICTURE_SIZE / Math.min(width, height));
  const side = (length: number) => Math.max(1, Math.min(Math.round(length * scale), 2 * CELL_PICTURE_SIZE));
  const picture = await image
    .resize(side(width), side(height), { fit: 'cover' })
    .webp({ quality: CELL_PICTURE_QUALITY })
    .toBuffer();
  return picture.toString('base64');
}

interface ImageFacts {
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
  /** The list cell's picture (base64 of a WebP), or null when it could not be made. */
  cellPicture: string | null;
}

const NO_FACTS: ImageFacts = { width: null, height: null, thumbnail: null, cellPicture: null };

/**
 * Width and height (as shown, after EXIF rotation), a WebP thumbnail and the cell picture made from it; nothing when
 * sharp cannot read it.
 */
export async function imageFacts(
  storage: Storage,
  key: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ImageFacts> {
  const source = await storage.get(key);
  if (!source) return NO_FACTS;
  try {
    const input = sharp({ failOn: 'none', limitInputPixels: 100_000_000 });
    const metadata = input.clone().metadata();
    const thumbnail = input
      .clone()
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    source.pipe(input);
    const [meta, thumb] = await Promise.all([metadata, thumbnail]);
    const turned = (meta.orientation ?? 1) >= 5;
    const cellPicture = await cellPictureFrom(thumb).catch((error: unknown) => {
      log.warn({ err: error, pathKey: key }, 'a cell picture could not be made from the thumbnail');
      return null;
    });
    return {
      width: (turned ? meta.height : meta.width) ?? null,
      height: (turned ? meta.width : meta.height) ?? null,
      thumbnail: thumb,
      cellPicture,
    };
  } catch (error) {
    log.warn({ err: error, pathKey: key }, 'image could not be read for a thumbnail');
    source.destroy();
    return NO_FACTS;
  }
}

export interface UploadInput {
  stream: Readable;
  filename: string;
  dirPath: string;
  tags: string[];
  isPublic: boolean;
  uploadedBy: string | null;
  maxBytes: number;
}

export async function storeUpload(
  db: Db | Tx,
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  input: UploadInput,
): Promise<FileRow> {
  const name = cleanFileName(input.filename);
  const { head, whole, stop } = await splitHead(input.stream, SNIFF_BYTES);
  const type = await sniff(head, name);
  if ('refused' in type) {
    stop();
    input.stream.resume();
    throw httpError(415, `Unsupported file type: ${type.refused}`);
  }
  const pathKey = newPathKey(input.dirPath, name);
  const limited = sizeLimit(input.maxBytes);
  // pipeline, not pipe: a client gone mid-upload fails `limited` too, so storage.put rejects and keeps nothing
  pipeline(whole, limited).catch(() => undefined);
  const size = await storage.put(pathKey, limited);
  let thumbStored = false;
  try {
    const facts = hasThumbnailSupport(type.mime) ? await imageFacts(storage, pathKey, log) : NO_FACTS;
    if (facts.thumbnail) {
      await storage.put(thumbnailKey(pathKey), Readable.from([facts.thumbnail]));
      thumbStored = true;
    }
    const [row] = await db
      .insert(files)
      .values({
        pathKey,
        dirPath: input.dirPath,
        name,
        size,
        mimeType: type.mime,
        tags: input.tags,
        width: facts.width,
        height: facts.height,
        hasThumbnail: thumbStored,
        cellPicture: thumbStored ? facts.cellPicture : null,
        isPublic: input.isPublic,
        uploadedBy: input.uploadedBy,
      })
      .returning();
    return row;
  } catch (error) {
    await storage.delete(pathKey);
    if (thumbStored) await storage.delete(thumbnailKey(pathKey));
    throw error;
  }
}

/** Removes a file's bytes and thumbnail (after its record is gone). */
export async function removeStored(storage: Storage, row: FileRow): Promise<void> {
  await storage.delete(row.pathKey);
  if (row.hasThumbnail) await storage.delete(thumbnailKey(row.pathKey));
}
