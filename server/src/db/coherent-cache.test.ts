import { describe, expect, it } from 'vitest';
import type { ChangeFeed, FeedListener } from './change-feed';
import { CoherentCache, idsOrAll } from './coherent-cache';

/** A feed driven by the test: it says when listening starts and stops, and what is notified. */
function fakeFeed() {
  const listeners: { listener: FeedListener; subscription: { live: boolean } }[] = [];
  const feed: ChangeFeed = {
    subscribe(listener) {
      const subscription = { live: false };
      listeners.push({ listener, subscription });
      return subscription;
    },
    sync: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed,
    async start() {
      for (const { listener, subscription } of listeners) {
        await listener.start?.(async () => []);
        subscription.live = true;
      }
    },
    stop() {
      for (const { listener, subscription } of listeners) {
        subscription.live = false;
        listener.stop();
      }
    },
    notify(channel: string, payload: string) {
      for (const { listener } of listeners) if (listener.channels.includes(channel)) listener.message(channel, payload);
    },
  };
}

function cacheOn(feed: ChangeFeed, maxEntries = 10) {
  return new CoherentCache<number, string>(feed, {
    channels: ['things'],
    dropped: (_channel, payload) => idsOrAll(payload, Number),
    maxEntries,
  });
}

describe('CoherentCache', () => {
  it('answers nothing and keeps nothing until its feed is live', async () => {
    const f = fakeFeed();
    const cache = cacheOn(f.feed);
    expect(cache.set(cache.ticket(), 1, 'one')).toBe(false);
    expect(cache.get(1)).toBeUndefined();
    await f.start();
    expect(cache.set(cache.ticket(), 1, 'one')).toBe(true);
    expect(cache.get(1)).toBe('one');
  });

  it('drops the keys a notification names, and everything for *', async () => {
    const f = fakeFeed();
    const cache = cacheOn(f.feed);
    await f.start();
    for (const id of [1, 2, 3]) cache.set(cache.ticket(), id, `v${id}`);
    f.notify('things', '1,3');
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, 'v2', undefined]);
    f.notify('other', '2');
    expect(cache.get(2)).toBe('v2');
    f.notify('things', '*');
    expect(cache.get(2)).toBeUndefined();
  });

  it('refuses a value read before a notification came in (it may predate the change)', async () => {
    const f = fakeFeed();
    const cache = cacheOn(f.feed);
    await f.start();
    const ticket = cache.ticket();
    f.notify('things', '7'); // a change to another key still refuses it: the ticket cannot tell which rows the read saw
    expect(cache.set(ticket, 1, 'stale')).toBe(false);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.set(cache.ticket(), 1, 'fresh')).toBe(true);
  });

  it('forgets everything, and refuses reads begun before, when the feed stops', async () => {
    const f = fakeFeed();
    const cache = cacheOn(f.feed);
    await f.start();
    cache.set(cache.ticket(), 1, 'one');
    const ticket = cache.ticket();
    f.stop();
    expect(cache.get(1)).toBeUndefined();
    expect(cache.ticket()).toBe(-1);
    await f.start();
    expect(cache.get(1)).toBeUndefined();
    expect(cache.set(ticket, 2, 'begun before the stop')).toBe(false);
  });

  it('keeps at most maxEntries, the oldest going first', async () => {
    const f = fakeFeed();
    const cache = cacheOn(f.feed, 3);
    await f.start();
    for (const id of [1, 2, 3, 4]) cache.set(cache.ticket(), id, `v${id}`);
    expect(cache.size).toBe(3);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(4)).toBe('v4');
  });
});

describe('idsOrAll', () => {
  it('reads the payloads of migration 0007', () => {
    expect(idsOrAll('12,5', Number)).toEqual([12, 5]);
    expect(idsOrAll('ab,cd', String)).toEqual(['ab', 'cd']);
    expect(idsOrAll('*', Number)).toBe('all');
  });
});
