import { adminApi, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { createLabel, row, search } from './support/lists';

// The shop catalogue: a book with two authors and two categories on sale, a bundle with it, 20 coupon codes.
test.describe('shop catalogue', () => {
  test('create a book with two authors and two categories, put it on sale, and bundle it', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const tag = unique('s');
    const authors = [`עמוס ${tag}`, `לאה ${tag}`];
    const categories = [`פרוזה ${tag}`, `שירה ${tag}`];
    for (const name of authors) expect((await api.post('/api/authors/', { data: { name } })).status()).toBe(201);
    for (const name of categories)
      expect((await api.post('/api/ecommerce/product_category', { data: { name } })).status()).toBe(201);
    await signInAsStaff();

    const book = `ספר ${tag}`;
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/shop\/products$/);
    await page.getByRole('link', { name: createLabel(t, 'products') }).click();
    await field(page, t('resources.products.fields.name')).fill(book);
    await page.getByRole('tab', { name: t('resources.products.tabs.pricing') }).click();
    await field(page, t('resources.products.fields.price')).fill('89.90');
    // A sale price above the price is refused on its field, in the user's language; the form keeps what was typed.
    await field(page, t('resources.products.fields.sale_price')).fill('99');
    await page.getByRole('tab', { name: t('resources.products.tabs.book') }).click();
    for (const [label, names] of [
      [t('resources.products.fields.author_ids'), authors],
      [t('resources.products.fields.category_ids'), categories],
    ] as const) {
      for (const name of names) {
        await field(page, label).fill(name.slice(0, 8));
        await page.getByRole('option', { name }).click();
      }
    }
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.getByRole('tab', { name: t('resources.products.tabs.pricing') }).click();
    await expect(
      page.getByRole('tabpanel').getByText(t('errors.validation.codes.sale_not_below_price'), { exact: false }),
    ).toBeVisible();
    await field(page, t('resources.products.fields.sale_price')).fill('69.90');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/products$/);

    await search(page, t('app.list.search'), tag);
    await expect(row(page, book)).toContainText('89.90');
    if (!isPhone) {
      await expect(row(page, book)).toContainText('69.90');
      for (const name of authors) await expect(row(page, book)).toContainText(name);
    }
    const stored = (await (await api.get(`/api/ecommerce/list_products?q=${encodeURIComponent(tag)}`)).json()).items[0];
    expect(stored).toMatchObject({ price: 8990, sale_price: 6990 });
    expect(stored.author_ids).toHaveLength(2);
    expect(stored.category_ids).toHaveLength(2);

    // A bundle of two of it at 15% off; the book's page then lists it under 'where it is sold'.
    const bundle = `מארז ${tag}`;
    await page.goto('/shop/bundles/create');
    await field(page, t('resources.bundles.fields.name')).fill(bundle);
    await page.getByRole('button', { name: t('entities.array.add', { item: t('entities.array.item') }) }).click();
    await page.getByRole('combobox', { name: t('resources.bundles.fields.items.product_id') }).fill(book.slice(0, 8));
    await page.getByRole('option', { name: book }).click();
    await field(page, t('resources.bundles.fields.items.quantity')).fill('2');
    await field(page, t('resources.bundles.fields.percent_off')).fill('15');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/shop\/bundles$/);
    await page.goto(`/shop/products/${stored.id}?t=sold`);
    await expect(page.getByRole('tabpanel').getByText(bundle)).toBeVisible();
  });

  test("a bundle's saving and its warning when a product goes inactive; change the categories of selected products", async ({
    page,
    t,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const tag = unique('b');
    const made = async (path: string, data: Record<string, unknown>) => {
      const res = await api.post(path, { data });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const [poetry, prose] = [
      await made('/api/ecommerce/product_category', { name: `שירה ${tag}` }),
      await made('/api/ecommerce/product_category', { name: `פרוזה ${tag}` }),
    ];
    const a = await made('/api/ecommerce/product', { name: `ספר א ${tag}`, price: 8990, category_ids: [prose.id] });
    const b = await made('/api/ecommerce/product', { name: `ספר ב ${tag}`, price: 4990 });
    const bundle = `מארז ${tag}`;
    await made('/api/ecommerce/bundle', {
      name: bundle,
      items: [
        { product_id: a.id, quantity: 1 },
        { product_id: b.id, quantity: 1 },
      ],
      percent_off: 10,
    });
    await signInAsStaff();

    // 89.90 + 49.90 = 139.80 apart; 10% off: 125.82, a saving of 13.98
    await page.goto('/shop/bundles');
    await search(page, t('app.list.search'), tag);
    await expect(row(page, bundle)).toContainText('13.98');
    await expect(row(page, bundle).getByText(t('resources.bundles.attention.chip'))).toHaveCount(0);
    expect((await api.put(`/api/ecommerce/product/${b.id}`, { data: { is_active: false } })).status()).toBe(200);
    await page.reload();
    await expect(row(page, bundle).getByText(t('resources.bundles.attention.chip'))).toBeVisible();
    await row(page, bundle).getByText(bundle).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('resources.bundles.attention.some', { smart_count: 1 }) }),
    ).toContainText(`ספר ב ${tag}`);

    // both products: add poetry to their categories
    await page.goto('/shop/products');
    await search(page, t('app.list.search'), tag);
    for (const name of [`ספר א ${tag}`, `ספר ב ${tag}`]) await row(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: t('resources.products.actions.change_categories') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: t('entities.bulk_refs.modes.add') })).toBeChecked();
    await dialog.getByRole('combobox', { name: t('resources.products.fields.category_ids') }).fill(`שירה ${tag}`);
    await page.getByRole('option', { name: `שירה ${tag}` }).click();
    await dialog.getByRole('button', { name: t('entities.bulk_refs.apply', { smart_count: 2 }) }).click();
    await expect(toast(page, t('resources.products.actions.change_categories_done', { smart_count: 2 }))).toBeVisible();
    const listed = (
      await (await api.get(`/api/ecommerce/list_products?q=${encodeURIComponent(tag)}&sort=name&order=asc`)).json()
    ).items;
    expect(listed.map((p: { category_ids: number[] }) => p.category_ids)).toEqual([[prose.id, poetry.id], [poetry.id]]);
  });

  // On an empty coupons list too: its empty state offers the list's own buttons beside add and import.
  test('generate 20 coupon codes for a campaign and download them as CSV', async ({ page, t, signInAsStaff }) => {
    await signInAsStaff();
    const tag = unique('c');
    await page.goto('/shop/coupons');
    await page.getByRole('button', { name: t('resources.coupons.generate.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('resources.coupons.generate.title') });
    await field(dialog, t('resources.coupons.generate.prefix')).fill('E2E');
    await field(dialog, t('resources.coupons.fields.campaign')).fill(tag);
    await field(dialog, t('resources.coupons.fields.discount_value')).fill('10');
    await dialog.getByRole('button', { name: t('resources.coupons.generate.submit') }).click();
    await expect(dialog.getByText(t('resources.coupons.generate.done', { smart_count: 20 }))).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t('resources.coupons.generate.download') }).click();
    const csv = await (await download).path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p, 'utf8')));
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(21);
    expect(lines.slice(1).every((line) => /^E2E[A-Z2-9]{8},/.test(line))).toBe(true);
  });

  test(
    "on a phone the coupons list's buttons fit one line, each still named",
    { tag: '@phone' },
    async ({ page, t, signInAsStaff }) => {
      const api = await adminApi();
      expect(
        (
          await api.post('/api/ecommerce/coupon', {
            data: {
              code: `LINE${Date.now().toString(36)}${process.pid}`.toUpperCase().slice(0, 20),
              discount_kind: 'free_shipping',
            },
          })
        ).status(),
      ).toBe(201);
      await api.dispose();
      await signInAsStaff();
      await page.goto('/shop/coupons');
      const names = [
        t('resources.coupons.generate.button'),
        t('entities.export.button'),
        t('entities.history.deleted'),
      ];
      const middles = [];
      for (const name of names) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box).not.toBeNull();
        middles.push(box!.y + box!.height / 2);
      }
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
    },
  );
});
