import { afterEach, describe, expect, it, vi } from 'vitest';
import { countInSlices } from './countInSlices';

describe('countInSlices', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the items that pass, yielding between slices', async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => i);
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1)); // every look at the clock: 1 ms later
    const count = await new Promise<number>((resolve) => countInSlices(items, (n) => n % 3 === 0, resolve));
    expect(count).toBe(6667);
    vi.restoreAllMocks();
  });

  it('answers at once for a short list', () => {
    const done = vi.fn();
    countInSlices([1, 2, 3], (n) => n > 1, done);
    expect(done).toHaveBeenCalledWith(2);
  });

  it('stops when cancelled', () => {
    vi.useFakeTimers();
    const items = Array.from({ length: 20_000 }, (_, i) => i);
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    const done = vi.fn();
    const counting = countInSlices(items, () => true, done);
    counting.cancel();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
