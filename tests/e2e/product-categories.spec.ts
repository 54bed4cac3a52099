import { unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { confirmDialog, row, rowMenu, search } from './support/lists';

// The entity platform's proof entity: a generated list, tabbed edit page, child table, row actions, export.
test.describe('product categories', () => {
  test("create a category and a subcategory, see it in the parent's tab, deactivate from the menu, export, delete", async ({
    page,
    t,
    spec,
    isPhone,
    signInAsStaff,
  }) => {
    await signInAsStaff();
    const parent = `פרוזה ${unique('p')}`;
    const child = `נובלות ${unique('c')}`;
    await page.goto('/shop/product-categories/create');
    await field(page, t('resources.product-categories.fields.name')).fill(parent);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/product-categories(\?.*)?$/);
    await search(page, t('app.list.search'), parent);
    await page.getByText(parent).first().click();
    await expect(page).toHaveURL(/\/shop\/product-categories\/\d+$/);
    // The slug is made from the Hebrew name.
    await expect(field(page, t('resources.product-categories.fields.slug'))).toHaveValue(/^פרוזה-/);
    const parentUrl = page.url();

    await page.goto('/shop/product-categories/create');
    await field(page, t('resources.product-categories.fields.name')).fill(child);
    await field(page, t('resources.product-categories.fields.parent_id')).fill(parent.slice(0, 12));
    await page.getByRole('option', { name: parent }).click();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/shop\/product-categories(\?.*)?$/);

    await page.goto(parentUrl);
    await page.getByRole('tab', { name: t('resources.product-categories.tabs.children') }).click();
    await expect(page).toHaveURL(/\?t=children$/);
    await expect(page.getByRole('tabpanel').getByText(child)).toBeVisible();

    // A required field left empty says so inline, in the user's language, and nothing is sent.
    await page.getByRole('tab', { name: t('resources.product-categories.tabs.details') }).click();
    await field(page, t('resources.product-categories.fields.name')).fill('');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page.getByText(t('ra.validation.required')).first()).toBeVisible();

    await page.goto('/shop/product-categories');
    await search(page, t('app.list.search'), child);
    if (isPhone) {
      await expect(page.getByRole('listitem').filter({ hasText: child })).toHaveCount(1);
      return;
    }
    await expect(row(page, child)).toContainText(parent);
    await rowMenu(row(page, child), t('resources.product-categories.actions.deactivate'));
    await expect(row(page, child).getByRole('switch')).not.toBeChecked();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('entities.export.button') }).click();
    await page.getByRole('menuitem', { name: t('entities.export.csv') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    // the searched list only (the export route gets the list's query), its parent by name
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(child);
    expect(lines[1]).toContain(parent);

    await rowMenu(row(page, child), t('ra.action.delete'));
    await confirmDialog(page, spec('confirmTitle'), spec('confirmMessage'), t('ra.action.confirm'));
    await expect(row(page, child)).toHaveCount(0);
  });
});
