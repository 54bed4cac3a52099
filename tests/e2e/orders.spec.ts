import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { createLabel, row, search } from './support/lists';
import { pdfText } from '../../server/test/pdf-text';

// The sell journey: staff add a product with its picture, take a phone order for a customer with a coupon, mark it
// paid after a confirm naming the amount, download its receipt, find it with its receipt on the customer's orders tab
// and see Home's sales figures move. On desktop in Hebrew and at phone width in English (@phone_en). What the order
// list's date filter and shipping add is the API's (server/test/orders.test.ts) and the date input's (src/widgets/date/DateInput.test.tsx).

/** The page fits its window's width (a phone's 390 px too): nothing pushes it sideways. */
const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

async function sellFixture() {
  const api = await adminApi();
  const tag = unique('o');
  const customer = (await (
    await api.post('/api/person/', { data: { first_name: 'לקוחת', last_name: `טלפון ${tag}` } })
  ).json()) as { id: number; first_name: string; last_name: string };
  const coupon = (await (
    await api.post('/api/ecommerce/coupon', {
      data: {
        code: `E2E${Date.now().toString(36)}${process.pid}`.toUpperCase().slice(0, 20),
        discount_kind: 'amount_off',
        discount_value: 1000,
      },
    })
  ).json()) as { code: string };
  return { api, tag, customer, customerName: `${customer.first_name} ${customer.last_name}`, coupon };
}

test.describe('sell', () => {
  test(
    'journey: a product with a picture, an order for a customer with a coupon, paid, its receipt, the customer tab and Home',
    { tag: '@phone_en' },
    async ({ page, t, signInAsStaff }) => {
      test.slow(); // five areas on a shared two-core machine
      const { api, tag, customer, customerName, coupon } = await sellFixture();
      await signInAsStaff();
      // Israel's day may be ahead of UTC's: a range around today holds the order either way.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const home = `/?from=${day(-1)}&to=${day(1)}`;
      const revenue = page.getByRole('region', { name: t('sales.figures.revenue'), exact: true });

      // Home's revenue before the sale: none yet (Home says how to make one), or what other tests sold (it only grows)
      await page.goto(home);
      await expect(revenue.or(page.getByText(t('sales.empty_title')))).toBeVisible();
      const before = (await revenue.count()) ? await revenue.innerText() : '';

      // The product, with its picture, made in the catalogue.
      const book = `ספר להזמנה ${tag}`;
      await page.goto('/shop/products');
      await page.getByRole('link', { name: createLabel(t, 'products') }).click();
      await field(page, t('resources.products.fields.name')).fill(book);
      await page.getByRole('tab', { name: t('resources.products.tabs.pricing') }).click();
      await field(page, t('resources.products.fields.price')).fill('100');
      await page.getByRole('tab', { name: t('resources.products.tabs.stock') }).click();
      await field(page, t('resources.products.fields.stock_quantity')).fill('5');
      await page.getByRole('tab', { name: t('resources.products.tabs.images') }).click();
      const picture = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();
      await page
        .getByTestId('upload-picker')
        .setInputFiles({ name: 'כריכה.png', mimeType: 'image/png', buffer: picture });
      await expect(page.getByTestId('upload-item')).toHaveCount(1);
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
      await search(page, t('app.list.search'), tag);
      await expect(row(page, book).getByRole('img')).toBeVisible();

      // From the customer's orders tab: none yet, then a new order for them.
      await page.goto(`/customers/${customer.id}?t=orders`);
      await expect(page.getByText(t('resources.orders.customer_tab.none'))).toBeVisible();
      await page.getByRole('link', { name: t('resources.orders.customer_tab.new') }).click();
      await expect(page).toHaveURL(/\/shop\/orders\/create\?customer_id=/);
      await expect(page.getByRole('combobox', { name: t('resources.orders.new.customer') })).toHaveValue(customerName);

      // The product, twice, and a coupon (a wrong code first).
      await page.getByRole('combobox', { name: t('resources.orders.new.product_search') }).fill(book);
      await page.getByRole('option', { name: new RegExp(book) }).click();
      const items = page.getByRole('table', { name: t('resources.orders.new.products') });
      await expect(items).toContainText(book);
      const quantity = items.getByRole('spinbutton', { name: t('resources.orders.page.quantity') });
      await quantity.fill('2');
      await quantity.press('Enter');
      const summary = page.getByRole('region', { name: t('resources.orders.new.summary') });
      await expect(summary).toContainText('200.00');
      await field(page, t('resources.orders.new.coupon')).fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: t('resources.orders.new.apply') }).click();
      await expect(page.getByText(t('errors.codes.COUPON_NOT_FOUND'))).toBeVisible();
      await field(page, t('resources.orders.new.coupon')).fill(coupon.code.toLowerCase());
      await page.getByRole('button', { name: t('resources.orders.new.apply') }).click();
      await expect(summary).toContainText(coupon.code);
      await expect(summary).toContainText('190.00');
      await fitsWidth(page);
      await field(page, t('resources.orders.new.info.city')).fill('חיפה');
      await page.getByRole('button', { name: t('resources.orders.new.checkout') }).click();

      // The order's page: awaiting payment, then marked paid; it reads as paid, with the coupon once in its totals.
      await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/orders/\\d+$`));
      const orderId = Number(page.url().split('/').pop());
      await expect(
        page.getByRole('main').getByRole('heading', { name: t('resources.orders.page.title', { id: orderId }) }),
      ).toBeVisible();
      await expect(page.getByText(t('resources.orders.statuses.pending')).first()).toBeVisible();
      await expect(page.getByRole('region', { name: t('resources.orders.page.shipping_to') })).toContainText('חיפה');
      await page.getByRole('button', { name: t('resources.orders.moves.paid') }).click();
      const ask = page.getByRole('dialog');
      await expect(ask).toContainText('190.00');
      await ask.getByRole('button', { name: t('ra.action.confirm') }).click();
      await expect(
        toast(page, t('resources.orders.page.status_changed', { status: t('resources.orders.statuses.paid') })),
      ).toBeVisible();
      const payment = page.getByRole('region', { name: t('resources.orders.page.payment') });
      await expect(payment).toContainText(t('resources.orders.page.paid'));
      await expect(payment).toContainText(t('resources.orders.page.receipt', { number: '' }).trim());
      const receipt = ((await payment.innerText()).match(/(\d+) ·/) ?? [])[1]!;

      // Its receipt, as the server's PDF: the receipt's number, the order's and the amount paid.
      const download = page.waitForEvent('download');
      await payment.getByRole('button', { name: t('resources.orders.page.receipt_download') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`receipt-${receipt}.pdf`);
      const text = pdfText(readFileSync((await file.path())!)).join(' ');
      for (const value of [receipt, String(orderId), '190.00'])
        expect(text).toMatch(new RegExp(`(^|\\s)${value}(\\s|$)`));
      await expect(page.getByRole('region', { name: t('resources.orders.page.history') })).toContainText(
        t('resources.orders.page.history_move', {
          from: t('resources.orders.statuses.pending'),
          to: t('resources.orders.statuses.paid'),
        }),
      );
      const totals = page.getByRole('table', { name: t('resources.orders.new.summary') });
      await expect(totals.getByText(coupon.code)).toHaveCount(1);
      await expect(totals).toContainText('190.00');
      await expect(page.getByRole('button', { name: t('resources.orders.page.print') })).toBeVisible();
      await fitsWidth(page);

      // The customer's tab lists it as paid and counts it.
      await page.getByRole('link', { name: t('resources.orders.page.back_customer') }).click();
      const tab = page.getByRole('table', { name: t('resources.orders.name', { smart_count: 2 }) });
      const listed = tab.getByRole('row', { name: new RegExp(`#${orderId}`) });
      await expect(listed).toContainText(t('resources.orders.statuses.paid'));
      await expect(listed).toContainText(receipt);
      await expect(page.getByRole('tabpanel')).toContainText('190.00');

      // Home: the revenue moved, and the best sellers and top customers name them.
      await page.goto(home);
      await expect(revenue).not.toHaveText(before);
      await expect(page.getByRole('region', { name: t('sales.top_products') })).toContainText(book);
      await expect(page.getByRole('region', { name: t('sales.top_customers') })).toContainText(customerName);
      await api.dispose();
    },
  );
});
