// Products' own rules beside their definition (definitions/entities/products.ts), bespoke because no field kind says
// them: an ISBN is checked by its check digit and kept without separators (a rule of ISBNs alone), and a sale price
// is below the price and a sale ends after it starts (rules across fields, checked on the record as written).
import type { CrudEntity } from '../crud/defineCrud';
import { products } from '../db/schema/index';
import { normaliseIsbn } from './isbn';
import { afterWrite, checkRange, ruleError } from '../crud/rules';

const bespoke: Partial<CrudEntity> = {
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const out = { ...values };
      if (typeof out.isbn === 'string') {
        const isbn = normaliseIsbn(out.isbn);
        if (!isbn) throw ruleError('isbn', 'the ISBN check digit does not match', out.isbn, 'isbn_invalid');
        out.isbn = isbn;
      }
      const record = await afterWrite(tx, products, out, id);
      if (
        typeof record.sale_price === 'number' &&
        typeof record.price === 'number' &&
        record.sale_price >= record.price
      ) {
        throw ruleError(
          'sale_price',
          'the sale price must be below the price',
          record.sale_price,
          'sale_not_below_price',
        );
      }
      checkRange(record, 'sale_from', 'sale_to');
      return out;
    },
  },
  // No ISBN: the generic sample's text would not be one.
  sample: (unique) => ({ name: `ספר ${unique}`, slug: `book-${unique}`, price: 8900 }),
};

export default bespoke;
