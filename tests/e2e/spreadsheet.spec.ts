/**
 * The spreadsheet editor widget in a real browser, on its harness page (src/widgets/spreadsheet/harness):
 * 100,000 virtualised rows, right-to-left layout, the system clipboard, Hebrew typing, column resize and
 * the remembered wrap toggle. The harness is built once per worker and served on ports 8302-8303.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const harnessPath = '/src/widgets/spreadsheet/harness/index.html';

let server: PreviewServer | undefined;
let outDir: string | undefined;
let origin = '';

// Playwright hands fixtures first and wants them destructured; this hook needs none of them.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  outDir = mkdtempSync(path.join(tmpdir(), 'spreadsheet-harness-'));
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(root, harnessPath) } },
  });
  const port = 8302 + testInfo.parallelIndex;
  server = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test.beforeEach(({ isPhone }) => {
  test.skip(isPhone, 'the spreadsheet editor is a desktop tool (import preview)');
});

const open = async (page: Page, locale: string, rows: number) => {
  await page.goto(`${origin}${harnessPath}?rows=${rows}&locale=${locale}`);
  // The harness is a separate page: its first load builds the grid from nothing, which on a busy machine can take
  // longer than the usual wait.
  await expect(page.getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });
};

/** The cell of data row `row` (0-based, as shown) and grid column `col` (1 = selection checkbox). */
const cell = (page: Page, row: number, col: number) =>
  page.locator(`[role=grid] > [aria-rowindex="${row + 2}"] > [aria-colindex="${col}"]`);

/** A key press of a Hebrew keyboard layout: the letter's key event, as Chromium gets it from the system. */
async function pressHebrewKey(page: Page, letter: string, code: string, { ctrl = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const key = {
    key: letter,
    code,
    text: ctrl ? '' : letter,
    unmodifiedText: letter,
    windowsVirtualKeyCode: code.charCodeAt(3),
    modifiers: ctrl ? 2 : 0,
  };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  await cdp.detach();
}

const parentRows = (page: Page) =>
  page.evaluate(() => (window as unknown as { spreadsheetRows: Array<Record<string, unknown>> }).spreadsheetRows);

test('shows 100,000 rows by rendering only the visible ones, and reaches the last row', async ({
  page,
  appLocale,
  t,
}) => {
  await open(page, appLocale, 100_000);
  const count = new Intl.NumberFormat(appLocale).format(100_000);
  await expect(page.getByText(t('spreadsheet.total_rows', { smart_count: 100_000, count }))).toBeVisible();
  const rendered = await page.locator('[role=grid] > [role=row]').count();
  expect(rendered).toBeLessThan(60);

  await page.locator('[role=grid]').evaluate((grid) => {
    grid.scrollTop = grid.scrollHeight;
  });
  await expect(page.locator('[role=grid] > [aria-rowindex="100001"]')).toBeVisible();
  await expect(page.locator('[role=grid] > [aria-rowindex="100001"] > [aria-colindex="2"]')).toHaveText('100000');
  expect(await page.locator('[role=grid] > [role=row]').count()).toBeLessThan(60);
});

test('lays columns out in the reading direction of the language', async ({ page, appLocale }) => {
  await open(page, appLocale, 20);
  const select = await cell(page, 0, 1).boundingBox();
  const id = await cell(page, 0, 2).boundingBox();
  const name = await cell(page, 0, 3).boundingBox();
  if (!select || !id || !name) throw new Error('cells not laid out');
  if (appLocale === 'he') {
    expect(select.x).toBeGreaterThan(id.x);
    expect(id.x).toBeGreaterThan(name.x);
  } else {
    expect(select.x).toBeLessThan(id.x);
    expect(id.x).toBeLessThan(name.x);
  }
});

test('keeps the frozen selection column opaque, so columns scrolled under it never show through', async ({
  page,
  appLocale,
}) => {
  await open(page, appLocale, 20);
  await cell(page, 1, 1).getByRole('checkbox').check();
  await cell(page, 2, 3).hover();
  const backgrounds = await page.evaluate(() =>
    [
      '[role=columnheader][aria-colindex="1"]',
      '[aria-rowindex="2"] > [aria-colindex="1"]',
      '[aria-rowindex="3"] > [aria-colindex="1"]',
      '[aria-rowindex="4"] > [aria-colindex="1"]',
    ].map((selector) => getComputedStyle(document.querySelector(`[role=grid] ${selector}`)!).backgroundColor),
  );
  // Plain, selected and hovered rows and the header: no colour with an alpha below 1 ('rgba(…, 0.04)', 'color(srgb … / 0.5)').
  for (const background of backgrounds) expect(background).not.toMatch(/rgba\(|transparent|\/\s*0?\.\d+\)/);
});

test('copies a range to the system clipboard as TSV and pastes it back from another cell', async ({
  page,
  appLocale,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await open(page, appLocale, 20);
  await cell(page, 0, 3).click();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press(appLocale === 'he' ? 'Shift+ArrowLeft' : 'Shift+ArrowRight');
  await page.keyboard.press('Control+C');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const rows = await parentRows(page);
  expect(copied).toBe(`${rows[0].name}\t${rows[0].city}\r\n${rows[1].name}\t${rows[1].city}`);

  await cell(page, 5, 3).click();
  await page.keyboard.press('Control+V');
  await expect(cell(page, 5, 3)).toHaveText(String(rows[0].name));
  await expect(cell(page, 6, 4)).toHaveText(String(rows[1].city));
  const after = await parentRows(page);
  expect(after[6]).toMatchObject({ id: 7, name: rows[1].name, city: rows[1].city });

  await page.keyboard.press('Control+Z');
  await expect(cell(page, 5, 3)).toHaveText(String(rows[5].name));
});

test('pastes Excel text with quoted line breaks into the grid, never into the locked column', async ({
  page,
  appLocale,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await open(page, appLocale, 3);
  await page.evaluate(() => navigator.clipboard.writeText('999\tחדש\t"שורה 1\nשורה 2"\r\n998\tעוד\tאילת\r\n'));
  await cell(page, 2, 2).click();
  await page.keyboard.press('Control+V');
  const rows = await parentRows(page);
  expect(rows).toHaveLength(4);
  expect(rows[2]).toMatchObject({ id: 3, name: 'חדש', city: 'שורה 1\nשורה 2' });
  expect(rows[3]).toMatchObject({ name: 'עוד', city: 'אילת', active: true });
  expect(rows[3].id).not.toBe(998);
});

test('types Hebrew into a cell to edit it, Escape cancels, Ctrl+Z on a Hebrew layout undoes', async ({
  page,
  appLocale,
}) => {
  await open(page, appLocale, 5);
  const original = (await parentRows(page))[1].city;
  await cell(page, 1, 4).click();
  // A Hebrew keyboard sends a key press for the first letter (keyboard.type would only insert text, which
  // a cell that is not yet editing cannot take); the rest is typed into the editor it opened.
  await pressHebrewKey(page, 'ר', 'KeyR');
  await page.keyboard.type('מת גן');
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, 4)).toHaveText('רמת גן');
  await pressHebrewKey(page, 'נ', 'KeyB');
  await page.keyboard.type('תניה');
  await page.keyboard.press('Escape');
  await expect(cell(page, 1, 4)).toHaveText('רמת גן');
  expect((await parentRows(page))[1].city).toBe('רמת גן');
  // Ctrl+Z on a Hebrew layout gives the key 'ז': undo goes by the physical key.
  await pressHebrewKey(page, 'ז', 'KeyZ', { ctrl: true });
  await expect(cell(page, 1, 4)).toHaveText(String(original));
});

test('resizes a column but never under 80 px', async ({ page, appLocale }) => {
  await open(page, appLocale, 5);
  const header = page.getByRole('columnheader').nth(3);
  const box = await header.boundingBox();
  if (!box) throw new Error('header not laid out');
  // The resize handle sits on the header's end edge: left in right-to-left, right otherwise.
  const edge = appLocale === 'he' ? box.x + 2 : box.x + box.width - 2;
  const inward = appLocale === 'he' ? 400 : -400;
  await page.mouse.move(edge, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge + inward, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  const after = await header.boundingBox();
  expect(after?.width).toBeGreaterThanOrEqual(80);
  expect(after?.width).toBeLessThan(box.width);
});

test('remembers the wrap-text toggle after a reload', async ({ page, appLocale, t }) => {
  await open(page, appLocale, 5);
  const wrap = page.getByRole('button', { name: t('spreadsheet.action.wrap_text') });
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: t('spreadsheet.action.wrap_text') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
