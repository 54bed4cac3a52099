import { adminApi, createUser, unique } from './support/api';
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

  test('the app bar switches the language in place: the list and its rows in the other language and direction, no data asked again', async ({
    page,
    appLocale,
    signIn,
    isPhone,
  }) => {
    await signIn(await createUser({ first: 'Tamar', last: 'Katz' }));
    const api = await adminApi();
    const last = unique('Switch');
    expect(
      (await api.post('/api/person', { data: { first_name: 'Noa', last_name: last, roles: ['customer'] } })).ok(),
    ).toBe(true);
    await api.dispose();
    // Without the change feed: other tests' writes would have this list asked for again at any moment.
    await page.route('**/api/notifications/stream', (route) => route.abort());
    await page.goto(`/customers?filter=${encodeURIComponent(JSON.stringify({ q: last }))}`);
    const next = other(appLocale);
    const title = page.locator('#react-admin-title');
    const row = page.getByRole('row', { name: new RegExp(last) });
    await expect(title).toHaveText(ui(appLocale, 'resources.customers.name', { smart_count: 2 }));
    // the row's role is a word of the language (on a phone the list shows name, contact and date only)
    if (!isPhone) await expect(row).toContainText(ui(appLocale, 'resources.customers.roles.customer'));

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
    // The switch redraws what is on the screen: none of its data is asked for again.
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/notifications/stream') asked.push(path);
    });

    // Once the screen's own requests are over.
    await expect
      .poll(async () => {
        const before = asked.length;
        await page.waitForTimeout(1000);
        return asked.length === before;
      })
      .toBe(true);
    asked.length = 0;
    for (const locale of [next, appLocale]) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(ui(locale, `app.locale.${locale}`)) })
        .click();
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(locale));
      await expect(title).toHaveText(ui(locale, 'resources.customers.name', { smart_count: 2 }));
      if (!isPhone) {
        await expect(row).toContainText(ui(locale, 'resources.customers.roles.customer'));
        await expect(
          page.getByRole('columnheader', { name: ui(locale, 'resources.customers.fields.roles') }),
        ).toBeVisible();
        expect(await sidePosition()).toBe(locale === 'he' ? 'left' : 'right');
      }
    }
    expect(asked).toEqual([]);
  });
});
