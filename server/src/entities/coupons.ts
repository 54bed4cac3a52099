// Coupons under /api/ecommerce/coupon (CRUD), plus generating a campaign's codes at once.
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { toColumns } from '../crud/records';
import { coupons, DISCOUNT_KINDS, products } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { queryBool, zInt } from '../schemas/common';
import { afterWrite, agorot, checkDiscount, idList, ruleError, when } from './rules';

const CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const code = () =>
  z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(CODE, { error: 'Code may hold 3-40 letters, digits, hyphens and underscores', params: { code: 'coupon_code_invalid' } } as never));

const fields = {
  campaign: z.string().trim().max(100).nullable().optional(),
  discount_kind: z.enum(DISCOUNT_KINDS).nullable().optional(),
  discount_value: zInt().min(0).max(10_000_000_000).nullable().optional(),
  promotion_id: zInt().min(1).max(2_147_483_647).nullable().optional(),
  product_ids: idList().optional(),
  min_order: agorot().nullable().optional(),
  usage_limit: zInt().min(1).max(10_000_000).nullable().optional(),
  per_customer_limit: zInt().min(1).max(1000).nullable().optional(),
  expires_at: when().nullable().optional(),
  is_active: z.boolean().optional(),
};

const create = z.object({ code: code(), ...fields }).strict();

const generate = z
  .object({
    count: zInt().min(1).max(5000),
    prefix: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{0,12}$/).optional(),
    length: zInt().min(6).max(16).optional(),
    ...fields,
  })
  .strict();

const randomCode = (prefix: string, length: number) => prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A coupon gives a discount of its own or applies a promotion: one of the two. */
function checkCoupon(record: Record<string, unknown>): void {
  if (!record.promotion_id && !record.discount_kind) throw ruleError('discount_kind', 'give a discount or a promotion', null, 'discount_or_promotion');
  checkDiscount(record, 'discount_kind', 'discount_value');
}

export default defineCrud({
  name: 'coupon',
  table: coupons,
  base: '/ecommerce/coupon',
  listPath: '/ecommerce/coupons',
  paging: 'offset',
  defaultLimit: 20,
  create,
  notes: true,
  search: ['code', 'campaign'],
  refs: { product_ids: { table: products } },
  filters: { is_active: { schema: queryBool() }, campaign: { schema: z.string().max(100) } },
  defaultSort: 'id',
  defaultOrder: 'desc',
  hooks: {
    async beforeWrite(tx, values, { id }) {
      checkCoupon(await afterWrite(tx, coupons, values, id));
      return values;
    },
  },
  extend: async (app) => {
    app.post('/ecommerce/coupon/generate', {
      schema: {
        tags: ['coupon'],
        summary: 'Make `count` unique random codes with the same discount, in one transaction',
        security: authSecurity,
        body: generate,
        response: { 201: z.object({ campaign: z.string().nullable(), codes: z.array(z.string()) }), ...errorResponses(401, 403, 422) },
      },
      handler: async (request, reply) => {
        const { count, prefix = '', length = 8, ...rest } = request.body;
        checkCoupon(rest);
        const codes = await app.db.transaction(async (tx) => {
          const made = new Set<string>();
          // Codes already taken are drawn again; with 31^8 codes a clash is rare, so a few rounds suffice.
          for (let round = 0; round < 5 && made.size < count; round += 1) {
            const wanted = new Set<string>();
            while (wanted.size < count - made.size) {
              const c = randomCode(prefix, length);
              if (!made.has(c)) wanted.add(c);
            }
            const taken = await tx.select({ code: coupons.code }).from(coupons).where(inArray(coupons.code, [...wanted]));
            for (const c of wanted) if (!taken.some((t) => t.code === c)) made.add(c);
          }
          const list = [...made];
          if (rest.product_ids?.length) {
            const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, rest.product_ids));
            if (found.length !== new Set(rest.product_ids).size) throw ruleError('product_ids', 'no record with this id', rest.product_ids, 'not_found');
          }
          for (let i = 0; i < list.length; i += 500) await tx.insert(coupons).values(list.slice(i, i + 500).map((c) => ({ ...toColumns(coupons, rest), code: c }) as typeof coupons.$inferInsert));
          return list;
        });
        return reply.code(201).send({ campaign: rest.campaign ?? null, codes });
      },
    });
  },
  sample: (unique) => ({ code: `C${unique.toUpperCase()}`, discount_kind: 'percent_off', discount_value: 10 }),
});

