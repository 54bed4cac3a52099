// Realtime (issue 26): what another person changes reaches a list and an open record page without a reload, and
// never takes what this person is typing.
import { adminApi, createUser, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { row } from './support/lists';

test.describe('realtime', () => {
  test('a list shows a record another person adds; an open page takes their change, or offers it while I type; a deletion is said', async ({ page, t, signIn }, testInfo) => {
    test.slow();
    const api = await adminApi();
    const name = `לאה גולדברג ${unique('rt')}`;
    const created = await api.post('/api/authors/', { data: { name, bio: 'משוררת' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await signIn(await createUser());

    // The list: an author added elsewhere appears.
    await page.goto('/shop/authors');
    await expect(row(page, name)).toHaveCount(1);
    const other = `נתן אלתרמן ${unique('rt')}`;
    expect((await api.post('/api/authors/', { data: { name: other } })).status()).toBe(201);
    await expect(row(page, other)).toHaveCount(1);

    // The page, nothing typed: the new version is shown at once.
    await page.goto(`/shop/authors/${id}`);
    const bio = field(page, t('resources.authors.fields.bio'));
    await expect(bio).toHaveValue('משוררת');
    expect((await api.put(`/api/authors/${id}`, { data: { name, bio: 'משוררת ומתרגמת' } })).ok()).toBe(true);
    await expect(bio).toHaveValue('משוררת ומתרגמת');
    await expect(toast(page, t('entities.changed_elsewhere.updated'))).toBeVisible();

    // While typing: my text stays; the new version is offered, and taken on request.
    const nameField = field(page, t('resources.authors.fields.name'));
    await nameField.fill(`${name} (טיוטה)`);
    expect((await api.put(`/api/authors/${id}`, { data: { name, bio: 'כתבה שירי ילדים' } })).ok()).toBe(true);
    const notice = page.getByRole('alert').filter({ hasText: t('entities.changed_elsewhere.changed') });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('changed-elsewhere.png') });
    await expect(nameField).toHaveValue(`${name} (טיוטה)`);
    await expect(bio).toHaveValue('משוררת ומתרגמת');
    await notice.getByRole('button', { name: t('entities.changed_elsewhere.load') }).click();
    await expect(bio).toHaveValue('כתבה שירי ילדים');
    await expect(nameField).toHaveValue(name);

    // Deleted elsewhere: the page says so.
    expect((await api.delete(`/api/authors/${id}`)).ok()).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: t('entities.changed_elsewhere.deleted') })).toBeVisible();
    await api.dispose();
  });

  test("a bespoke record page (a deal's) takes another person's change, and offers it while I type", async ({ page, t, signIn }) => {
    const api = await adminApi();
    const tag = unique('rt');
    const pipeline = (await (await api.post('/api/pipeline/', { data: { name: `צנרת ${tag}` } })).json()) as { id: number };
    const deal = (await (await api.post(`/api/pipeline/${pipeline.id}/items`, { data: { title: `ספריית העיר ${tag}`, value: 150000 } })).json()) as { id: number };
    await signIn(await createUser());
    await page.goto(`/deals/${deal.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`ספריית העיר ${tag}`);

    expect((await api.put(`/api/pipeline/items/${deal.id}`, { data: { title: `ספריית המחוז ${tag}` } })).ok()).toBe(true);
    await expect(heading).toHaveText(`ספריית המחוז ${tag}`);
    await expect(toast(page, t('entities.changed_elsewhere.updated'))).toBeVisible();

    const title = field(page, t('deals.fields.title'));
    await expect(title).toHaveValue(`ספריית המחוז ${tag}`);
    await title.fill(`ספריית המחוז והעיר ${tag}`);
    expect((await api.put(`/api/pipeline/items/${deal.id}`, { data: { value: 200000 } })).ok()).toBe(true);
    const notice = page.getByRole('alert').filter({ hasText: t('entities.changed_elsewhere.changed') });
    await expect(notice).toBeVisible();
    await expect(title).toHaveValue(`ספריית המחוז והעיר ${tag}`);
    await notice.getByRole('button', { name: t('entities.changed_elsewhere.keep') }).click();
    await expect(notice).toHaveCount(0);
    await expect(title).toHaveValue(`ספריית המחוז והעיר ${tag}`);
    await api.dispose();
  });
});
