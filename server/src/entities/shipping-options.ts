// Shipping options' own rule beside their definition (definitions/entities/shipping-options.ts): at most one option
// is the default, so setting is_default clears it elsewhere in the same transaction (a partial unique index guards it).
import { and, eq, ne } from 'drizzle-orm';
import type { CrudEntity } from '../crud/defineCrud';
import { shippingOptions } from '../db/schema/index';

const bespoke: Partial<CrudEntity> = {
  hooks: {
    async beforeWrite(tx, values, { id }) {
      if (values.is_default === true) {
        const isDefault = eq(shippingOptions.is_default, true);
        await tx
          .update(shippingOptions)
          .set({ is_default: false })
          .where(id === undefined ? isDefault : and(isDefault, ne(shippingOptions.id, id)));
      }
      return values;
    },
  },
};

export default bespoke;
