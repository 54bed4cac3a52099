import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from './periodic';

afterEach(() => vi.useRealTimers());

describe('runPeriodically', () => {
  it('runs first after its pause, then every period, never two at once; logs a failure and goes on; stops', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    let runs = 0;
    let release: () => void = () => undefined;
    const stop = runPeriodically({ everyMs: 1000, firstAfterMs: 100, log, failure: 'job failed' }, async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      if (runs === 2) throw new Error('boom');
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2000); // the first run is still going: the ticks due meanwhile are skipped
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    expect((errors[0] as [unknown, string])[1]).toBe('job failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});
