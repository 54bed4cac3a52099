// The demo support inbox: Hebrew inquiries from demo customers in every status with their threads, through a demo
// account whose host does not exist (checking it says so in words), seeded once.
import { describe, expect, it } from 'vitest';
import { peopleDemo } from '../src/setup/demo/people';
import { supportDemo } from '../src/setup/demo/support';
import { runOnce } from '../src/setup/seed';
import { useTestApp } from './helpers';

describe('demo support inbox', () => {
  const { t, auth } = useTestApp({ signIn: 'superuser' });

  it('is seeded once with threads from demo customers, and its account reports the unreachable host', async () => {
    const context = { storage: t.app.storage, secretKey: t.config.secretKey };
    await runOnce(t.db, peopleDemo, context);
    expect(await runOnce(t.db, supportDemo, context)).toBe(true);
    expect(await runOnce(t.db, supportDemo, context)).toBe(false);
    const list = (await t.app.inject({ method: 'GET', url: '/api/support/', headers: auth })).json();
    expect(list.counts).toMatchObject({ new: 1, open: 2, waiting: 1, resolved: 1, all: 5 });
    for (const item of list.items) {
      expect(item.person_id).not.toBeNull();
      const detail = (await t.app.inject({ method: 'GET', url: `/api/support/${item.id}`, headers: auth })).json();
      expect(detail.person.emails).toContain(detail.customer_email);
      expect(detail.messages[0]).toMatchObject({ kind: 'in', from_address: detail.customer_email });
    }
    const accounts = (await t.app.inject({ method: 'GET', url: '/api/email/accounts', headers: auth })).json();
    const check = (
      await t.app.inject({ method: 'POST', url: `/api/email/accounts/${accounts.items[0].id}/check`, headers: auth })
    ).json();
    expect(check).toMatchObject({ ok: false, error_code: 'HOST_UNREACHABLE' });
    expect(check.error).toContain('mail.demo.invalid:993');
  });

  it('answers a demo inquiry on a fresh start (no SMTP_URL): the reply is written to the outbox, threaded, and says so', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/support/?status=new', headers: auth })).json();
    const inquiry = list.items[0];
    const before = t.mailer.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/support/${inquiry.id}/reply`,
      headers: auth,
      payload: { text: 'תודה, בודקים ועונים.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'sent', delivery: 'outbox', error: null, error_code: null });
    expect(t.mailer.sent).toHaveLength(before + 1);
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: inquiry.customer_email,
      text: 'תודה, בודקים ועונים.',
      inReplyTo: expect.stringMatching(/^</),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/support/${inquiry.id}`, headers: auth })).json(),
    ).toMatchObject({ status: 'waiting' });

    // the composer's reply in the thread goes the same way
    const composed = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: auth,
      payload: {
        channel: 'email',
        to: inquiry.customer_email,
        subject: 'x',
        content: 'עוד פרט',
        inquiry_id: inquiry.id,
      },
    });
    expect(composed.json()).toMatchObject({ state: 'sent', delivery: 'outbox' });
  });
});
