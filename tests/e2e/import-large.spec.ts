import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

const ROWS = 100_000;

/**
 * 100,000 customers in 9 MB of CSV: the worker cuts it into cells and hands them to the page, which converts
 * each record as it is shown (the search reads them all). Every hundredth last name is quoted with a comma
 * in it, and the middle record's first name is quoted with 100,000 line breaks inside.
 */
function largeCsv(): string {
  const lines = ['שם פרטי,שם משפחה'];
  for (let i = 0; i < ROWS; i++) {
    const first = i === ROWS / 2 ? `"Multi${'\nline'.repeat(100_000)}"` : `First-${i}-${'x'.repeat(30)}`;
    const last = i % 100 === 0 ? `"Last, ${i}"` : `Last-${i}-${'y'.repeat(30)}`;
    lines.push(`${first},${last}`);
  }
  return `${lines.join('\n')}\n`;
}

// The engine is the same at every width and in both languages: one project runs it.
test('a large CSV file shows every record, in file order, quoted fields whole', async ({
  page,
  t,
  isPhone,
  appLocale,
  signInAsStaff,
}) => {
  test.skip(isPhone || appLocale !== 'he', 'the Hebrew headers map themselves in Hebrew; one screen size is enough');
  test.setTimeout(180_000);
  const folder = await mkdtemp(path.join(tmpdir(), 'import-large-'));
  try {
    const file = path.join(folder, 'customers-large.csv');
    await writeFile(file, largeCsv());
    await signInAsStaff();
    await page.goto('/customers');
    await page.getByRole('button', { name: t('resources.customers.import.button'), exact: true }).click();
    await page.locator('input[type=file]').first().setInputFiles(file);

    await page.getByRole('button', { name: t('importWizard.mapping.preview') }).click();
    const preview = page.getByRole('dialog', { name: t('importWizard.preview.title') });
    const count = new Intl.NumberFormat('he').format(ROWS);
    await expect(preview).toContainText(t('importWizard.preview.showing', { count }), { timeout: 90_000 });
    const grid = preview.getByRole('grid');
    // File order: the first record first.
    await expect(grid.getByRole('row').nth(1)).toContainText(`First-0-`);

    // Each record once, whole: the first and last, quoted ones, and those around the long quoted one.
    const searchBox = preview.getByRole('searchbox', { name: t('spreadsheet.search.label') });
    const matches = preview.getByText(t('spreadsheet.search.matches', { smart_count: 1, count: '1' }), { exact: true });
    for (const text of [
      'First-0-',
      `First-${ROWS - 1}-`,
      'Last, 49900',
      'First-49999-',
      'Multi',
      'Last, 50000',
      'First-50001-',
    ]) {
      await searchBox.fill(text);
      await expect(matches, text).toBeVisible();
    }
    await preview.getByRole('button', { name: t('importWizard.action.cancel'), exact: true }).click();
    await expect(preview).toBeHidden();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
