// Coupons' own rules beside their definition (definitions/entities/coupons.ts): a coupon gives a discount of its own
// or applies a promotion, and a percentage is at most 100 (rules across fields); and a campaign's codes made at once
// (POST /ecommerce/coupon/generate), each with the same discount, in one transaction.
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import couponDefinition from '../../../definitions/entities/coupons';
import type { CrudEntity } from '../crud/defineCrud';
import { createSchemaOf } from '../crud/from-definition';
import { toColumns } from '../crud/records';
import { coupons, products } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { zInt } from '../schemas/common';
import { checkAfterWrite, checkDiscount, ruleError } from '../crud/rules';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** What every generated code shares: a coupon's fields but its code. */
const shared = createSchemaOf(couponDefinition).omit({ code: true }).shape;

const generate = z
  .object({
    count: zInt().min(1).max(5000),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,12}$/)
      .optional(),
    length: zInt().min(6).max(16).optional(),
    ...shared,
  })
  .strict();

const randomCode = (prefix: string, length: number) =>
  prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A coupon gives a discount of its own or applies a promotion: one of the two. */
function checkCoupon(record: Record<string, unknown>): void {
  if (!record.promotion_id && !record.discount_kind)
    throw ruleError('discount_kind', 'give a discount or a promotion', null, 'discount_or_promotion');
  checkDiscount(record, 'discount_kind', 'discount_value');
}

const bespoke: Partial<CrudEntity> = {
  hooks: {
    beforeWrite: checkAfterWrite(coupons, checkCoupon),
  },
  extend: async (app) => {
    app.post('/ecommerce/coupon/generate', {
      schema: {
        tags: ['coupon'],
        summary: 'Make `count` unique random codes with the same discount, in one transaction',
        security: authSecurity,
        body: generate,
        response: {
          201: z.object({ campaign: z.string().nullable(), codes: z.array(z.string()) }),
          ...errorResponses(401, 403, 422),
        },
      },
      handler: async (request, reply) => {
        // The shared fields' types come from the definition at run time.
        const {
          count,
          prefix = '',
          length = 8,
          ...rest
        } = request.body as { count: number; prefix?: string; length?: number } & Record<string, unknown>;
        const productIds = rest.product_ids as number[] | undefined;
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
            const taken = await tx
              .select({ code: coupons.code })
              .from(coupons)
              .where(inArray(coupons.code, [...wanted]));
            for (const c of wanted) if (!taken.some((t) => t.code === c)) made.add(c);
          }
          const list = [...made];
          if (productIds?.length) {
            const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
            if (found.length !== new Set(productIds).size)
              throw ruleError('product_ids', 'no record with this id', productIds, 'not_found');
          }
          for (let i = 0; i < list.length; i += 500)
            await tx
              .insert(coupons)
              .values(
                list
                  .slice(i, i + 500)
                  .map((c) => ({ ...toColumns(coupons, rest), code: c }) as typeof coupons.$inferInsert),
              );
          return list;
        });
        return reply.code(201).send({ campaign: (rest.campaign as string | null | undefined) ?? null, codes });
      },
    });
  },
  // A code by its pattern (the generic sample's text would not be one).
  sample: (unique) => ({ code: `C${unique.toUpperCase()}`, discount_kind: 'percent_off', discount_value: 10 }),
};

export default bespoke;
