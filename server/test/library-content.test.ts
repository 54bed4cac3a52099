// A reader opens the content of the items in their library: GET /library/item/{id}/content answers the
// cover and the content files as records whose signed urls read the bytes; a reader gets them only for a published
// item granted to them, staff for any item.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

type Json = Record<string, unknown> & { id: number };
interface FileJson {
  path_key: string;
  name: string;
  url: string;
}

const BOUNDARY = '----library-content-boundary';
const multipart = (filename: string, content: Buffer, contentType: string) => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
const pdf = (text: string) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.from(text)]);

describe.each(backends)('library item content (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await t.userHeaders();
  });
  const call = async <T = Json>(method: 'GET' | 'POST', url: string, payload?: object, status?: number): Promise<T> => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status ?? (method === 'POST' ? 201 : 200));
    return res.json() as T;
  };
  const upload = async (filename: string, content: Buffer, contentType: string) => {
    const body = multipart(filename, content, contentType);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files_v2/upload?dir_path=library/content',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FileJson;
  };
  const readerNamed = async (name: string) => {
    const email = `${name}-${Date.now()}-${backend}@example.com`;
    const password = 'a long enough password';
    const signup = await t.app.inject({ method: 'POST', url: '/api/library/signup', payload: { email, password } });
    expect(signup.statusCode, signup.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return {
      personId: signup.json().person_id as number,
      headers: { authorization: `Bearer ${login.json().access_token as string}` },
    };
  };

  it('a reader with the item gets its files, a reader without it 403, a draft or an unknown item 404, staff any item', async () => {
    const book = await upload('ספר.pdf', pdf('the book itself'), 'application/pdf');
    const cover = await upload('cover.pdf', pdf('a cover stand-in'), 'application/pdf');
    const item = await call('POST', '/library/item', {
      title: 'ספר עם קבצים',
      kind: 'pdf',
      status: 'published',
      cover: cover.path_key,
      files: [book.path_key, 'library/content/gone.pdf'],
    });
    const draft = await call('POST', '/library/item', { title: 'טיוטה עם קובץ', files: [book.path_key] });
    const owner = await readerNamed('owner');
    const stranger = await readerNamed('stranger');
    await call('POST', `/library/lib_item_link/person/${owner.personId}`, { item_id: item.id, reason: 'bought' });
    await call('POST', `/library/lib_item_link/person/${owner.personId}`, { item_id: draft.id, reason: 'gift' });
    const as = (headers: Record<string, string>, id: number | string) =>
      t.app.inject({ method: 'GET', url: `/api/library/item/${id}/content`, headers });

    const mine = await as(owner.headers, item.id);
    expect(mine.statusCode, mine.body).toBe(200);
    const content = mine.json() as { item_id: number; cover: FileJson; files: FileJson[] };
    expect(content.item_id).toBe(item.id);
    expect(content.cover.path_key).toBe(cover.path_key);
    expect(content.cover).toMatchObject({ uploaded_by: null, mime_type: 'application/pdf' });
    // the missing file is left out
    expect(content.files.map((f) => f.name)).toEqual(['ספר.pdf']);
    // the signed url reads the bytes with no session at all, and a range of them
    const bytes = await t.app.inject({ method: 'GET', url: content.files[0].url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.rawPayload.toString('latin1')).toContain('the book itself');
    const part = await t.app.inject({ method: 'GET', url: content.files[0].url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
    // the reader's own token does not open the files route itself
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api/files_v2/download?path_key=${encodeURIComponent(book.path_key)}`,
      headers: owner.headers,
    });
    expect(unsigned.statusCode).toBe(403);

    const refused = await as(stranger.headers, item.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'The item is not in your library' });
    // a draft is not there for readers, even one granted it
    expect((await as(owner.headers, draft.id)).statusCode).toBe(404);
    expect((await as(owner.headers, 999999)).statusCode).toBe(404);
    expect((await as(owner.headers, 999999)).json()).toEqual({ detail: 'Not Found' });
    expect((await as(owner.headers, 'abc')).statusCode).toBe(422);

    // staff: any item, drafts too; unknown 404; no sign-in 401
    expect(
      (await call<{ files: FileJson[] }>('GET', `/library/item/${draft.id}/content`)).files.map((f) => f.path_key),
    ).toEqual([book.path_key]);
    expect((await call<{ cover: Json }>('GET', `/library/item/${item.id}/content`)).cover.uploaded_by).toEqual(
      expect.any(String),
    );
    await call('GET', '/library/item/999999/content', undefined, 404);
    expect((await t.app.inject({ method: 'GET', url: `/api/library/item/${item.id}/content` })).statusCode).toBe(401);
  });
});
