import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import enCustomers from '../../src/i18n/en/customers';
import heCustomers from '../../src/i18n/he/customers';
import { createUser, unique } from './support/api';
import { expect, field, test } from './support/fixtures';
import { freshNationalId, importFiles, type ImportFiles } from './support/importFixtures';
import { row, search } from './support/lists';

// The customers file of the import engineer (made by LibreOffice): Hebrew headers, six customers, of whom
// only the first has a valid national id; the related phones file is joined on 'קוד לקוח'. Each test imports its
// own copy (support/importFixtures.ts: the e-mails, phones and valid national id rewritten), so the four
// projects, importing side by side into the one e2e database, never merge into one another's customers.
let files: ImportFiles;
test.beforeEach(async () => {
  files = await importFiles();
});
test.afterEach(() => files.dispose());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Scrolls the preview grid sideways to its start or its end (whichever way the page reads). */
const scrollGrid = (grid: Locator, to: 'start' | 'end') =>
  grid.evaluate((element, end) => {
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollLeft = end ? sign * element.scrollWidth : 0;
  }, to === 'end');

/** A customer in the list: a table row on desktops, a link of the simple list on phones. */
const listed = (page: Page, isPhone: boolean, text: string): Locator =>
  isPhone ? page.getByRole('link').filter({ hasText: text }) : row(page, text);

test.describe('customers import', () => {
  test('import customers with Hebrew headers and related phones, fix a cell, read the report, find one, revert from the history', async ({
    page,
    t,
    signIn,
    appLocale,
    isPhone,
  }, testInfo) => {
    test.setTimeout(150_000);
    const user = await createUser();
    await signIn(user);
    const fixedId = freshNationalId();
    const k = (key: string, args?: Record<string, string | number>) => t(`resources.customers.import.${key}`, args);
    // The report is the one every import shows (entities.import.report).
    const r = (key: string, args?: Record<string, string | number>) => t(`entities.import.report.${key}`, args);
    const w = (key: string, args?: Record<string, string | number>) => t(`importWizard.${key}`, args);
    // Field labels (array children are dotted keys, which the shared `t` helper cannot walk).
    const label = (name: string) =>
      ((appLocale === 'he' ? heCustomers : enCustomers).resources.customers.fields as Record<string, string>)[name]!;

    await page.goto('/customers');
    await page.getByRole('button', { name: k('button'), exact: true }).click();
    await page.locator('input[type=file]').first().setInputFiles(files.customersXlsx);

    // Hebrew headers map themselves to the customers' fields in Hebrew; in English the user picks them. On phones
    // the mapping is a list of one card per field (a table would hide its last columns beyond the screen's side).
    const mapping = page.getByRole(isPhone ? 'list' : 'table', { name: w('mapping.caption') });
    /** The column chosen for a field (its combobox is named after the field). */
    const source = (table: Locator, fieldLabel: string) =>
      table.getByRole('combobox', { name: `${w('mapping.column')}: ${fieldLabel}`, exact: true });
    const mapped = async (table: Locator, fieldLabel: string, header: string) => {
      if (appLocale === 'en') {
        await source(table, fieldLabel).click();
        await page.getByRole('option', { name: new RegExp(`^${escape(header)}(\\s|$)`) }).click();
      }
      await expect(source(table, fieldLabel)).toContainText(header);
    };
    await mapped(mapping, label('first_name'), 'שם פרטי');
    await mapped(mapping, label('last_name'), 'שם משפחה');
    await mapped(mapping, label('national_id'), 'תעודת זהות');
    await mapped(mapping, label('emails.value'), 'אימייל');

    // Phones come from the related file, joined on the customer code.
    await mapping
      .getByRole('button', { name: `${w('mapping.related_data')}: ${label('phones')}`, exact: true })
      .click();
    const related = page.getByRole('dialog', { name: w('related.title') });
    await related.locator('input[type=file]').setInputFiles(files.phonesCsv);
    await expect(related.getByRole('combobox').nth(0)).toContainText('קוד לקוח');
    await expect(related.getByRole('combobox').nth(1)).toContainText('קוד לקוח');
    await mapped(related, label('phones.value'), 'טלפון');
    await related.getByRole('button', { name: w('action.save') }).click();
    await expect(related).toBeHidden();

    // The preview: six records; the second one's national id is wrong, fix it in its cell.
    await page.getByRole('button', { name: w('mapping.preview') }).click();
    const preview = page.getByRole('dialog', { name: w('preview.title') });
    await expect(preview).toContainText(w('preview.showing', { count: 6 }));
    // Yossi, the second record (the header is row 1), has his phone from the related file. The grid draws the
    // columns in view: on a phone the phones column is reached by scrolling it sideways.
    const grid = preview.getByRole('grid');
    const yossi = grid.locator('[role=row][aria-rowindex="3"]');
    await expect(yossi).toContainText('יוסי');
    await scrollGrid(grid, 'end');
    await expect(yossi).toContainText(files.value('052-7654321'));
    await scrollGrid(grid, 'start');
    const badCell = preview.getByRole('gridcell', { name: '023456781' });
    await badCell.dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(fixedId);
    await page.keyboard.press('Enter');
    await expect(preview.getByRole('gridcell', { name: fixedId })).toBeVisible();
    await expect(preview.getByRole('gridcell', { name: '023456781' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('import-preview.png') });
    await preview.getByRole('button', { name: w('preview.import') }).click();

    // The report: two customers created, four refused for their national id, each with its reason.
    const report = page.getByRole('dialog', { name: r('title') });
    await expect(report).toBeVisible();
    await expect(preview).toBeHidden();
    const count = async (key: string) =>
      Number((await report.getByRole('group', { name: r(key) }).textContent())?.replace(/\D/g, ''));
    expect(await count('total')).toBe(6);
    expect(await count('created')).toBe(2);
    expect(await count('merged')).toBe(0);
    expect(await count('failed')).toBe(4);
    const failed = report.getByRole('table', { name: r('failed_rows') }).getByRole('row');
    await expect(failed).toHaveCount(5);
    const nationalIdReason = t('errors.validation.field_message', {
      field: t('fieldNames.national_id'),
      message: t('errors.validation.codes.national_id_invalid'),
    });
    for (const [i, who] of ['מיכל אברהם', 'Avi Ben-David', 'נועה מזרחי', 'עומר פרץ'].entries()) {
      await expect(failed.nth(i + 1)).toContainText(String(i + 3));
      await expect(failed.nth(i + 1)).toContainText(who);
      await expect(failed.nth(i + 1)).toContainText(nationalIdReason);
    }
    await page.screenshot({ path: testInfo.outputPath('import-report.png') });

    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: r('download') }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain(r('reasons'));
    expect(csv).toContain('עומר פרץ');
    await report.getByRole('button', { name: t('ra.action.close') }).click();

    // An imported customer is found by a phone of the related file, typed in another format; it has both.
    await search(
      page,
      t('resources.customers.list.search'),
      files.shownPhone('050-1234567').replace(/ (\d+) (\d+)$/, '-$1-$2'),
    );
    const dana = listed(page, isPhone, 'דנה כהן');
    await expect(dana).toHaveCount(1);
    if (isPhone) {
      await dana.click();
      await expect(page.getByRole('heading', { level: 1, name: 'דנה כהן' })).toBeVisible();
      const phones = field(page, label('phones.value'));
      await expect(phones).toHaveCount(2);
      await expect(phones.nth(1)).toHaveValue(files.shownPhone('03-5551234'));
      await expect(field(page, label('emails.value'))).toHaveValue(files.value('dana.cohen@example.co.il'));
      await page.goto('/customers');
    } else {
      await expect(dana).toContainText(files.shownPhone('03-5551234'));
      await expect(dana).toContainText(files.value('dana.cohen@example.co.il'));
    }
    await search(page, t('resources.customers.list.search'), fixedId);
    await expect(listed(page, isPhone, 'יוסי לוי')).toHaveCount(1);

    // The import history: the user's own imports hold this one, completed; its report opens from its row.
    const h = (key: string, args?: Record<string, string | number>) => t(`resources.customer-imports.${key}`, args);
    const g = (key: string) => t(`entities.import.history_page.${key}`);
    await page.getByRole('link', { name: k('history') }).click();
    await expect(page).toHaveURL(/\/customer-imports/);
    await page.getByRole('switch', { name: g('fields.mine') }).click();
    await expect(page).toHaveURL(/mine/);
    const entries = isPhone
      ? page.getByRole('list', { name: h('title') }).getByRole('listitem')
      : page.getByRole('row').filter({ hasText: `${user.first_name} ${user.last_name}` });
    await expect(entries).toHaveCount(1);
    const entry = entries.first();
    await expect(entry).toContainText(`${user.first_name} ${user.last_name}`);
    await expect(entry).toContainText(g('status.completed'));
    await page.screenshot({ path: testInfo.outputPath('import-history.png') });
    await (isPhone ? entry.getByRole('button') : entry).click();
    await expect(page).toHaveURL(/report=\d+/);
    await expect(report.getByRole('group', { name: r('created') })).toContainText('2');
    // Each failed row with its reason; named by the records sent while the page lives (the phone run reloaded the
    // page on its way: the server keeps why a row failed, not the row, so there the row numbers say which).
    const failedLater = report.getByRole('table', { name: r('failed_rows') }).getByRole('row');
    await expect(failedLater).toHaveCount(5);
    await expect(failedLater.nth(4)).toContainText(nationalIdReason);
    if (!isPhone) await expect(failedLater.nth(4)).toContainText('עומר פרץ');
    await expect(report).toContainText(r('by', { name: `${user.first_name} ${user.last_name}`, date: '' }).trim());

    // Revert, behind the confirm: the report says so, and so does the history.
    await report.getByRole('button', { name: r('revert') }).click();
    const confirm = page.getByRole('dialog', { name: t('app.confirm.title') });
    await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
    await expect(report).toContainText(r('reverted_note'));
    await expect(report.getByRole('button', { name: r('revert') })).toHaveCount(0);
    await expect(confirm).toBeHidden();
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    await expect(report).toBeHidden();
    await expect(page).not.toHaveURL(/report=/);
    await expect(entry).toContainText(g('status.reverted'));
    await expect(entry).toContainText(r('reverted_on', { date: '' }).trim());
    await expect(entry).not.toContainText(g('status.completed'));

    // Its customers are gone from the list.
    await page.getByRole('link', { name: h('back') }).click();
    await expect(page).toHaveURL(/\/customers/);
    await search(page, t('resources.customers.list.search'), fixedId);
    await expect(listed(page, isPhone, 'יוסי לוי')).toHaveCount(0);
    await search(page, t('resources.customers.list.search'), files.shownPhone('050-1234567'));
    await expect(listed(page, isPhone, 'דנה כהן')).toHaveCount(0);
  });

  // The import journey: a CSV with one bad row, marked in the preview, imported; the report names the row it refused
  // and why; the history holds the import, its report opens from it, and undo takes its customers away again.
  test('import journey: a CSV with one bad row, the report, undo from the history', async ({
    page,
    t,
    signIn,
    isPhone,
  }, testInfo) => {
    test.skip(isPhone, "the phone layout of the wizard is import-screens.spec.ts's");
    test.slow(); // the wizard, the report, the history and the list on a shared two-core machine
    const user = await createUser();
    await signIn(user);
    const w = (key: string, args?: Record<string, string | number>) => t(`importWizard.${key}`, args);
    const r = (key: string, args?: Record<string, string | number>) => t(`entities.import.report.${key}`, args);
    const g = (key: string) => t(`entities.import.history_page.${key}`);
    const write = async (name: string, content: string | Uint8Array) => {
      const file = testInfo.outputPath(name);
      await writeFile(file, content);
      return file;
    };
    const tag = unique('imp').toLowerCase();
    await page.goto('/customers');
    await page.getByRole('button', { name: t('resources.customers.import.button'), exact: true }).click();
    const chooser = page.locator('input[type=file]').first();

    // A zip archive named .csv is said to be binary, not read as rows of garbage; a header row alone has nothing.
    await chooser.setInputFiles(
      await write(
        'archive.csv',
        Uint8Array.from({ length: 2048 }, (_, i) => (i * 151 + 7) % 256),
      ),
    );
    await expect(page.getByRole('alert').filter({ hasText: w('dropzone.not_text') })).toBeVisible();
    await chooser.setInputFiles(await write('header-only.csv', 'שם פרטי,שם משפחה,אימייל\n'));
    await expect(page.getByRole('alert').filter({ hasText: w('dropzone.empty') })).toBeVisible();

    // Two rows, the first with a bad e-mail: the preview marks it before anything is imported.
    await chooser.setInputFiles(
      await write(
        'customers.csv',
        `שם פרטי,שם משפחה,אימייל\nנועה,כהן ${tag},noa@@example.com\nדן,לוי ${tag},${tag}@example.co.il\n`,
      ),
    );
    await page.getByRole('button', { name: w('mapping.preview') }).click();
    const preview = page.getByRole('dialog', { name: w('preview.title') });
    await expect(preview).toContainText(w('preview.showing', { count: 2 }));
    const badEmail = preview.getByRole('gridcell', { name: 'noa@@example.com' });
    await expect(badEmail).toHaveClass(/ss-error/);
    await expect(preview.getByRole('gridcell', { name: `${tag}@example.co.il` })).not.toHaveClass(/ss-error/);
    await badEmail.locator('.ss-error-hit').hover();
    await expect(page.getByRole('tooltip')).toHaveText(w('preview.invalid_email'));
    await preview.getByRole('button', { name: w('preview.import') }).click();

    // The report: one created, the bad row refused, named by its person with the reason.
    const report = page.getByRole('dialog', { name: r('title') });
    await expect(report.getByRole('group', { name: r('created') })).toContainText('1');
    await expect(report.getByRole('group', { name: r('failed') })).toContainText('1');
    const refused = report.getByRole('table', { name: r('failed_rows') }).getByRole('row');
    await expect(refused).toHaveCount(2);
    await expect(refused.nth(1)).toContainText(`נועה כהן ${tag}`);
    await expect(refused.nth(1)).toContainText(t('errors.validation.email'));
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    await search(page, t('resources.customers.list.search'), tag);
    await expect(row(page, `דן לוי ${tag}`)).toHaveCount(1);

    // The history: the import, by this user; its report opens from its row, and undo takes it back.
    await page.getByRole('link', { name: t('resources.customers.import.history') }).click();
    await expect(page).toHaveURL(/\/customer-imports/);
    await page.getByRole('switch', { name: g('fields.mine') }).click();
    const entry = page.getByRole('row').filter({ hasText: `${user.first_name} ${user.last_name}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(g('status.completed'));
    await entry.click();
    await expect(page).toHaveURL(/report=\d+/);
    await expect(report.getByRole('group', { name: r('created') })).toContainText('1');
    await report.getByRole('button', { name: r('revert') }).click();
    await page
      .getByRole('dialog', { name: t('app.confirm.title') })
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await expect(report).toContainText(r('reverted_note'));
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    await expect(entry).toContainText(g('status.reverted'));

    // Its customer is gone from the list.
    await page.getByRole('link', { name: t('resources.customer-imports.back') }).click();
    await search(page, t('resources.customers.list.search'), tag);
    await expect(row(page, `דן לוי ${tag}`)).toHaveCount(0);
  });
});
