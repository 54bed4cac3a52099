// A list cell's picture travels in the file's record: an uploaded PNG or JPEG's record carries a small WebP as a data
// URL (its shorter side 80 px, its longer at most 160), a file that is no image carries none; images stored before
// uploads made them get theirs from the background job (from the thumbnail, or the original when the thumbnail is
// gone), updated_at untouched; and a record the caller may not read is still refused or left out, picture and all.
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgBoss } from 'pg-boss';
import { files } from '../src/db/schema/index';
import { CELL_PICTURES_BATCH, fillCellPictures } from '../src/files/cell-pictures';
import { cellPicturesJob } from '../src/jobs/cell-pictures';
import { thumbnailKey } from '../src/files/storage';
import type { JobContext } from '../src/jobs/background-job';
import { backends, multipart, useTestApp } from './helpers';

interface FileJson {
  path_key: string;
  mime_type: string;
  thumbnail_url: string | null;
  cell_picture: string | null;
}

const PREFIX = 'data:image/webp;base64,';
const drawn = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).composite([
    {
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f6c90e"/></svg>`),
    },
  ]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The WebP a record's cell picture holds: its format, size and bytes. */
async function decoded(record: FileJson) {
  expect(record.cell_picture?.startsWith(PREFIX), String(record.cell_picture).slice(0, 40)).toBe(true);
  const bytes = Buffer.from(record.cell_picture!.slice(PREFIX.length), 'base64');
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, bytes: bytes.length };
}

describe.each(backends)('file cell pictures (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  let stranger: Record<string, string>;
  const silent = { warn: () => undefined };

  beforeAll(async () => {
    stranger = await t.userHeaders({ roles: [] });
  });

  const upload = async (name: string, bytes: Buffer, dir = 'cells') => {
    const body = multipart('upload', name, bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files_v2/upload?dir_path=${dir}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileJson>();
  };
  const record = async (pathKey: string, headers = auth) =>
    t.app.inject({ method: 'GET', url: `/api/files_v2/?path_key=${encodeURIComponent(pathKey)}`, headers });
  /** Fills batches until none is left (other files of the database may be in them too). */
  const fillAll = async () => {
    while ((await fillCellPictures(t.db, t.app.storage, silent)) === CELL_PICTURES_BATCH);
  };

  it("an uploaded PNG's and JPEG's record carries a WebP for a list cell; a PDF's carries none", async () => {
    const png = await upload('wide.png', await drawn(800, 600).png().toBuffer());
    expect(await decoded(png)).toMatchObject({ format: 'webp', width: 107, height: 80 });
    const jpeg = await upload('tall.jpg', await drawn(300, 900).jpeg().toBuffer());
    // the longer side at most twice the shorter: a cell shows the middle of it anyway
    const tall = await decoded(jpeg);
    expect(tall).toMatchObject({ format: 'webp', width: 80, height: 160 });
    expect(tall.bytes).toBeLessThan(4096);
    const small = await upload('icon.png', await drawn(30, 20).png().toBuffer());
    expect(await decoded(small)).toMatchObject({ width: 30, height: 20 }); // never enlarged
    // the single record and the batch say the same
    expect((await record(png.path_key)).json<FileJson>().cell_picture).toBe(png.cell_picture);
    const batch = await t.app.inject({
      method: 'GET',
      url: `/api/files_v2/records?path_key=${encodeURIComponent(jpeg.path_key)}`,
      headers: auth,
    });
    expect(batch.json<FileJson[]>()[0]!.cell_picture).toBe(jpeg.cell_picture);
    const doc = await upload('doc.pdf', pdf);
    expect(doc).toMatchObject({ mime_type: 'application/pdf', thumbnail_url: null, cell_picture: null });
    const svg = await upload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg).toMatchObject({ mime_type: 'image/svg+xml', cell_picture: null });
  });

  it('the background job gives images stored before it their picture, from the thumbnail or the original', async () => {
    const fromThumb = await upload('old.png', await drawn(640, 480).png().toBuffer(), 'old');
    const fromOriginal = await upload('old.jpg', await drawn(200, 400).jpeg().toBuffer(), 'old');
    const keys = [fromThumb.path_key, fromOriginal.path_key];
    await t.db.update(files).set({ cellPicture: null }).where(inArray(files.pathKey, keys));
    await t.app.storage.delete(thumbnailKey(fromOriginal.path_key));
    // a row whose bytes are gone: nothing can be made, and it is not tried again
    const lost = `old/lost-${backend}.png`;
    await t.db.insert(files).values({
      pathKey: lost,
      dirPath: 'old',
      name: 'lost.png',
      size: 10,
      mimeType: 'image/png',
      hasThumbnail: true,
    });
    const before = await t.db.select().from(files).where(inArray(files.pathKey, keys));
    expect(before.map((row) => row.cellPicture)).toEqual([null, null]);
    expect((await record(fromThumb.path_key)).json<FileJson>().cell_picture).toBeNull();

    const queue = { send: vi.fn() };
    const context = { db: t.db, storage: t.app.storage, log: t.app.log, queue: queue as unknown as PgBoss };
    await cellPicturesJob.run(context as unknown as JobContext, null);
    await fillAll();
    expect(queue.send).not.toHaveBeenCalled(); // all done in one run: no continuation

    expect(await decoded((await record(fromThumb.path_key)).json<FileJson>())).toMatchObject({
      width: 107,
      height: 80,
    });
    expect(await decoded((await record(fromOriginal.path_key)).json<FileJson>())).toMatchObject({
      width: 80,
      height: 160,
    });
    const after = await t.db.select().from(files).where(inArray(files.pathKey, keys));
    expect(after.map((row) => row.updatedAt.getTime()).sort()).toEqual(
      before.map((row) => row.updatedAt.getTime()).sort(),
    );
    const [gone] = await t.db.select().from(files).where(eq(files.pathKey, lost));
    expect(gone!.cellPicture).toBe('');
    const [{ left }] = await t.db
      .select({ left: sql<number>`count(*)::int` })
      .from(files)
      .where(sql`${files.hasThumbnail} and ${files.cellPicture} is null`);
    expect(left).toBe(0);
  });

  it('a record the caller may not read is still refused or left out, with its picture', async () => {
    const secret = await upload('secret.png', await drawn(120, 120).png().toBuffer(), 'private');
    expect(secret.cell_picture).not.toBeNull();
    const one = await record(secret.path_key, stranger);
    expect(one.statusCode).toBe(403);
    expect(one.body).not.toContain(PREFIX);
    const batch = await t.app.inject({
      method: 'GET',
      url: `/api/files_v2/records?path_key=${encodeURIComponent(secret.path_key)}`,
      headers: stranger,
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toEqual([]);
    for (const url of ['/api/files_v2/list?dir_path=private', '/api/files_v2/browse?dir_path=private']) {
      const res = await t.app.inject({ method: 'GET', url, headers: stranger });
      expect(res.statusCode, url).toBe(403);
      expect(res.body, url).not.toContain(PREFIX);
    }
    // whoever may read it (its uploader) gets it
    expect((await record(secret.path_key)).json<FileJson>().cell_picture).toBe(secret.cell_picture);
  });
});
