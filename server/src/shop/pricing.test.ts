import { describe, expect, it } from 'vitest';
import {
  allocate,
  bundlePriceOf,
  priceCart,
  unitPriceOf,
  vatOf,
  type PriceProduct,
  type PricePromotion,
} from './pricing';

const now = new Date('2026-06-15T10:00:00Z');
const product = (id: number, price: number, extra: Partial<PriceProduct> = {}): PriceProduct => ({
  id,
  name: `p${id}`,
  sku: null,
  price,
  salePrice: null,
  saleFrom: null,
  saleTo: null,
  vatIncluded: true,
  categoryIds: [],
  ...extra,
});
const promotion = (id: number, extra: Partial<PricePromotion>): PricePromotion => ({
  id,
  name: `promo${id}`,
  kind: 'percent_off',
  value: 10,
  buyQuantity: null,
  getQuantity: null,
  appliesTo: 'order',
  categoryIds: [],
  productIds: [],
  minOrder: null,
  priority: 0,
  stackable: false,
  ...extra,
});
const base = { promotions: [], coupon: null, shippingPrice: 0, freeShipping: false, now };

describe('prices', () => {
  it('uses the sale price only inside its dates', () => {
    const p = product(1, 10000, { salePrice: 8000, saleFrom: '2026-06-01T00:00:00Z', saleTo: '2026-07-01T00:00:00Z' });
    expect(unitPriceOf(p, now)).toBe(8000);
    expect(unitPriceOf(p, new Date('2026-07-02T00:00:00Z'))).toBe(10000);
    expect(unitPriceOf({ ...p, saleFrom: null, saleTo: null }, now)).toBe(8000);
  });

  it('prices a bundle by its own price or its products less a percentage', () => {
    const products = new Map([
      [1, product(1, 4990)],
      [2, product(2, 3000)],
    ]);
    const items = [
      { product_id: 1, quantity: 1 },
      { product_id: 2, quantity: 2 },
    ];
    expect(bundlePriceOf({ id: 1, name: 'b', items, price: 9000, percentOff: null }, products, now)).toBe(9000);
    expect(bundlePriceOf({ id: 1, name: 'b', items, price: null, percentOff: 15 }, products, now)).toBe(
      Math.round(10990 * 0.85),
    );
  });

  it('spreads an amount in whole agorot that add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1, [5, 5])).toEqual([1, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    const shares = allocate(999, [333, 334, 7, 0]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

/** A line's VAT and total from its unit price, quantity and whether the price includes VAT, in agorot. */
const VAT_CASES: Array<{ unit: number; quantity: number; vatIncluded: boolean; vat: number; total: number }> = [
  { unit: 5900, quantity: 2, vatIncluded: true, vat: 1800, total: 11800 },
  { unit: 4999, quantity: 1, vatIncluded: true, vat: 763, total: 4999 },
  { unit: 333, quantity: 3, vatIncluded: true, vat: 152, total: 999 },
  { unit: 59, quantity: 1, vatIncluded: true, vat: 9, total: 59 },
  { unit: 1, quantity: 1, vatIncluded: true, vat: 0, total: 1 },
  { unit: 0, quantity: 4, vatIncluded: true, vat: 0, total: 0 },
  { unit: 10000, quantity: 1, vatIncluded: false, vat: 1800, total: 11800 },
  { unit: 4999, quantity: 3, vatIncluded: false, vat: 2699, total: 17696 },
  { unit: 25, quantity: 1, vatIncluded: false, vat: 5, total: 30 },
  { unit: 3, quantity: 1, vatIncluded: false, vat: 1, total: 4 },
  { unit: 1, quantity: 1, vatIncluded: false, vat: 0, total: 1 },
  { unit: 0, quantity: 2, vatIncluded: false, vat: 0, total: 0 },
];

describe("a line's VAT", () => {
  it.each(VAT_CASES)(
    '$unit × $quantity, VAT included: $vatIncluded → VAT $vat, total $total',
    ({ unit, quantity, vatIncluded, vat, total }) => {
      const cart = priceCart({ ...base, items: [{ itemId: 1, quantity, product: product(1, unit, { vatIncluded }) }] });
      expect([cart.lines[0].total, cart.vat_total, cart.total]).toEqual([total, vat, total]);
      expect(vatOf(unit * quantity, vatIncluded)).toEqual({ vat, total });
    },
  );
});

describe('priceCart', () => {
  it('adds lines, shipping and the VAT inside VAT-included prices', () => {
    const cart = priceCart({
      ...base,
      items: [{ itemId: 1, quantity: 2, product: product(1, 5900) }],
      shippingPrice: 2990,
    });
    expect(cart.subtotal).toBe(11800);
    expect(cart.shipping_total).toBe(2990);
    expect(cart.total).toBe(14790);
    expect(cart.vat_total).toBe(Math.round((11800 * 18) / 118) + Math.round((2990 * 18) / 118));
  });

  it('adds 18% to prices without VAT', () => {
    const cart = priceCart({
      ...base,
      items: [{ itemId: 1, quantity: 1, product: product(1, 10000, { vatIncluded: false }) }],
    });
    expect(cart.vat_total).toBe(1800);
    expect(cart.total).toBe(11800);
  });

  it('applies promotions by priority: a non-stacking one alone, stacking ones together', () => {
    const items = [{ itemId: 1, quantity: 1, product: product(1, 10000) }];
    const alone = priceCart({
      ...base,
      items,
      promotions: [
        promotion(1, { value: 10, priority: 5 }),
        promotion(2, { kind: 'amount_off', value: 1000, priority: 1, stackable: true }),
      ],
    });
    expect(alone.discounts.map((d) => d.id)).toEqual([1]);
    expect(alone.total).toBe(9000);
    const together = priceCart({
      ...base,
      items,
      promotions: [
        promotion(1, { value: 10, priority: 5, stackable: true }),
        promotion(2, { kind: 'amount_off', value: 1000, priority: 1, stackable: true }),
      ],
    });
    expect(together.discounts.map((d) => [d.id, d.amount])).toEqual([
      [1, 1000],
      [2, 1000],
    ]);
    expect(together.total).toBe(8000);
    const skipped = priceCart({
      ...base,
      items,
      promotions: [
        promotion(1, { value: 10, priority: 5, stackable: true }),
        promotion(2, { kind: 'amount_off', value: 1000, priority: 1 }),
      ],
    });
    expect(skipped.discounts.map((d) => d.id)).toEqual([1]);
  });

  it('limits promotions to their categories or products and their minimum order', () => {
    const items = [
      { itemId: 1, quantity: 1, product: product(1, 10000, { categoryIds: [7] }) },
      { itemId: 2, quantity: 1, product: product(2, 5000) },
    ];
    const byCategory = priceCart({
      ...base,
      items,
      promotions: [promotion(1, { appliesTo: 'categories', categoryIds: [7], value: 20 })],
    });
    expect(byCategory.lines.map((l) => l.discount)).toEqual([2000, 0]);
    const tooSmall = priceCart({ ...base, items, promotions: [promotion(1, { minOrder: 20000 })] });
    expect(tooSmall.discounts).toEqual([]);
  });

  it('gives buy X get Y units free, never more than the line', () => {
    const cart = priceCart({
      ...base,
      items: [{ itemId: 1, quantity: 7, product: product(1, 3000) }],
      promotions: [
        promotion(1, { kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1, appliesTo: 'products', productIds: [1] }),
      ],
    });
    expect(cart.discount_total).toBe(2 * 3000);
  });

  it('applies the coupon after promotions, free shipping as a discount, and refuses below its minimum', () => {
    const items = [{ itemId: 1, quantity: 1, product: product(1, 10000) }];
    const coupon = {
      id: 9,
      code: 'SAVE10',
      discountKind: 'percent_off' as const,
      discountValue: 10,
      productIds: [],
      minOrder: null,
      promotion: null,
    };
    const cart = priceCart({ ...base, items, promotions: [promotion(1, { kind: 'amount_off', value: 2000 })], coupon });
    expect(cart.discounts.map((d) => [d.source, d.amount])).toEqual([
      ['promotion', 2000],
      ['coupon', 800],
    ]);
    expect(cart.total).toBe(7200);
    const shipping = priceCart({
      ...base,
      items,
      shippingPrice: 3000,
      coupon: { ...coupon, discountKind: 'free_shipping' },
    });
    expect(shipping.shipping_total).toBe(0);
    expect(shipping.discount_total).toBe(3000);
    expect(shipping.total).toBe(10000);
    const below = priceCart({ ...base, items, coupon: { ...coupon, minOrder: 20000 } });
    expect(below.coupon_below_minimum).toBe(true);
    expect(below.total).toBe(10000);
  });

  it('never discounts below zero', () => {
    const cart = priceCart({
      ...base,
      items: [{ itemId: 1, quantity: 1, product: product(1, 500) }],
      promotions: [promotion(1, { kind: 'amount_off', value: 100000 })],
    });
    expect(cart.total).toBe(0);
    expect(cart.discount_total).toBe(500);
  });

  it('charges no shipping on an empty cart', () => {
    expect(priceCart({ ...base, items: [], shippingPrice: 3000 }).total).toBe(0);
  });
});
