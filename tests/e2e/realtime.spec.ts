// Realtime: what another person changes reaches a list and an open record page without a reload, and
// never takes what this person is typing.
import { adminApi, createUser, unique } from './support/api';
import type { Response } from '@playwright/test';
import { expect, field, test, toast } from './support/fixtures';
import { row } from './support/lists';

test.describe('realtime', () => {
  test('a list shows a record another person adds; an open page takes their change, or offers it while I type; a deletion is said', async ({
    page,
    t,
    signIn,
  }, testInfo) => {
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

  test("a bespoke record page (a deal's) takes another person's change, and offers it while I type", async ({
    page,
    t,
    signIn,
  }) => {
    const api = await adminApi();
    const tag = unique('rt');
    const pipeline = (await (await api.post('/api/pipeline/', { data: { name: `צנרת ${tag}` } })).json()) as {
      id: number;
    };
    const deal = (await (
      await api.post(`/api/pipeline/${pipeline.id}/items`, { data: { title: `ספריית העיר ${tag}`, value: 150000 } })
    ).json()) as { id: number };
    await signIn(await createUser());
    await page.goto(`/deals/${deal.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`ספריית העיר ${tag}`);

    expect((await api.put(`/api/pipeline/items/${deal.id}`, { data: { title: `ספריית המחוז ${tag}` } })).ok()).toBe(
      true,
    );
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

  // The e2e server hears of changes 5 s late (CHANGE_FEED_DELAY_MS in playwright.config.ts), later than any save answers.
  test("my own customer saves are never taken for another person's change, however late the news; another's in the same window still shows", async ({
    page,
    t,
    signIn,
  }) => {
    test.slow(); // two saves, each news 5 s late
    const api = await adminApi();
    const tag = unique('rt');
    const created = await api.post('/api/person/', { data: { first_name: 'רונית', last_name: `אלמוג ${tag}` } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await signIn(await createUser());
    await page.goto(`/customers/${id}`);
    const first = field(page, t('resources.customers.fields.first_name'));
    const last = field(page, t('resources.customers.fields.last_name'));
    await expect(last).toHaveValue(`אלמוג ${tag}`, { timeout: 30_000 }); // the customer screen's first load
    const notice = page.getByRole('alert').filter({ hasText: t('entities.changed_elsewhere.changed') });
    const ofCustomer = (r: Response, method: string) =>
      r.request().method() === method && new URL(r.url()).pathname === `/api/person/${id}`;
    /** Saves; answers the page's next read of the customer after the save answered (the news of it, whenever it comes). */
    const save = async () => {
      let answered = false;
      const saved = page.waitForResponse((r) => ofCustomer(r, 'PUT')).then((r) => ((answered = true), r));
      const heard = page.waitForResponse((r) => answered && ofCustomer(r, 'GET'), { timeout: 30_000 });
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      expect((await saved).ok()).toBe(true);
      await expect(toast(page, t('ra.notification.updated', { smart_count: 1 })).first()).toBeVisible();
      return { heard };
    };

    // Three saves of my own, each followed by typing: when the news of each arrives, the page reads the customer again and
    // finds the version it wrote itself: no warning, nothing replaced, no "changed elsewhere" toast.
    for (const name of ['רונה', 'רוני', 'רונית']) {
      await first.fill(name);
      const { heard } = await save();
      await last.fill(`אלמוג-${name} ${tag}`); // unsaved edits while the news is on its way
      await heard;
      await expect(notice).toHaveCount(0);
      await expect(toast(page, t('entities.changed_elsewhere.updated'))).toHaveCount(0);
      await expect(first).toHaveValue(name);
      await expect(last).toHaveValue(`אלמוג-${name} ${tag}`);
      await last.fill(`אלמוג ${tag}`);
    }
    await expect(first).toHaveValue('רונית');
    await expect(notice).toHaveCount(0);

    // My save, then another person's change in the same window: theirs is offered beside my unsaved edits.
    await first.fill('רונית-לי');
    void (await save()).heard.catch(() => undefined);
    expect((await api.put(`/api/person/${id}`, { data: { last_name: `אלמוג-גל ${tag}` } })).ok()).toBe(true);
    await last.fill(`אלמוג (טיוטה) ${tag}`);
    await expect(notice).toBeVisible();
    await expect(last).toHaveValue(`אלמוג (טיוטה) ${tag}`);
    await notice.getByRole('button', { name: t('entities.changed_elsewhere.load') }).click();
    await expect(last).toHaveValue(`אלמוג-גל ${tag}`);
    await expect(first).toHaveValue('רונית-לי');
    await api.dispose();
  });
});
