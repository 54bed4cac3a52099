import { afterEach, describe, expect, it, vi } from 'vitest';
import { shekels } from '../../lib/format';
import { productOption } from './pickers';

describe('productOption', () => {
  afterEach(() => vi.useRealTimers());
  const row = {
    id: 1,
    name: 'ספר',
    price: 10000,
    sale_price: 8000,
    sale_from: '2031-03-01T10:00:00.000Z',
    sale_to: '2031-03-08T10:00:00.000Z',
  };
  const detailAt = (at: string, product: Record<string, unknown> = row) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    return productOption('he')(product).detail;
  };

  it('shows the sale price while the sale runs, from its start until its end (excluded), as the cart prices it', () => {
    expect(detailAt('2031-03-01T09:59:59.999Z')).toBe(shekels(10000, 'he'));
    expect(detailAt('2031-03-01T10:00:00.000Z')).toBe(shekels(8000, 'he'));
    expect(detailAt('2031-03-08T09:59:59.999Z')).toBe(shekels(8000, 'he'));
    expect(detailAt('2031-03-08T10:00:00.000Z')).toBe(shekels(10000, 'he'));
  });

  it('a sale without dates always runs; no sale price, the price', () => {
    expect(detailAt('2031-03-08T10:00:00.000Z', { ...row, sale_from: null, sale_to: null })).toBe(shekels(8000, 'he'));
    expect(detailAt('2031-03-04T10:00:00.000Z', { ...row, sale_price: null })).toBe(shekels(10000, 'he'));
  });
});
