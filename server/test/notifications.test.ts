// The notification center: a new inquiry notifies every active staff member, a reassignment its new assignee
// (not someone who takes it themselves); each person reads and marks only their own.
import { describe, expect, it } from 'vitest';
import { emailAccounts } from '../src/db/schema/index';
import { ingestMail } from '../src/support/ingest';
import { backends, useTestApp } from './helpers';
import { rawMail } from './support-mail-servers';

describe.each(backends)('notifications (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as never });

  it('tells staff of a new inquiry and the assignee of a reassignment, each person only their own', async () => {
    const other = await t.createUser({ firstName: 'דנה', lastName: 'כהן' });
    const otherAuth = await t.bearer(other.user);
    const inactive = await t.createUser({ active: false });
    const [account] = await t.db
      .insert(emailAccounts)
      .values({
        name: 'a',
        email: 'a@shop.test',
        imapHost: 'h',
        imapUser: 'u',
        imapPasswordEnc: 'x',
        smtpHost: 'h',
        smtpUser: 'u',
        smtpPasswordEnc: 'x',
      })
      .returning();
    const raw = await rawMail({
      from: 'רות <ruth@example.com>',
      to: 'a@shop.test',
      subject: 'שאלה על הזמנה',
      text: 'שלום',
    });
    expect(await ingestMail(t.db, null, account!, '1:1', Buffer.from(raw, 'latin1'))).toBe('created');

    const mine = (await get('/notifications/')).json();
    expect(mine).toMatchObject({ total: 1, unread: 1 });
    expect(mine.items[0]).toMatchObject({
      kind: 'inquiry_new',
      params: { subject: 'שאלה על הזמנה', from: 'רות' },
      read: false,
    });
    expect(mine.items[0].link).toMatch(/^\/support\/\d+$/);
    expect((await get('/notifications/unread_count', otherAuth)).json()).toEqual({ unread: 1 });
    const inactiveList = (await get('/notifications/', await t.bearer(inactive.user))).statusCode;
    expect(inactiveList).toBe(401);

    // someone else cannot mark mine; I can, and back
    expect((await post(`/notifications/${mine.items[0].id}/read`, {}, otherAuth)).statusCode).toBe(404);
    expect((await post(`/notifications/${mine.items[0].id}/read`, {})).json()).toMatchObject({ read: true });
    expect((await get('/notifications/unread_count')).json()).toEqual({ unread: 0 });
    expect((await post(`/notifications/${mine.items[0].id}/read`, { read: false })).json()).toMatchObject({
      read: false,
    });
    expect((await get('/notifications/?unread=true')).json().total).toBe(1);

    // assigning to the other person notifies them, not me; taking it myself notifies nobody
    const inquiryId = Number(mine.items[0].link.split('/').pop());
    await t.app.inject({
      method: 'PATCH',
      url: `/api/support/${inquiryId}`,
      headers: auth,
      payload: { assignee_id: other.user.id },
    });
    const theirs = (await get('/notifications/?kind=inquiry_assigned', otherAuth)).json();
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({
      params: { subject: 'שאלה על הזמנה', by: 'Test User' },
      link: `/support/${inquiryId}`,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/support/${inquiryId}`,
      headers: otherAuth,
      payload: { assignee_id: other.user.id },
    });
    expect((await get('/notifications/?kind=inquiry_assigned', otherAuth)).json().total).toBe(1);
    expect((await get('/notifications/?kind=inquiry_assigned')).json().total).toBe(0);

    expect((await post('/notifications/read_all', undefined, otherAuth)).json()).toEqual({ unread: 0 });
    expect((await get('/notifications/?unread=true', otherAuth)).json().total).toBe(0);
    expect((await get('/notifications/?unread=true')).json().total).toBe(1);
    expect((await get('/notifications/?kind=payment')).statusCode).toBe(422);
  });
});
