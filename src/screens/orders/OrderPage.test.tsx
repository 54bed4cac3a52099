import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import he from '../../i18n/he';
import { mergeMessages } from '../../i18n/merge';
import { formatDateTime, shekels } from '../../lib/format';
import ordersEn from '../../resources/orders/messages.en';
import ordersHe from '../../resources/orders/messages.he';
import type { Order } from './api';
import { StatusMoves } from './OrderPage';
import { OrderPaymentState } from './OrderPaymentState';

const providerFor = (locale: 'en' | 'he') =>
  polyglotI18nProvider(
    () =>
      (locale === 'en'
        ? mergeMessages(en, { resources: { orders: ordersEn } })
        : mergeMessages(he, { resources: { orders: ordersHe } })) as never,
    locale,
    [{ locale, name: locale }],
  );

const paidOrder = (refunded_at: string | null) =>
  ({
    id: 7,
    status: refunded_at ? 'refunded' : 'paid',
    total: 8090,
    paid: true,
    allowed_statuses: refunded_at ? [] : ['shipped', 'cancelled', 'refunded'],
    payment: {
      id: 1,
      amount: 8090,
      method: 'manual',
      receipt_number: 12,
      paid_at: '2026-11-30T08:00:00Z',
      refunded_at,
    },
  }) as unknown as Order;

describe('refunding an order', () => {
  it.each(['en', 'he'] as const)('the confirmation names the sum to be refunded (%s)', async (locale) => {
    render(
      <AdminContext i18nProvider={providerFor(locale)}>
        <StatusMoves order={paidOrder(null)} onDone={() => undefined} />
      </AdminContext>,
    );
    fireEvent.click(
      screen.getByRole('button', { name: providerFor(locale).translate('resources.orders.moves.refunded') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(shekels(8090, locale));
  });

  it.each(['en', 'he'] as const)('the payment card says it was refunded, how much and when (%s)', (locale) => {
    const i18n = providerFor(locale);
    render(
      <AdminContext i18nProvider={i18n}>
        <OrderPaymentState order={paidOrder('2026-12-01T09:00:00Z')} />
      </AdminContext>,
    );
    expect(screen.getByText(i18n.translate('resources.orders.page.paid_refunded'))).toBeInTheDocument();
    expect(screen.queryByText(i18n.translate('resources.orders.page.paid'), { exact: true })).toBeNull();
    const refund = screen.getByRole('alert').textContent;
    expect(refund).toContain(shekels(8090, locale));
    expect(refund).toContain(formatDateTime('2026-12-01T09:00:00Z'));
  });
});
