// Subscription payments' own rules beside their definition (definitions/entities/subscription-payments.ts): a payment
// staff record by hand takes its customer from its subscription; one that succeeds gets the next receipt number in the
// same transaction (receipt_counter), so numbers never skip nor repeat, and keeps it; only a paid one is refunded.
// And its routes beyond the CRUD: the receipt (as data and as a PDF) and the refund through the provider, once.
import { eq } from 'drizzle-orm';
import { currentUser } from '../auth/guards';
import { sendReceiptPdf } from '../billing/receipt-pdf';
import { receiptOf, receiptSchema } from '../billing/receipts';
import { nextReceiptNumber } from '../db/receipt-counter';
import { refundPayment } from '../billing/refunds';
import { paymentProviderFor } from '../billing/providers';
import { toWire } from '../crud/records';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { z } from 'zod';
import type { CrudEntity } from '../crud/defineCrud';
import { subscriptionPayments, subscriptions } from '../db/schema/index';
import subscriptionEntity from './subscriptions';
import { intIdParams } from '../schemas/common';
import { afterWrite, ruleError } from '../crud/rules';

const bespoke: Partial<CrudEntity> = {
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const next = await afterWrite(tx, subscriptionPayments, values, id);
      const extra: Record<string, unknown> = {};
      if (id === undefined) {
        const [subscription] = await tx
          .select({ personId: subscriptions.personId })
          .from(subscriptions)
          .where(eq(subscriptions.id, Number(values.subscription_id)));
        if (!subscription)
          throw ruleError('subscription_id', 'no record with this id', values.subscription_id, 'not_found');
        extra.person_id = subscription.personId;
      }
      if (next.status === 'refunded' && id !== undefined && !next.receipt_number)
        throw ruleError('status', 'only a payment that succeeded can be refunded', next.status, 'refund_unpaid');
      if (next.status === 'succeeded' && !next.receipt_number) {
        extra.receipt_number = await nextReceiptNumber(tx);
        if (!next.paid_at) extra.paid_at = new Date().toISOString();
      }
      return { ...values, ...extra };
    },
  },
  extend: async (app) => {
    const provider = paymentProviderFor(app.db, app.config);
    app.get('/subscription_payment/:id/receipt', {
      schema: {
        tags: ['subscription_payment'],
        summary:
          'The receipt of a payment that went through: its number, the customer, what was paid for and the VAT inside (18%)',
        security: authSecurity,
        params: intIdParams,
        response: { 200: receiptSchema, ...errorResponses(401, 404, 409, 422) },
      },
      handler: async (request) => receiptOf(app.db, request.params.id),
    });
    app.get('/subscription_payment/:id/receipt.pdf', {
      schema: {
        tags: ['subscription_payment'],
        summary: 'The receipt as a PDF to download: Hebrew, right to left (English with lang=en)',
        security: authSecurity,
        params: intIdParams,
        querystring: z.object({ lang: z.enum(['he', 'en']).default('he') }).strict(),
        response: {
          200: z.unknown().describe('The receipt as application/pdf'),
          ...errorResponses(401, 404, 409, 422),
        },
      },
      handler: async (request, reply) =>
        sendReceiptPdf(reply, await receiptOf(app.db, request.params.id), request.query.lang),
    });
    app.post('/subscription_payment/:id/refund', {
      schema: {
        tags: ['subscription_payment'],
        summary:
          'Give a payment that succeeded back (the provider is asked once under the key refund-<id>); a refunded one answers as it is; 409 PAYMENT_NOT_REFUNDABLE otherwise',
        security: authSecurity,
        params: intIdParams,
        body: z
          .object({ reason: z.string().trim().max(1000).optional() })
          .strict()
          .nullish(),
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401, 404, 409, 422, 502) },
      },
      handler: async (request) =>
        toWire(
          subscriptionPayments,
          (await refundPayment(
            app.db,
            provider,
            request.params.id,
            request.body?.reason || null,
            new Date(),
            currentUser(request).id,
          )) as unknown as Record<string, unknown>,
        ),
    });
  },
  sample: (unique) => ({ provider_reference: `ref-${unique}`, amount: 4900 }),
  async sampleRefs(db) {
    // a subscription of the subscriptions' own sample customer and option
    const refs = (await subscriptionEntity.sampleRefs!(db)) as { person_id: number; option_id: number };
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        personId: refs.person_id,
        optionId: refs.option_id,
        price: 4900,
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
      .returning({ id: subscriptions.id });
    return { subscription_id: subscription!.id };
  },
};

export default bespoke;
