import { describe, expect, it, vi } from 'vitest';
import { emotionCacheFor, fillCacheAhead } from './emotionCache';

const style = (name: string) => ({ name, styles: `margin-left:${name.length}px;`, next: undefined });

describe('fillCacheAhead', () => {
  it("gives a cache the other direction's styles, and a later fill what came since", async () => {
    // jsdom has no requestIdleCallback: the idle helper falls back to a timer.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const rtl = emotionCacheFor('rtl');
      const ltr = emotionCacheFor('ltr');
      rtl.insert('.muirtl-first', style('first'), rtl.sheet, true);
      fillCacheAhead('ltr');
      await vi.runAllTimersAsync();
      expect(ltr.inserted.first).toBeDefined();

      const insert = vi.spyOn(ltr, 'insert');
      rtl.insert('.muirtl-second', style('second'), rtl.sheet, true);
      fillCacheAhead('ltr');
      await vi.runAllTimersAsync();
      expect(insert.mock.calls.map(([, serialized]) => serialized.name)).toEqual(['second']);
      expect(ltr.inserted.second).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
