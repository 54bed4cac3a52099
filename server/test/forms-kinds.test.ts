// Forms' richer kinds: uploads stored through the form's own upload call and checked on submission, rich
// text sanitised, arrays (a repeating group) and bagelforms (a nested form by name) checked recursively, row
// containers whose fields answer on their own, and a nesting that would come back to itself refused.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import type { FormSchema } from '../../definitions/forms/rules';

const oneStep = (elements: unknown[]): FormSchema => ({
  steps: [{ id: 's', title: 'שלב', elements: elements as FormSchema['steps'][0]['elements'] }],
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(name: string, filename: string, content: Buffer, type = 'application/pdf') {
  const boundary = 'formsboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(backends)('form kinds (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = auth,
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) => call(method, url, payload, {});
  let n = 0;
  const name = () => `kinds-${Date.now().toString(36)}-${(n += 1)}`;
  const make = async (schema: FormSchema, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/form', { name: name(), title: 'טופס', schema, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };
  const send = (form: { name: string }, data: unknown) => anonymous('POST', `/form/${form.name}`, { data });
  const codes = (res: { json(): { detail: Array<{ loc: string[]; ctx: { code: string } }> } }) =>
    Object.fromEntries(res.json().detail.map((d) => [d.loc[2], d.ctx.code]));

  it('uploads files to a form without sign-in and takes only files uploaded to that form', async () => {
    const form = await make(
      oneStep([
        { id: 'cv', kind: 'upload', label: 'קורות חיים', required: true },
        { id: 'photos', kind: 'upload', label: 'תמונות', multiple: true },
      ]),
    );
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
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/form/${form.name}/upload`,
          ...multipart('other', 'a.pdf', PDF),
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/form/${form.name}/upload`,
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(422);
    const plain = await make(oneStep([{ id: 'a', kind: 'text', label: 'א' }]));
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${plain.name}/upload`, ...file })).statusCode).toBe(
      409,
    );
    const closed = await make(oneStep([{ id: 'cv', kind: 'upload', label: 'קובץ' }]), { settings: { is_open: false } });
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${closed.name}/upload`, ...file })).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/form/no-such-form/upload', ...file })).statusCode).toBe(
      404,
    );
  });

  it('keeps rich text safe and treats an empty editor as unanswered', async () => {
    const form = await make(oneStep([{ id: 'story', kind: 'richtext', label: 'הסיפור', required: true }]));
    expect(codes(await send(form, { story: '<p> </p>' }))).toEqual({ story: 'required' });
    expect(codes(await send(form, { story: 5 }))).toEqual({ story: 'type' });
    const sent = await send(form, {
      story: '<p dir="auto">שלום <b>עולם</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.story).toBe('<p dir="auto">שלום <b>עולם</b><img src="x" /></p>');
  });

  it('checks each item of an array and the answers of a nested form, hidden fields neither required nor kept', async () => {
    const contact = await make(
      oneStep([
        { id: 'phone', kind: 'tel', label: 'טלפון', required: true },
        { id: 'note', kind: 'richtext', label: 'הערה' },
      ]),
    );
    const form = await make(
      oneStep([
        {
          id: 'guests',
          kind: 'array',
          label: 'אורחים',
          max: 3,
          elements: [
            { id: 'name', kind: 'text', label: 'שם', required: true },
            { id: 'kid', kind: 'check', label: 'ילד/ה' },
            {
              id: 'age',
              kind: 'number',
              label: 'גיל',
              required: true,
              min: 0,
              max: 18,
              when: { field: 'kid', op: 'equals', value: true },
            },
          ],
        },
        { id: 'emergency', kind: 'bagelform', label: 'איש קשר', form: contact.name, required: true },
      ]),
    );
    const pub = (await anonymous('GET', `/form/${form.name}/public`)).json();
    expect(Object.keys(pub.nested)).toEqual([contact.name]);

    const good = {
      guests: [
        { name: ' דנה ', kid: false, age: 'ignored' },
        { name: 'יואב', kid: true, age: '7' },
      ],
      emergency: { phone: '050-1234567', note: '<p onclick="x()">hi</p>' },
    };
    const sent = await send(form, good);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({
      guests: [
        { name: 'דנה', kid: false },
        { name: 'יואב', kid: true, age: 7 },
      ],
      emergency: { phone: '+972501234567', note: '<p>hi</p>' },
    });
    // The public page sends a phone as the product stores one; written as typed it is stored the same.
    const stored = await send(form, { ...good, emergency: { ...good.emergency, phone: '+972501234567' } });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().data).toEqual(sent.json().data);

    const bad = await send(form, { ...good, guests: [{ name: 'א' }, { name: 'ב', kid: true }] });
    expect(bad.json().detail[0]).toMatchObject({
      type: 'missing',
      loc: ['body', 'data', 'guests', 1, 'age'],
      ctx: { code: 'required' },
    });
    // every wrong field inside the group has its own entry, its loc naming the item (from 0) and the field
    const many = await send(form, {
      ...good,
      guests: [
        { kid: true, age: 40 },
        { name: 'ב', kid: true },
      ],
    });
    expect(
      many.json().detail.map((d: { loc: string[]; ctx: object; input: unknown }) => [d.loc, d.ctx, d.input]),
    ).toEqual([
      [['body', 'data', 'guests', 0, 'name'], { code: 'required' }, null],
      [['body', 'data', 'guests', 0, 'age'], { code: 'too_big', limit: 18 }, 40],
      [['body', 'data', 'guests', 1, 'age'], { code: 'required' }, null],
    ]);
    expect(codes(await send(form, { ...good, guests: [{}, {}, {}, {}] }))).toEqual({ guests: 'too_many' });
    expect(codes(await send(form, { ...good, guests: ['x'] }))).toEqual({ guests: 'type' });
    expect(codes(await send(form, { guests: [], emergency: {} }))).toEqual({ emergency: 'required' });
    const nested = await send(form, { emergency: { phone: 'abc' } });
    expect(nested.json().detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'data', 'emergency', 'phone'],
        msg: 'Value error, phone',
        input: 'abc',
        ctx: { code: 'phone' },
      },
    ]);
  });

  it("names a wrong field inside a nested form by its path, as deep as forms nest (a nested form's nested form, its group's item)", async () => {
    const address = await make(
      oneStep([
        { id: 'street', kind: 'text', label: 'רחוב', required: true },
        { id: 'floor', kind: 'number', label: 'קומה', min: 0 },
      ]),
    );
    const contact = await make(
      oneStep([
        { id: 'phone', kind: 'tel', label: 'טלפון', required: true },
        { id: 'home', kind: 'bagelform', label: 'כתובת', form: address.name },
        {
          id: 'kids',
          kind: 'array',
          label: 'ילדים',
          elements: [{ id: 'name', kind: 'text', label: 'שם', required: true }],
        },
      ]),
    );
    const form = await make(
      oneStep([{ id: 'emergency', kind: 'bagelform', label: 'איש קשר', form: contact.name, required: true }]),
    );
    expect(Object.keys((await anonymous('GET', `/form/${form.name}/public`)).json().nested).sort()).toEqual(
      [address.name, contact.name].sort(),
    );

    const bad = await send(form, {
      emergency: { phone: '050-1234567', home: { floor: -2 }, kids: [{ name: 'דנה' }, { name: ' ' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((d: { type: string; loc: unknown[]; ctx: object; input: unknown }) => [
          d.type,
          d.loc,
          d.ctx,
          d.input,
        ]),
    ).toEqual([
      ['missing', ['body', 'data', 'emergency', 'home', 'street'], { code: 'required' }, null],
      ['value_error', ['body', 'data', 'emergency', 'home', 'floor'], { code: 'too_small', limit: 0 }, -2],
      ['missing', ['body', 'data', 'emergency', 'kids', 1, 'name'], { code: 'required' }, ' '],
    ]);
    const sent = await send(form, {
      emergency: { phone: '050-1234567', home: { street: ' הרצל ', floor: '3' }, kids: [{ name: 'דנה' }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({
      emergency: { phone: '+972501234567', home: { street: 'הרצל', floor: 3 }, kids: [{ name: 'דנה' }] },
    });
  });

  it('keeps number and yes/no option values as their type, takes radio options with ids, and refuses options the page cannot tell apart', async () => {
    const form = await make(
      oneStep([
        {
          id: 'stars',
          kind: 'radio',
          label: 'כוכבים',
          required: true,
          options: [
            { id: 'one', value: 1, label: 'אחד', subLabel: 'בקושי' },
            { id: 'two', value: 2, label: 'שניים' },
          ],
        },
        { id: 'agree', kind: 'select', label: 'מסכים/ה', options: [true, false] },
        { id: 'days', kind: 'check', label: 'ימים', options: [1, 3, 5] },
      ]),
    );
    const definition = (await call('GET', `/form/${form.name}/definition`)).json();
    expect(definition.schema.steps[0].elements[0].options[0]).toEqual({
      id: 'one',
      value: 1,
      label: 'אחד',
      subLabel: 'בקושי',
    });
    const sent = await send(form, { stars: '2', agree: 'false', days: [5, '1'] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({ stars: 2, agree: false, days: [5, 1] });
    const listed = (await call('GET', `/form/${form.name}`)).json().items[0].data;
    expect(listed).toEqual({ stars: 2, agree: false, days: [5, 1] });
    expect(codes(await send(form, { stars: 3, agree: 'yes', days: [2] }))).toEqual({
      stars: 'option',
      agree: 'option',
      days: 'option',
    });

    const refused = async (options: unknown[]) =>
      (
        await call('POST', '/form', {
          name: name(),
          title: 'x',
          schema: oneStep([{ id: 'c', kind: 'radio', label: 'ב', options }]),
        })
      ).json().detail[0];
    expect(await refused([3, '3'])).toMatchObject({ loc: ['body', 'schema'], ctx: { code: 'duplicate_option' } });
    expect(
      (
        await refused([
          { id: 'a', value: 1, label: 'x' },
          { id: 'a', value: 2, label: 'y' },
        ])
      ).ctx.code,
    ).toBe('duplicate_option');
    expect((await refused([{ id: '', value: 1, label: 'x' }])).loc.slice(0, 2)).toEqual(['body', 'schema']);
  });

  it("takes a row inside a repeating group: its fields answer in their item, shown by the item's own answers", async () => {
    const form = await make(
      oneStep([
        {
          id: 'people',
          kind: 'array',
          label: 'משתתפים',
          elements: [
            { id: 'adult', kind: 'check', label: 'מבוגר/ת' },
            {
              id: 'names',
              kind: 'row',
              label: '',
              when: { field: 'adult', op: 'equals', value: true },
              elements: [
                { id: 'first', kind: 'text', label: 'שם פרטי', required: true },
                { id: 'last', kind: 'text', label: 'שם משפחה' },
              ],
            },
          ],
        },
      ]),
    );
    const bad = await send(form, {
      people: [
        { adult: true, last: 'כהן' },
        { adult: false, first: 'x' },
      ],
    });
    expect(bad.json().detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([['body', 'data', 'people', 0, 'first']]);
    const sent = await send(form, {
      people: [
        { adult: true, first: 'רות', last: 'כהן' },
        { adult: false, first: 'x' },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({ people: [{ adult: true, first: 'רות', last: 'כהן' }, { adult: false }] });
    const nestedRow = { id: 'r2', kind: 'row', label: '', elements: [{ id: 'z', kind: 'text', label: 'ז' }] };
    const deeper = await call('POST', '/form', {
      name: name(),
      title: 'x',
      schema: oneStep([
        { id: 'g', kind: 'array', label: 'ג', elements: [{ id: 'r1', kind: 'row', label: '', elements: [nestedRow] }] },
      ]),
    });
    expect(deeper.json().detail[0].ctx.code).toBe('nested_row');
  });

  it('refuses a bagelform naming a missing form or one that would contain itself', async () => {
    const problem = async (schema: FormSchema, formName = name()) =>
      (await call('POST', '/form', { name: formName, title: 'x', schema })).json().detail[0].ctx.code;
    expect(await problem(oneStep([{ id: 'b', kind: 'bagelform', label: 'ב', form: 'no-such-form' }]))).toBe(
      'unknown_form',
    );
    expect(await problem(oneStep([{ id: 'b', kind: 'bagelform', label: 'ב' }]))).toBe('no_form');
    const inner = await make(oneStep([{ id: 'a', kind: 'text', label: 'א' }]));
    const outer = await make(oneStep([{ id: 'b', kind: 'bagelform', label: 'ב', form: inner.name }]));
    const loop = await call('PUT', `/form/${inner.name}`, {
      schema: oneStep([{ id: 'c', kind: 'bagelform', label: 'ג', form: outer.name }]),
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().detail[0]).toMatchObject({ loc: ['body', 'schema'], ctx: { code: 'cycle' } });
    const self = await call('PUT', `/form/${inner.name}`, {
      schema: oneStep([{ id: 'c', kind: 'bagelform', label: 'ג', form: inner.name }]),
    });
    expect(self.json().detail[0].ctx.code).toBe('cycle');
  });

  it('lays a row out only: its fields answer on their own, and a hidden row hides them', async () => {
    const form = await make(
      oneStep([
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
      ]),
    );
    expect((await send(form, { member: false, first_name: 'x' })).json().data).toEqual({ member: false });
    expect(codes(await send(form, { member: true, card: '12a' }))).toEqual({ first_name: 'required', card: 'pattern' });
    expect((await send(form, { member: true, first_name: 'רות', card: '123' })).json().data).toEqual({
      member: true,
      first_name: 'רות',
      card: '123',
    });
    expect(
      (
        await call('POST', '/form', {
          name: name(),
          title: 'x',
          schema: oneStep([{ id: 'row_1', kind: 'row', label: '', elements: [] }]),
        })
      ).json().detail[0].ctx.code,
    ).toBe('no_fields');
  });
});
