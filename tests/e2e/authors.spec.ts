import { adminApi, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { confirmDialog, createLabel, row, search } from './support/lists';

test.describe('authors', () => {
  test('create, search, edit and delete an author; its history puts a change back and restores it deleted', async ({
    page,
    t,
    spec,
    signInAsStaff,
  }) => {
    test.slow();
    await signInAsStaff();
    const name = `עמוס עוז ${unique('a')}`;
    await page.goto('/shop/authors');
    await page.getByRole('link', { name: createLabel(t, 'authors') }).click();
    await field(page, t('resources.authors.fields.name')).fill(name);
    await field(page, t('resources.authors.fields.bio')).fill('סופר ישראלי, born in Jerusalem.');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/authors$/);

    await search(page, t('app.list.search'), name);
    await expect(row(page, name)).toHaveCount(1);
    await row(page, name).getByText(name).click();
    await expect(page).toHaveURL(/\/shop\/authors\/\d+$/);
    await field(page, t('resources.authors.fields.bio')).fill('Novelist.');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.updated', { smart_count: 1 }))).toBeVisible();
    await search(page, t('app.list.search'), name);
    await expect(row(page, name)).toContainText('Novelist.');

    // The History tab shows the change field by field, and puts the earlier bio back.
    await row(page, name).getByText(name).click();
    await page.getByRole('tab', { name: t('entities.tabs.history') }).click();
    const change = page.getByTestId('history-entry').first();
    await expect(change).toContainText(t('entities.history.action.update', { name: 'E2E' }).replace(/E2E.*$/, ''));
    await expect(change.getByRole('row').filter({ hasText: t('resources.authors.fields.bio') })).toContainText(
      'Novelist.',
    );
    await expect(change.getByRole('row').filter({ hasText: t('resources.authors.fields.bio') })).toContainText(
      'born in Jerusalem',
    );
    await expect(page.getByTestId('history-entry').last()).toContainText(
      t('entities.history.action.create', { name: '' }).trim(),
    );
    await change.getByRole('button', { name: t('entities.history.revert') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('entities.history.revert') })
      .click();
    await expect(toast(page, t('entities.history.reverted'))).toBeVisible();
    await page.getByRole('tab', { name: t('entities.tabs.details') }).click();
    await expect(field(page, t('resources.authors.fields.bio'))).toHaveValue('סופר ישראלי, born in Jerusalem.');
    await page.goto('/shop/authors');

    // Deleting from the edit page asks first; Cancel keeps the author.
    await row(page, name).getByText(name).click();
    await expect(page).toHaveURL(/\/shop\/authors\/\d+$/);
    await page.getByRole('button', { name: t('ra.action.delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.cancel') })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: t('ra.action.delete') }).click();
    await confirmDialog(page, spec('confirmTitle'), spec('confirmMessage'), t('ra.action.confirm'));
    await expect(page).toHaveURL(/\/shop\/authors(\?.*)?$/);
    await expect(row(page, name)).toHaveCount(0);

    // ...and "Deleted" brings it back with its id and values.
    await page.getByRole('button', { name: t('entities.history.deleted') }).click();
    const deleted = page.getByRole('dialog').getByTestId('deleted-record').filter({ hasText: name });
    await expect(deleted).toHaveCount(1);
    await deleted.getByRole('button', { name: t('entities.history.restore') }).click();
    await expect(toast(page, t('entities.history.restored', { name }))).toBeVisible();
    // (restoring the list's only record replaces its empty state, and the dialog with it)
    await expect(page.getByRole('dialog').getByTestId('deleted-record').filter({ hasText: name })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(row(page, name)).toHaveCount(1);
  });

  test("'j' and 'k' step through the list's records on the edit page, in the list's order", async ({
    page,
    t,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const tag = unique('סדרה');
    for (const n of ['א', 'ב', 'ג'])
      expect((await api.post('/api/authors/', { data: { name: `${tag} ${n}` } })).ok()).toBe(true);
    await signInAsStaff();
    await page.goto('/shop/authors');
    await search(page, t('app.list.search'), tag);
    const names = page.locator('#main-content table tbody tr');
    await expect(names).toHaveCount(3);
    const texts = await names.allInnerTexts();
    const order = ['א', 'ב', 'ג']
      .map((n) => `${tag} ${n}`)
      .sort((a, b) => texts.findIndex((x) => x.includes(a)) - texts.findIndex((x) => x.includes(b)));
    await names.first().getByText(order[0]!).click();
    const name = field(page, t('resources.authors.fields.name'));
    await expect(name).toHaveValue(order[0]!);
    const nav = page.getByRole('navigation', { name: t('entities.record_nav.label') });
    await expect(nav).toContainText(t('entities.record_nav.position', { index: 1, total: 3 }));
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('j');
    await expect(name).toHaveValue(order[1]!);
    await expect(nav).toContainText(t('entities.record_nav.position', { index: 2, total: 3 }));
    await nav.getByRole('link', { name: t('entities.record_nav.next') }).click();
    await expect(name).toHaveValue(order[2]!);
    await expect(nav.getByRole('button', { name: t('entities.record_nav.next') })).toBeDisabled();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('k');
    await expect(name).toHaveValue(order[1]!);
  });

  test("another person's new author shows on the list without a reload", async ({ page, t, signInAsStaff }) => {
    const api = await adminApi();
    const tag = unique('חי');
    expect((await api.post('/api/authors/', { data: { name: `${tag} ראשון`, bio: 'ישן' } })).ok()).toBe(true);
    await signInAsStaff();
    await page.goto('/shop/authors');
    await search(page, t('app.list.search'), tag);
    await expect(row(page, tag)).toHaveCount(1);
    expect((await api.post('/api/authors/', { data: { name: `${tag} שני` } })).ok()).toBe(true);
    await expect(row(page, tag)).toHaveCount(2); // no reload
  });

  test("the author form checks inline in the user's language and asks before unsaved edits are lost", async ({
    page,
    t,
    signInAsStaff,
  }) => {
    await signInAsStaff();
    const nameField = () => field(page, t('resources.authors.fields.name'));
    await page.goto('/shop/authors/create');
    // Save is offered once something is typed: a biography without the required name.
    await field(page, t('resources.authors.fields.bio')).fill('סופר');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField()).toHaveAccessibleDescription(t('ra.validation.required'));
    expect(await nameField().evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
    const name = `דוד גרוסמן ${unique('a')}`;
    await nameField().fill(name);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/shop\/authors$/);

    // A rename left unsaved: leaving asks first; staying keeps the typing, leaving anyway keeps the old name.
    await search(page, t('app.list.search'), name);
    await row(page, name).getByText(name).click();
    await expect(page).toHaveURL(/\/shop\/authors\/\d+$/);
    await nameField().fill(`${name} (שונה)`);
    // The question is answered as it opens (a click waits while it is open), and awaited before the next step,
    // so a slow first question is never answered twice.
    const leaveHome = async (answer: 'dismiss' | 'accept') => {
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog[answer]();
        }),
      );
      await page
        .getByRole('link', { name: t('app.menu.home') })
        .first()
        .click();
      expect(await asked).toBe(t('ra.message.unsaved_changes'));
    };
    await leaveHome('dismiss');
    await expect(page).toHaveURL(/\/shop\/authors\/\d+$/);
    await expect(nameField()).toHaveValue(`${name} (שונה)`);
    await leaveHome('accept');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown author reads "not found"; an id of undefined is refused', async ({ page, spec, signInAsStaff }) => {
    await signInAsStaff();
    await page.goto('/shop/authors/987654');
    await expect(toast(page, spec('notFound'))).toBeVisible();
    await page.goto('/shop/authors/undefined');
    await expect(toast(page, spec('invalidEndpoint'))).toBeVisible();
  });
});
