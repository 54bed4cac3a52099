// A receipt as a PDF: a real PDF whose text holds the receipt number, the amount, the VAT inside, the card's
// last digits and what was paid for, Hebrew drawn right to left (in visual order: a Hebrew word's letters reversed);
// an order's receipt the same way, from its one payment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPayments, paymentRequests } from '../src/db/schema/index';
import { visualWords } from '../src/billing/receipt-pdf';
import { backends, useTestApp } from './helpers';
import { pdfText } from './pdf-text';

const reversed = (word: string) => [...word].reverse().join('');

describe('visual order of a receipt line', () => {
  it('puts a Hebrew line right to left with its numbers reading left to right', () => {
    // "receipt no. 123" reads from the right: the number is leftmost, each Hebrew word's letters reversed for drawing
    expect(visualWords('קבלה מס׳ 123')).toEqual(['123', 'מס׳', 'קבלה']);
    expect(visualWords('סכום ששולם: 49.00 ₪')).toEqual(['₪', '49.00', 'ששולם:', 'סכום']);
  });
});

describe.each(backends)('receipt PDF (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });

  it('downloads the receipt of a paid payment as a Hebrew PDF; English with lang=en; none for an unpaid one', async () => {
    const person = (await call('POST', '/person/', { first_name: 'דנה', last_name: `כהן ${Date.now()}` })).json();
    const option = (await call('POST', '/ecommerce/subscription_option', { name: 'מנוי זהב', price: 5900 })).json();
    const sub = (await call('POST', '/subscription', { person_id: person.id, option_id: option.id })).json();
    const paid = (
      await call('POST', '/subscription_payment', { subscription_id: sub.id, amount: 5900, status: 'succeeded' })
    ).json();

    const pdf = await call('GET', `/subscription_payment/${paid.id}/receipt.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${paid.receipt_number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(pdf.rawPayload);
    expect(words).toContain(String(paid.receipt_number));
    expect(words).toContain(reversed('קבלה'));
    expect(words).toContain('59.00'); // paid
    expect(words).toContain('9.00'); // VAT inside (18%)
    expect(words).toContain(reversed('זהב'));
    expect(words).toContain(reversed('דנה'));

    const english = await call('GET', `/subscription_payment/${paid.id}/receipt.pdf?lang=en`);
    expect(pdfText(english.rawPayload).join(' ')).toContain(`Receipt no. ${paid.receipt_number}`);

    const pending = (
      await call('POST', '/subscription_payment', { subscription_id: sub.id, amount: 5900, status: 'pending' })
    ).json();
    expect((await call('GET', `/subscription_payment/${pending.id}/receipt.pdf`)).json()).toEqual({
      detail: 'RECEIPT_NONE',
    });
    expect((await call('GET', `/subscription_payment/${paid.id}/receipt.pdf`, undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `/subscription_payment/${paid.id}/receipt.pdf?lang=fr`)).statusCode).toBe(422);
  });

  it("gives a paid order a receipt from the same numbering: its PDF, its number in the customer's orders; none while pending", async () => {
    const person = (await call('POST', '/person/', { first_name: 'נועה', last_name: `לוי ${Date.now()}` })).json();
    const product = (
      await call('POST', '/ecommerce/product', { name: 'ספל קרמיקה', price: 4720, stock_quantity: 3 })
    ).json();
    const cart = (await call('POST', '/ecommerce/cart', { customer_id: person.id })).json();
    await call('POST', `/ecommerce/cart/${cart.id}/items`, { product_id: product.id, quantity: 2 });
    const order = (await call('POST', `/ecommerce/cart/${cart.id}/checkout`)).json();
    expect((await call('GET', `/ecommerce/order/${order.id}/receipt.pdf`)).json()).toEqual({ detail: 'RECEIPT_NONE' });
    const link = (await call('POST', '/subscription_payment/payment_request', { order_id: order.id })).json();
    const paid = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/ecommerce/order/${order.id}`,
        headers: auth,
        payload: { status: 'paid' },
      })
    ).json();
    expect(paid.payment).toMatchObject({ amount: order.total, method: 'manual', receipt_number: expect.any(Number) });
    const number = paid.payment.receipt_number as number;
    const pdf = await call('GET', `/ecommerce/order/${order.id}/receipt.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const words = pdfText(pdf.rawPayload);
    expect(words).toContain(String(number));
    expect(words).toContain(String(order.id));
    expect(words).toContain((order.total / 100).toFixed(2));
    expect(words).toContain(reversed('קרמיקה'));
    expect(
      pdfText((await call('GET', `/ecommerce/order/${order.id}/receipt.pdf?lang=en`)).rawPayload).join(' '),
    ).toContain(`Order no. ${order.id}`);
    // its link, sent before staff marked it paid, is closed: nobody pays the order again through it
    const token = (link.url as string).split('/pay/')[1];
    const pay = await t.app.inject({ method: 'POST', url: `/pay/${token}`, payload: { card: '4242424242424242' } });
    expect(pay.statusCode).toBe(200);
    expect(
      (await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).map((p) => p.receiptNumber),
    ).toEqual([number]);
    expect((await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, link.id)))[0]!.status).toBe(
      'cancelled',
    );
    const listed = (await call('GET', `/ecommerce/orders?customer_id=${person.id}`)).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: order.id, receipt_number: number })]);
    expect((await call('GET', `/ecommerce/order/${order.id}/receipt.pdf`, undefined, {})).statusCode).toBe(401);
  });
});
