// The notification kinds and each person's preferences: a failed payment tells the staff, a billing run who started
// it, an import who ran it, a note the people it mentions; a kind turned off in the app writes nothing there, and a
// kind asked by e-mail is mailed once, after the commit, by its notifications.mail job (tried again when the mail
// server refused it).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chargeDue } from '../src/billing/charge';
import { sandboxProvider } from '../src/billing/sandbox';
import { emailAccounts, NOTIFICATION_KINDS } from '../src/db/schema/index';
import { noteTypes } from '../src/crud/note-targets';
import { notificationMailJob } from '../src/notifications/mail-job';
import { QUEUE_SCHEMA } from '../src/jobs/queue';
import { rowsOf } from '../src/db/raw-sql';
import { sql } from 'drizzle-orm';
import { noteRecordLink } from '../src/crud/note-links';
import { ingestMail } from '../src/support/ingest';
import { backends, useTestApp, type CreatedUser } from './helpers';
import { createPerson } from './person-helpers';
import { rawMail } from './support-mail-servers';

interface Listed {
  items: Array<{ kind: string; params: Record<string, string | number>; link: string }>;
  total: number;
}

describe.each(backends)('notification kinds and preferences (%s)', (backend) => {
  // the notification e-mails run on the queue, as in the server; a refused mail is tried again at once here
  const { t } = useTestApp({ backend, jobs: [notificationMailJob], config: { jobRetryDelaySeconds: 0 } });
  let me: CreatedUser;
  let auth: Record<string, string>;
  beforeAll(async () => {
    me = await t.createUser({ firstName: 'מיכל', lastName: 'לוי', email: `michal.${backend}@shop.test` });
    auth = await t.bearer(me.user);
  });
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const mine = async (kind: string, headers = auth) =>
    (await inject('GET', `/notifications/?kind=${kind}`, undefined, headers)).json<Listed>();

  it('answers every kind with defaults, stores changes, refuses what it does not know', async () => {
    const fresh = await t.userHeaders();
    const defaults = (await inject('GET', '/notifications/preferences', undefined, fresh)).json<{ items: unknown[] }>();
    expect(defaults.items).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, in_app: true, email: false })));
    const saved = await inject(
      'PUT',
      '/notifications/preferences',
      { items: [{ kind: 'payment_failed', in_app: false, email: true }] },
      fresh,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toContainEqual({ kind: 'payment_failed', in_app: false, email: true });
    expect((await inject('GET', '/notifications/preferences', undefined, fresh)).json().items).toContainEqual({
      kind: 'payment_failed',
      in_app: false,
      email: true,
    });
    for (const items of [
      [{ kind: 'nope', in_app: true, email: true }],
      [{ kind: 'inquiry_new', in_app: 'yes', email: true }],
      [
        { kind: 'inquiry_new', in_app: true, email: true },
        { kind: 'inquiry_new', in_app: true, email: false },
      ],
    ]) {
      const res = await inject('PUT', '/notifications/preferences', { items }, fresh);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toHaveProperty('loc');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/preferences' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', payload: { items: [] } })).statusCode,
    ).toBe(401);
  });

  it('tells the staff of a failed payment and who started a billing run of its end', async () => {
    const [option] = [
      (await inject('POST', '/ecommerce/subscription_option', { name: 'מנוי', price: 4900 })).json<{ id: number }>(),
    ];
    const person = await createPerson(t, auth, { first_name: 'דוד', last_name: 'כץ' });
    const started = new Date(Date.now() - 33 * 86_400_000).toISOString();
    const sub = (
      await inject('POST', '/subscription', {
        person_id: person.id,
        option_id: option!.id,
        started_at: started,
        payment_token: 'tok_decline_notify',
      })
    ).json<{ id: number }>();
    await chargeDue(t.db, sandboxProvider(t.db), `notify-${backend}`, { userId: me.user.id });
    const failed = await mine('payment_failed');
    expect(failed.items[0]).toMatchObject({
      params: { customer: 'דוד כץ', amount: '₪49.00', reason: 'card_declined' },
      link: `/subscriptions/${sub.id}`,
    });
    const other = await t.userHeaders();
    expect((await mine('payment_failed', other)).total).toBe(0); // staff created after it: nothing old
    expect((await mine('job_finished')).items[0]).toMatchObject({
      params: { job: 'billing_run', count: 1 },
      link: '/subscriptions/charges',
    });
  });

  it('tells who ran an import that it finished', async () => {
    const res = await inject('POST', '/person/import', {
      records: [{ first_name: 'יובל', last_name: 'שמש', email: `yuval.${backend}@example.com` }],
      overwrite: [],
    });
    expect(res.statusCode).toBe(201);
    expect((await mine('import_finished')).items[0]).toMatchObject({ params: { count: 1 }, link: '/customers' });
  });

  it('tells the people a note mentions, by address or by name before the @, never the author', async () => {
    const dana = await t.createUser({ email: `dana.${backend}@shop.test` });
    const person = await createPerson(t, auth, { first_name: 'רות', last_name: 'בר' });
    const note = await inject('POST', '/note/', {
      ref_id: person.id,
      type: 'person',
      content: `@dana.${backend} ו-@michal.${backend}@shop.test ראו את זה`,
    });
    expect(note.statusCode).toBe(201);
    expect((await mine('note_mention', await t.bearer(dana.user))).items[0]).toMatchObject({
      params: { by: 'מיכל לוי' },
      link: `/customers/${person.id}`,
    });
    expect((await mine('note_mention')).total).toBe(0);

    const [account] = await t.db
      .insert(emailAccounts)
      .values({
        name: 'a',
        email: `a.${backend}@shop.test`,
        imapHost: 'h',
        imapUser: 'u',
        imapPasswordEnc: 'x',
        smtpHost: 'h',
        smtpUser: 'u',
        smtpPasswordEnc: 'x',
      })
      .returning();
    await ingestMail(
      t.db,
      null,
      account!,
      '1:1',
      Buffer.from(await rawMail({ from: 'x@example.com', to: 'a@shop.test', subject: 'שאלה', text: 'שלום' }), 'latin1'),
    );
    const inquiry = (await inject('GET', '/support/?limit=1')).json<{ items: Array<{ id: number }> }>().items[0]!;
    expect(
      (
        await inject(
          'POST',
          `/support/${inquiry.id}/notes`,
          { text: `@michal.${backend}@shop.test בדקי בבקשה` },
          await t.bearer(dana.user),
        )
      ).statusCode,
    ).toBe(201);
    expect((await mine('note_mention')).items[0]).toMatchObject({
      params: { excerpt: `@michal.${backend}@shop.test בדקי בבקשה` },
      link: `/support/${inquiry.id}`,
    });
  });

  it('links a mention to the admin page of the record its note is kept on, for every kind of record notes take', async () => {
    for (const type of noteTypes()) expect(noteRecordLink(type, 7), type).toMatch(/^(\/[a-z-]+)+\/7$/);
    const gil = await t.createUser({ email: `gil.${backend}@shop.test` });
    const author = (await inject('POST', '/authors/', { name: 'לאה גולדברג' })).json<{ id: number }>();
    const note = await inject('POST', `/note/${author.id}`, {
      type: 'author',
      content: `@gil.${backend} לעדכן את הביוגרפיה`,
    });
    expect(note.statusCode, note.body).toBe(201);
    const option = (await inject('POST', '/ecommerce/subscription_option', { name: 'מנוי שנתי', price: 9900 })).json<{
      id: number;
    }>();
    expect(
      (
        await inject('POST', '/note/', {
          type: 'subscription_option',
          ref_id: option.id,
          content: `@gil.${backend} המחיר עולה בינואר`,
        })
      ).statusCode,
    ).toBe(201);
    const links = (await mine('note_mention', await t.bearer(gil.user))).items.map((n) => n.link);
    expect(links.sort()).toEqual([`/shop/authors/${author.id}`, `/shop/subscription-options/${option.id}`].sort());
  });

  it('mails a kind asked by e-mail once, and writes nothing in the app for a kind turned off there', async () => {
    const ruth = await t.createUser({ email: `ruth.${backend}@shop.test` });
    const ruthAuth = await t.bearer(ruth.user);
    await inject(
      'PUT',
      '/notifications/preferences',
      { items: [{ kind: 'note_mention', in_app: false, email: true }] },
      ruthAuth,
    );
    const person = await createPerson(t, auth, { first_name: 'גל', last_name: 'אור' });
    await inject('POST', '/note/', { ref_id: person.id, type: 'person', content: `@ruth.${backend} שימי לב` });
    expect((await mine('note_mention', ruthAuth)).total).toBe(0);
    expect((await inject('GET', '/notifications/unread_count', undefined, ruthAuth)).json()).toEqual({ unread: 0 });
    const mails = await vi.waitFor(
      () => {
        const sent = t.mailer.sent.filter((m) => m.to === ruth.email);
        expect(sent).toHaveLength(1);
        return sent;
      },
      { timeout: 20_000 },
    );
    expect(mails[0]!.subject).toBe(`מיכל לוי הזכיר/ה אותך בהערה: @ruth.${backend} שימי לב`);
    expect(mails[0]!.text).toContain(`mentioned you in a note`);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/customers/${person.id}`);
    // its job is done, one for the notification; running the queue's sweep ("run now") sends nothing again
    await vi.waitFor(
      async () => {
        const jobs = rowsOf<{ state: string }>(
          await t.db.execute(sql`select state from ${sql.raw(QUEUE_SCHEMA)}.job where name = 'notifications.mail'`),
        );
        expect(jobs.map((j) => j.state)).toEqual(['completed']);
      },
      { timeout: 20_000 },
    );
    await t.app.queue!.send('notifications.mail', null);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(t.mailer.sent.filter((m) => m.to === ruth.email)).toHaveLength(1);
  });

  it('a mail the server refused is tried again by the queue and sent once', async () => {
    const noa = await t.createUser({ email: `noa.${backend}@shop.test` });
    await inject(
      'PUT',
      '/notifications/preferences',
      { items: [{ kind: 'note_mention', in_app: true, email: true }] },
      await t.bearer(noa.user),
    );
    const send = t.mailer.send.bind(t.mailer);
    let refused = 0;
    t.mailer.send = async (message) => {
      if (message.to === noa.email && refused === 0) {
        refused += 1;
        throw Object.assign(new Error('451 try again later'), { responseCode: 451 });
      }
      return send(message);
    };
    try {
      const person = await createPerson(t, auth, { first_name: 'רון', last_name: 'כץ' });
      await inject('POST', '/note/', { ref_id: person.id, type: 'person', content: `@noa.${backend} לחזור אליו` });
      await vi.waitFor(() => expect(t.mailer.sent.filter((m) => m.to === noa.email)).toHaveLength(1), {
        timeout: 20_000,
      });
      expect(refused).toBe(1);
      // The queue marks the job done after its handler returns, a moment after the mail went out.
      await vi.waitFor(
        async () => {
          const states = rowsOf<{ state: string; retry_count: number }>(
            await t.db.execute(
              sql`select state, retry_count from ${sql.raw(QUEUE_SCHEMA)}.job where name = 'notifications.mail' and retry_count > 0`,
            ),
          );
          expect(states).toEqual([{ state: 'completed', retry_count: 1 }]);
        },
        { timeout: 20_000 },
      );
    } finally {
      t.mailer.send = send;
    }
  });
});
