import type { DemoSeed } from './types';
import { shippingOptions } from '../schema/index';

export const shippingOptionsDemo: DemoSeed = {
  name: 'demo:shipping-options',
  async run(tx) {
    // prices in agorot
    await tx.insert(shippingOptions).values([
      { name: 'משלוח רגיל עד הבית', price: 2990, isActive: true, isDefault: true },
      { name: 'משלוח מהיר (עד 2 ימי עסקים)', price: 4990, isActive: true },
      { name: 'איסוף עצמי מהחנות', price: 0, isActive: true },
      { name: 'דואר רשום', price: 1990, isActive: true },
      { name: 'שליח לאילת', price: 7900, isActive: false },
    ]);
  },
};
