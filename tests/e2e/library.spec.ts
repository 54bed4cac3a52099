import sharp from 'sharp';
import { adminApi, createUser, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { createLabel, search } from './support/lists';

// The library app (issue 18): staff add an audiobook with a cover to a featured category, publish it, put it in a
// collection, and the app's home (what the app is given) shows it there.
test.describe('library app', () => {
  test('an audiobook with a cover, published in a featured category and a collection, reaches the app home', async ({ page, t, signIn, isPhone }) => {
    const api = await adminApi();
    const tag = unique('l');
    const category = (await (await api.post('/api/library/category', { data: { name: `מומלצים ${tag}`, featured: true, sort_order: -1 } })).json()) as { id: number; name: string };
    const collection = (await (await api.post('/api/library/collection_item', { data: { name: `אוסף ${tag}` } })).json()) as { id: number };
    await signIn(await createUser());
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/books$/);
    await page.getByRole('link', { name: createLabel(t, 'library-items') }).click();
    const title = `הקשבה ${tag}`;
    await field(page, t('resources.library-items.fields.title')).fill(title);
    await field(page, t('resources.library-items.fields.kind')).click();
    await page.getByRole('option', { name: t('resources.library-items.kinds.audiobook') }).click();
    await page.locator('[data-source="cover"]').getByTestId('upload-picker').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 300, height: 450, channels: 3, background: '#2a6f97' } }).png().toBuffer() });
    await expect(page.locator('[data-source="cover"]').getByTestId('upload-item')).toHaveCount(1);
    await field(page, t('resources.library-items.fields.category_ids')).fill(category.name.slice(0, 10));
    await page.getByRole('option', { name: category.name }).click();
    await field(page, t('resources.library-items.fields.status')).click();
    await page.getByRole('option', { name: t('resources.library-items.statuses.published') }).click();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
    await search(page, t('app.list.search'), tag);
    const listed = isPhone ? page.getByRole('listitem').filter({ hasText: title }) : page.getByRole('row').filter({ hasText: title });
    await expect(listed).toHaveCount(1);
    await expect(listed.locator('img')).toHaveCount(1); // the cover's thumbnail

    const item = ((await (await api.post('/api/library/item_list', { data: { q: tag } })).json()) as { items: { id: number; cover: string }[] }).items[0];
    expect(item.cover).toMatch(/^app\/covers\//);
    expect((await api.post(`/api/library/item/${item.id}/collection`, { data: { collection_id: collection.id } })).status()).toBe(200);
    const home = (await (await api.post('/api/library/app_home_item_list', { data: {} })).json()) as { categories: { id: number; items: { id: number }[] }[]; collections: { id: number; items: { id: number }[] }[] };
    expect(home.categories.find((c) => c.id === category.id)?.items.map((i) => i.id)).toEqual([item.id]);
    expect(home.collections.find((c) => c.id === collection.id)?.items.map((i) => i.id)).toEqual([item.id]);
    // The preview draws the same home: the new book in its category's row and in the collection.
    await page.goto('/app/preview');
    await expect(page.getByTestId('app-preview').getByRole('region', { name: category.name }).getByText(title)).toBeVisible();
    await expect(page.getByTestId('app-preview').getByRole('region', { name: `אוסף ${tag}` }).getByText(title)).toBeVisible();

    // Give it to a customer as a gift on their app tab; it is listed there, not opened yet.
    const person = (await (await api.post('/api/person/', { data: { first_name: 'נועם', last_name: tag } })).json()) as { id: number };
    await page.goto(`/customers/${person.id}?t=app`);
    await expect(page.getByText(t('library.customer.none'))).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button', { name: t('library.customer.grant') }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, t('library.customer.item')).fill(title.slice(0, 12));
    await page.getByRole('option', { name: title }).click();
    await dialog.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('library.customer.granted'))).toBeVisible();
    const granted = page.getByTestId('library-row').filter({ hasText: title });
    await expect(granted).toContainText(t('library.customer.reasons.gift'));
    await expect(granted).toContainText(t('library.customer.not_opened'));
  });
});
