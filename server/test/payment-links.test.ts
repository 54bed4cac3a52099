// Payment links: a request, the hosted page, paying once, declines, orders, confirm_order.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('payment links (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });
  let n = 0;
  const tag = () => `${Date.now().toString(36)}${(n += 1)}`;
  const subscription = async () => {
    const person = (await call('POST', '/person/', { first_name: 'משלמת', last_name: `בקישור ${tag()}` })).json();
    const option = (
      await call('POST', '/ecommerce/subscription_option', { name: `חודשי ${tag()}`, price: 4900 })
    ).json();
    const sub = await call('POST', '/subscription', { person_id: person.id, option_id: option.id });
    expect(sub.statusCode, sub.body).toBe(201);
    return { person, option, sub: sub.json() };
  };
  const pathOf = (url: string) => new URL(url).pathname;
  const pay = (url: string, card: string) =>
    t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${encodeURIComponent(card)}`,
    });

  it('makes a link for a subscription; the page shows what is paid; a mistyped card charges nothing; paying keeps the card and gives a receipt, once', async () => {
    const { option, sub } = await subscription();
    const made = await call('POST', '/subscription_payment/payment_request', { subscription_id: sub.id });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json();
    expect(link).toMatchObject({ amount: 4900, status: 'open', subscription_id: sub.id, description: option.name });
    expect(link.url).toMatch(/\/pay\/[\w-]{20,}$/);

    const shown = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('dir="rtl"');
    expect(shown.body).toContain(option.name);
    expect(shown.body).toContain('49.00');
    expect((await t.app.inject({ method: 'GET', url: `${pathOf(link.url)}?lang=en` })).body).toContain('Card number');

    const mistyped = await pay(link.url, '4242 4242 4242 4241');
    expect(mistyped.statusCode).toBe(422);
    expect((await call('GET', `/subscription_payment?subscription_id=${sub.id}`)).json().total).toBe(0);

    const paid = await pay(link.url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toMatch(/מספר קבלה: \d+/);
    const payments = (await call('GET', `/subscription_payment?subscription_id=${sub.id}`)).json();
    expect(payments.items).toHaveLength(1);
    expect(payments.items[0]).toMatchObject({ status: 'succeeded', amount: 4900 });
    expect((await call('GET', `/subscription/${sub.id}`)).json()).toMatchObject({
      status: 'active',
      payment_token: 'tok_card_4242',
    });

    // paid once: the page says so, and paying again charges nothing
    const again = await pay(link.url, '4242 4242 4242 4242');
    expect(again.body).toContain(`${payments.items[0].receipt_number}`);
    expect((await call('GET', `/subscription_payment?subscription_id=${sub.id}`)).json().total).toBe(1);
  });

  it('a declined card leaves the link open and the stored card as it was; a success URL is where the person goes after paying', async () => {
    const { sub } = await subscription();
    const link = (
      await call('POST', '/subscription_payment/payment_request', {
        subscription_id: sub.id,
        override_success_url: 'https://shop.example.com/thanks',
      })
    ).json();
    const declined = await pay(link.url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('הכרטיס נדחה');
    expect((await call('GET', `/subscription/${sub.id}`)).json().payment_token).toBeNull();
    const ok = await pay(link.url, '5555 5555 5555 4444');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('https://shop.example.com/thanks');
  });

  it('a card that needs 3-D Secure asks the bank first: declined there charges nothing, confirmed pays', async () => {
    const { sub } = await subscription();
    const link = (await call('POST', '/subscription_payment/payment_request', { subscription_id: sub.id })).json();
    const asked = await pay(link.url, '4000 0027 6000 3184');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('name="challenge" value="approve"');
    expect((await call('GET', `/subscription_payment?subscription_id=${sub.id}`)).json().total).toBe(0);
    const answer = (choice: string) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(link.url),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `card=4000002760003184&challenge=${choice}`,
      });
    const refused = await answer('decline');
    expect(refused.statusCode).toBe(402);
    expect((await call('GET', `/subscription_payment?subscription_id=${sub.id}`)).json().total).toBe(0);
    const confirmed = await answer('approve');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toMatch(/מספר קבלה: \d+/);
    expect((await call('GET', `/subscription/${sub.id}`)).json().payment_token).toBe('tok_3ds_3184');
  });

  it('pays an open order by link and marks it paid; confirm_order says whether a link was paid', async () => {
    const product = (
      await call('POST', '/ecommerce/product', { name: `ספר ${tag()}`, price: 8900, stock_quantity: 5 })
    ).json();
    const cart = (await call('POST', '/ecommerce/cart', {})).json();
    expect(
      (await call('POST', `/ecommerce/cart/${cart.id}/items`, { product_id: product.id, quantity: 1 })).statusCode,
    ).toBeLessThan(300);
    const placed = await call('POST', `/ecommerce/cart/${cart.id}/checkout`, {});
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const orderId = placed.json().order_id ?? placed.json().id;
    expect((await call('POST', `/payment/confirm_order/${orderId}`)).json()).toEqual({ confirmed: false });
    const link = (await call('POST', '/subscription_payment/payment_request', { order_id: orderId })).json();
    expect(link.amount).toBeGreaterThan(0);
    expect((await pay(link.url, '4242424242424242')).statusCode).toBe(200);
    expect((await call('GET', `/ecommerce/order/${orderId}`)).json().status).toBe('paid');
    expect((await call('POST', `/payment/confirm_order/${orderId}`)).json()).toEqual({ confirmed: true });
    expect((await call('POST', '/payment/confirm_all_orders')).json()).toEqual({ confirmed: 0 });
    // a link for an order that is no longer open is refused
    expect((await call('POST', '/subscription_payment/payment_request', { order_id: orderId })).statusCode).toBe(409);
  });

  it('refuses what is not one target, a person who does not own the subscription, and unknown links; needs a session', async () => {
    const { person, sub } = await subscription();
    expect((await call('POST', '/subscription_payment/payment_request', {})).statusCode).toBe(422);
    expect(
      (await call('POST', '/subscription_payment/payment_request', { subscription_id: sub.id, order_id: 1 }))
        .statusCode,
    ).toBe(422);
    expect((await call('POST', '/subscription_payment/payment_request', { subscription_id: 999_999 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('GET', `/payment/create_person_subscription_link?person_id=${person.id}&subscription_id=${sub.id}`)
      ).json().url,
    ).toContain('/pay/');
    expect(
      (
        await call(
          'GET',
          `/payment/create_person_subscription_link?person_id=${person.id + 1}&subscription_id=${sub.id}`,
        )
      ).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/pay/no-such-token' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscription_payment/payment_request',
          payload: { subscription_id: sub.id },
        })
      ).statusCode,
    ).toBe(401);
    // a cancelled subscription takes no more payments
    expect((await call('POST', `/subscription/${sub.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await call('POST', '/subscription_payment/payment_request', { subscription_id: sub.id })).json()).toEqual({
      detail: 'SUBSCRIPTION_CLOSED',
    });
  });
});
