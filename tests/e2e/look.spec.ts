import { adminApi, createUser } from './support/api';
import { expect, networkQuiet, test } from './support/fixtures';

// The dark theme is chosen from the app bar and kept for the user across a reload; the
// keyboard shortcuts' cheat sheet opens on '?', 'g' then 'c' goes to the customers, '/' focuses the list's search.
test.use({ colorScheme: 'light' });

const DARK_BODY = 'rgb(18, 20, 23)';
const bodyBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// Desktop (token sign-in) and phone (the user menu, cookie sign-in): the choice is the user's, in no language's words
// but the app's catalogue; every screen in the dark theme in English is dark-screens.spec's.
test('dark mode is remembered across a reload; shortcuts and their cheat sheet @phone', async ({
  page,
  t,
  signIn,
  isPhone,
}) => {
  const api = await adminApi();
  expect(
    (await api.post('/api/person', { data: { first_name: 'נעמה', last_name: `אור${Date.now() % 1000}` } })).ok(),
  ).toBe(true);
  await signIn(await createUser({ superuser: true }));
  await page.goto('/customers');
  const search = page.locator('#main-content input[name="q"]');
  await expect(search).toBeVisible({ timeout: 20_000 });
  expect(await bodyBackground(page)).not.toBe(DARK_BODY);

  // in the app bar; on phones in the user menu, leaving the app bar's room to the page title
  await page.getByRole('button', { name: isPhone ? 'Dana Levi' : t('app.theme.label') }).click();
  await page.getByRole('menuitemradio', { name: t('app.theme.dark') }).click();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BODY);

  await page.reload();
  await expect(search).toBeVisible({ timeout: 20_000 });
  expect(await bodyBackground(page)).toBe(DARK_BODY);
  await networkQuiet(page);
  await page.screenshot({ path: test.info().outputPath('dark-list.png') });

  // '/' focuses the list's search box; typed keys there are text, not shortcuts
  await page.locator('body').click({ position: { x: 5, y: 200 } });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('g');
  await expect(search).toHaveValue('g');
  await search.fill('');
  await search.blur();
  await networkQuiet(page, 1_000); // the list's debounced filter settles before leaving it

  // 'n' opens the list's create page: a form in the dark theme
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/customers\/create$/);
  await networkQuiet(page);
  await page.screenshot({ path: test.info().outputPath('dark-form.png') });

  // '?' opens the cheat sheet, listing every shortcut with its keys
  // (the form's first field has the focus: '?' there is text; out of it, the cheat sheet)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: t('app.shortcuts.title') });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: t('app.shortcuts.go_customers') })).toBeVisible();
  await expect(sheet.locator('kbd').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cheat-sheet.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // 'g' then 'h' goes home, 'g' then 'c' back to the customers
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/customers$/);
});
