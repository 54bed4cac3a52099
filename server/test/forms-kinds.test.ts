// Forms' richer kinds (issue 22): uploads stored through the form's own upload call and checked on submission, rich
// text sanitised, arrays (a repeating group) and bagelforms (a nested form by name) checked recursively, row
// containers whose fields answer on their own, and a nesting that would come back to itself refused.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import type { FormSchema } from '../../src/forms/rules';

const oneStep = (elements: unknown[]): FormSchema => ({ steps: [{ id: 's', title: 'שלב', elements: elements as FormSchema['steps'][0]['elements'] }] });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(name: string, filename: string, content: Buffer, type = 'application/pdf') {
  const boundary = 'formsboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(backends)('form kinds (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = auth) => t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) => call(method, url, payload, {});
  let n = 0;
  const name = () => `kinds-${Date.now().toString(36)}-${(n += 1)}`;
  const make = async (schema: FormSchema, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/form', { name: name(), title: 'טופס', schema, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };
  const send = (form: { name: string }, data: unknown) => anonymous('POST', `/form/${form.name}`, { data });
  const codes = (res: { json(): { detail: Array<{ loc: string[]; ctx: { code: string } }> } }) => Object.fromEntries(res.json().detail.map((d) => [d.loc[2], d.ctx.code]));

  it('uploads files to a form without sign-in and takes only files uploaded to that form', async () => {
    const form = await make(oneStep([
      { id: 'cv', kind: 'upload', label: 'קורות חיים', required: true },
      { id: 'photos', kind: 'upload', label: 'תמונות', multiple: true },
    ]));
    const file = multipart('upload', 'cv.pdf', PDF);
    const up = await t.app.inject({ method: 'POST', url: `/api/form/${form.name}/upload`, ...file });
    expect(up.statusCode, up.body).toBe(200);
    const key: string = up.json().path_key;
    expect(key.startsWith(`forms/${form.id}/`)).toBe(true);

    expect(codes(await send(form, {}))).toEqual({ cv: 'required' });
    expect(codes(await send(form, { cv: 'library/secret.pdf' }))).toEqual({ cv: 'file' });
    expect(codes(await send(form, { cv: `forms/${form.id}/../x.pdf` }))).toEqual({ cv: 'file' });
    expect(codes(await send(form, { cv: key, photos: 'x' }))).toEqual({ photos: 'type' });
    const never = await send(form, { cv: `forms/${form.id}/never-uploaded.pdf` });
    expect(never.statusCode).toBe(422);
    expect(never.json().detail[0]).toMatchObject({ loc: ['body', 'data'], ctx: { code: 'file' } });

    const sent = await send(form, { cv: key, photos: [key, key] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({ cv: key, photos: [key] });
    // staff read the file's record (the submissions table opens it in the lightbox)
    expect((await call('GET', `/files_v2/?path_key=${encodeURIComponent(key)}`)).json().name).toBe('cv.pdf');

    // no file part, a form without upload fields, a closed form
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${form.name}/upload`, ...multipart('other', 'a.pdf', PDF) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${form.name}/upload`, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(422);
    const plain = await make(oneStep([{ id: 'a', kind: 'text', label: 'א' }]));
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${plain.name}/upload`, ...file })).statusCode).toBe(409);
    const closed = await make(oneStep([{ id: 'cv', kind: 'upload', label: 'קובץ' }]), { settings: { is_open: false } });
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${closed.name}/upload`, ...file })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/form/no-such-form/upload', ...file })).statusCode).toBe(404);
  });

  it('keeps rich text safe and treats an empty editor as unanswered', async () => {
    const form = await make(oneStep([{ id: 'story', kind: 'richtext', label: 'הסיפור', required: true }]));
    expect(codes(await send(form, { story: '<p> </p>' }))).toEqual({ story: 'required' });
    expect(codes(await send(form, { story: 5 }))).toEqual({ story: 'type' });
    const sent = await send(form, { story: '<p dir="auto">שלום <b>עולם</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.story).toBe('<p dir="auto">שלום <b>עולם</b><img src="x" /></p>');
  });

  it('checks each item of an array and the answers of a nested form, hidden fields neither required nor kept', async () => {
    const contact = await make(oneStep([
      { id: 'phone', kind: 'tel', label: 'טלפון', required: true },
      { id: 'note', kind: 'richtext', label: 'הערה' },
    ]));
    const form = await make(oneStep([
      {
        id: 'guests',
        kind: 'array',
        label: 'אורחים',
        max: 3,
        elements: [
          { id: 'name', kind: 'text', label: 'שם', required: true },
          { id: 'kid', kind: 'check', label: 'ילד/ה' },
          { id: 'age', kind: 'number', label: 'גיל', required: true, min: 0, max: 18, when: { field: 'kid', op: 'equals', value: true } },
        ],
      },
      { id: 'emergency', kind: 'bagelform', label: 'איש קשר', form: contact.name, required: true },
    ]));
    const pub = (await anonymous('GET', `/form/${form.name}/public`)).json();
    expect(Object.keys(pub.nested)).toEqual([contact.name]);

    const good = { guests: [{ name: ' דנה ', kid: false, age: 'ignored' }, { name: 'יואב', kid: true, age: '7' }], emergency: { phone: '050-1234567', note: '<p onclick="x()">hi</p>' } };
    const sent = await send(form, good);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({ guests: [{ name: 'דנה', kid: false }, { name: 'יואב', kid: true, age: 7 }], emergency: { phone: '050-1234567', note: '<p>hi</p>' } });

    const bad = await send(form, { ...good, guests: [{ name: 'א' }, { name: 'ב', kid: true }] });
    expect(bad.json().detail[0]).toMatchObject({ loc: ['body', 'data', 'guests'], ctx: { code: 'required', row: 2, column: 'age' } });
    // every wrong field inside the group has its own entry, placed by item and field
    const many = await send(form, { ...good, guests: [{ kid: true, age: 40 }, { name: 'ב', kid: true }] });
    expect(many.json().detail.map((d: { loc: string[]; ctx: object }) => [d.loc, d.ctx])).toEqual([
      [['body', 'data', 'guests'], { code: 'required', row: 1, column: 'name' }],
      [['body', 'data', 'guests'], { code: 'too_big', limit: 18, row: 1, column: 'age' }],
      [['body', 'data', 'guests'], { code: 'required', row: 2, column: 'age' }],
    ]);
    expect(codes(await send(form, { ...good, guests: [{}, {}, {}, {}] }))).toEqual({ guests: 'too_many' });
    expect(codes(await send(form, { ...good, guests: ['x'] }))).toEqual({ guests: 'type' });
    expect(codes(await send(form, { guests: [], emergency: {} }))).toEqual({ emergency: 'required' });
    const nested = await send(form, { emergency: { phone: 'abc' } });
    expect(nested.json().detail[0]).toMatchObject({ loc: ['body', 'data', 'emergency'], ctx: { code: 'phone', column: 'phone' } });
  });

  it('refuses a bagelform naming a missing form or one that would contain itself', async () => {
    const problem = async (schema: FormSchema, formName = name()) => (await call('POST', '/form', { name: formName, title: 'x', schema })).json().detail[0].ctx.code;
    expect(await problem(oneStep([{ id: 'b', kind: 'bagelform', label: 'ב', form: 'no-such-form' }]))).toBe('unknown_form');
    expect(await problem(oneStep([{ id: 'b', kind: 'bagelform', label: 'ב' }]))).toBe('no_form');
    const inner = await make(oneStep([{ id: 'a', kind: 'text', label: 'א' }]));
    const outer = await make(oneStep([{ id: 'b', kind: 'bagelform', label: 'ב', form: inner.name }]));
    const loop = await call('PUT', `/form/${inner.name}`, { schema: oneStep([{ id: 'c', kind: 'bagelform', label: 'ג', form: outer.name }]) });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().detail[0]).toMatchObject({ loc: ['body', 'schema'], ctx: { code: 'cycle' } });
    const self = await call('PUT', `/form/${inner.name}`, { schema: oneStep([{ id: 'c', kind: 'bagelform', label: 'ג', form: inner.name }]) });
    expect(self.json().detail[0].ctx.code).toBe('cycle');
  });

  it('lays a row out only: its fields answer on their own, and a hidden row hides them', async () => {
    const form = await make(oneStep([
      { id: 'member', kind: 'check', label: 'חבר/ה?' },
      {
        id: 'row_1',
        kind: 'row',
        label: '',
        when: { field: 'member', op: 'equals', value: true },
        elements: [
          { id: 'first_name', kind: 'text', label: 'שם פרטי', required: true },
          { id: 'card', kind: 'text', label: 'מספר כרטיס', pattern: 'digits', required: true },
        ],
      },
    ]));
    expect((await send(form, { member: false, first_name: 'x' })).json().data).toEqual({ member: false });
    expect(codes(await send(form, { member: true, card: '12a' }))).toEqual({ first_name: 'required', card: 'pattern' });
    expect((await send(form, { member: true, first_name: 'רות', card: '123' })).json().data).toEqual({ member: true, first_name: 'רות', card: '123' });
    expect((await call('POST', '/form', { name: name(), title: 'x', schema: oneStep([{ id: 'row_1', kind: 'row', label: '', elements: [] }]) })).json().detail[0].ctx.code).toBe('no_fields');
  });
});
