import { describe, expect, it } from 'vitest';
import { cronEvery } from './cron';

describe('cronEvery', () => {
  it.each([
    [1, '* * * * *'],
    [5, '*/5 * * * *'],
    [7, '*/6 * * * *'],
    [60, '0 * * * *'],
    [120, '0 */2 * * *'],
    [300, '0 */4 * * *'],
    [1440, '0 0 * * *'],
    [10_000, '0 0 * * *'],
  ])('every %i minutes is %s', (minutes, cron) => {
    expect(cronEvery(minutes)).toBe(cron);
  });
});
