import { expect, test } from './support/fixtures';
import { importFiles } from './support/importFixtures';

// The import screens at every width and language: the mapping step fits a phone (no sideways scrolling with
// nothing to show that more is there), and screenshots of it for a person to look at. The history and a report opened
// from it are the import journey's (import.spec.ts).
test(
  'the mapping step fits the screen and every field keeps its inputs',
  { tag: '@phone' },
  async ({ page, t, signInAsStaff, isPhone }, testInfo) => {
    test.slow();
    const files = await importFiles();
    await signInAsStaff();
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
    const overflowing = await dialog
      .locator('.MuiDialogContent-root')
      .evaluate((content) =>
        [content, ...Array.from(content.querySelectorAll<HTMLElement>('*'))]
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 &&
              !['visible', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX),
          )
          .map((element) => `${element.tagName}.${element.className} ${element.scrollWidth}>${element.clientWidth}`),
      );
    if (isPhone) expect(overflowing).toEqual([]);
    await files.dispose();
  },
);
