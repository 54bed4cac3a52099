// Form uploads no submission names: kept for a day (the person may still send), then removed, record and
// bytes, by the periodic sweep; files a submission names (at the top, inside a repeating group) stay; a deleted
// submission's files go with the next sweep after the grace period. Other folders' files are never touched.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../src/db/schema/index';
import { sweepFormUploads, UPLOAD_GRACE_MS } from '../src/forms/upload-sweep';
import { backends, useTestApp } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(filename: string) {
  const boundary = 'sweepboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(backends)('form upload sweep (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const silent = { warn: () => undefined };

  it('removes the uploads no submission names once the grace period is over, and only those', async () => {
    const name = `sweep-${Date.now().toString(36)}`;
    const schema = {
      steps: [
        {
          id: 's',
          title: '',
          elements: [
            { id: 'cv', kind: 'upload', label: 'קורות חיים' },
            { id: 'docs', kind: 'array', label: 'מסמכים', elements: [{ id: 'doc', kind: 'upload', label: 'מסמך' }] },
          ],
        },
      ],
    };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/form',
      headers: auth,
      payload: { name, title: 'טופס', schema },
    });
    expect(made.statusCode, made.body).toBe(201);
    const upload = async (filename: string) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/form/${name}/upload`, ...multipart(filename) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ path_key: string }>().path_key;
    };
    const [sent, inGroup, neverSent, ofDeleted] = [
      await upload('sent.pdf'),
      await upload('בקבוצה.pdf'),
      await upload('never.pdf'),
      await upload('deleted.pdf'),
    ];
    const submit = async (data: unknown) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/form/${name}`, payload: { data } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    await submit({ cv: sent, docs: [{ doc: inGroup }] });
    const gone = await submit({ cv: ofDeleted });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/form/${name}/submissions/${gone}`, headers: auth }))
        .statusCode,
    ).toBe(204);
    // a file staff put in the form's folder through the files screen (not a form upload) is none of the sweep's business
    const formId = made.json<{ id: number }>().id;
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/files_v2/upload?dir_path=forms/${formId}`,
      ...multipart('staff.pdf'),
      headers: { ...auth, ...multipart('staff.pdf').headers },
    });
    expect(other.statusCode, other.body).toBe(200);
    const staffFile = other.json<{ path_key: string }>().path_key;

    const kept = { record: true, bytes: true };
    const removed = { record: false, bytes: false };
    const stored = async (key: string) => {
      const bytes = await t.app.storage.get(key);
      bytes?.destroy();
      const rows = await t.db.select({ key: files.pathKey }).from(files).where(eq(files.pathKey, key));
      return { record: rows.length === 1, bytes: bytes !== undefined };
    };

    // within the grace period nothing goes
    expect(await sweepFormUploads(t.db, t.app.storage, silent)).toBe(0);
    expect(
      await sweepFormUploads(t.db, t.app.storage, silent, { now: new Date(Date.now() + UPLOAD_GRACE_MS - 60_000) }),
    ).toBe(0);

    // a day later the unnamed ones go, record and bytes; the named ones stay
    const later = new Date(Date.now() + UPLOAD_GRACE_MS + 60_000);
    expect(await sweepFormUploads(t.db, t.app.storage, silent, { now: later })).toBe(2);
    expect(await stored(sent)).toEqual(kept);
    expect(await stored(inGroup)).toEqual(kept);
    expect(await stored(neverSent)).toEqual(removed);
    expect(await stored(ofDeleted)).toEqual(removed);
    expect(await stored(staffFile)).toEqual(kept);
    expect(await sweepFormUploads(t.db, t.app.storage, silent, { now: later })).toBe(0);

    // the submission still opens its files
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/files_v2/?path_key=${encodeURIComponent(sent)}`,
      headers: auth,
    });
    expect(list.statusCode).toBe(200);

    // deleting the form leaves its files to the sweep too
    expect((await t.app.inject({ method: 'DELETE', url: `/api/form/${name}`, headers: auth })).statusCode).toBe(204);
    expect(await sweepFormUploads(t.db, t.app.storage, silent, { now: later })).toBe(2);
    expect(await stored(sent)).toEqual(removed);
    expect(await stored(staffFile)).toEqual(kept);
  });
});
