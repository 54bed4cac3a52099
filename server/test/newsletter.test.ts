// The newsletter over the API, sending through a REAL SMTP server started here (newsletter-smtp.ts):
// membership rules and double opt-in, segments and recipient counting, test sends, sending with one-click
// unsubscribe headers, the unsubscribe page and POST, opens and clicks, scheduling, pause/resume/cancel, temporary and
// permanent failures, a slice stopped mid-send and sent on without sending anyone twice, and messages a dead process
// left in flight (over SMTP, the outbox and memory). Sending runs on the job queue, as in the server: the campaign's
// newsletter.send job, queued with the change that starts it.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterCampaigns,
  newsletterMembers,
  newsletterSends,
  orders,
  people,
  personAddresses,
  personEmails,
  subscriptionOptions,
  subscriptions,
} from '../src/db/schema/index';
import type { JobContext } from '../src/jobs/background-job';
import { createMailer } from '../src/mail';
import { QUEUE_SCHEMA } from '../src/jobs/queue';
import { sendCampaign } from '../src/newsletter/campaigns';
import { newsletterSendJob, newsletterStartDueJob } from '../src/newsletter/send-jobs';
import { queueSending, SEND_QUEUE } from '../src/newsletter/send-queue';
import { composeMessage, layoutOf } from '../src/newsletter/compose';
import { sendSlice } from '../src/newsletter/sending';
import { rowsOf } from '../src/db/raw-sql';
import { backends, makeTestApp, uniqueEmail, type TestApp } from './helpers';
import { startSmtpSink, type SmtpSink } from './newsletter-smtp';

/** The recipient of each whole message in an outbox folder (a temporary file being written is not one). */
async function outboxRecipients(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (name) => /^To: (.+)$/m.exec(await readFile(path.join(dir, name), 'utf8'))![1]!.trim()),
  );
}

describe.each(backends)('newsletter (%s)', (backend) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    // temporary failures are tried again at once here; the scheduled start is run by hand (not every minute)
    t = await makeTestApp({
      backend,
      config: { smtpUrl: smtp.url, jobRetryDelaySeconds: 0 },
      mailer: 'smtp',
      jobs: [newsletterSendJob],
    });
    auth = await t.userHeaders();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });
  const context = () =>
    ({ db: t.db, config: t.config, log: t.app.log, mailer: t.app.mailer, queue: t.app.queue! }) as JobContext;
  /** Resolves once the campaign's sending job has nothing waiting or running (a paused campaign's last slice ended). */
  const settled = async (id: number) => {
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from ${sql.raw(QUEUE_SCHEMA)}.job where name = ${SEND_QUEUE} and singleton_key = ${`campaign-${id}`} and state in ('created', 'retry', 'active')`,
        ),
      );
      if (row!.n === 0) return;
    }
    throw new Error(`campaign ${id}: its sending job did not settle`);
  };
  const statusOf = async (id: number) => (await call('GET', `/newsletter/campaigns/${id}`)).json().status as string;
  const to = (email: string) => smtp.messages.filter((m) => m.to === email);
  const local = (url: string) => url.replace(t.config.publicUrl, '');

  let n = 0;
  async function person(options: { email?: string | null; first?: string; city?: string; roles?: string[] } = {}) {
    n += 1;
    const [row] = await t.db
      .insert(people)
      .values({ firstName: options.first ?? `קורא${n}`, lastName: 'בדיקה', roles: options.roles ?? [] })
      .returning();
    const email = options.email === null ? null : (options.email ?? uniqueEmail('reader'));
    if (email) await t.db.insert(personEmails).values({ personId: row!.id, value: email });
    if (options.city) await t.db.insert(personAddresses).values({ personId: row!.id, city: options.city });
    return { id: row!.id, email: email ?? '' };
  }
  async function list(body: Record<string, unknown> = {}) {
    const res = await call('POST', '/newsletter/lists', { name: `רשימה ${(n += 1)}`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }
  async function subscribe(listId: number, ids: number[]) {
    const res = await call('POST', `/newsletter/lists/${listId}/members`, { person_ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ added: number[]; already: number[]; skipped: number[] }>();
  }
  async function campaign(body: Record<string, unknown>) {
    const res = await call('POST', '/newsletter/campaigns', {
      name: `קמפיין ${(n += 1)}`,
      subject: 'חדשות החנות',
      content:
        '<p>שלום {{first_name|קורא יקר}}, <a href="https://shop.example/sale?x=1&y=2">למבצע</a></p><p><a href="{{unsubscribe_url}}">הסרה</a></p>',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }
  const memberStatus = async (listId: number, personId: number) =>
    (
      await t.db
        .select({ status: newsletterMembers.status })
        .from(newsletterMembers)
        .where(sql`${newsletterMembers.listId} = ${listId} and ${newsletterMembers.personId} = ${personId}`)
    )[0]?.status;

  it('adds whom mail can reach and names each person it could not add, keeps opt-outs, and records the history of every change', async () => {
    const listId = await list();
    const noMail = await person({ email: null });
    const a = await person();
    const b = await person();
    // a batch adds what it can and names each person it could not add (by name, with why)
    const batch = await call('POST', `/newsletter/lists/${listId}/members`, {
      person_ids: [a.id, noMail.id, 999_999_999],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toEqual({
      added: [a.id],
      already: [],
      skipped: [],
      refused: [
        { person_id: noMail.id, name: expect.stringMatching(/\S/), reason: 'no_email' },
        { person_id: 999_999_999, name: '', reason: 'not_found' },
      ],
    });
    expect(await memberStatus(listId, noMail.id)).toBeUndefined();
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${noMail.id}`, { status: 'subscribed' })).json().detail[0]
        .ctx.code,
    ).toBe('no_email');
    // the member picker is offered only people with an address
    const offered = (await call('GET', `/person/?has_email=true&ids=${noMail.id},${b.id}`))
      .json()
      .items.map((p: { id: number }) => p.id);
    expect(offered).toEqual([b.id]);

    expect(await subscribe(listId, [a.id])).toEqual({ added: [], already: [a.id], skipped: [], refused: [] });
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${a.id}`, { status: 'unsubscribed' })).statusCode,
    ).toBe(200);
    expect(await subscribe(listId, [a.id])).toEqual({ added: [], already: [], skipped: [a.id], refused: [] });

    const contact = (await call('GET', `/newsletter/contacts/${a.id}`)).json();
    expect(contact.lists).toMatchObject([{ list_id: listId, status: 'unsubscribed', source: 'admin' }]);
    expect(
      contact.history.map((h: { from_status: string | null; to_status: string }) => [h.from_status, h.to_status]),
    ).toEqual([
      ['subscribed', 'unsubscribed'],
      [null, 'subscribed'],
    ]);
    expect((await call('POST', `/newsletter/lists/${listId}/members/remove`, { person_ids: [a.id] })).json()).toEqual({
      removed: 1,
    });
    expect(await memberStatus(listId, a.id)).toBeUndefined();
    const contacts = (await call('GET', `/newsletter/contacts?list_id=${listId}`)).json();
    expect(contacts.total).toBe(0);
  });

  it('double opt-in: a new member waits unconfirmed, gets a confirmation mail, and is subscribed by its link', async () => {
    const listId = await list({ double_opt_in: true });
    const a = await person();
    expect(await subscribe(listId, [a.id])).toMatchObject({ added: [a.id] });
    expect(await memberStatus(listId, a.id)).toBe('unconfirmed');
    const mail = to(a.email).at(-1)!;
    expect(mail.subject).toContain('אישור הרשמה');
    const link = /(http:\/\/admin\.test\/nl\/confirm\/\S+)/.exec(mail.text)![1]!;
    const pageRes = await t.app.inject({ method: 'GET', url: local(link) });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('dir="rtl"');
    expect(await memberStatus(listId, a.id)).toBe('unconfirmed');
    expect((await t.app.inject({ method: 'POST', url: local(link) })).body).toContain('אושרה');
    expect(await memberStatus(listId, a.id)).toBe('subscribed');
    expect(
      (await t.app.inject({ method: 'GET', url: local(link).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }))
        .statusCode,
    ).toBe(404);
  });

  it('counts recipients after removing the unsubscribed, bounced, duplicates, people without e-mail, and those outside the segment', async () => {
    const [a, b] = [await list(), await list()];
    const both = await person({ city: 'חיפה' });
    const onlyA = await person({ city: 'תל אביב', roles: ['teacher'] });
    const unsubscribed = await person({ city: 'חיפה' });
    const bouncedElsewhere = await person({ city: 'חיפה' });
    const lostEmail = await person({ city: 'חיפה' });
    await subscribe(a, [both.id, onlyA.id, unsubscribed.id, bouncedElsewhere.id, lostEmail.id]);
    await subscribe(b, [both.id, bouncedElsewhere.id]);
    await call('PUT', `/newsletter/lists/${a}/members/${unsubscribed.id}`, { status: 'unsubscribed' });
    await call('PUT', `/newsletter/lists/${b}/members/${bouncedElsewhere.id}`, { status: 'bounced' });
    await t.db.delete(personEmails).where(eq(personEmails.personId, lostEmail.id));

    const id = await campaign({ list_ids: [a, b] });
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toEqual({
      listed: 7,
      duplicates: 2,
      not_subscribed: 1,
      bounced: 1,
      no_email: 1,
      not_in_segment: 0,
      recipients: 2,
    });

    const haifa = (
      await call('POST', '/newsletter/segments', { name: 'חיפה', rules: [{ kind: 'city', city: ' חיפה ' }] })
    ).json().id;
    expect((await call('PUT', `/newsletter/campaigns/${id}`, { segment_id: haifa })).statusCode).toBe(200);
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toMatchObject({
      not_in_segment: 1,
      recipients: 1,
    });

    const teachers = (
      await call('POST', '/newsletter/segments', { name: 'מורים', rules: [{ kind: 'role', role: 'teacher' }] })
    ).json().id;
    await call('PUT', `/newsletter/campaigns/${id}`, { segment_id: teachers });
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toMatchObject({ recipients: 1 });

    // bought in the last 30 days / has an active subscription: evaluated now, so a new order changes the answer
    const buyers = (
      await call('POST', '/newsletter/segments', { name: 'קונים', rules: [{ kind: 'bought_within_days', days: 30 }] })
    ).json().id;
    await call('PUT', `/newsletter/campaigns/${id}`, { segment_id: buyers });
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toMatchObject({ recipients: 0 });
    await t.db.insert(orders).values({
      personId: both.id,
      status: 'paid',
      subtotal: 5000,
      total: 5000,
      placedAt: new Date(Date.now() - 5 * 86_400_000),
    } as never);
    await t.db.insert(orders).values({
      personId: onlyA.id,
      status: 'paid',
      subtotal: 5000,
      total: 5000,
      placedAt: new Date(Date.now() - 60 * 86_400_000),
    } as never);
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toMatchObject({ recipients: 1 });

    const subscribers = (
      await call('POST', '/newsletter/segments', { name: 'מנויים', rules: [{ kind: 'active_subscription' }] })
    ).json().id;
    await call('PUT', `/newsletter/campaigns/${id}`, { segment_id: subscribers });
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toMatchObject({ recipients: 0 });
    const [option] = await t.db
      .insert(subscriptionOptions)
      .values({ name: 'מנוי בדיקה', price: 1000 } as never)
      .returning();
    await t.db.insert(subscriptions).values({
      personId: onlyA.id,
      optionId: option!.id,
      status: 'active',
      price: 1000,
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    } as never);
    expect((await call('GET', `/newsletter/campaigns/${id}/recipients`)).json()).toMatchObject({ recipients: 1 });

    expect(
      (await call('POST', '/newsletter/segments', { name: 'רע', rules: [{ kind: 'bought_within_days', days: 0 }] }))
        .statusCode,
    ).toBe(422);
  });

  it('sends a test to chosen addresses through SMTP, with the one-click unsubscribe headers and right-to-left HTML', async () => {
    const listId = await list();
    const template = await call('POST', '/newsletter/templates', {
      name: 'תבנית',
      html: '<h1 style="color:#7b2d26">חנות הספרים</h1>{{content}}<p>כתובתנו: רחוב הספר 1</p><script>alert(1)</script>',
    });
    expect(template.statusCode, template.body).toBe(201);
    expect(template.json().html).not.toContain('<script');
    expect(
      (await call('POST', '/newsletter/templates', { name: 'בלי חריץ', html: '<p>אין כאן מקום לתוכן</p>' })).json()
        .detail[0].ctx.code,
    ).toBe('no_content_slot');
    const id = await campaign({
      list_ids: [listId],
      template_id: template.json().id,
      preheader: 'המבצעים של השבוע',
      from_name: 'חנות הספרים',
      from_email: 'news@shop.example',
      reply_to: 'reply@shop.example',
    });
    const address = uniqueEmail('tester');
    const res = await call('POST', `/newsletter/campaigns/${id}/test`, { emails: [address] });
    expect(res.statusCode, res.body).toBe(200);
    const mail = to(address).at(-1)!;
    expect(mail.subject).toBe('חדשות החנות');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/admin\.test\/nl\/u\/0\.[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.from).toContain('news@shop.example');
    expect(mail.headers['reply-to']).toBe('reply@shop.example');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('חנות הספרים</h1>');
    expect(mail.html).toContain('שלום קורא יקר,');
    expect(mail.html).toContain('המבצעים של השבוע');
    expect(mail.html).toContain('style="margin:0 0 16px 0');
    expect(mail.text).toContain('שלום קורא יקר');
    // a test changes nothing: no queue rows, the unsubscribe link says it was a test
    expect(await t.db.select().from(newsletterSends).where(eq(newsletterSends.campaignId, id))).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'POST', url: local(mail.headers['list-unsubscribe']!.slice(1, -1)) })).body,
    ).toContain('הודעת ניסיון');
    expect((await call('POST', `/newsletter/campaigns/${id}/test`, { emails: ['not-an-address'] })).statusCode).toBe(
      422,
    );
  });

  it('sends a campaign once to each recipient; unsubscribe page and one-click POST, opens and clicks are counted', async () => {
    const listId = await list();
    const readers = [await person({ first: 'דנה' }), await person({ first: 'יוסי' }), await person({ first: 'רות' })];
    await subscribe(
      listId,
      readers.map((r) => r.id),
    );
    const id = await campaign({ list_ids: [listId] });
    const sent = await call('POST', `/newsletter/campaigns/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('sending');
    expect((await call('POST', `/newsletter/campaigns/${id}/send`, {})).statusCode).toBe(409);
    expect((await call('PUT', `/newsletter/campaigns/${id}`, { subject: 'אחר' })).statusCode).toBe(409);
    await settled(id);
    expect(await statusOf(id)).toBe('sent');
    for (const reader of readers) expect(to(reader.email)).toHaveLength(1);
    const dana = to(readers[0]!.email)[0]!;
    expect(dana.html).toContain('שלום דנה,');
    const unsubscribeUrl = dana.headers['list-unsubscribe']!.slice(1, -1);
    expect(dana.html).toContain(unsubscribeUrl);

    // the page asks first (GET changes nothing), in Hebrew; ?lang=en in English
    const pageRes = await t.app.inject({ method: 'GET', url: local(unsubscribeUrl) });
    expect(pageRes.body).toContain('להפסיק לקבל');
    expect(pageRes.body).toContain(readers[0]!.email);
    expect((await t.app.inject({ method: 'GET', url: `${local(unsubscribeUrl)}?lang=en` })).body).toContain(
      'Stop receiving',
    );
    expect(await memberStatus(listId, readers[0]!.id)).toBe('subscribed');
    // the one-click POST of a mail program
    const oneClick = await t.app.inject({
      method: 'POST',
      url: local(unsubscribeUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await memberStatus(listId, readers[0]!.id)).toBe('unsubscribed');
    const contact = (await call('GET', `/newsletter/contacts/${readers[0]!.id}`)).json();
    expect(contact.history[0]).toMatchObject({ to_status: 'unsubscribed', source: 'one_click', campaign_id: id });
    // the button on the page (another recipient), and a forged token
    const yossi = to(readers[1]!.email)[0]!.headers['list-unsubscribe']!.slice(1, -1);
    expect((await t.app.inject({ method: 'POST', url: local(yossi) })).body).toContain('הוסרה');
    expect((await t.app.inject({ method: 'POST', url: local(yossi) })).body).toContain('כבר אינה ברשימה');
    expect(
      (await t.app.inject({ method: 'POST', url: local(yossi).replace(/\/nl\/u\/\d+/, '/nl/u/1') })).statusCode,
    ).toBe(404);

    // opens and clicks
    const pixel = /<img src="(http:\/\/admin\.test\/nl\/o\/[^"]+)"/.exec(dana.html)![1]!;
    expect((await t.app.inject({ method: 'GET', url: local(pixel) })).headers['content-type']).toBe('image/gif');
    await t.app.inject({ method: 'GET', url: local(pixel) });
    const click = /href="(http:\/\/admin\.test\/nl\/c\/[^"]+)"/.exec(dana.html)![1]!.replace(/&amp;/g, '&');
    const redirect = await t.app.inject({ method: 'GET', url: local(click) });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://shop.example/sale?x=1&y=2');
    const forged = local(click).replace(
      encodeURIComponent('https://shop.example/sale?x=1&y=2'),
      encodeURIComponent('https://evil.example/'),
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const stats = (await call('GET', `/newsletter/campaigns/${id}/stats`)).json();
    expect(stats).toMatchObject({
      recipients: 3,
      sent: 3,
      failed: 0,
      bounced: 0,
      unsubscribed: 2,
      opens: 2,
      unique_opens: 1,
      clicks: 1,
      unique_clicks: 1,
    });
    expect(stats.links).toEqual([{ url: 'https://shop.example/sale?x=1&y=2', clicks: 1, unique_clicks: 1 }]);
    expect(stats.timeline.reduce((s: number, h: { sent: number }) => s + h.sent, 0)).toBe(3);
  });

  it('leaves opens and clicks untracked when the campaign says so', async () => {
    const listId = await list();
    const reader = await person();
    await subscribe(listId, [reader.id]);
    const id = await campaign({ list_ids: [listId], track_opens: false, track_clicks: false });
    await call('POST', `/newsletter/campaigns/${id}/send`, {});
    await settled(id);
    const mail = to(reader.email)[0]!;
    expect(mail.html).toContain('href="https://shop.example/sale?x=1&amp;y=2"');
    expect(mail.html).not.toContain('/nl/o/');
  });

  it('schedules: not in the past; sent when the time comes, to whoever is subscribed then; unschedule returns to draft', async () => {
    const listId = await list();
    const early = await person();
    await subscribe(listId, [early.id]);
    const id = await campaign({ list_ids: [listId] });
    expect(
      (await call('POST', `/newsletter/campaigns/${id}/send`, { scheduled_at: '2020-01-01T00:00:00Z' })).json()
        .detail[0],
    ).toMatchObject({ loc: ['body', 'scheduled_at'], ctx: { code: 'in_the_past' } });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/newsletter/campaigns/${id}/send`, { scheduled_at: at });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduled_at: at });
    expect((await call('POST', `/newsletter/campaigns/${id}/unschedule`)).json().status).toBe('draft');
    await call('POST', `/newsletter/campaigns/${id}/send`, { scheduled_at: at });
    await newsletterStartDueJob.run(context());
    await settled(id);
    expect(to(early.email)).toHaveLength(0);
    expect(await statusOf(id)).toBe('scheduled');
    const late = await person();
    await subscribe(listId, [late.id]);
    await t.db
      .update(newsletterCampaigns)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterCampaigns.id, id));
    await newsletterStartDueJob.run(context()); // the job the schedule runs every minute
    await settled(id);
    expect(to(early.email)).toHaveLength(1);
    expect(to(late.email)).toHaveLength(1);
    expect(await statusOf(id)).toBe('sent');
  });

  it('pauses (the slices stop), resumes (sent on, nobody twice) and cancels (what is queued is dropped); refuses moves that make no sense (409)', async () => {
    const listId = await list();
    const readers: Array<{ id: number; email: string }> = [];
    for (let i = 0; i < 60; i += 1) readers.push(await person());
    await subscribe(
      listId,
      readers.map((r) => r.id),
    );
    const mailed = () => readers.filter((r) => to(r.email).length > 0).length;
    const id = await campaign({ list_ids: [listId] });
    expect((await call('POST', `/newsletter/campaigns/${id}/pause`)).statusCode).toBe(409);
    // the mail server holds the first messages in flight while the campaign is paused
    let open!: () => void;
    smtp.gate = new Promise<void>((resolve) => (open = resolve));
    const inFlight = new Promise<void>((resolve) => (smtp.onMessage = () => resolve()));
    await call('POST', `/newsletter/campaigns/${id}/send`, {});
    await inFlight;
    expect((await call('POST', `/newsletter/campaigns/${id}/pause`)).json().status).toBe('paused');
    smtp.gate = undefined;
    smtp.onMessage = undefined;
    open();
    await settled(id);
    const beforeResume = mailed();
    expect(beforeResume).toBeGreaterThan(0);
    expect(beforeResume).toBeLessThan(60);
    expect((await call('GET', `/newsletter/campaigns/${id}/stats`)).json()).toMatchObject({
      sent: beforeResume,
      queued: 60 - beforeResume,
      sending: 0,
    });
    expect((await call('POST', `/newsletter/campaigns/${id}/resume`)).json().status).toBe('sending');
    await settled(id);
    expect(await statusOf(id)).toBe('sent');
    expect(readers.map((r) => to(r.email).length)).toEqual(readers.map(() => 1));
    expect((await call('POST', `/newsletter/campaigns/${id}/cancel`)).statusCode).toBe(409);

    const second = await campaign({ list_ids: [listId] });
    smtp.gate = new Promise<void>((resolve) => (open = resolve));
    const secondInFlight = new Promise<void>((resolve) => (smtp.onMessage = () => resolve()));
    await call('POST', `/newsletter/campaigns/${second}/send`, {});
    await secondInFlight;
    expect((await call('POST', `/newsletter/campaigns/${second}/cancel`)).json().status).toBe('cancelled');
    smtp.gate = undefined;
    smtp.onMessage = undefined;
    open();
    await settled(second);
    const stats = (await call('GET', `/newsletter/campaigns/${second}/stats`)).json();
    expect(stats.cancelled).toBeGreaterThan(0);
    expect(stats).toMatchObject({ recipients: 60, sent: 60 - stats.cancelled, queued: 0, sending: 0 });
    expect(readers.filter((r) => to(r.email).length === 2)).toHaveLength(stats.sent);
    expect(await statusOf(second)).toBe('cancelled');
    expect((await call('POST', `/newsletter/campaigns/${second}/resume`)).statusCode).toBe(409);
    expect((await call('DELETE', `/newsletter/campaigns/${second}`)).statusCode).toBe(204);
  });

  it('retries a temporary refusal (4xx) and marks a permanent one (5xx) bounced, on every list', async () => {
    const [listId, other] = [await list(), await list()];
    const flaky = await person();
    const gone = await person();
    await subscribe(listId, [flaky.id, gone.id]);
    await subscribe(other, [gone.id]);
    smtp.refuse.set(flaky.email, { code: 451, times: 1 });
    smtp.refuse.set(gone.email, { code: 550, times: 99 });
    const id = await campaign({ list_ids: [listId] });
    await call('POST', `/newsletter/campaigns/${id}/send`, {});
    await settled(id);
    expect(to(flaky.email)).toHaveLength(1);
    expect(to(gone.email)).toHaveLength(0);
    const rows = await t.db.select().from(newsletterSends).where(eq(newsletterSends.campaignId, id));
    expect(rows.find((r) => r.email === flaky.email)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(rows.find((r) => r.email === gone.email)).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(await memberStatus(listId, gone.id)).toBe('bounced');
    expect(await memberStatus(other, gone.id)).toBe('bounced');
    expect((await call('GET', `/newsletter/campaigns/${id}/stats`)).json()).toMatchObject({ sent: 1, bounced: 1 });
    // a bounced address is not counted for the next campaign (on a list where it is still subscribed, neither)
    expect(
      (await call('GET', `/newsletter/campaigns/${await campaign({ list_ids: [other] })}/recipients`)).json(),
    ).toMatchObject({ not_subscribed: 1, recipients: 0 });
    const third = await list();
    await t.db
      .insert(newsletterMembers)
      .values({ listId: third, personId: gone.id, status: 'subscribed', source: 'test' });
    expect(
      (await call('GET', `/newsletter/campaigns/${await campaign({ list_ids: [third] })}/recipients`)).json(),
    ).toMatchObject({ bounced: 1, recipients: 0 });
  });

  it('a slice stopped mid-send puts back what it had not sent; sent on, it sends nobody twice; a message a dead process left in flight goes again under its Message-ID (SMTP cannot tell whether it went)', async () => {
    const listId = await list();
    const readers = [];
    for (let i = 0; i < 30; i += 1) readers.push(await person());
    await subscribe(
      listId,
      readers.map((r) => r.id),
    );
    const id = await campaign({ list_ids: [listId] });
    // started without its job (the queue would send it at once): this test runs the slice itself
    await sendCampaign(t.db, null, id, undefined);
    const before = smtp.messages.length;
    // a process that died left one message claimed (in flight): over SMTP nobody knows whether it arrived
    const [lost] = rowsOf<{ id: number; email: string }>(
      await t.db.execute(sql`update newsletter_sends set status = 'sending', claimed_at = now(), attempts = 1
        where id = (select min(id) from newsletter_sends where campaign_id = ${id}) returning id, email`),
    );

    const stop = new AbortController();
    smtp.onMessage = () => {
      if (smtp.messages.length - before >= 5) stop.abort();
    };
    const slice = await sendSlice({ db: t.db, config: t.config, mailer: t.app.mailer }, id, stop.signal);
    smtp.onMessage = undefined;
    expect(slice).toMatchObject({ more: true, recovered: { sent: 0, requeued: 1 } });
    const midway = smtp.messages.length - before;
    expect(midway).toBeGreaterThanOrEqual(5);
    expect(midway).toBeLessThan(30);
    const states = rowsOf<{ status: string; n: number }>(
      await t.db.execute(
        sql`select status, count(*)::int as n from newsletter_sends where campaign_id = ${id} group by status`,
      ),
    );
    const byStatus = Object.fromEntries(states.map((r) => [r.status, r.n]));
    expect(byStatus).toEqual({ sent: midway, queued: 30 - midway });

    // as its job does, the rest is queued: the queue sends it
    await queueSending(t.app.queue, t.db, id);
    await settled(id);
    for (const reader of readers) expect(to(reader.email)).toHaveLength(1);
    expect(smtp.messages.length - before).toBe(30);
    const stats = (await call('GET', `/newsletter/campaigns/${id}/stats`)).json();
    expect(stats).toMatchObject({ recipients: 30, sent: 30, failed: 0, queued: 0, sending: 0 });
    expect(await statusOf(id)).toBe('sent');
    // its Message-ID is its row's, whichever attempt sent it
    expect(to(lost!.email)[0]!.headers['message-id']).toBe(`<newsletter-${lost!.id}.${id}@admin.test>`);
    const [row] = await t.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.id, Number(lost!.id)));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it.each(['outbox', 'memory'] as const)(
    'with the %s mailer a message a dead process left in flight is marked sent when it went and sent once when it did not',
    async (kind) => {
      const listId = await list();
      const readers = [];
      for (let i = 0; i < 4; i += 1) readers.push(await person());
      await subscribe(
        listId,
        readers.map((r) => r.id),
      );
      const id = await campaign({ list_ids: [listId] });
      await sendCampaign(t.db, null, id, undefined);
      const config = { ...t.config, outboxDir: mkdtempSync(path.join(tmpdir(), 'newsletter-outbox-')) };
      const mailer = createMailer(config, t.app.log, kind);
      // a process that died left two messages claimed: it had delivered the first, not the second
      const [went, lost] = rowsOf<{ id: number; email: string }>(
        await t.db.execute(sql`update newsletter_sends set status = 'sending', claimed_at = now(), attempts = 1
          where id in (select id from newsletter_sends where campaign_id = ${id} order by id limit 2) returning id, email`),
      ).sort((a, b) => Number(a.id) - Number(b.id));
      const [row] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
      await mailer.send(composeMessage(config, await layoutOf(t.db, row!), { email: went!.email }, Number(went!.id)));

      const slice = await sendSlice({ db: t.db, config, mailer }, id, new AbortController().signal);
      expect(slice).toMatchObject({ more: false, recovered: { sent: 1, requeued: 1 } });
      const recipients = kind === 'memory' ? mailer.sent.map((m) => m.to) : await outboxRecipients(config.outboxDir);
      for (const reader of readers) expect(recipients.filter((address) => address === reader.email)).toHaveLength(1);
      const rows = await t.db.select().from(newsletterSends).where(eq(newsletterSends.campaignId, id));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      expect(rows.find((r) => r.id === Number(lost!.id))).toMatchObject({ attempts: 1, error: null });
      expect(await statusOf(id)).toBe('sent');
    },
  );

  it('a message a dead process left in flight, not delivered, is cancelled with its campaign when that was cancelled meanwhile', async () => {
    const listId = await list();
    const readers = [await person(), await person()];
    await subscribe(
      listId,
      readers.map((r) => r.id),
    );
    const id = await campaign({ list_ids: [listId] });
    await sendCampaign(t.db, null, id, undefined);
    await t.db.execute(
      sql`update newsletter_sends set status = 'sending', claimed_at = now(), attempts = 1 where id = (select min(id) from newsletter_sends where campaign_id = ${id})`,
    );
    expect((await call('POST', `/newsletter/campaigns/${id}/cancel`, {})).statusCode).toBe(200);
    const mailer = createMailer(t.config, t.app.log, 'memory');
    const slice = await sendSlice({ db: t.db, config: t.config, mailer }, id, new AbortController().signal);
    expect(slice).toMatchObject({ more: false, recovered: { sent: 0, requeued: 1 } });
    expect(mailer.sent).toEqual([]);
    expect((await call('GET', `/newsletter/campaigns/${id}/stats`)).json()).toMatchObject({
      recipients: 2,
      cancelled: 2,
      queued: 0,
      sending: 0,
    });
  });

  it('renders a template preview for the editor in Hebrew (rtl) and English (ltr)', async () => {
    const he = (
      await call('POST', '/newsletter/templates/preview', {
        html: '<p>ראש</p>{{content}}',
        content: '<p>שלום {{first_name|חבר}}</p>',
      })
    ).json().html;
    expect(he).toContain('dir="rtl"');
    expect(he).toContain('שלום חבר');
    const en = (
      await call('POST', '/newsletter/templates/preview', {
        html: '{{content}}',
        content: '<p>Hi {{first_name|friend}}</p>',
        language: 'en',
        first_name: 'Dana',
      })
    ).json().html;
    expect(en).toContain('dir="ltr"');
    expect(en).toContain('Hi Dana');
  });
});
