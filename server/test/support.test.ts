// The support inbox against real mail servers started here (support-mail-servers.ts: hoodiecrow-imap
// for IMAP, smtp-server for SMTP): a Hebrew mail becomes an inquiry, replies join its thread by headers or by
// subject and sender, a reply goes out threaded, failing accounts keep their error without stopping the others,
// and no answer ever carries a password.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts } from '../src/db/schema/index';
import type { JobContext } from '../src/jobs/background-job';
import { checkAllAccounts } from '../src/support/check';
import { checkInboxesJob } from '../src/support/scheduler';
import { backends, useTestApp } from './helpers';
import { startImap, startSmtp, type TestImap, type TestSmtp } from './support-mail-servers';

const MAILBOX = 'service@books.test';
const PASSWORD = 'Imap-Secret-7391';
const SMTP_PASSWORD = 'Smtp-Secret-5527';

describe.each(backends)('support inbox (%s)', (backend) => {
  // Accounts send through their own SMTP server only while the product has one (SMTP_URL); the product's own mail
  // stays in the in-memory mailer.
  const { t, auth } = useTestApp({ backend, signIn: 'superuser', config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  let imap: TestImap;
  let smtp: TestSmtp;
  /** Every answer body of this file, to prove no password is in any of them. */
  const answers: string[] = [];
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = auth) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
    answers.push(res.body);
    return res;
  };
  let n = 0;
  const unique = (s: string) => `${s} ${Date.now().toString(36)}${(n += 1)}`;
  const accountBody = (over: Record<string, unknown> = {}) => ({
    name: 'שירות לקוחות',
    email: MAILBOX,
    from_name: 'חנות הספרים',
    imap_host: '127.0.0.1',
    imap_port: imap.port,
    imap_tls: false,
    imap_user: MAILBOX,
    imap_password: PASSWORD,
    smtp_host: '127.0.0.1',
    smtp_port: smtp.port,
    smtp_tls: false,
    smtp_user: 'sender',
    smtp_password: SMTP_PASSWORD,
    ...over,
  });
  let accountId: number;
  const check = async (id = accountId) => {
    const res = await call('POST', `/email/accounts/${id}/check`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const inquiriesOf = async (q: string) => (await call('GET', `/support/?q=${encodeURIComponent(q)}`)).json();

  beforeAll(async () => {
    imap = await startImap(MAILBOX, PASSWORD);
    smtp = await startSmtp('sender', SMTP_PASSWORD);
  });
  afterAll(async () => {
    await imap?.close();
    await smtp?.close();
  });

  it('adds an account, keeps its passwords encrypted, and refuses bad settings and non-superusers', async () => {
    const res = await call('POST', '/email/accounts', accountBody());
    expect(res.statusCode, res.body).toBe(201);
    accountId = res.json().id;
    expect(res.json()).toMatchObject({
      email: MAILBOX,
      imap_port: imap.port,
      smtp_user: 'sender',
      last_checked_at: null,
    });
    const [stored] = await t.db.select().from(emailAccounts);
    expect(stored!.imapPasswordEnc).not.toContain(PASSWORD);
    expect(stored!.smtpPasswordEnc).not.toContain(SMTP_PASSWORD);
    expect(stored!.imapPasswordEnc).not.toBe(stored!.smtpPasswordEnc);

    const bad = await call(
      'POST',
      '/email/accounts',
      accountBody({ imap_port: 70000, email: 'not-mail', imap_host: 'a b' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.join('.'))
        .sort(),
    ).toEqual(['body.email', 'body.imap_host', 'body.imap_port']);
    const plain = await t.userHeaders();
    expect((await call('GET', '/email/accounts', undefined, plain)).statusCode).toBe(403);

    const probe = await call('POST', '/email/accounts/test', {
      ...accountBody(),
      name: undefined,
      email: undefined,
      from_name: undefined,
    });
    expect(probe.json()).toEqual({
      imap: { ok: true, error_code: null, error: null },
      smtp: { ok: true, error_code: null, error: null },
    });
    const wrong = await call('POST', '/email/accounts/test', {
      ...accountBody({ imap_password: 'nope', smtp_password: 'nope' }),
      name: undefined,
      email: undefined,
      from_name: undefined,
    });
    expect(wrong.json()).toMatchObject({
      imap: { ok: false, error_code: 'AUTH_FAILED' },
      smtp: { ok: false, error_code: 'AUTH_FAILED' },
    });

    // SMTP left out signs in as the IMAP user with the IMAP password: the test server's SMTP user is another one
    const noSmtp = { ...accountBody(), smtp_user: undefined, smtp_password: undefined };
    const defaults = await call('POST', '/email/accounts/test', {
      ...noSmtp,
      name: undefined,
      email: undefined,
      from_name: undefined,
    });
    expect(defaults.json()).toMatchObject({ imap: { ok: true }, smtp: { ok: false, error_code: 'AUTH_FAILED' } });
    const added = await call('POST', '/email/accounts', { ...noSmtp, name: unique('בלי SMTP') });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().smtp_user).toBe(MAILBOX);
    expect((await call('DELETE', `/email/accounts/${added.json().id}`)).statusCode).toBe(204);
  });

  it('turns a Hebrew mail into a new inquiry from a customer found or created by address, with its HTML sanitised', async () => {
    const subject = unique('הזמנה לא הגיעה');
    await imap.deliver({
      from: 'רונית כהן <ronit.cohen@example.org>',
      to: MAILBOX,
      subject,
      text: 'שלום, הזמנתי את "הספר הגדול" לפני שבועיים והוא עדיין לא הגיע.',
      html: '<p dir="rtl">שלום, הזמנתי את <b>"הספר הגדול"</b> לפני שבועיים.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      messageId: '<first-ronit@example.org>',
    });
    const result = await check();
    expect(result).toMatchObject({ ok: true, found: 1, created: 1, joined: 0, error: null });
    expect((await check()).found).toBe(0); // read once: the last UID is kept

    const list = await inquiriesOf(subject);
    expect(list.total).toBe(1);
    const item = list.items[0];
    expect(item).toMatchObject({
      subject,
      status: 'new',
      unread: true,
      customer_email: 'ronit.cohen@example.org',
      customer_name: 'רונית כהן',
      message_count: 1,
    });
    expect(item.snippet).toContain('הספר הגדול');
    const detail = (await call('GET', `/support/${item.id}`)).json();
    expect(detail.person).toMatchObject({ id: item.person_id, name: 'רונית כהן', emails: ['ronit.cohen@example.org'] });
    expect(detail.messages[0].html).toContain('<b>"הספר הגדול"</b>');
    expect(detail.messages[0].html).not.toMatch(/script|onerror/);
    expect(detail.account).toEqual({ id: accountId, name: 'שירות לקוחות', email: MAILBOX });

    // the customer's next inquiry is linked to the same person, not a new one
    const other = unique('שאלה על מנוי');
    await imap.deliver({
      from: 'Ronit <RONIT.COHEN@example.org>',
      to: MAILBOX,
      subject: other,
      text: 'כמה עולה מנוי שנתי?',
    });
    expect((await check()).created).toBe(1);
    expect((await inquiriesOf(other)).items[0].person_id).toBe(item.person_id);
    const emails = (await call('GET', `/email/accounts/${accountId}/emails?limit=1`)).json();
    expect(emails.total).toBeGreaterThanOrEqual(2);
    expect(emails.items).toHaveLength(1);
    expect(emails.items[0].subject).toBe(other);
  });

  it('threads by In-Reply-To or References first, then by subject without Re: from the same sender', async () => {
    const subject = unique('החלפת ספר פגום');
    await imap.deliver({
      from: 'dan@example.net',
      to: MAILBOX,
      subject,
      text: 'הספר הגיע קרוע',
      messageId: '<dan-1@example.net>',
    });
    await check();
    const [first] = (await inquiriesOf(subject)).items;

    // a reply by headers, even with another subject
    await imap.deliver({
      from: 'dan@example.net',
      to: MAILBOX,
      subject: 'תמונה מצורפת',
      text: 'הנה תמונה',
      messageId: '<dan-2@example.net>',
      inReplyTo: '<dan-1@example.net>',
      references: ['<dan-1@example.net>'],
    });
    // a reply without headers: Re: + the same subject from the same sender
    await imap.deliver({ from: 'dan@example.net', to: MAILBOX, subject: `RE: Fwd: ${subject}`, text: 'ועוד משהו' });
    // the same subject from someone else is another inquiry
    await imap.deliver({ from: 'maya@example.net', to: MAILBOX, subject: `Re: ${subject}`, text: 'גם אצלי' });
    const result = await check();
    expect(result).toMatchObject({ found: 3, joined: 2, created: 1 });
    const list = await inquiriesOf(subject);
    expect(list.total).toBe(2);
    const thread = (await call('GET', `/support/${first.id}`)).json();
    expect(thread.messages.map((m: { text: string }) => m.text.trim())).toEqual([
      'הספר הגיע קרוע',
      'הנה תמונה',
      'ועוד משהו',
    ]);
    // search reaches the body of a later message and the sender
    expect((await inquiriesOf('ועוד משהו')).items.map((i: { id: number }) => i.id)).toEqual([first.id]);
    expect((await inquiriesOf('maya@')).total).toBe(1);
  });

  it('sends a reply through the SMTP server with threading headers, and the answer to it joins and reopens the thread', async () => {
    const subject = unique('איפה החבילה');
    await imap.deliver({
      from: 'Yossi Levi <yossi@example.com>',
      to: MAILBOX,
      subject,
      text: 'מתי תגיע החבילה?',
      messageId: '<yossi-1@example.com>',
    });
    await check();
    const [inquiry] = (await inquiriesOf(subject)).items;
    const before = smtp.received.length;

    const res = await call('POST', `/support/${inquiry.id}/reply`, { text: 'שלום יוסי, החבילה יצאה אתמול.' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      kind: 'out',
      state: 'sent',
      error: null,
      in_reply_to: '<yossi-1@example.com>',
      references: ['<yossi-1@example.com>'],
      to_address: 'yossi@example.com',
    });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.inReplyTo).toBe('<yossi-1@example.com>');
    expect(mail.references).toBe('<yossi-1@example.com>');
    expect(mail.messageId).toBe(sent.message_id);
    expect(mail.subject).toBe(`Re: ${subject}`);
    expect(mail.text?.trim()).toBe('שלום יוסי, החבילה יצאה אתמול.');
    expect(mail.from?.value[0]).toMatchObject({ address: MAILBOX, name: 'חנות הספרים' });

    let detail = (await call('GET', `/support/${inquiry.id}`)).json();
    expect(detail).toMatchObject({ status: 'waiting', unread: false });
    expect(detail.first_response_at).not.toBeNull();
    const firstResponse = detail.first_response_at;

    // the customer answers our reply: by its Message-ID it joins the thread and reopens it
    await imap.deliver({
      from: 'yossi@example.com',
      to: MAILBOX,
      subject: 'תודה!',
      text: 'קיבלתי, תודה',
      inReplyTo: sent.message_id,
      references: ['<yossi-1@example.com>', sent.message_id],
    });
    expect((await check()).joined).toBe(1);
    detail = (await call('GET', `/support/${inquiry.id}`)).json();
    expect(detail).toMatchObject({ status: 'open', unread: true, message_count: 3 });

    // resolve: the resolution time is set once; the first response time stays
    detail = (
      await call('PATCH', `/support/${inquiry.id}`, {
        status: 'resolved',
        priority: 'high',
        tags: ['משלוח', 'משלוח'],
        unread: false,
      })
    ).json();
    expect(detail).toMatchObject({
      status: 'resolved',
      priority: 'high',
      tags: ['משלוח'],
      first_response_at: firstResponse,
    });
    expect(detail.resolved_at).not.toBeNull();
    const counts = (await call('GET', `/support/?q=${encodeURIComponent(subject)}&status=resolved`)).json();
    expect(counts).toMatchObject({ total: 1, counts: { resolved: 1, open: 0, all: 1 } });
  });

  it('marks a reply that could not be sent as failed with its reason, and sends it again', async () => {
    const subject = unique('בקשת חשבונית');
    await imap.deliver({
      from: 'avi@example.com',
      to: MAILBOX,
      subject,
      text: 'אפשר חשבונית?',
      messageId: '<avi-1@example.com>',
    });
    await check();
    const [inquiry] = (await inquiriesOf(subject)).items;
    expect((await call('PATCH', `/email/accounts/${accountId}`, { smtp_password: 'wrong-one' })).statusCode).toBe(200);
    const before = smtp.received.length;
    const failed = (await call('POST', `/support/${inquiry.id}/reply`, { text: 'מצורפת החשבונית' })).json();
    expect(failed).toMatchObject({ state: 'failed', kind: 'out', error_code: 'AUTH_FAILED', delivery: null });
    expect(failed.error).toMatch(/refused the user name or password/);
    expect(smtp.received).toHaveLength(before);
    expect((await call('GET', `/support/${inquiry.id}`)).json()).toMatchObject({
      status: 'new',
      first_response_at: null,
    });

    await call('PATCH', `/email/accounts/${accountId}`, { smtp_password: SMTP_PASSWORD });
    const again = await call('POST', `/support/${inquiry.id}/messages/${failed.id}/send`);
    expect(again.json()).toMatchObject({
      id: failed.id,
      state: 'sent',
      error: null,
      error_code: null,
      delivery: 'smtp',
    });
    expect(smtp.received.at(-1)!.inReplyTo).toBe('<avi-1@example.com>');
    expect((await call('POST', `/support/${inquiry.id}/messages/${failed.id}/send`)).statusCode).toBe(409);
  });

  it('records a wrong password or an unreachable host on the account and still checks the other accounts', async () => {
    const wrong = (
      await call('POST', '/email/accounts', accountBody({ name: 'wrong password', imap_password: 'not-it' }))
    ).json();
    const closedPort = await new Promise<number>((resolve) => {
      import('node:net').then(({ createServer }) => {
        const s = createServer().listen(0, '127.0.0.1', () => {
          const port = (s.address() as { port: number }).port;
          s.close(() => resolve(port));
        });
      });
    });
    const away = (
      await call('POST', '/email/accounts', accountBody({ name: 'unreachable', imap_port: closedPort }))
    ).json();
    const subject = unique('מייל בזמן תקלה');
    await imap.deliver({ from: 'noa@example.com', to: MAILBOX, subject, text: 'בדיקה' });

    // what the scheduler runs: every account, one failing after another, the good one still read
    const results = await checkAllAccounts(t.db, null, t.config);
    const byId = new Map(results.flatMap((r) => (r === 'busy' ? [] : [[r.account_id, r] as const])));
    expect(byId.get(wrong.id)).toMatchObject({ ok: false, error_code: 'AUTH_FAILED' });
    expect(byId.get(away.id)).toMatchObject({ ok: false, error_code: 'HOST_UNREACHABLE' });
    expect(byId.get(accountId)).toMatchObject({ ok: true, created: 1 });
    expect((await inquiriesOf(subject)).total).toBe(1);

    const list = (await call('GET', '/email/accounts')).json();
    const stored = new Map(list.items.map((a: { id: number }) => [a.id, a]));
    expect(stored.get(wrong.id)).toMatchObject({ last_error_code: 'AUTH_FAILED' });
    expect((stored.get(wrong.id) as { last_error: string }).last_error).toMatch(
      /IMAP 127\.0\.0\.1:\d+ refused the user name or password/,
    );
    expect(stored.get(away.id)).toMatchObject({
      last_error_code: 'HOST_UNREACHABLE',
      last_error: `Could not connect to IMAP 127.0.0.1:${closedPort} (ECONNREFUSED)`,
    });
    expect(stored.get(accountId)).toMatchObject({ last_error_code: null, last_error: null });
    // the queue's inbox job fails its run (so it is tried again and shown) with the first failure's code, which the
    // background jobs screen words, and every failure's sentence
    const run = checkInboxesJob.run({ db: t.db, config: t.config, log: t.app.log } as JobContext);
    await expect(run).rejects.toMatchObject({
      code: 'MAILBOX_AUTH_FAILED',
      message: expect.stringContaining(`account ${away.id}: Could not connect to IMAP`),
    });
    // through the API too; fixing the password clears the error
    expect(await check(wrong.id)).toMatchObject({ ok: false, error_code: 'AUTH_FAILED' });
    await call('PATCH', `/email/accounts/${wrong.id}`, { imap_password: PASSWORD });
    // it reads the same mailbox: what the other account stored already is not stored twice
    expect(await check(wrong.id)).toMatchObject({ ok: true, error: null, created: 0, joined: 0 });
    expect((await call('DELETE', `/email/accounts/${away.id}`)).statusCode).toBe(204);
    expect((await call('POST', `/email/accounts/${away.id}/check`)).statusCode).toBe(404);
  });

  it('keeps internal notes in the thread, assigns to staff only, and filters by assignee and unread', async () => {
    const subject = unique('הערה פנימית');
    await imap.deliver({ from: 'gil@example.com', to: MAILBOX, subject, text: 'שאלה' });
    await check();
    const [inquiry] = (await inquiriesOf(subject)).items;
    const { user } = await t.createUser({ firstName: 'שרה', lastName: 'נציגה' });
    const note = await call('POST', `/support/${inquiry.id}/notes`, { text: 'לבדוק מול המחסן' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ kind: 'note', text: 'לבדוק מול המחסן' });
    expect((await call('POST', `/support/${inquiry.id}/notes`, { text: '  ' })).statusCode).toBe(422);
    expect(
      (await call('PATCH', `/support/${inquiry.id}`, { assignee_id: '00000000-0000-4000-8000-000000000000' })).json()
        .detail[0].loc,
    ).toEqual(['body', 'assignee_id']);
    const assigned = (await call('PATCH', `/support/${inquiry.id}`, { assignee_id: user.id })).json();
    expect(assigned).toMatchObject({ assignee_id: user.id, assignee_name: 'שרה נציגה', message_count: 1 });
    expect(
      (await call('GET', `/support/?assignee_id=${user.id}`)).json().items.map((i: { id: number }) => i.id),
    ).toEqual([inquiry.id]);
    expect((await call('GET', `/support/?q=${encodeURIComponent(subject)}&unread=false`)).json().total).toBe(0);
    expect((await call('GET', '/support/?colour=red')).statusCode).toBe(422);
    expect((await call('GET', '/support/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/support/1', { status: 'closed' })).statusCode).toBe(422);
  });

  it('stores attachments through the files storage with signed links, and names the ones the files rules refuse', async () => {
    const subject = unique('תמונה של הספר');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    await imap.deliver({
      from: 'tal@example.com',
      to: MAILBOX,
      subject,
      text: 'מצורפת תמונה',
      attachments: [
        { filename: 'ספר.png', content: png, contentType: 'image/png' },
        { filename: 'notes.txt', content: Buffer.from('שורה אחת\n'), contentType: 'text/plain' },
        {
          filename: 'tool.exe',
          content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]),
          contentType: 'application/octet-stream',
        },
      ],
    });
    expect(await check()).toMatchObject({ created: 1, failed: 0 });
    const inquiry = (await inquiriesOf(subject)).items[0];
    const [message] = (await call('GET', `/support/${inquiry.id}`)).json().messages;
    expect(message.attachments).toHaveLength(3);
    const [image, text, exe] = message.attachments;
    expect(image).toMatchObject({ name: 'ספר.png', mime_type: 'image/png', size: png.length, refused: null });
    expect(image.url).toMatch(/^\/api\/files_v2\/download\?path_key=support%2F.+&exp=\d+&sig=/);
    expect(image.thumbnail_url).toMatch(/^\/api\/files_v2\/thumbnail\?/);
    expect(text).toMatchObject({ name: 'notes.txt', refused: null });
    expect(exe).toEqual({
      name: 'tool.exe',
      size: 302,
      mime_type: null,
      url: null,
      thumbnail_url: null,
      refused: 'type',
    });
    const bytes = await t.app.inject({ method: 'GET', url: image.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(png)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: image.url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    // past the files size limit: named, not stored
    const limit = t.config.filesMaxBytes;
    t.config.filesMaxBytes = 100;
    try {
      const big = unique('קובץ גדול');
      await imap.deliver({
        from: 'tal@example.com',
        to: MAILBOX,
        subject: big,
        text: 'גדול',
        attachments: [{ filename: 'big.txt', content: Buffer.alloc(500, 'a'), contentType: 'text/plain' }],
      });
      await check();
      const [bigMessage] = (await call('GET', `/support/${(await inquiriesOf(big)).items[0].id}`)).json().messages;
      expect(bigMessage.attachments).toEqual([
        { name: 'big.txt', size: 500, mime_type: null, url: null, thumbnail_url: null, refused: 'size' },
      ]);
    } finally {
      t.config.filesMaxBytes = limit;
    }
  });

  it('never answers a password', () => {
    expect(answers.length).toBeGreaterThan(30);
    for (const body of answers) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(SMTP_PASSWORD);
      expect(body).not.toMatch(/password_enc|passwordEnc|"imap_password"|"smtp_password"/);
    }
  });
});
