import { adminApi, createUser, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { createLabel, rowMenu } from './support/lists';

// Subscriptions (issue 19, first part): staff subscribe a customer to an option, pause the subscription from the
// list, and see it, paused, on the customer's subscriptions tab.

test.describe('subscriptions', () => {
  test('subscribe a customer, pause from the list, see it on the customer page', async ({ page, t, signIn, isPhone }) => {
    test.skip(isPhone, "status moves are in the list's row menu, which phones do not show yet");
    const api = await adminApi();
    const tag = unique('s');
    const customer = (await (await api.post('/api/person/', { data: { first_name: 'מנויה', last_name: `חדשה ${tag}` } })).json()) as { id: number; last_name: string };
    const option = (await (await api.post('/api/ecommerce/subscription_option', { data: { name: `מועדון ${tag}`, price: 4900 } })).json()) as { id: number; name: string };
    await api.dispose();
    await signIn(await createUser());

    await page.goto('/subscriptions');
    await page.getByRole('link', { name: createLabel(t, 'subscriptions') }).first().click();
    await field(page, t('resources.subscriptions.fields.person_id')).fill(customer.last_name.slice(0, 12));
    await page.getByRole('option', { name: customer.last_name }).click();
    await field(page, t('resources.subscriptions.fields.option_id')).fill(option.name.slice(0, 12));
    await page.getByRole('option', { name: option.name }).click();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();

    await page.goto(`/subscriptions?filter=${encodeURIComponent(JSON.stringify({ person_id: customer.id }))}`);
    const mine = page.getByRole('row').or(page.locator('main li')).filter({ hasText: option.name });
    await expect(mine).toContainText(t('resources.subscriptions.statuses.active'));
    await rowMenu(mine, t('resources.subscriptions.actions.pause'));
    await page.getByRole('dialog').getByRole('button', { name: t('resources.subscriptions.actions.pause') }).click();
    await expect(toast(page, t('resources.subscriptions.actions.pause_done', { smart_count: 1 }))).toBeVisible();
    await expect(mine).toContainText(t('resources.subscriptions.statuses.paused'));

    await page.goto(`/customers/${customer.id}?t=subscriptions`);
    await expect(page.getByRole('main')).toContainText(option.name);
    await expect(page.getByRole('main')).toContainText(t('resources.subscriptions.statuses.paused'));
  });
});
