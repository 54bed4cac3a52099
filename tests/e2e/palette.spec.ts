import { adminApi, createUser } from './support/api';
import { expect, test } from './support/fixtures';

// The Hebrew letters of the test's names and the English keys they sit on (the Israeli layout).
const KEYS: Record<string, string> = {
  ש: 'a',
  פ: 'p',
  י: 'h',
  ר: 'r',
  א: 't',
  ב: 'c',
  ג: 'd',
  ד: 's',
  ה: 'v',
  ו: 'u',
  ז: 'z',
  ח: 'j',
  ט: 'y',
};
const onEnglishLayout = (hebrew: string) => [...hebrew].map((letter) => KEYS[letter]!).join('');

// The command palette: Ctrl+K from any screen finds a customer by a Hebrew name typed as written, with a
// final letter written as a regular one, or typed on an English keyboard (the server's search reads both); and a
// screen by its name; recent first.
test('the command palette finds a customer however the name is typed, and a screen', async ({ page, t, signIn }) => {
  const api = await adminApi();
  const last = `שפירא${Date.now()
    .toString()
    .slice(-4)
    .replace(/\d/g, (d) => 'אבגדהוזחטי'[Number(d)]!)}`;
  const created = await api.post('/api/person', { data: { first_name: 'שירן', last_name: last } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await signIn(await createUser({ superuser: true }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const palette = page.getByRole('dialog', { name: t('app.palette.title') });
  const box = palette.getByRole('combobox', { name: t('app.palette.title') });
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await box.fill(last);
  const option = palette.getByRole('option', { name: new RegExp(`שירן ${last}`) });
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customers/${id}$`));

  // the same name typed on an English keyboard layout ('שפירא' is the keys a-p-h-r-t)
  await page.getByRole('button', { name: t('app.palette.open') }).click();
  await box.fill(onEnglishLayout(last));
  await expect(palette.getByRole('option', { name: new RegExp(`שירן ${last}`) })).toBeVisible();
  // a final letter typed as the regular one ('שירנ' for 'שירן')
  await box.fill(`שירנ ${last}`);
  await expect(palette.getByRole('option', { name: new RegExp(`שירן ${last}`) })).toBeVisible();
  await page.keyboard.press('Escape');

  // a screen by its name; the customer opened before is offered first next time
  await page.keyboard.press('Control+K');
  await expect(palette.getByRole('option', { name: new RegExp(`שירן ${last}`) })).toBeVisible();
  await box.fill(t('resources.orders.name', { smart_count: 2 }));
  // named with its menu section (the app and the shop both have a "Categories")
  await palette
    .getByRole('option', {
      name: new RegExp(`^${t('resources.orders.name', { smart_count: 2 })}\\s*${t('app.menu.sections.shop')}$`),
    })
    .click();
  await expect(page).toHaveURL(/\/orders/);
});
