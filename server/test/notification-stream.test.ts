// The live bell (GET /api/notifications/stream): server-sent events of the unread count and new notifications, fed
// by the database's notifications (LISTEN/NOTIFY). On PostgreSQL, a notification written by one server process
// reaches the streams another process holds open, and only the person's it is for.
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import type { LiveUpdate } from '../../definitions/wire/notifications';
import { notifyUsers } from '../src/notifications/notify';
import { readStream } from './event-stream';
import { backends, useTestApp } from './helpers';

interface OpenStream {
  status: number;
  contentType: string | null;
  /** The next update event (fails after a few seconds without one). */
  next(): Promise<LiveUpdate>;
  close(): void;
}

async function openStream(app: App, headers: Record<string, string>): Promise<OpenStream> {
  const queue: LiveUpdate[] = [];
  const waiters: Array<(u: LiveUpdate) => void> = [];
  const { response, close } = await readStream(app, headers, ({ event, data }) => {
    if (event !== 'update') return;
    const update = JSON.parse(data) as LiveUpdate;
    const waiter = waiters.shift();
    if (waiter) waiter(update);
    else queue.push(update);
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next: () => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no update within 5 s')), 5000);
        waiters.push((u) => {
          clearTimeout(timer);
          resolve(u);
        });
      });
    },
    close,
  };
}

const notify = (db: Db, userId: string, subject: string, kind: 'inquiry_new' | 'inquiry_assigned' = 'inquiry_new') =>
  db.transaction((tx) =>
    notifyUsers(tx, null, [userId], { kind, params: { subject, from: 'x', by: 'y' }, link: '/support/1' }),
  );

describe.each(backends)('notification stream (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  it('answers 401 without a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/stream' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications/stream',
          headers: { authorization: 'Bearer nope' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("sends the count at once, then each new notification to its person's streams only, urgent ones marked", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await notify(t.db, me.user.id, 'before');
    const mine = await openStream(t.app, await t.bearer(me.user));
    const theirs = await openStream(t.app, { cookie: await t.cookieLogin(other.email, other.password) });
    try {
      expect(mine.status).toBe(200);
      expect(mine.contentType).toMatch(/^text\/event-stream/);
      expect(await mine.next()).toMatchObject({ unread: 1, fresh: [] });
      expect(await theirs.next()).toMatchObject({ unread: 0, fresh: [] });

      await notify(t.db, me.user.id, 'assigned', 'inquiry_assigned');
      const update = await mine.next();
      expect(update).toMatchObject({ unread: 2, live: true });
      expect(update.fresh).toHaveLength(1);
      expect(update.fresh[0]).toMatchObject({
        kind: 'inquiry_assigned',
        params: { subject: 'assigned' },
        urgent: true,
        read: false,
      });

      // marking all read reaches the stream too; the other person heard nothing all along
      await t.app.inject({ method: 'POST', url: '/api/notifications/read_all', headers: await t.bearer(me.user) });
      expect(await mine.next()).toMatchObject({ unread: 0, fresh: [] });
      await notify(t.db, other.user.id, 'theirs');
      expect(await theirs.next()).toMatchObject({
        unread: 1,
        fresh: [{ params: { subject: 'theirs' }, urgent: false }],
      });
      await expect(mine.next()).rejects.toThrow('no update');
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it.runIf(backend === 'postgres')(
    'carries a notification written by one server process to a stream open on another',
    async () => {
      const other = await t.otherProcess();
      const me = await t.createUser();
      const someoneElse = await t.createUser();
      const onOther = await openStream(other.app, await t.bearer(me.user));
      const elseOnOther = await openStream(other.app, await t.bearer(someoneElse.user));
      try {
        expect(await onOther.next()).toMatchObject({ unread: 0 });
        expect(await elseOnOther.next()).toMatchObject({ unread: 0 });
        await notify(t.db, me.user.id, 'from the first process');
        const update = await onOther.next();
        expect(update).toMatchObject({ unread: 1, fresh: [{ params: { subject: 'from the first process' } }] });
        await expect(elseOnOther.next()).rejects.toThrow('no update');
      } finally {
        onOther.close();
        elseOnOther.close();
      }
    },
  );
});
