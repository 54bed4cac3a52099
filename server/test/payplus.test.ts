// The PayPlus adapter against a local fake that speaks PayPlus's documented requests and callbacks: a link
// paid by a callback, a forged callback refused, the same callback twice, a refund before its charge, a stored card
// charged, a refund, fix_payplus_callback for a callback that never came, and an order paid once however it is told.
// The real app, through inject.
import { afterAll, describe, expect, it } from 'vitest';
import { payplusProvider, PayPlusUnreachable } from '../src/billing/payplus';
import { loadConfig } from '../src/config';
import { eq } from 'drizzle-orm';
import { orderPayments, paymentRequests, payplusCalls } from '../src/db/schema/index';
import { backends, useTestApp } from './helpers';
import { startFakePayPlus, type FakeNotice } from './payplus-fake';

const fake = await startFakePayPlus();
afterAll(() => fake.close());

describe('PayPlus configuration', () => {
  const env = { SECRET_KEY: 'x'.repeat(32), DATA_DIR: '/tmp/payplus-config-test' };
  it('is the sandbox unless PAYMENT_PROVIDER=payplus; PayPlus needs its keys and page', () => {
    expect(loadConfig(env).payplus).toBeUndefined();
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'payplus', PAYPLUS_API_KEY: 'a' })).toThrow(
      /PAYPLUS_SECRET_KEY, PAYPLUS_PAYMENT_PAGE_UID/,
    );
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'paypal' })).toThrow(/sandbox or payplus/);
    const config = loadConfig({
      ...env,
      PAYMENT_PROVIDER: 'PayPlus',
      PAYPLUS_API_KEY: 'a',
      PAYPLUS_SECRET_KEY: 's',
      PAYPLUS_PAYMENT_PAGE_UID: 'p',
      PAYPLUS_TERMINAL_UID: 't',
    });
    expect(config.payplus).toEqual({
      apiKey: 'a',
      secretKey: 's',
      paymentPageUid: 'p',
      terminalUid: 't',
      baseUrl: 'https://restapidev.payplus.co.il/api/v1.0',
    });
  });
});

describe.each(backends)('PayPlus (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user', config: { payplus: fake.config } });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const callback = (notice: FakeNotice, signed = fake.signed(notice)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/payplus/callback',
      headers: signed.headers,
      payload: signed.payload,
    });
  let n = 0;
  const tag = () => `${Date.now().toString(36)}${(n += 1)}`;
  /** Charges the subscription's next period before it is due, naming it, as staff confirm it. */
  const chargeEarly = async (id: number) => {
    const coming = (await call('GET', `/subscription/${id}/next_charge`)).json();
    return call('POST', `/subscription_payment/charge_subscription/${id}`, {
      period_start: coming.period_start,
      early: true,
    });
  };
  /** A subscription and its payment link on PayPlus's page. */
  const linked = async () => {
    const person = (await call('POST', '/person/', { first_name: 'משלם', last_name: `בפייפלוס ${tag()}` })).json();
    const option = (
      await call('POST', '/ecommerce/subscription_option', { name: `חודשי ${tag()}`, price: 4900 })
    ).json();
    const sub = (await call('POST', '/subscription', { person_id: person.id, option_id: option.id })).json();
    const made = await call('POST', '/subscription_payment/payment_request', { subscription_id: sub.id });
    expect(made.statusCode, made.body).toBe(201);
    return { sub, link: made.json() };
  };
  const paymentsOf = async (subId: number) =>
    (await call('GET', `/subscription_payment?subscription_id=${subId}`)).json().items as Record<string, unknown>[];

  it("makes the link on PayPlus's page; the signed callback records the payment, the receipt and the stored card; the same callback again changes nothing", async () => {
    const { sub, link } = await linked();
    expect(link.url.startsWith(fake.baseUrl.replace('/api/v1.0', ''))).toBe(true);
    const page = fake.pageOf(link.url);
    expect(page).toMatchObject({ amount: 49, moreInfo: `pr-${link.id}` });
    expect(fake.calls.at(-1)?.body.customer).toMatchObject({ customer_name: expect.stringMatching(/^משלם בפייפלוס/) });
    expect(page.callbackUrl).toMatch(/\/api\/payment\/payplus\/callback$/);
    // our own page for the request sends the person on to PayPlus's
    const [row] = await t.db
      .select({ token: paymentRequests.token })
      .from(paymentRequests)
      .where(eq(paymentRequests.id, link.id));
    const ours = await t.app.inject({ method: 'GET', url: `/pay/${row!.token}` });
    expect(ours.statusCode).toBe(302);
    expect(ours.headers.location).toBe(link.url);
    expect(fake.calls.at(-1)?.path).toBe('PaymentPages/generateLink');

    const charge = fake.pay(link.url, '4580000000000000');
    const first = await callback(charge);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ applied: 'paid' });
    const payments = await paymentsOf(sub.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'succeeded',
      amount: 4900,
      provider_reference: `pp_${charge.transaction.uid}`,
    });
    expect(payments[0]!.receipt_number).toEqual(expect.any(Number));
    expect((await call('GET', `/subscription/${sub.id}`)).json()).toMatchObject({
      status: 'active',
      payment_token: `pp_${charge.data.card_information!.token}_0000`,
    });
    expect((await call('GET', `/subscription_payment/${payments[0]!.id}/receipt`)).json()).toMatchObject({
      card_last4: '0000',
    });

    // PayPlus's own example signs the body as JSON.stringify writes it; a body sent with other spacing is taken too
    const spaced = fake.signed(charge);
    const pretty = await callback(charge, { ...spaced, payload: JSON.stringify(charge, null, 2) });
    expect(pretty.statusCode).toBe(200);
    const again = await callback(charge);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ applied: 'unchanged' });
    expect(await paymentsOf(sub.id)).toEqual(payments);
  });

  it('a callback delivered three times at once records one payment with one receipt', async () => {
    const { sub, link } = await linked();
    const charge = fake.pay(link.url);
    const answers = await Promise.all([callback(charge), callback(charge), callback(charge)]);
    // one records it; one that comes while it is being recorded is told to come again (PayPlus re-sends a non-2xx)
    for (const a of answers)
      expect(a.statusCode === 200 ? a.json().applied : a.json().detail).toMatch(/^(paid|unchanged|NOT_YET)$/);
    expect(answers.filter((a) => a.statusCode === 200 && a.json().applied === 'paid')).toHaveLength(1);
    const again = await Promise.all([callback(charge), callback(charge), callback(charge)]);
    expect(again.map((a) => a.json())).toEqual([
      { applied: 'unchanged' },
      { applied: 'unchanged' },
      { applied: 'unchanged' },
    ]);
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => [p.status, p.provider_reference])).toEqual([
      ['succeeded', `pp_${charge.transaction.uid}`],
    ]);
  });

  it('refuses a callback without a valid signature, and nothing changes', async () => {
    const { sub, link } = await linked();
    const charge = fake.pay(link.url);
    const forged = await callback(charge, fake.signed(charge, 'not-our-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: 'INVALID_SIGNATURE' });
    const signed = fake.signed(charge);
    const tampered = await callback(charge, {
      ...signed,
      payload: signed.payload.replace('"amount":49', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(401);
    const noAgent = await callback(charge, { ...signed, headers: { ...signed.headers, 'user-agent': 'curl' } });
    expect(noAgent.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payplus/callback',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await paymentsOf(sub.id)).toHaveLength(0);
    expect((await call('GET', `/subscription/${sub.id}`)).json().payment_token).toBeNull();
  });

  it('a declined card is noted on the link, which stays open; a signed callback for an unknown request is 404', async () => {
    const { sub, link } = await linked();
    const declined = await callback(fake.pay(link.url, '4000000000000002'));
    expect(declined.json()).toEqual({ applied: 'failed' });
    expect(await paymentsOf(sub.id)).toHaveLength(0);
    const stranger = fake.pay(link.url);
    stranger.transaction.more_info = 'pr-999999999';
    stranger.transaction.payment_page_request_uid = null;
    expect((await callback(stranger)).statusCode).toBe(404);
  });

  it('a refund callback arriving before its charge callback: the charge is read back and recorded, then refunded; the late charge callback changes nothing', async () => {
    const { sub, link } = await linked();
    const charge = fake.pay(link.url);
    const refund = fake.refundInBackOffice(link.url);
    const early = await callback(refund);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ applied: 'refunded' });
    const late = await callback(charge);
    expect(late.json()).toEqual({ applied: 'unchanged' });
    expect(await callback(refund)).toMatchObject({ statusCode: 200 });
    const payments = await paymentsOf(sub.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'refunded',
      provider_reference: `pp_${charge.transaction.uid}`,
      refund_reference: `pp_${refund.transaction.uid}`,
    });
  });

  it('charges the stored card through PayPlus, and refunds through PayPlus once', async () => {
    const { sub, link } = await linked();
    await callback(fake.pay(link.url));
    const charged = await chargeEarly(sub.id);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({ outcome: 'charged', payment: { status: 'succeeded', amount: 4900 } });
    const sent = fake.calls.filter((c) => c.path === 'Transactions/Charge').at(-1)!;
    expect(sent.body).toMatchObject({
      amount: 49,
      currency_code: 'ILS',
      use_token: true,
      terminal_uid: 'fake-terminal',
    });
    expect((await call('GET', `/subscription/${sub.id}`)).json().payment_token).toBe(`pp_${sent.body.token}_4242`);

    const payment = (await call('GET', `/subscription_payment/${charged.json().payment.id}`)).json();
    expect(payment.provider_reference).toMatch(/^pp_/);
    const refunded = await call('POST', `/subscription_payment/${payment.id}/refund`, { reason: 'בקשת הלקוח' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refund_reference: expect.stringMatching(/^pp_/) });
    const refundCalls = () => fake.calls.filter((c) => c.path === 'Transactions/RefundByTransactionUID').length;
    const before = refundCalls();
    expect(fake.calls.filter((c) => c.path === 'Transactions/RefundByTransactionUID').at(-1)!.body).toMatchObject({
      transaction_uid: payment.provider_reference.slice(3),
      amount: 49,
    });
    expect((await call('POST', `/subscription_payment/${payment.id}/refund`)).json()).toMatchObject({
      status: 'refunded',
    });
    expect(refundCalls()).toBe(before);
  });

  it('a declined stored card is a failed payment', async () => {
    const { sub } = await linked();
    const put = await call('PUT', `/subscription/${sub.id}`, { payment_token: 'pp_tok-decline_0002' });
    expect(put.statusCode, put.body).toBe(200);
    const charged = await chargeEarly(sub.id);
    expect(charged.json()).toMatchObject({
      outcome: 'failed',
      payment: { status: 'failed', failure_reason: 'card_declined' },
    });
  });

  it("an order's link paid through PayPlus marks it paid; PayPlus's refund of it marks it refunded, once", async () => {
    const product = (
      await call('POST', '/ecommerce/product', { name: `ספר ${tag()}`, price: 8900, stock_quantity: 5 })
    ).json();
    const cart = (await call('POST', '/ecommerce/cart', {})).json();
    await call('POST', `/ecommerce/cart/${cart.id}/items`, { product_id: product.id, quantity: 1 });
    const placed = (await call('POST', `/ecommerce/cart/${cart.id}/checkout`, {})).json();
    const orderId = placed.order_id ?? placed.id;
    const link = (await call('POST', '/subscription_payment/payment_request', { order_id: orderId })).json();
    const charge = fake.pay(link.url);
    expect((await callback(charge)).json()).toEqual({ applied: 'paid' });
    expect((await call('GET', `/ecommerce/order/${orderId}`)).json().status).toBe('paid');
    const refund = fake.refundInBackOffice(link.url);
    expect((await callback(refund)).json()).toEqual({ applied: 'refunded' });
    expect((await callback(refund)).json()).toEqual({ applied: 'unchanged' });
    expect((await call('GET', `/ecommerce/order/${orderId}`)).json().status).toBe('refunded');
  });

  it('an order is paid once: ten "mark as paid" at once, its callback three times, confirm_order and the read-back give one payment and one receipt', async () => {
    const product = (
      await call('POST', '/ecommerce/product', { name: `ספר ${tag()}`, price: 8900, stock_quantity: 5 })
    ).json();
    const cart = (await call('POST', '/ecommerce/cart', {})).json();
    await call('POST', `/ecommerce/cart/${cart.id}/items`, { product_id: product.id, quantity: 1 });
    const orderId = (await call('POST', `/ecommerce/cart/${cart.id}/checkout`, {})).json().id as number;
    const link = (await call('POST', '/subscription_payment/payment_request', { order_id: orderId })).json();
    const charge = fake.pay(link.url);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => call('PUT', `/ecommerce/order/${orderId}`, { status: 'paid' })),
      ...Array.from({ length: 3 }, () => callback(charge)),
      call('POST', `/payment/confirm_order/${orderId}`),
      call('POST', '/payment/confirm_all_orders'),
      call('POST', '/payment/fix_payplus_callback'),
    ]);
    // a callback that meets another one paying the same link is asked to come again later (409 NOT_YET), as PayPlus does
    for (const [i, answer] of answers.entries()) {
      if (i >= 10 && i < 13 && answer.statusCode === 409) expect(answer.json()).toEqual({ detail: 'NOT_YET' });
      else expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await callback(charge)).statusCode).toBe(200);
    const payments = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payments).toHaveLength(1);
    // every "mark as paid" caller gets that one payment back
    for (const answer of answers.slice(0, 10))
      expect(answer.json()).toMatchObject({
        status: 'paid',
        receipt_number: payments[0]!.receiptNumber,
        payment: { id: payments[0]!.id, amount: 8900 },
      });
    const order = (await call('GET', `/ecommerce/order/${orderId}`)).json();
    expect(order.history.filter((h: { to_status: string }) => h.to_status === 'paid')).toHaveLength(1);
    expect((await call('GET', `/ecommerce/product/${product.id}`)).json().stock_quantity).toBe(4);
    // a link paid after the order was: the same receipt, or none, never a second
    const [request] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, link.id));
    expect([null, payments[0]!.receiptNumber]).toContain(request!.receiptNumber);
  });

  it('a link paid on PayPlus after staff marked its order paid is kept as an unmatched payment, and staff are told once however often the callback comes', async () => {
    const product = (
      await call('POST', '/ecommerce/product', { name: `ספר ${tag()}`, price: 6400, stock_quantity: 5 })
    ).json();
    const cart = (await call('POST', '/ecommerce/cart', {})).json();
    await call('POST', `/ecommerce/cart/${cart.id}/items`, { product_id: product.id, quantity: 1 });
    const orderId = (await call('POST', `/ecommerce/cart/${cart.id}/checkout`, {})).json().id as number;
    const link = (await call('POST', '/subscription_payment/payment_request', { order_id: orderId })).json();
    const marked = await call('PUT', `/ecommerce/order/${orderId}`, { status: 'paid' });
    expect(marked.statusCode, marked.body).toBe(200);
    // the customer pays the page PayPlus still shows: the money is taken there
    const charge = fake.pay(link.url);
    const answers = await Promise.all([callback(charge), callback(charge), callback(charge)]);
    expect(answers.map((a) => a.json().applied).sort()).toEqual(['unchanged', 'unchanged', 'unmatched']);
    expect((await callback(charge)).json()).toEqual({ applied: 'unchanged' });
    // no second payment, receipt or status move
    expect(await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toHaveLength(1);
    const order = (await call('GET', `/ecommerce/order/${orderId}`)).json();
    expect(order.history.filter((h: { to_status: string }) => h.to_status === 'paid')).toHaveLength(1);
    expect(order.unmatched_payments).toEqual([
      { reference: `pp_${charge.transaction.uid}`, amount: 6400, at: expect.any(String) },
    ]);
    const told = (await call('GET', '/notifications/?kind=payment_unmatched&limit=100'))
      .json()
      .items.filter((n: { link: string }) => n.link === `/shop/orders/${orderId}`);
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ amount: '₪64.00', reference: `pp_${charge.transaction.uid}` });
  });

  it('a token charge asked again under its key answers the first result without calling PayPlus; one whose answer was lost is never sent again', async () => {
    const provider = payplusProvider(t.db, fake.config);
    const charges = () => fake.calls.filter((c) => c.path === 'Transactions/Charge').length;
    const key = `key-${tag()}`;
    const first = await provider.charge({
      token: 'pp_tok-1_4242',
      amount: 1990,
      idempotencyKey: key,
      description: 'x',
    });
    expect(first).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^pp_/) });
    const before = charges();
    expect(
      await provider.charge({ token: 'pp_tok-1_4242', amount: 1990, idempotencyKey: key, description: 'x' }),
    ).toEqual(first);
    expect(charges()).toBe(before);
    // a call sent before a crash, its answer never recorded: asking again could charge twice, so it is refused
    const lost = `key-${tag()}`;
    await t.db.insert(payplusCalls).values({ idempotencyKey: lost, kind: 'charge', amount: 1990 });
    await expect(
      provider.charge({ token: 'pp_tok-1_4242', amount: 1990, idempotencyKey: lost, description: 'x' }),
    ).rejects.toBeInstanceOf(PayPlusUnreachable);
    expect(charges()).toBe(before);
    // PayPlus not answering: the call is a 502 PROVIDER_UNAVAILABLE, not a 500
    const away = payplusProvider(t.db, { ...fake.config, baseUrl: 'http://127.0.0.1:9/api/v1.0' });
    await expect(
      away.charge({ token: 'pp_tok-1_4242', amount: 1990, idempotencyKey: `key-${tag()}`, description: 'x' }),
    ).rejects.toMatchObject({ statusCode: 502, detail: 'PROVIDER_UNAVAILABLE' });
    // wrong keys: PayPlus refuses, and the charge is a failure (not a crash)
    const refused = await payplusProvider(t.db, { ...fake.config, apiKey: 'wrong' }).charge({
      token: 'pp_tok-1_4242',
      amount: 1990,
      idempotencyKey: `key-${tag()}`,
      description: 'x',
    });
    expect(refused).toMatchObject({ status: 'failed', failureReason: 'provider_refused' });
  });

  it('fix_payplus_callback reads back a payment whose callback never came and records it; a second call changes nothing', async () => {
    const { sub, link } = await linked();
    fake.pay(link.url); // paid at PayPlus; the callback is lost
    expect(await paymentsOf(sub.id)).toHaveLength(0);
    expect((await call('POST', '/payment/fix_payplus_callback', undefined, {})).statusCode).toBe(401);
    const fixed = await call('POST', '/payment/fix_payplus_callback');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().fixed).toBeGreaterThanOrEqual(1);
    const payments = await paymentsOf(sub.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', amount: 4900 });
    const again = await call('POST', '/payment/fix_payplus_callback');
    expect(again.json()).toMatchObject({ fixed: 0 });
    expect(await paymentsOf(sub.id)).toEqual(payments);
  });
});
