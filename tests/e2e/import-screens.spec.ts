import { adminApi, createUser, unique } from './support/api';
import { expect, test } from './support/fixtures';
import { importFiles } from './support/importFixtures';

// The import screens at every width and language: the mapping step fits a phone (no sideways scrolling with
// nothing to show that more is there), and screenshots of it for a person to look at.
test('the mapping step fits the screen and every field keeps its inputs', { tag: '@phone' }, async ({ page, t, signIn, isPhone }, testInfo) => {
  test.slow();
  const files = await importFiles();
  await signIn(await createUser());
  await page.goto('/customers');
  await page.getByRole('button', { name: t('resources.customers.import.button'), exact: true }).click();
  await page.locator('input[type=file]').first().setInputFiles(files.customersXlsx);
  const dialog = page.getByRole('dialog');
  // Drawn a few fields at a time: the last field's row is there.
  await expect(dialog.locator('[data-field="addresses.country"]')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('mapping.png') });
  await dialog.locator('.MuiDialogContent-root').evaluate((element) => element.scrollTo(0, element.scrollHeight / 3));
  await page.screenshot({ path: testInfo.outputPath('mapping-scrolled.png') });

  // Nothing of the mapping lies beyond the screen's sides.
  const overflowing = await dialog.locator('.MuiDialogContent-root').evaluate((content) =>
    [content, ...Array.from(content.querySelectorAll<HTMLElement>('*'))]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && !['visible', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName}.${element.className} ${element.scrollWidth}>${element.clientWidth}`),
  );
  if (isPhone) expect(overflowing).toEqual([]);
  await files.dispose();
});

// The import history with imports of every kind (failed rows, reverted), and a report opened from it.
test('the import history and a report opened from it', async ({ page, t, signIn, isPhone }, testInfo) => {
  const api = await adminApi();
  const post = async (records: unknown[]) => {
    const response = await api.post('/api/person/import', { data: { records } });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const tag = unique('history');
  const reverted = await post([{ first_name: 'רונית', last_name: tag }]);
  expect((await api.post(`/api/person/import/${reverted.id}/revert`)).status()).toBe(200);
  const withFailures = await post([{ first_name: 'אבי', last_name: tag }, { first_name: 'שגוי', last_name: tag, emails: [{ value: 'not-an-email' }] }]);
  await api.dispose();

  await signIn(await createUser());
  await page.goto('/customers');
  const historyLink = page.getByRole('link', { name: t('resources.customers.import.history') });
  await expect(historyLink).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('customers-list.png') });
  await historyLink.click();
  await expect(page).toHaveURL(/\/customer-imports/);
  await expect(page.getByText(t('entities.import.history_page.status.reverted')).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('history.png') });

  await page.goto(`/customer-imports?report=${withFailures.id}`);
  const report = page.getByRole('dialog', { name: t('entities.import.report.title') });
  await expect(report.getByRole('table', { name: t('entities.import.report.failed_rows') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('history-report.png') });
  // Nothing lies beyond the screen's side: the history list on phones, the report everywhere.
  if (isPhone) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
});
