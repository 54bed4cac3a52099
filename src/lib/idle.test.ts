import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task in an idle period no sooner than asked, and not at all once called off', () => {
    const task = vi.fn();
    whenIdle(task, { after: 3000 });
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);

    const calledOff = vi.fn();
    const cancel = whenIdle(calledOff, { after: 3000 });
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(calledOff).not.toHaveBeenCalled();
  });
});
