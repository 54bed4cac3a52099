import createCache, { type EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/locales';
import { cancelIdle, requestIdle } from '../lib/idle';

/** A style a cache has inserted: its name, its source (before the direction's plugins) and whether it is a class's. */
interface Inserted {
  name: string;
  styles: string;
  ofClass: boolean;
}

/** Each cache's styles in the order inserted, so that the other direction's cache can be given them ahead. */
const insertedBy = new Map<EmotionCache, Inserted[]>();

/** A cache that keeps a list of what it inserts (a class's styles, a keyframes; not global styles). */
function recordingCache(key: string, stylisPlugins: NonNullable<Parameters<typeof createCache>[0]['stylisPlugins']>) {
  const cache = createCache({ key, stylisPlugins });
  const list: Inserted[] = [];
  insertedBy.set(cache, list);
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined)
      list.push({ name: serialized.name, styles: serialized.styles, ofClass: selector !== '' });
    return insert(selector, serialized, sheet, shouldCache);
  };
  return cache;
}

/**
 * One emotion cache per direction: the right-to-left one runs stylis-plugin-rtl, which flips
 * physical properties (left/right, margins, paddings) in every style MUI and we generate.
 */
const caches: Record<Direction, EmotionCache> = {
  rtl: recordingCache('muirtl', [prefixer, rtlPlugin]),
  ltr: recordingCache('mui', [prefixer]),
};

export const emotionCacheFor = (direction: Direction): EmotionCache => caches[direction];

/** Styles inserted per slice of idle time at most, and the slice's end kept free for the browser. */
const PER_CHECK = 20;
const SPARE_MS = 2;
/** How long a slice waits for idle time at most. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * How far each direction's cache has been given the other's list: the list only grows at its end, so a later fill
 * goes on from there rather than walking again what an earlier one gave.
 */
const filledUpTo: Record<Direction, number> = { rtl: 0, ltr: 0 };

/**
 * Gives `direction`'s cache, a slice at a time in the browser's idle time, every style the other direction's cache
 * has inserted and it has not: a switch of language then draws the page without compiling and inserting its styles
 * for the first time. A call goes on where the last one stopped. Returns how to call it off.
 */
export function fillCacheAhead(direction: Direction): () => void {
  const target = caches[direction];
  const source = caches[direction === 'rtl' ? 'ltr' : 'rtl'];
  const list = insertedBy.get(source) ?? [];
  let next = filledUpTo[direction];
  let handle: number | undefined;
  const step = (deadline: { timeRemaining: () => number }) => {
    while (next < list.length && deadline.timeRemaining() > SPARE_MS) {
      for (const end = Math.min(list.length, next + PER_CHECK); next < end; next += 1) {
        const { name, styles, ofClass } = list[next];
        if (target.inserted[name] !== undefined) continue;
        const serialized: SerializedStyles = { name, styles, next: undefined };
        target.insert(ofClass ? `.${target.key}-${name}` : '', serialized, target.sheet, true);
      }
    }
    filledUpTo[direction] = next;
    handle = next < list.length ? requestIdle(step, IDLE_TIMEOUT_MS) : undefined;
  };
  handle = requestIdle(step, IDLE_TIMEOUT_MS);
  return () => {
    if (handle !== undefined) cancelIdle(handle);
  };
}
