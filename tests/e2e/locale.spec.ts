import { createUser } from './support/api';
import { expect, test } from './support/fixtures';
import { ui, type AppLocale } from './support/texts';

const other = (locale: AppLocale): AppLocale => (locale === 'he' ? 'en' : 'he');
const dirOf = (locale: AppLocale) => (locale === 'he' ? 'rtl' : 'ltr');

test.describe('languages', { tag: '@everywhere' }, () => {
  test('the sign-in page switches language and back, and the choice is remembered', async ({ page, appLocale }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', appLocale);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(appLocale));
    await expect(page.getByRole('heading', { name: ui(appLocale, 'auth.login.title') })).toBeVisible();

    const next = other(appLocale);
    await page.getByRole('button', { name: new RegExp(ui(next, `app.locale.${next}`)) }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(next));
    await expect(page.getByRole('heading', { name: ui(next, 'auth.login.title') })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expect(page.getByRole('heading', { name: ui(next, 'auth.login.title') })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(ui(appLocale, `app.locale.${appLocale}`)) }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(appLocale));
    await expect(page.getByRole('heading', { name: ui(appLocale, 'auth.login.title') })).toBeVisible();
  });

  test('the app bar switches language; the layout mirrors', async ({ page, appLocale, signIn, isPhone }) => {
    await signIn(await createUser({ first: 'Tamar', last: 'Katz' }));
    await page.goto('/shop/authors');
    const next = other(appLocale);
    const title = page.locator('#react-admin-title');
    await expect(title).toHaveText(ui(appLocale, 'resources.authors.name', { smart_count: 2 }));

    const sidePosition = async () => {
      const box = await page
        .getByRole('banner')
        .getByRole('button', { name: /Tamar Katz/ })
        .boundingBox();
      return box && box.x < (page.viewportSize()?.width ?? 1280) / 2 ? 'left' : 'right';
    };
    if (!isPhone) {
      // The user menu sits at the end of the app bar: left in Hebrew, right in English.
      expect(await sidePosition()).toBe(appLocale === 'he' ? 'left' : 'right');
    }

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(ui(next, `app.locale.${next}`)) })
      .click();
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(next));
    await expect(title).toHaveText(ui(next, 'resources.authors.name', { smart_count: 2 }));
    if (!isPhone) expect(await sidePosition()).toBe(next === 'he' ? 'left' : 'right');

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(ui(appLocale, `app.locale.${appLocale}`)) })
      .click();
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(appLocale));
    await expect(title).toHaveText(ui(appLocale, 'resources.authors.name', { smart_count: 2 }));
  });
});
