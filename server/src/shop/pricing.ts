// What a cart costs: lines, bundles, promotions by priority and stacking, a coupon, shipping and VAT, all in whole
// agorot (integers, never floats). Pure: the caller loads the rows, this decides the figures, and checkout calls the
// same function inside its transaction, so the price a customer saw is the price the order keeps.
import type { AppliedDiscount } from '../db/schema/orders';
import { runsAt } from '../../../definitions/entity/running';

/** Israeli VAT, percent (since January 2025). */
export const VAT_PERCENT = 18;

/**
 * The VAT of an amount and what it comes to, in whole agorot: an amount that includes VAT holds 18/118 of itself as
 * VAT and stays as it is; one without VAT gets 18% of itself added. The one rule for a cart's or an order's lines,
 * its shipping (which includes VAT) and a receipt's payment (which does too).
 */
export function vatOf(net: number, vatIncluded: boolean): { vat: number; total: number } {
  if (vatIncluded) return { vat: Math.round((net * VAT_PERCENT) / (100 + VAT_PERCENT)), total: net };
  const vat = Math.round((net * VAT_PERCENT) / 100);
  return { vat, total: net + vat };
}

export interface PriceProduct {
  id: number;
  name: string;
  sku: string | null;
  price: number;
  salePrice: number | null;
  saleFrom: string | null;
  saleTo: string | null;
  vatIncluded: boolean;
  categoryIds: number[];
}

export interface PriceBundle {
  id: number;
  name: string;
  items: Array<{ product_id: number; quantity: number }>;
  price: number | null;
  percentOff: number | null;
}

export interface PricePromotion {
  id: number;
  name: string;
  kind: 'percent_off' | 'amount_off' | 'free_shipping' | 'buy_x_get_y';
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  appliesTo: 'order' | 'categories' | 'products';
  categoryIds: number[];
  productIds: number[];
  minOrder: number | null;
  priority: number;
  stackable: boolean;
}

export interface PriceCoupon {
  id: number;
  code: string;
  discountKind: 'percent_off' | 'amount_off' | 'free_shipping' | null;
  discountValue: number | null;
  productIds: number[];
  minOrder: number | null;
  /** The promotion the coupon applies instead of a discount of its own. */
  promotion: PricePromotion | null;
}

export type PriceItem = { itemId: number; quantity: number } & (
  { product: PriceProduct } | { bundle: PriceBundle; products: Map<number, PriceProduct> }
);

export interface PricedLine {
  item_id: number;
  product_id: number | null;
  bundle_id: number | null;
  name: string;
  sku: string | null;
  unit_price: number;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  category_ids: number[];
  /** What the line takes from stock, product by product. */
  stock: Array<{ product_id: number; quantity: number }>;
}

/** A priced line as the order keeps it: its figures as they were when the order was placed. */
export const orderLineOf = (orderId: number, line: PricedLine, placedAt: Date) => ({
  orderId,
  productId: line.product_id,
  bundleId: line.bundle_id,
  name: line.name,
  sku: line.sku,
  unitPrice: line.unit_price,
  quantity: line.quantity,
  discount: line.discount,
  total: line.total,
  categoryIds: line.category_ids,
  stock: line.stock,
  placedAt,
});

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  discounts: AppliedDiscount[];
  discount_total: number;
  shipping_total: number;
  vat_total: number;
  total: number;
  /** The coupon's minimum order was not reached (the coupon stays on the cart but gives nothing). */
  coupon_below_minimum: boolean;
}

/** What an order keeps of its priced cart: the totals as they were when it was placed, and the discounts behind them. */
export const orderTotalsOf = (priced: PricedCart) => ({
  subtotal: priced.subtotal,
  discountTotal: priced.discount_total,
  shippingTotal: priced.shipping_total,
  vatTotal: priced.vat_total,
  total: priced.total,
  discounts: priced.discounts,
});

/** What the cart's coupon took off (its use records it against the coupon's limits). */
export const couponDiscountOf = (priced: PricedCart) =>
  priced.discounts.filter((d) => d.source === 'coupon').reduce((a, d) => a + d.amount, 0);

export interface PriceInput {
  items: PriceItem[];
  promotions: PricePromotion[];
  coupon: PriceCoupon | null;
  shippingPrice: number;
  freeShipping: boolean;
  now: Date;
}

/** The unit price of a product now: its sale price inside the sale's dates, else its price. */
export function unitPriceOf(product: PriceProduct, now: Date): number {
  return product.salePrice !== null && runsAt(product.saleFrom, product.saleTo, now)
    ? product.salePrice
    : product.price;
}

/** A bundle's price: its own, or its products' prices less its percentage. */
export function bundlePriceOf(bundle: PriceBundle, products: Map<number, PriceProduct>, now: Date): number {
  if (bundle.price !== null) return bundle.price;
  const sum = bundle.items.reduce(
    (acc, item) => acc + unitPriceOf(products.get(item.product_id)!, now) * item.quantity,
    0,
  );
  return Math.round((sum * (100 - (bundle.percentOff ?? 0))) / 100);
}

/** `amount` spread over `weights` in whole agorot that add up exactly (largest remainders get the extra agora). */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

function lineOf(item: PriceItem, now: Date): PricedLine {
  if ('product' in item) {
    const p = item.product;
    const unit = unitPriceOf(p, now);
    return {
      item_id: item.itemId,
      product_id: p.id,
      bundle_id: null,
      name: p.name,
      sku: p.sku,
      unit_price: unit,
      quantity: item.quantity,
      subtotal: unit * item.quantity,
      discount: 0,
      total: 0,
      category_ids: p.categoryIds,
      stock: [{ product_id: p.id, quantity: item.quantity }],
    };
  }
  const unit = bundlePriceOf(item.bundle, item.products, now);
  return {
    item_id: item.itemId,
    product_id: null,
    bundle_id: item.bundle.id,
    name: item.bundle.name,
    sku: null,
    unit_price: unit,
    quantity: item.quantity,
    subtotal: unit * item.quantity,
    discount: 0,
    total: 0,
    category_ids: [],
    stock: item.bundle.items.map((b) => ({ product_id: b.product_id, quantity: b.quantity * item.quantity })),
  };
}

/** The lines a promotion (or coupon) reaches: the whole order, its categories, or its products (bundles only by the whole order). */
function reached(
  lines: PricedLine[],
  scope: 'order' | 'categories' | 'products',
  categoryIds: number[],
  productIds: number[],
): number[] {
  return lines.flatMap((line, i) => {
    if (scope === 'order') return [i];
    if (line.product_id === null) return [];
    if (scope === 'products') return productIds.includes(line.product_id) ? [i] : [];
    return line.category_ids.some((c) => categoryIds.includes(c)) ? [i] : [];
  });
}

/** Takes up to `amount` off the given lines in proportion to what is left on each; answers what was taken. */
function takeOff(lines: PricedLine[], indexes: number[], amount: number): number {
  const left = indexes.map((i) => lines[i].subtotal - lines[i].discount);
  const taken = Math.min(
    amount,
    left.reduce((a, b) => a + b, 0),
  );
  allocate(taken, left).forEach((share, k) => (lines[indexes[k]].discount += share));
  return taken;
}

interface Rule {
  kind: PricePromotion['kind'];
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  indexes: number[];
}

/** Applies one discount rule; answers the agorot taken off the lines and whether it makes shipping free. */
function apply(lines: PricedLine[], rule: Rule): { amount: number; freeShipping: boolean } {
  const left = rule.indexes.reduce((acc, i) => acc + lines[i].subtotal - lines[i].discount, 0);
  switch (rule.kind) {
    case 'free_shipping':
      return { amount: 0, freeShipping: true };
    case 'percent_off':
      return { amount: takeOff(lines, rule.indexes, Math.round((left * rule.value) / 100)), freeShipping: false };
    case 'amount_off':
      return { amount: takeOff(lines, rule.indexes, rule.value), freeShipping: false };
    case 'buy_x_get_y': {
      const group = (rule.buyQuantity ?? 0) + (rule.getQuantity ?? 0);
      let amount = 0;
      for (const i of rule.indexes) {
        const line = lines[i];
        if (group === 0 || line.product_id === null) continue;
        const free = Math.floor(line.quantity / group) * (rule.getQuantity ?? 0);
        amount += takeOff(lines, [i], free * line.unit_price);
      }
      return { amount, freeShipping: false };
    }
  }
}

const ruleOfPromotion = (lines: PricedLine[], p: PricePromotion): Rule => ({
  kind: p.kind,
  value: p.value,
  buyQuantity: p.buyQuantity,
  getQuantity: p.getQuantity,
  indexes: reached(lines, p.appliesTo, p.categoryIds, p.productIds),
});

/**
 * The cart's figures. Promotions go by priority (highest first, then the older one): a promotion that does not
 * stack applies only alone, and once it applies no other promotion does; stackable ones add up. The coupon comes
 * after the promotions, on what is left. VAT by vatOf, line by line (a bundle's price and shipping include it).
 */
export function priceCart(input: PriceInput): PricedCart {
  const { now } = input;
  const lines = input.items.map((item) => lineOf(item, now));
  const subtotal = lines.reduce((acc, l) => acc + l.subtotal, 0);
  const discounts: AppliedDiscount[] = [];
  let freeShipping = input.freeShipping;
  let shippingDiscount = 0;
  const shippingPrice = lines.length ? input.shippingPrice : 0;

  const record = (
    source: AppliedDiscount['source'],
    id: number,
    name: string,
    result: { amount: number; freeShipping: boolean },
  ) => {
    let amount = result.amount;
    if (result.freeShipping && !freeShipping && shippingPrice > 0) {
      freeShipping = true;
      shippingDiscount = shippingPrice;
      amount += shippingPrice;
    }
    if (amount > 0) discounts.push({ source, id, name, amount });
    return amount > 0;
  };

  const ordered = [...input.promotions].sort((a, b) => b.priority - a.priority || a.id - b.id);
  let alone = false;
  for (const promotion of ordered) {
    if (alone) break;
    if (promotion.minOrder !== null && subtotal < promotion.minOrder) continue;
    if (!promotion.stackable && discounts.length > 0) continue;
    const applied = record('promotion', promotion.id, promotion.name, apply(lines, ruleOfPromotion(lines, promotion)));
    if (applied && !promotion.stackable) alone = true;
  }

  let couponBelowMinimum = false;
  const { coupon } = input;
  if (coupon) {
    const minimum = coupon.minOrder ?? coupon.promotion?.minOrder ?? null;
    if (minimum !== null && subtotal < minimum) couponBelowMinimum = true;
    else {
      const rule: Rule | null = coupon.promotion
        ? ruleOfPromotion(lines, coupon.promotion)
        : coupon.discountKind
          ? {
              kind: coupon.discountKind,
              value: coupon.discountValue ?? 0,
              buyQuantity: null,
              getQuantity: null,
              indexes: reached(lines, coupon.productIds.length ? 'products' : 'order', [], coupon.productIds),
            }
          : null;
      if (rule) record('coupon', coupon.id, coupon.code, apply(lines, rule));
    }
  }

  let vatTotal = 0;
  let linesTotal = 0;
  for (const [i, line] of lines.entries()) {
    const item = input.items[i];
    // a bundle's price includes VAT
    const { vat, total } = vatOf(line.subtotal - line.discount, 'product' in item ? item.product.vatIncluded : true);
    line.total = total;
    vatTotal += vat;
    linesTotal += total;
  }
  const shippingTotal = freeShipping ? 0 : shippingPrice;
  vatTotal += vatOf(shippingTotal, true).vat;
  const lineDiscounts = lines.reduce((acc, l) => acc + l.discount, 0);
  return {
    lines,
    subtotal,
    discounts,
    discount_total: lineDiscounts + shippingDiscount,
    shipping_total: shippingTotal,
    vat_total: vatTotal,
    total: linesTotal + shippingTotal,
    coupon_below_minimum: couponBelowMinimum,
  };
}
