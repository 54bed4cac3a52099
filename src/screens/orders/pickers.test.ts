import { describe, expect, it } from 'vitest';
import { bundleOption } from './pickers';

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const option = bundleOption('he', 'not on sale now');

describe('bundleOption', () => {
  it('a bundle on sale now offers its price', () => {
    const row = { id: 3, name: 'מארז קיץ', price: 9900, starts_at: iso(-DAY), ends_at: iso(DAY) };
    expect(option(row)).toMatchObject({ id: 3, label: 'מארז קיץ' });
    expect(option(row).disabled).toBeFalsy();
    expect(option(row).detail).toMatch(/99/);
    expect(option({ id: 4, name: 'בלי מחיר', price: null, percent_off: 15 }).detail).toBe('-15%');
  });

  it('a bundle that ended or has not started is shown but cannot be picked, and says why', () => {
    for (const [starts_at, ends_at] of [
      [iso(-2 * DAY), iso(-DAY)],
      [iso(DAY), null],
    ])
      expect(option({ id: 5, name: 'מארז חורף', price: 5000, starts_at, ends_at })).toEqual({
        id: 5,
        label: 'מארז חורף',
        detail: 'not on sale now',
        disabled: true,
      });
  });
});
