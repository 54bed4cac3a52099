// The message composer's calls: templates with merge fields, the preview, and sending e-mail through a
// mail account's SMTP (a real smtp-server started here), through the server's mailer, as a reply in an inquiry's
// thread, and WhatsApp as the stub or through a local fake of the Cloud API's POST /{phone-number-id}/messages.
// What is sent is kept on the customer as a note; a refused send answers its reason and keeps nothing.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts, notes, supportInquiries, supportMessages } from '../src/db/schema/index';
import { sealSecret } from '../src/support/secret-box';
import { backends, makeTestApp, useTestApp, type TestApp } from './helpers';
import { createPerson, uniqueMobile } from './person-helpers';
import { startSmtp, type TestSmtp } from './support-mail-servers';

const SMTP_PASSWORD = 'Smtp-Secret-8812';

/** A local stand-in for the WhatsApp Cloud API: answers like Graph does and keeps each request. */
async function startFakeWhatsApp() {
  const requests: Array<{ url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  let refuse = false;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (refuse || req.headers.authorization !== 'Bearer wa-token') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: {
              message: 'Message failed to send because more than 24 hours have passed',
              type: 'OAuthException',
              code: 131047,
            },
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.${requests.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    requests,
    refuse: (value: boolean) => void (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)('message composer (%s)', (backend) => {
  // Accounts send through their own SMTP server only while the product has one (SMTP_URL).
  const { t, auth } = useTestApp({ backend, signIn: 'user', config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  let smtp: TestSmtp;
  let accountId: number;
  let badAccountId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = auth, app: TestApp = t) =>
    app.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const notesOf = (personId: number) =>
    t.db
      .select()
      .from(notes)
      .where(and(eq(notes.type, 'person'), eq(notes.refId, personId)));
  const locs = (res: { json(): { detail: Array<{ loc: string[]; ctx?: { code?: string } }> } }) =>
    res.json().detail.map((d) => `${d.loc.join('.')}:${d.ctx?.code ?? ''}`);

  beforeAll(async () => {
    smtp = await startSmtp('sender', SMTP_PASSWORD);
    const account = (password: string) => ({
      name: 'מכירות',
      email: 'sales@books.test',
      fromName: 'חנות הספרים',
      imapHost: '127.0.0.1',
      imapUser: 'sales@books.test',
      imapPasswordEnc: sealSecret(t.config.secretKey, 'unused'),
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpTls: false,
      smtpUser: 'sender',
      smtpPasswordEnc: sealSecret(t.config.secretKey, password),
    });
    [{ id: accountId }] = (await t.db
      .insert(emailAccounts)
      .values(account(SMTP_PASSWORD))
      .returning({ id: emailAccounts.id })) as [{ id: number }];
    [{ id: badAccountId }] = (await t.db
      .insert(emailAccounts)
      .values({ ...account('wrong'), name: 'ישן' })
      .returning({ id: emailAccounts.id })) as [{ id: number }];
  });
  afterAll(async () => smtp?.close());

  it('answers what the composer may send from, to staff only', async () => {
    expect((await call('GET', '/messages/options', undefined, {})).statusCode).toBe(401);
    const res = await call('GET', '/messages/options');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options.email.accounts.map((a: { id: number }) => a.id).sort()).toEqual([accountId, badAccountId].sort());
    expect(options.email.accounts[0]).not.toHaveProperty('smtp_password');
    expect(res.body).not.toContain(SMTP_PASSWORD);
    expect(options.email.default_address).toBe('no-reply@example.com');
    expect(options.whatsapp).toEqual({
      mode: 'stub',
      numbers: expect.arrayContaining([expect.stringMatching(/^\+972/)]),
    });
    expect(options.merge_fields).toEqual(['first_name', 'last_name', 'full_name', 'email', 'phone']);
  });

  it('keeps templates per channel and refuses unknown merge fields in them', async () => {
    const bad = await call('POST', '/messages/templates', { name: 'שגויה', content: 'שלום {{firstname}}' });
    expect(bad.statusCode).toBe(422);
    expect(locs(bad)).toEqual(['body.content:unknown_merge_field']);
    const good = await call('POST', '/messages/templates', {
      name: 'ברוכים הבאים',
      subject: 'שלום {{first_name}}',
      content: 'היי {{first_name|לקוח יקר}}, תודה!',
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toMatchObject({ channel: 'email', is_active: true });
    await call('POST', '/messages/templates', { name: 'וואטסאפ', channel: 'whatsapp', content: 'היי {{first_name}}' });
    const whatsapp = (await call('GET', '/messages/templates?channel=whatsapp')).json();
    expect(whatsapp.items.map((i: { name: string }) => i.name)).toEqual(['וואטסאפ']);
    const badPut = await call('PUT', `/messages/templates/${good.json().id}`, { subject: '{{nope}}' });
    expect(locs(badPut)).toEqual(['body.subject:unknown_merge_field']);
  });

  it('previews with the merge fields filled from the customer and lists unknown ones', async () => {
    const person = await createPerson(t, auth, {
      first_name: 'דנה',
      last_name: 'לוי',
      emails: [{ value: 'dana.preview@example.com' }],
    });
    const byId = await call('POST', '/messages/preview', {
      channel: 'email',
      subject: 'שלום {{first_name}}',
      content: '{{full_name}} <{{email}}> {{bad}} {{phone|אין טלפון}}',
      person_id: person.id,
    });
    expect(byId.json()).toEqual({
      subject: 'שלום דנה',
      content: 'דנה לוי <dana.preview@example.com> {{bad}} אין טלפון',
      unknown_fields: ['bad'],
      person_id: person.id,
      person_name: 'דנה לוי',
    });
    const byAddress = await call('POST', '/messages/preview', {
      channel: 'email',
      to: 'dana.preview@example.com',
      subject: '',
      content: 'היי {{first_name}}',
    });
    expect(byAddress.json()).toMatchObject({ content: 'היי דנה', person_id: person.id });
    const nobody = await call('POST', '/messages/preview', {
      channel: 'email',
      to: 'half@',
      subject: '',
      content: 'היי {{first_name|שם}}',
    });
    expect(nobody.json()).toMatchObject({ content: 'היי {{first_name|שם}}', person_id: null, person_name: null });
    expect(
      (await call('POST', '/messages/preview', { channel: 'email', content: 'x', person_id: 99_999_999 })).statusCode,
    ).toBe(422);
  });

  it('sends e-mail through an account with the draft fields and keeps it on the customer', async () => {
    const person = await createPerson(t, auth, {
      first_name: 'יוסי',
      last_name: 'כהן',
      emails: [{ value: 'yossi.smtp@example.com' }],
    });
    const res = await call('POST', '/messages/send', {
      channel: 'email',
      to: 'yossi.smtp@example.com',
      subject: 'שלום {{first_name}}',
      content: 'היי {{full_name}}, ההזמנה מוכנה.',
      reply_to: 'orders@books.test',
      from_name: 'דסק המכירות',
      account_id: accountId,
      person_id: person.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'sent', error: null, note_id: expect.any(Number) });
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('שלום יוסי');
    expect(mail.text?.trim()).toBe('היי יוסי כהן, ההזמנה מוכנה.');
    expect(mail.from?.value[0]).toEqual({ name: 'דסק המכירות', address: 'sales@books.test' });
    expect(mail.replyTo?.value[0]?.address).toBe('orders@books.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe('yossi.smtp@example.com');
    const [note] = await notesOf(person.id);
    expect(note).toMatchObject({ id: res.json().note_id, category: 'email' });
    expect(note!.content).toContain('שלום יוסי');
    expect(note!.content).toContain('היי יוסי כהן, ההזמנה מוכנה.');
  });

  it("answers the mail server's reason when it refuses and keeps nothing", async () => {
    const person = await createPerson(t, auth, { first_name: 'רות', emails: [{ value: 'ruth.fail@example.com' }] });
    const before = smtp.received.length;
    const res = await call('POST', '/messages/send', {
      channel: 'email',
      to: 'ruth.fail@example.com',
      subject: 'נושא',
      content: 'תוכן',
      account_id: badAccountId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'failed', error_code: 'AUTH_FAILED', note_id: null });
    expect(res.json().error).toMatch(/refused the user name or password/);
    expect(smtp.received.length).toBe(before);
    expect(await notesOf(person.id)).toEqual([]);
  });

  it('sends through the server mailer when no account is chosen, logging on the customer found by address', async () => {
    const person = await createPerson(t, auth, {
      first_name: 'מיכל',
      emails: [{ value: 'michal.outbox@example.com' }],
    });
    const res = await call('POST', '/messages/send', {
      channel: 'email',
      to: 'michal.outbox@example.com',
      subject: 'היי {{first_name}}',
      content: 'תודה',
      from_name: 'צוות "המכירות"',
    });
    expect(res.json()).toMatchObject({ state: 'sent' });
    const sent = t.mailer.sent.at(-1)!;
    expect(sent).toMatchObject({
      to: 'michal.outbox@example.com',
      subject: 'היי מיכל',
      text: 'תודה',
      from: '"צוות המכירות" <no-reply@example.com>',
    });
    expect((await notesOf(person.id)).map((n) => n.category)).toEqual(['email']);
  });

  it('replies in an inquiry thread through its account', async () => {
    const [inquiry] = await t.db
      .insert(supportInquiries)
      .values({ accountId, subject: 'איפה ההזמנה', customerEmail: 'asker@example.com', customerName: 'שואל' })
      .returning();
    await t.db.insert(supportMessages).values({
      inquiryId: inquiry!.id,
      accountId,
      kind: 'in',
      messageId: '<q1@example.com>',
      fromAddress: 'asker@example.com',
      subject: 'איפה ההזמנה',
      text: '?',
    });
    const res = await call('POST', '/messages/send', {
      channel: 'email',
      to: 'asker@example.com',
      content: 'בדרך אליך',
      inquiry_id: inquiry!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'sent', support_message_id: expect.any(Number), note_id: null });
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({ subject: 'Re: איפה ההזמנה', inReplyTo: '<q1@example.com>' });
    const thread = (await call('GET', `/support/${inquiry!.id}`)).json();
    expect(thread.messages.at(-1)).toMatchObject({ kind: 'out', state: 'sent', text: 'בדרך אליך' });
    expect(thread.status).toBe('waiting');

    // a refused reply leaves no draft in the thread: the composer keeps it
    await t.db.update(supportInquiries).set({ accountId: badAccountId }).where(eq(supportInquiries.id, inquiry!.id));
    const failed = await call('POST', '/messages/send', {
      channel: 'email',
      to: 'asker@example.com',
      content: 'שוב',
      inquiry_id: inquiry!.id,
    });
    expect(failed.json()).toMatchObject({ state: 'failed', error: expect.stringMatching(/refused/) });
    expect((await call('GET', `/support/${inquiry!.id}`)).json().messages).toHaveLength(2);
  });

  it('WhatsApp without settings is the stub: nothing is sent or kept', async () => {
    const phone = uniqueMobile();
    const person = await createPerson(t, auth, { first_name: 'אבי', phones: [{ value: phone }] });
    const res = await call('POST', '/messages/send', { channel: 'whatsapp', to: phone, content: 'היי {{first_name}}' });
    expect(res.json()).toEqual({
      state: 'stub',
      error_code: null,
      error: null,
      note_id: null,
      support_message_id: null,
      delivery: null,
    });
    expect(await notesOf(person.id)).toEqual([]);
  });

  it('refuses malformed drafts field by field', async () => {
    const send = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/messages/send', body);
      expect(res.statusCode, res.body).toBe(422);
      return locs(res);
    };
    expect(await send({ channel: 'email', to: 'not-mail', subject: 's', content: 'c' })).toEqual([
      'body.to:invalid_email',
    ]);
    expect(await send({ channel: 'whatsapp', to: '12', content: 'c' })).toEqual(['body.to:invalid_phone']);
    expect(await send({ channel: 'email', to: 'a@example.com', subject: '', content: 'c' })).toEqual(['body.subject:']);
    expect(await send({ channel: 'email', to: 'a@example.com', subject: 's', content: 'hi {{nickname}}' })).toEqual([
      'body.content:unknown_merge_field',
    ]);
    expect(
      await send({ channel: 'email', to: 'nobody.here@example.com', subject: 's', content: 'hi {{first_name}}' }),
    ).toEqual(['body.person_id:no_customer']);
    expect(
      await send({ channel: 'email', to: 'a@example.com', subject: 's', content: 'c', account_id: 99_999_999 }),
    ).toEqual(['body.account_id:not_found']);
    expect(
      await send({ channel: 'email', to: 'a@example.com', subject: 's', content: 'c', inquiry_id: 99_999_999 }),
    ).toEqual(['body.inquiry_id:not_found']);
    expect(await send({ channel: 'whatsapp', to: '0541234567', content: 'c', account_id: accountId })).toEqual([
      'body.account_id:email_only',
    ]);
    expect(await send({ channel: 'sms', to: 'a@example.com', content: 'c' })).toEqual(['body.channel:']);
    expect(await send({ channel: 'email', to: 'a@example.com', subject: 's', content: 'c', cc: 'x' })).toEqual([
      'body.cc:',
    ]);
    expect(
      (await call('POST', '/messages/send', { channel: 'email', to: 'a@example.com', subject: 's', content: 'c' }, {}))
        .statusCode,
    ).toBe(401);
  });

  it('sends WhatsApp through the Cloud API when it is configured, and shows its refusal', async () => {
    const fake = await startFakeWhatsApp();
    const cloud = await makeTestApp({
      backend,
      config: {
        whatsapp: {
          token: 'wa-token',
          phoneNumberId: '10987654321',
          apiUrl: fake.url,
          displayNumber: '+972 3-555-0000',
        },
      },
    });
    try {
      const headers = await cloud.userHeaders();
      const phone = uniqueMobile();
      const person = await createPerson(cloud, headers, { first_name: 'נועה', phones: [{ value: phone }] });
      const options = (await call('GET', '/messages/options', undefined, headers, cloud)).json();
      expect(options.whatsapp).toEqual({ mode: 'cloud', numbers: ['+972 3-555-0000'] });
      const res = await call(
        'POST',
        '/messages/send',
        { channel: 'whatsapp', to: phone, content: 'היי {{first_name}}, ההזמנה יצאה' },
        headers,
        cloud,
      );
      expect(res.json()).toMatchObject({ state: 'sent', note_id: expect.any(Number) });
      const request = fake.requests.at(-1)!;
      expect(request.url).toBe('/v21.0/10987654321/messages');
      expect(request.headers.authorization).toBe('Bearer wa-token');
      expect(request.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: expect.stringMatching(/^9725\d{8}$/),
        type: 'text',
        text: { preview_url: false, body: 'היי נועה, ההזמנה יצאה' },
      });
      const logged = await cloud.db.select().from(notes).where(eq(notes.refId, person.id));
      expect(logged.map((n) => n.category)).toEqual(['whatsapp']);

      fake.refuse(true);
      const refused = await call(
        'POST',
        '/messages/send',
        { channel: 'whatsapp', to: phone, content: 'שוב' },
        headers,
        cloud,
      );
      expect(refused.json()).toMatchObject({
        state: 'failed',
        error_code: 'WHATSAPP_REFUSED',
        error: expect.stringContaining('24 hours'),
      });
    } finally {
      await cloud.close();
      await fake.close();
    }
  }, 120_000); // a second app of its own, with the Cloud API settings
});
