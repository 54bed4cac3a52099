// Files API: upload, read, list, metadata, delete; size and type refusals (a lying extension too), path
// traversal, private and public access, signed URLs, thumbnails, ranges; nothing left behind by a failed upload.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, useTestApp } from './helpers';

interface FileJson {
  path_key: string;
  dir_path: string;
  name: string;
  size: number;
  mime_type: string;
  tags: string[];
  width: number | null;
  height: number | null;
  is_public: boolean;
  url: string;
  thumbnail_url: string | null;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(Math.max(0, size - 40), 32)]);

/** Every file under DATA_DIR/files (temporary ones included), relative. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

describe.each(backends)('files API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  let other: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    auth = await t.userHeaders();
    other = await t.userHeaders();
    admin = await t.superuserHeaders();
  });

  const upload = (body: ReturnType<typeof multipart>, query = '', headers = auth) =>
    t.app.inject({
      method: 'POST',
      url: `/api/files_v2/upload${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });

  it('refuses every private route without sign-in (401)', async () => {
    for (const [method, url] of [
      ['POST', '/api/files_v2/upload'],
      ['GET', '/api/files_v2/?path_key=a'],
      ['GET', '/api/files_v2/records?path_key=a'],
      ['PUT', '/api/files_v2/?path_key=a'],
      ['DELETE', '/api/files_v2/?path_key=a'],
      ['GET', '/api/files_v2/list?dir_path=a'],
      ['GET', '/api/files_v2/limits'],
      ['GET', '/api/files_v2/browse'],
      ['GET', '/api/files_v2/folders'],
      ['POST', '/api/static_files/upload'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('uploads an image: record with size, type, dimensions and a thumbnail; the signed url reads it without a session', async () => {
    const bytes = await png(800, 600);
    const res = await upload(
      multipart('upload', 'כריכה ראשית.png', bytes, 'image/png'),
      '?dir_path=products/covers&tags=cover,front',
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<FileJson>();
    expect(file).toMatchObject({
      dir_path: 'products/covers',
      name: 'כריכה ראשית.png',
      size: bytes.length,
      mime_type: 'image/png',
      tags: ['cover', 'front'],
      width: 800,
      height: 600,
      is_public: false,
    });
    expect(file.path_key).toMatch(/^products\/covers\/[\w-]+-כריכה ראשית\.png$/);

    const bytesRes = await t.app.inject({ method: 'GET', url: file.url });
    expect(bytesRes.statusCode).toBe(200);
    expect(bytesRes.headers['content-type']).toBe('image/png');
    expect(bytesRes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytesRes.headers['content-disposition']).toMatch(/^inline;/);
    expect(bytesRes.rawPayload.equals(bytes)).toBe(true);

    const thumb = await t.app.inject({ method: 'GET', url: file.thumbnail_url! });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);

    // the record, one or several at once, and its folder
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/files_v2/?path_key=${encodeURIComponent(file.path_key)}`,
      headers: auth,
    });
    expect(one.json<FileJson>().path_key).toBe(file.path_key);
    const many = await t.app.inject({
      method: 'GET',
      url: `/api/files_v2/records?path_key=${encodeURIComponent(file.path_key)}&path_key=missing-x.png`,
      headers: auth,
    });
    expect(many.json<FileJson[]>().map((f) => f.path_key)).toEqual([file.path_key]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/files_v2/list?dir_path=products/covers&dir_path=elsewhere',
      headers: auth,
    });
    expect(list.json<FileJson[]>().map((f) => f.path_key)).toContain(file.path_key);
  });

  it('reads private bytes only with a valid signature or a session', async () => {
    const file = (await upload(multipart('upload', 'doc.pdf', pdf(2000)))).json<FileJson>();
    const bare = `/api/files_v2/download?path_key=${encodeURIComponent(file.path_key)}`;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(401);
    const forged = file.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
    const expired = file.url.replace(/exp=\d+/, 'exp=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(401);
    const withSession = await t.app.inject({ method: 'GET', url: bare, headers: auth });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.headers['content-type']).toBe('application/pdf');
    // a byte range (video seeking)
    const range = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    expect(range.headers['content-range']).toBe(`bytes 0-3/${file.size}`);
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=999999-' } })).statusCode).toBe(
      416,
    );
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const before = storedFiles(t.config.dataDir);
    const res = await upload(multipart('upload', 'big.pdf', pdf(t.config.filesMaxBytes + 1000)), '?dir_path=big');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'File too large: the limit is 5 MB' });
    // the refused upload's temporary file is removed as its stream closes, a moment after the answer
    await expect.poll(() => storedFiles(t.config.dataDir)).toEqual(before);
    const list = await t.app.inject({ method: 'GET', url: '/api/files_v2/list?dir_path=big', headers: auth });
    expect(list.json()).toEqual([]);
    // exactly at the limit is fine
    const atLimit = await upload(multipart('upload', 'edge.pdf', pdf(t.config.filesMaxBytes)), '?dir_path=big');
    expect(atLimit.statusCode).toBe(200);
  });

  it('reads the type from the bytes: refuses programs and lying names, keeps the real type of a misnamed image', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]);
    const program = await upload(multipart('upload', 'setup.exe', exe));
    expect(program.statusCode).toBe(415);
    expect(program.json<{ detail: string }>().detail).toMatch(/^Unsupported file type/);
    const lying = await upload(
      multipart('upload', 'photo.jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'),
    );
    expect(lying.statusCode).toBe(415);
    const empty = await upload(multipart('upload', 'empty.txt', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(415);
    const misnamed = await upload(multipart('upload', 'scan.pdf', await png(40, 40)));
    expect(misnamed.statusCode).toBe(200);
    expect(misnamed.json<FileJson>().mime_type).toBe('image/png');
    const csv = await upload(multipart('upload', 'לקוחות.csv', Buffer.from('שם,טלפון\nדנה,0501234567\n')));
    expect(csv.json<FileJson>().mime_type).toBe('text/csv');
  });

  it('sends what a browser could run as a download in a sandbox', async () => {
    for (const [name, body, mime] of [
      ['page.html', '<!doctype html><script>alert(1)</script>', 'text/html'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ] as const) {
      const file = (await upload(multipart('upload', name, Buffer.from(body)))).json<FileJson>();
      expect(file.mime_type).toBe(mime);
      const res = await t.app.inject({ method: 'GET', url: file.url });
      expect(res.headers['content-type']).toContain(mime);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
    }
  });

  it('cleans names and refuses path traversal in dir_path and path_key (422)', async () => {
    const cleaned = (
      await upload(multipart('upload', '../../etc/pa<ss>wd.txt', Buffer.from('hello')))
    ).json<FileJson>();
    expect(cleaned.name).toBe('pa_ss_wd.txt');
    expect(cleaned.dir_path).toBe('');
    for (const dir of ['../etc', 'a/../../b', '.hidden', 'a//b', 'a\\..\\b']) {
      const res = await upload(multipart('upload', 'x.txt', Buffer.from('x')), `?dir_path=${encodeURIComponent(dir)}`);
      expect(res.statusCode, dir).toBe(422);
    }
    for (const key of ['../secret_key', 'a/../../secret_key', '/etc/passwd', '.thumbs/x.webp', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/files_v2/?path_key=${encodeURIComponent(key)}`,
        headers: auth,
      });
      expect(res.statusCode, key).toBe(422);
      const bytes = await t.app.inject({
        method: 'GET',
        url: `/api/files_v2/download?path_key=${encodeURIComponent(key)}`,
        headers: auth,
      });
      expect(bytes.statusCode, key).toBe(422);
    }
  });

  it('needs the upload field (422) and answers 404 for unknown keys', async () => {
    const wrongField = await upload(multipart('other', 'a.txt', Buffer.from('a')));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json<{ detail: { loc: string[] }[] }>().detail[0].loc).toEqual(['body', 'upload']);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/files_v2/upload',
      headers: auth,
      payload: { a: 1 },
    });
    expect(notMultipart.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files_v2/?path_key=nope-x.png', headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/files_v2/?path_key=nope-x.png', headers: auth })).statusCode,
    ).toBe(404);
  });

  it('changes name and tags and deletes: the uploader or a superuser only; the bytes and thumbnail go too', async () => {
    const file = (await upload(multipart('upload', 'a.png', await png(50, 50)), '?dir_path=gallery')).json<FileJson>();
    const url = `/api/files_v2/?path_key=${encodeURIComponent(file.path_key)}`;
    expect((await t.app.inject({ method: 'PUT', url, headers: other, payload: { name: 'x.png' } })).statusCode).toBe(
      403,
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url,
      headers: auth,
      payload: { name: 'שער/חדש.png', tags: ['שער', 'שער'] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<FileJson>()).toMatchObject({ name: 'חדש.png', tags: ['שער'], path_key: file.path_key });
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: auth, payload: { tags: ['x'.repeat(51)] } })).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'DELETE', url, headers: other })).statusCode).toBe(403);
    const stored = storedFiles(t.config.dataDir).filter((f) => f.includes(file.path_key.split('/')[1]));
    expect(stored).toHaveLength(2); // the file and its thumbnail
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(404);
    expect(storedFiles(t.config.dataDir).filter((f) => f.includes(file.path_key.split('/')[1]))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('stores public files under static/<topic>, readable by anyone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/static_files/upload?topic=newsletter',
      headers: { ...auth, ...multipart('file', 'banner.png', await png(20, 10)).headers },
      payload: multipart('file', 'banner.png', await png(20, 10)).payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<FileJson>();
    expect(file).toMatchObject({ is_public: true, dir_path: 'static/newsletter' });
    expect(file.url).not.toContain('sig=');
    const read = await t.app.inject({ method: 'GET', url: file.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toContain('public');
    const badTopic = await t.app.inject({
      method: 'POST',
      url: '/api/static_files/upload?topic=../x',
      headers: { ...auth, ...multipart('file', 'a.png', Buffer.from('a')).headers },
      payload: multipart('file', 'a.png', Buffer.from('a')).payload,
    });
    expect(badTopic.statusCode).toBe(422);
  });

  it('lists the public images to any signed-in user (the page editor picks from them), never private files', async () => {
    const mark = `shelf-${backend}-${Date.now()}`;
    const publicUpload = async (name: string, content: Buffer) => {
      const body = multipart('file', name, content);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/static_files/upload?topic=cms',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FileJson>();
    };
    const older = await publicUpload(`${mark} א.png`, await png(40, 30));
    const newer = await publicUpload(`${mark} ב.png`, await png(50, 20));
    await publicUpload(`${mark}.pdf`, pdf(300));
    await upload(multipart('upload', `${mark} private.png`, await png(10, 10)), '?dir_path=private');
    type Page = { items: FileJson[]; total: number };
    const images = (query: string, headers = other) =>
      t.app.inject({ method: 'GET', url: `/api/static_files/images?${query}`, headers });
    const found = (await images(`q=${encodeURIComponent(mark)}`)).json<Page>();
    expect(found.total).toBe(2);
    expect(found.items.map((f) => f.path_key)).toEqual([newer.path_key, older.path_key]);
    expect(found.items[0]).toMatchObject({ is_public: true, mime_type: 'image/png', width: 50, height: 20 });
    expect(found.items[0]!.url).not.toContain('sig=');
    const second = (await images(`q=${encodeURIComponent(mark)}&skip=1&limit=1`)).json<Page>();
    expect(second).toMatchObject({ total: 2, items: [{ path_key: older.path_key }] });
    expect((await images(`q=${encodeURIComponent(`${mark} ב`)}`)).json<Page>().items.map((f) => f.name)).toEqual([
      `${mark} ב.png`,
    ]);
    for (const bad of ['limit=0', 'limit=101', 'skip=-1', 'kind=pdf']) {
      const res = await images(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().detail[0]).toHaveProperty('loc');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/static_files/images' })).statusCode).toBe(401);
  });

  it('browses by folder, name and tag, and counts storage (superusers only)', async () => {
    await upload(multipart('upload', 'ספר א.png', await png(30, 30)), '?dir_path=browse/books&tags=כריכה');
    await upload(multipart('upload', 'ספר ב.pdf', pdf(500)), '?dir_path=browse/books/inner');
    await upload(multipart('upload', 'other.txt', Buffer.from('x')), '?dir_path=browse2');
    expect((await t.app.inject({ method: 'GET', url: '/api/files_v2/browse', headers: auth })).statusCode).toBe(403);
    const browse = (q: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/files_v2/browse?${q}`, headers: admin })
        .then((r) => r.json<{ items: FileJson[]; total: number }>());
    expect((await browse('dir_path=browse/books')).items.map((f) => f.name).sort()).toEqual(['ספר א.png', 'ספר ב.pdf']);
    expect((await browse(`q=${encodeURIComponent('ספר ב')}`)).items.map((f) => f.name)).toEqual(['ספר ב.pdf']);
    expect((await browse(`tag=${encodeURIComponent('כריכה')}`)).total).toBe(1);
    expect((await browse('q=%25')).total).toBe(0);
    const folders = await t.app.inject({ method: 'GET', url: '/api/files_v2/folders', headers: admin });
    const body = folders.json<{
      folders: { dir_path: string; files: number; bytes: number }[];
      total_files: number;
      total_bytes: number;
      storage: string;
    }>();
    expect(body.storage).toBe('local');
    expect(body.folders.find((f) => f.dir_path === 'browse/books')).toMatchObject({ files: 1 });
    expect(body.total_bytes).toBe(body.folders.reduce((n, f) => n + f.bytes, 0));
    const limits = await t.app.inject({ method: 'GET', url: '/api/files_v2/limits', headers: auth });
    expect(limits.json()).toMatchObject({ max_bytes: 5 * 1024 * 1024 });
    expect(limits.json<{ types: string[] }>().types).toContain('image/png');
  });
});
