// The live bell: open streams (GET /api/notifications/stream) by person, refreshed when the database says their
// notifications changed. Every change to the notifications table notifies the `notifications_changed` channel
// with the people concerned (migration 0035), through the change feed (db/change-feed.ts): on PostgreSQL every
// server process hears every other's writes, so a notification written anywhere reaches its person's streams
// everywhere, and nobody else's.
//
// A refresh sends the person's unread count and the notifications new since that stream last heard (at most
// FRESH_LIMIT), each marked urgent or not (the admin toasts urgent ones). Refreshes of one person never overlap:
// a change arriving during one runs one more after it. A stream is sent only what it does not know yet.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeFeedOf } from '../db/client';
import type { Subscription } from '../db/change-feed';
import { notifications, URGENT_NOTIFICATION_KINDS } from '../db/schema/index';
import { unreadCount } from './inbox';
import { notificationJson } from './wire';
import type { LiveUpdate } from '../../../definitions/wire/notifications';

export const NOTIFICATIONS_CHANNEL = 'notifications_changed';
const FRESH_LIMIT = 20;

interface Stream {
  userId: string;
  /** The newest notification id this stream has been told of, and the count it was told last. */
  lastId: number;
  unread: number;
  send(update: LiveUpdate): void;
}

interface PersonState {
  streams: Set<Stream>;
  running: boolean;
  again: boolean;
}

export class NotificationHub {
  private people = new Map<string, PersonState>();
  private subscription: Subscription | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Registers a stream and sends it the current count; returns the function that unregisters it. */
  async open(userId: string, send: (update: LiveUpdate) => void): Promise<() => void> {
    this.subscribe();
    const [newest] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true)))
      .orderBy(desc(notifications.id))
      .limit(1);
    const unread = await this.unreadOf(userId);
    const stream: Stream = { userId, lastId: newest?.id ?? 0, unread, send };
    let person = this.people.get(userId);
    if (!person) {
      person = { streams: new Set(), running: false, again: false };
      this.people.set(userId, person);
    }
    person.streams.add(stream);
    send({ unread, live: this.live, fresh: [] });
    return () => {
      person.streams.delete(stream);
      if (person.streams.size === 0 && this.people.get(userId) === person) this.people.delete(userId);
    };
  }

  get live(): boolean {
    return this.subscription?.live ?? false;
  }

  /** Streams open in this process (for tests and logs). */
  get size(): number {
    let n = 0;
    for (const person of this.people.values()) n += person.streams.size;
    return n;
  }

  private subscribe(): void {
    if (this.subscription) return;
    this.subscription = changeFeedOf(this.db).subscribe({
      channels: [NOTIFICATIONS_CHANNEL],
      message: (_channel, payload) => {
        const ids = payload === '*' ? [...this.people.keys()] : payload.split(',');
        for (const id of ids) this.refresh(id);
      },
      // Listening again after a lost connection: changes may have been missed, so everyone is refreshed.
      start: async () => {
        for (const id of this.people.keys()) this.refresh(id);
      },
      stop: () => undefined,
    });
  }

  private unreadOf = async (userId: string, db: Db = this.db) => unreadCount(db, userId);

  private refresh(userId: string): void {
    const person = this.people.get(userId);
    if (!person) return;
    if (person.running) {
      person.again = true;
      return;
    }
    person.running = true;
    void this.run(userId, person);
  }

  private async run(userId: string, person: PersonState): Promise<void> {
    try {
      do {
        person.again = false;
        const streams = [...person.streams];
        if (!streams.length) break;
        const since = Math.min(...streams.map((s) => s.lastId));
        // One snapshot for both reads: a notification committed between them would otherwise be counted but not
        // sent (the count would then run ahead of the list the admin shows).
        const { rows, unread } = await this.db.transaction(
          async (tx) => ({
            rows: await tx
              .select()
              .from(notifications)
              .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), gt(notifications.id, since)))
              .orderBy(desc(notifications.id))
              .limit(FRESH_LIMIT),
            unread: await this.unreadOf(userId, tx),
          }),
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
        for (const stream of streams) {
          const fresh = rows
            .filter((n) => n.id > stream.lastId)
            .map((n) => ({ ...notificationJson(n), urgent: URGENT_NOTIFICATION_KINDS.includes(n.kind) }));
          stream.lastId = Math.max(stream.lastId, ...rows.map((n) => n.id));
          if (!fresh.length && unread === stream.unread) continue; // nothing this stream does not know
          stream.unread = unread;
          stream.send({ unread, live: this.live, fresh });
        }
      } while (person.again);
    } catch (error) {
      this.onError(error);
    } finally {
      person.running = false;
    }
  }
}
