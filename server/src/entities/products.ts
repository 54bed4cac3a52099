// Products under /api/ecommerce/product, listed at /api/ecommerce/list_products (offset/limit, 20).
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { fileKeys, richText } from '../crud/fields';
import { authors, PRODUCT_KINDS, productCategories, products } from '../db/schema/index';
import { queryBool, zInt } from '../schemas/common';
import { normaliseIsbn } from './isbn';
import { afterWrite, agorot, checkRange, idList, ruleError, when } from './rules';
import { slugField } from './slug';

const create = z
  .object({
    name: z.string().trim().min(1).max(300),
    slug: slugField().or(z.literal('')).optional(),
    sku: z.string().trim().max(64).nullable().optional(),
    kind: z.enum(PRODUCT_KINDS).optional(),
    short_description: z.string().max(1000).nullable().optional(),
    description: richText(100_000).nullable().optional(),
    price: agorot(),
    sale_price: agorot().nullable().optional(),
    sale_from: when().nullable().optional(),
    sale_to: when().nullable().optional(),
    vat_included: z.boolean().optional(),
    stock_quantity: zInt().min(0).max(10_000_000).optional(),
    track_stock: z.boolean().optional(),
    allow_backorder: z.boolean().optional(),
    weight_grams: zInt().min(0).max(1_000_000).nullable().optional(),
    images: fileKeys(50).optional(),
    category_ids: idList().optional(),
    author_ids: idList().optional(),
    isbn: z.string().trim().max(20).nullable().optional(),
    publisher: z.string().trim().max(200).nullable().optional(),
    pages: zInt().min(1).max(100_000).nullable().optional(),
    language: z.string().trim().max(40).nullable().optional(),
    is_active: z.boolean().optional(),
    featured: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'product',
  table: products,
  base: '/ecommerce/product',
  listPath: '/ecommerce/list_products',
  paging: 'offset',
  defaultLimit: 20,
  create,
  notes: true,
  search: ['name', 'sku', 'isbn', 'publisher'],
  searchDocument: 'search', // those four, folded and indexed (migration 0038_hebrew_search)
  codeFields: ['sku', 'isbn'], // unique, each on its own index
  refs: { category_ids: { table: productCategories }, author_ids: { table: authors } },
  filters: {
    kind: { schema: z.enum(PRODUCT_KINDS) },
    is_active: { schema: queryBool() },
    featured: { schema: queryBool() },
  },
  defaultSort: 'id',
  defaultOrder: 'desc',
  slug: { from: 'name' },
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const out = { ...values };
      if (out.sku === '') out.sku = null;
      if (typeof out.isbn === 'string') {
        if (out.isbn === '') out.isbn = null;
        else {
          const isbn = normaliseIsbn(out.isbn);
          if (!isbn) throw ruleError('isbn', 'the ISBN check digit does not match', out.isbn, 'isbn_invalid');
          out.isbn = isbn;
        }
      }
      const record = await afterWrite(tx, products, out, id);
      if (typeof record.sale_price === 'number' && typeof record.price === 'number' && record.sale_price >= record.price) {
        throw ruleError('sale_price', 'the sale price must be below the price', record.sale_price, 'sale_not_below_price');
      }
      checkRange(record, 'sale_from', 'sale_to');
      return out;
    },
  },
  sample: (unique) => ({ name: `ספר ${unique}`, slug: `book-${unique}`, price: 8900 }),
});
