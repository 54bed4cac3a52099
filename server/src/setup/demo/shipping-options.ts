import type { DemoSeed } from './types';
import { shippingOptions } from '../../db/schema/index';

export const shippingOptionsDemo: DemoSeed = {
  name: 'demo:shipping-options',
  async run(tx) {
    // prices in agorot
    await tx.insert(shippingOptions).values([
      { name: 'משלוח רגיל עד הבית', price: 2990, is_active: true, is_default: true },
      { name: 'משלוח מהיר (עד 2 ימי עסקים)', price: 4990, is_active: true },
      { name: 'איסוף עצמי מהחנות', price: 0, is_active: true },
      { name: 'דואר רשום', price: 1990, is_active: true },
      { name: 'שליח לאילת', price: 7900, is_active: false },
    ]);
  },
};
