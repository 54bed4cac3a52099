import { describe, expect, it } from 'vitest';
import { bundleOption, customerOption, withCustomerRecipient } from './pickers';

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

describe('withCustomerRecipient', () => {
  const customer = customerOption({
    id: 9,
    first_name: 'נועה',
    last_name: 'לוי',
    emails: [{ value: 'noa@example.com' }],
    phones: [{ value: '0521234567' }],
  });

  it("fills the recipient's empty name and phone from the customer", () => {
    expect(withCustomerRecipient({ city: 'חיפה' }, customer)).toEqual({
      city: 'חיפה',
      name: 'נועה לוי',
      phone: '0521234567',
    });
    expect(withCustomerRecipient({ name: '  ' }, customer)).toMatchObject({ name: 'נועה לוי' });
  });

  it('keeps what was typed, and fills nothing from a customer without a name or phone', () => {
    expect(withCustomerRecipient({ name: 'דן', phone: '031111111' }, customer)).toEqual({
      name: 'דן',
      phone: '031111111',
    });
    expect(withCustomerRecipient({}, customerOption({ id: 4 }))).toEqual({});
    expect(withCustomerRecipient({ zip: '1' }, null)).toEqual({ zip: '1' });
  });
});
