// A paid order's or subscription payment's receipt as the API answers it (receipt-pdf.ts prints it); its number was
// taken when it was paid (db/receipt-counter.ts).
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  orderLines,
  orderPayments,
  orders,
  people,
  subscriptionOptions,
  subscriptionPayments,
  subscriptions,
} from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { VAT_PERCENT, vatOf } from '../shop/pricing';
import { contactOf } from '../people/lookup';
import type { PaymentRow } from './payment-row';

export const receiptSchema = z
  .object({
    payment_id: z.int(),
    order_id: z.int().nullable().describe("The order paid, on an order's receipt"),
    receipt_number: z.int(),
    paid_at: z.string().nullable(),
    amount: z.int(),
    vat: z.int(),
    vat_percent: z.int(),
    customer: z.object({
      id: z.int().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    description: z.string(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    card_last4: z.string().nullable(),
    reference: z.string().nullable(),
    refunded_at: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** What an order's receipt says it was for: its lines, shortened to fit the receipt's one line. */
const linesText = (lines: Array<{ name: string; quantity: number }>) => {
  const text = lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', ');
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
};

/** An order's receipt, from its one payment (with the customer's details as the order copied them); 409 RECEIPT_NONE for an order not paid through the product. */
export async function orderReceiptOf(db: Db, orderId: number): Promise<z.infer<typeof receiptSchema>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!payment) throw httpError(409, 'RECEIPT_NONE');
  const lines = await db
    .select({ name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return {
    payment_id: payment.id,
    order_id: order.id,
    receipt_number: payment.receiptNumber,
    paid_at: iso(payment.paidAt),
    amount: payment.amount,
    vat: vatOf(payment.amount, true).vat,
    vat_percent: VAT_PERCENT,
    customer: { id: order.personId, name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    description: linesText(lines),
    period_start: null,
    period_end: null,
    card_last4: null,
    reference: payment.providerReference,
    refunded_at: iso(payment.refundedAt),
  };
}

/** A payment's receipt (prices include VAT); 409 RECEIPT_NONE for a payment that never went through. */
export async function receiptOf(db: Db, id: number): Promise<z.infer<typeof receiptSchema>> {
  const [row] = await db
    .select({
      payment: subscriptionPayments,
      option: subscriptionOptions.name,
      token: subscriptions.paymentToken,
      person: people,
    })
    .from(subscriptionPayments)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscription_id))
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.optionId))
    .leftJoin(people, eq(people.id, subscriptionPayments.person_id))
    .where(eq(subscriptionPayments.id, id));
  if (!row) throw notFound();
  const { person } = row;
  const payment = row.payment as PaymentRow;
  if (!payment.receipt_number) throw httpError(409, 'RECEIPT_NONE');
  const { email, phone } = person ? await contactOf(db, person.id) : { email: null, phone: null };
  return {
    payment_id: payment.id,
    order_id: null,
    receipt_number: payment.receipt_number,
    paid_at: iso(payment.paid_at),
    amount: payment.amount,
    vat: vatOf(payment.amount, true).vat,
    vat_percent: VAT_PERCENT,
    customer: {
      id: person?.id ?? null,
      name: person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : '',
      email,
      phone,
    },
    description: payment.description ?? row.option,
    period_start: iso(payment.period_start),
    period_end: iso(payment.period_end),
    card_last4: row.token?.match(/(\d{4})$/)?.[1] ?? null,
    reference: payment.provider_reference,
    refunded_at: iso(payment.refunded_at),
  };
}
