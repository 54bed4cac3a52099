import { afterEach, describe, expect, it } from 'vitest';
import { persistentStore } from './persistentStore';

describe('persistent store', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps values across a new store (a reload), and forgets them on reset', () => {
    const first = persistentStore('t');
    first.setup();
    first.setItem('customers.datatable', ['emails']);
    first.setItem('savedViews.customers.active', 7);
    const second = persistentStore('t');
    second.setup();
    expect(second.getItem('customers.datatable')).toEqual(['emails']);
    second.removeItems('savedViews.');
    expect(persistentStore('t').getItem('savedViews.customers.active')).toBeUndefined();
    second.reset();
    const third = persistentStore('t');
    third.setup();
    expect(third.getItem('customers.datatable')).toBeUndefined();
  });

  it('starts with the values it is given over those kept (the language shown, kept elsewhere)', () => {
    const first = persistentStore('t');
    first.setItem('locale', 'en');
    first.setItem('customers.datatable', ['emails']);
    const second = persistentStore('t', { locale: 'he' });
    expect(second.getItem('locale')).toBe('he');
    expect(second.getItem('customers.datatable')).toEqual(['emails']);
  });
});
