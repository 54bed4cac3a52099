import type { DemoSeed } from './types';
import { shippingOptions } from '../schema/index';

export const shippingOptionsDemo: DemoSeed = {
  name: 'demo:shipping-options',
  async run(tx) {
    await tx.insert(shippingOptions).values([
      { name: 'משלוח רגיל עד הבית', price: 29.9, isActive: true, isDefault: true },
      { name: 'משלוח מהיר (עד 2 ימי עסקים)', price: 49.9, isActive: true },
      { name: 'איסוף עצמי מהחנות', price: 0, isActive: true },
      { name: 'דואר רשום', price: 19.9, isActive: true },
      { name: 'שליח לאילת', price: 79, isActive: false },
    ]);
  },
};
