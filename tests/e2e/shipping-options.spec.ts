import { unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { confirmDialog, row, search, rowMenu } from './support/lists';

/** A price as the list shows it: the language's currency format (shekels). */
const amount = (locale: string, value: number) =>
  new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-US', { style: 'currency', currency: 'ILS' }).format(value);

test.describe('shipping options', () => {
  test('create, find, edit, switch off, filter active only, make default, delete', async ({
    page,
    t,
    spec,
    appLocale,
    signInAsStaff,
  }) => {
    await signInAsStaff();
    const name = unique('Express');
    const other = unique('Pickup');
    await page.goto('/shop/shipping-options');
    await expect(page.locator('#react-admin-title')).toHaveText(
      t('resources.shipping-options.name', { smart_count: 2 }),
    );

    for (const [optionName, price, isDefault] of [
      [name, '25.5', true],
      [other, '0', false],
    ] as const) {
      await page.goto('/shop/shipping-options/create');
      await field(page, t('resources.shipping-options.fields.name')).fill(optionName);
      await field(page, t('resources.shipping-options.fields.price')).fill(price);
      if (isDefault)
        await page.getByRole('switch', { name: t('resources.shipping-options.fields.is_default') }).check();
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await expect(page).toHaveURL(/\/shop\/shipping-options$/);
    }

    await search(page, t('app.list.search'), name);
    const created = row(page, name);
    await expect(created).toHaveCount(1);
    // The amount in the language's currency format, isolated from the surrounding direction.
    await expect(created.locator('bdi', { hasText: '₪' })).toHaveText(amount(appLocale, 25.5));
    await expect(created).toContainText(t('app.boolean.yes'));

    // Edit the price.
    await created.getByText(name).click();
    await expect(page).toHaveURL(/\/shop\/shipping-options\/\d+$/);
    await field(page, t('resources.shipping-options.fields.price')).fill('30');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/shop\/shipping-options(\?.*)?$/);
    await search(page, t('app.list.search'), name);
    await expect(row(page, name).locator('bdi', { hasText: '₪' })).toHaveText(amount(appLocale, 30));

    // Switch it off in the list; "active only" hides it.
    await row(page, name)
      .getByRole('switch', { name: t('resources.shipping-options.fields.is_active') })
      .click();
    await expect(
      row(page, name).getByRole('switch', { name: t('resources.shipping-options.fields.is_active') }),
    ).not.toBeChecked();
    await page.getByRole('switch', { name: t('resources.shipping-options.fields.active_only') }).check();
    await expect(row(page, name)).toHaveCount(0);
    await page.getByRole('switch', { name: t('resources.shipping-options.fields.active_only') }).uncheck();
    await expect(row(page, name)).toHaveCount(1);

    // Making the other option the default takes it away from the first (one default at a time).
    await page.goto('/shop/shipping-options');
    await search(page, t('app.list.search'), other);
    await row(page, other).getByText(other).click();
    await expect(page).toHaveURL(/\/shop\/shipping-options\/\d+$/);
    await page.getByRole('switch', { name: t('resources.shipping-options.fields.is_default') }).check();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/shop\/shipping-options(\?.*)?$/);
    await search(page, t('app.list.search'), name);
    await expect(row(page, name)).not.toContainText(t('app.boolean.yes'));

    // Delete behind the confirm dialog.
    await rowMenu(row(page, name), t('ra.action.delete'));
    await confirmDialog(page, spec('confirmTitle'), spec('confirmMessage'), t('ra.action.confirm'));
    await expect(row(page, name)).toHaveCount(0);
  });

  test(
    'a server refusal shows on its field once; the toast only says the save was refused',
    { tag: '@en' },
    async ({ page, t, appLocale, signInAsStaff }) => {
      await signInAsStaff();
      // The form checks the definition's limits itself, so the server's refusal of the same rule is answered here.
      const detail = [
        {
          type: 'string_too_long',
          loc: ['body', 'name'],
          msg: 'String should have at most 200 characters',
          input: 'x',
          ctx: { max_length: 200 },
        },
      ];
      await page.route('**/api/ecommerce/shipping_option', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 422, json: { detail } }) : route.continue(),
      );
      await page.goto('/shop/shipping-options/create');
      await field(page, t('resources.shipping-options.fields.name')).fill(unique('Refused'));
      await field(page, t('resources.shipping-options.fields.price')).fill('10');
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      const message =
        appLocale === 'en'
          ? 'Name must have at most 200 characters'
          : t('errors.validation.field_message', {
              field: t('fieldNames.name'),
              message: t('errors.validation.too_long', { smart_count: 200 }),
            });
      await expect(field(page, t('resources.shipping-options.fields.name'))).toHaveAccessibleDescription(message);
      // One message for one refusal: the field says why, the toast says only that the save was refused.
      await expect(toast(page, t('errors.validation.see_fields'))).toBeVisible();
      await expect(toast(page, message)).toHaveCount(0);
      await expect(page).toHaveURL(/\/create$/);
    },
  );
});
