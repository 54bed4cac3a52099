import type { Locator, Page } from '@playwright/test';
import { expect, networkQuiet } from './fixtures';

/** Types in the list's search box and waits for the list to answer. */
export async function search(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label }).or(page.getByPlaceholder(label)).first();
  const head = text.slice(0, 8);
  // the API's answer to this search (its query holds the text)
  const answered = page
    .waitForResponse(
      (r) => r.url().includes('/api/') && decodeURIComponent(r.url().replace(/\+/g, ' ')).includes(head),
      { timeout: 20_000 },
    )
    .catch(() => null);
  await box.fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(head)}`));
  // the rows of the answer, not the ones before it (a click on those is lost when they are replaced): the answer, or
  // a quiet network when the list had it already (a worker's script the browser never finishes fetching keeps the
  // network from ever going quiet, so the answer alone is enough)
  await Promise.race([answered, networkQuiet(page).catch(() => undefined)]);
}

/** The list row holding `text`: a table row, or an item of the simple list phones show. */
export const row = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.locator('main li')).filter({ hasText: text });

/** Confirms the delete dialog after checking its fixed texts. */
export async function confirmDialog(page: Page, title: string, message: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a list row's "⋮" menu and chooses an item (delete, or one of the resource's row actions). */
export async function rowMenu(row: Locator, item: string): Promise<void> {
  await row.locator('button[aria-haspopup="menu"]').click();
  await row.page().getByRole('menuitem', { name: item }).click();
}

type T = (key: string, args?: Record<string, string | number>) => string;

/** The list's create button names what it adds: 'הוספת לקוח', 'Create Customer'. */
export const createLabel = (t: T, resource: string): string =>
  t('ra.action.create_item', { item: t(`resources.${resource}.name`, { smart_count: 1 }) });

/** The authors list's request, with or without the trailing slash (the server answers both): for mocked answers. */
export const AUTHORS_LIST = /\/api\/authors\/?\?/;
