// Forms: staff build a form, the public sends it without signing in, the server checks each submission
// against the form's own schema (the renderer's rules), links it to a customer and notifies staff.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import type { FormSchema } from '../../definitions/forms/rules';

const club: FormSchema = {
  steps: [
    {
      id: 'about',
      title: 'פרטים',
      elements: [
        { id: 'first_name', kind: 'text', label: 'שם פרטי', required: true },
        { id: 'last_name', kind: 'text', label: 'שם משפחה' },
        { id: 'email', kind: 'email', label: 'דוא"ל', required: true },
        {
          id: 'kids',
          kind: 'radio',
          label: 'ילדים?',
          options: [
            { value: 'yes', label: 'כן' },
            { value: 'no', label: 'לא' },
          ],
          required: true,
        },
      ],
    },
    {
      id: 'family',
      title: 'משפחה',
      when: { field: 'kids', op: 'equals', value: 'yes' },
      elements: [
        {
          id: 'children',
          kind: 'table',
          label: 'ילדים',
          required: true,
          columns: [
            { fieldname: 'name', label: 'שם', fieldtype: 'text' },
            { fieldname: 'age', label: 'גיל', fieldtype: 'number' },
          ],
        },
      ],
    },
    { id: 'sign', title: 'חתימה', elements: [{ id: 'agree', kind: 'check', label: 'מאשר/ת', required: true }] },
  ],
};

describe.each(backends)('forms (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = auth,
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) => call(method, url, payload, {});
  let n = 0;
  const name = () => `club-${Date.now().toString(36)}-${(n += 1)}`;
  const make = async (extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/form', { name: name(), title: 'מועדון הקוראים', schema: club, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string; version: number };
  };
  const good = {
    first_name: ' נועה ',
    last_name: 'כהן',
    email: `Noa.${Date.now()}@Example.com`,
    kids: 'yes',
    children: [{ name: 'דן', age: '7' }],
    agree: true,
  };

  it('lists, reads and changes forms for staff only; names are unique and well formed', async () => {
    const form = await make();
    expect((await call('GET', '/form')).json().items.some((f: { id: number }) => f.id === form.id)).toBe(true);
    expect((await anonymous('GET', '/form')).statusCode).toBe(401);
    expect((await anonymous('GET', `/form/${form.name}/definition`)).statusCode).toBe(401);
    expect((await call('GET', `/form/${form.id}/definition`)).json().name).toBe(form.name);
    const taken = await call('POST', '/form', { name: form.name, title: 'x' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail[0]).toMatchObject({ loc: ['body', 'name'], ctx: { code: 'unique' } });
    expect((await call('POST', '/form', { name: 'Bad Name!', title: 'x' })).json().detail[0].loc).toEqual([
      'body',
      'name',
    ]);
    expect((await call('GET', '/form/no-such-form/definition')).statusCode).toBe(404);
    expect((await call('GET', '/form/99999999999/definition')).statusCode).toBe(404);

    // a changed schema is a new version; the same schema again is not
    const schema = {
      steps: [
        ...club.steps,
        { id: 'more', title: 'עוד', elements: [{ id: 'note', kind: 'textarea', label: 'הערות' }] },
      ],
    };
    const changed = await call('PUT', `/form/${form.name}`, { schema });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().version).toBe(2);
    expect((await call('PUT', `/form/${form.name}`, { schema })).json().version).toBe(2);
    expect((await call('PUT', `/form/${form.name}`, {})).statusCode).toBe(422);
  });

  it('names the customer of a submission whose name fields it does not recognise by their e-mail, never a bare id', async () => {
    // a form made in the builder: its fields are text_1, email_1, not first_name/last_name
    const schema = {
      steps: [
        {
          id: 'step_1',
          title: 'פרטים',
          elements: [
            { id: 'text_1', kind: 'text', label: 'שם' },
            { id: 'email_1', kind: 'email', label: 'דוא"ל', required: true },
          ],
        },
      ],
    };
    const form = (await call('POST', '/form', { name: name(), title: 'טופס', schema })).json();
    const email = `nameless.${Date.now()}@example.com`;
    const sent = await anonymous('POST', `/form/${form.name}`, { data: { text_1: 'דנה', email_1: email } });
    expect(sent.statusCode, sent.body).toBe(201);
    const [item] = (await call('GET', `/form/${form.name}?limit=10`)).json().items;
    expect(item.person_id).toBeGreaterThan(0);
    expect(item.person_name).toBe(email);
  });

  it('refuses a schema whose conditions point at later or unknown fields, or with duplicate ids', async () => {
    const bad = (elements: unknown[]) =>
      call('POST', '/form', { name: name(), title: 'x', schema: { steps: [{ id: 's', title: 's', elements }] } });
    const later = await bad([
      { id: 'a', kind: 'text', label: 'A', when: { field: 'b', op: 'filled' } },
      { id: 'b', kind: 'text', label: 'B' },
    ]);
    expect(later.json().detail[0]).toMatchObject({ loc: ['body', 'schema'], ctx: { code: 'later_field' } });
    expect(
      (
        await bad([
          { id: 'a', kind: 'text', label: 'A' },
          { id: 'a', kind: 'text', label: 'A' },
        ])
      ).json().detail[0].ctx.code,
    ).toBe('duplicate_id');
    expect((await bad([{ id: 'a', kind: 'nope', label: 'A' }])).statusCode).toBe(422);
  });

  it('takes a valid submission without sign-in, keeps only shown answers and links the customer by e-mail', async () => {
    const form = await make();
    const pub = await anonymous('GET', `/form/${form.name}/public`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ name: form.name, open: true, step_validation: true });
    expect(pub.json()).not.toHaveProperty('settings');

    const sent = await anonymous('POST', `/form/${form.name}`, { data: { ...good, stray: 'dropped' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const submission = sent.json();
    expect(submission.data).toEqual({
      first_name: 'נועה',
      last_name: 'כהן',
      email: good.email.toLowerCase(),
      kids: 'yes',
      children: [{ idx: 1, name: 'דן', age: 7 }],
      agree: true,
    });
    expect(submission.person_id).toBeGreaterThan(0);
    const person = (await call('GET', `/person/${submission.person_id}`)).json();
    expect(person.first_name).toBe('נועה');

    // the same e-mail again: the same customer; no children: the family step is hidden, so not required nor kept
    const again = await anonymous('POST', `/form/${form.name}`, { data: { ...good, kids: 'no', children: 'garbage' } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().person_id).toBe(submission.person_id);
    expect(again.json().data).not.toHaveProperty('children');

    const list = await call('GET', `/form/${form.name}?limit=10`);
    expect(list.json().total).toBe(2);
    expect(list.json().items[0]).toMatchObject({ person_name: 'נועה כהן', version: 1 });
    expect((await call('GET', `/form/${form.name}?q=${encodeURIComponent('דן')}`)).json().total).toBe(1);
    expect((await anonymous('GET', `/form/${form.name}`)).statusCode).toBe(401);
    const daily = (await call('GET', `/form/${form.name}/daily`)).json();
    expect(daily.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(2);

    const gone = await call('DELETE', `/form/${form.name}/submissions/${submission.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await call('DELETE', `/form/${form.name}/submissions/${submission.id}`)).statusCode).toBe(404);
  });

  it('answers each wrong field with its reason, and a malformed body with a 422, never a 500', async () => {
    const form = await make();
    const res = await anonymous('POST', `/form/${form.name}`, {
      data: { first_name: '', email: 'nope', kids: 'maybe', children: [], agree: false },
    });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(
      res.json().detail.map((d: { loc: string[]; ctx: { code: string } }) => [d.loc[2], d.ctx.code]),
    );
    expect(byField).toEqual({ first_name: 'required', email: 'email', kids: 'option', agree: 'required' });
    const table = await anonymous('POST', `/form/${form.name}`, {
      data: { ...good, children: [{ name: 'a', age: 'שבע' }] },
    });
    expect(table.json().detail[0]).toMatchObject({
      loc: ['body', 'data', 'children'],
      ctx: { code: 'type', row: 1, column: 'age' },
    });
    for (const payload of [{}, { data: [] }, { data: 'x' }, { data: { first_name: { $gt: 1 } } }, '{"data": ']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/form/${form.name}`,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await anonymous('POST', '/form/no-such-form', { data: {} })).statusCode).toBe(404);
  });

  it('refuses submissions once closed, past its closing time or at its limit; person_id needs staff', async () => {
    const closed = await make({ settings: { is_open: false } });
    expect((await anonymous('POST', `/form/${closed.name}`, { data: good })).statusCode).toBe(409);
    const past = await make({ settings: { closes_at: '2020-01-01T00:00:00Z' } });
    expect((await anonymous('GET', `/form/${past.name}/public`)).json().open).toBe(false);
    expect((await anonymous('POST', `/form/${past.name}`, { data: good })).statusCode).toBe(409);
    const one = await make({ settings: { submission_limit: 1 } });
    expect((await anonymous('POST', `/form/${one.name}`, { data: good })).statusCode).toBe(201);
    expect((await anonymous('POST', `/form/${one.name}`, { data: good })).statusCode).toBe(409);

    const open = await make();
    expect((await anonymous('POST', `/form/${open.name}`, { data: good, person_id: 1 })).statusCode).toBe(401);
    const person = (
      await call('POST', '/person/find_or_create_person_with_email', { email: `staff-fill-${Date.now()}@example.com` })
    ).json();
    const staff = await call('POST', `/form/${open.name}`, { data: good, person_id: person.id });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().person_id).toBe(person.id);
    expect(staff.json().user_id).toBeTruthy();
  });

  it('e-mails the chosen staff on each submission and deletes a form with its submissions', async () => {
    const to = `forms-${Date.now()}@example.com`;
    const form = await make({ settings: { notify_emails: [to] } });
    await anonymous('POST', `/form/${form.name}`, { data: good });
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === to).length).toBe(1);
    const mail = t.mailer.sent.find((m) => m.to === to)!;
    expect(mail.subject).toContain('מועדון הקוראים');
    expect(mail.subject).toContain('הגשה חדשה / New submission');
    expect(mail.text).toContain('שם פרטי: נועה');
    expect(mail.html).toContain('כן');
    expect((await call('DELETE', `/form/${form.name}`)).statusCode).toBe(204);
    expect((await call('GET', `/form/${form.name}`)).statusCode).toBe(404);
  });

  it('writes a phone answer in the staff e-mail as the admin writes one (it is stored in E.164)', async () => {
    const to = `forms-phone-${Date.now()}@example.com`;
    const schema = { steps: [{ id: 'a', title: '', elements: [{ id: 'phone', kind: 'tel', label: 'טלפון' }] }] };
    const form = await make({ schema, settings: { notify_emails: [to] } });
    const sent = await anonymous('POST', `/form/${form.name}`, { data: { phone: '050-1234567' } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.phone).toBe('+972501234567');
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === to).length).toBe(1);
    expect(t.mailer.sent.find((m) => m.to === to)!.text).toContain('טלפון: +972 50 123 4567');
  });
});

describe('form rate limit', () => {
  const { t, auth } = useTestApp({ config: { formRateLimitMax: 2 }, signIn: 'user' });
  it('answers 429 past the per-address limit', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/form',
      headers: auth,
      payload: {
        name: `rate-${Date.now()}`,
        title: 'x',
        schema: { steps: [{ id: 's', title: 's', elements: [{ id: 'a', kind: 'text', label: 'A' }] }] },
      },
    });
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/form/${made.json().name}`, payload: { data: { a: 'x' } } });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});
