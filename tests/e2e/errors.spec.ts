import type { Locator, Page } from '@playwright/test';
import { createUser } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { AUTHORS_LIST } from './support/lists';

/**
 * A read that may pass if asked again (no answer, a gateway's 502) is tried three more times (react-query's pauses
 * of 1, 2 and 4 s) before its toast: the page's clock (installed before the page loaded) is moved on until the toast shows, so the
 * test does not sit through the pauses. A step of 2 s stays under a toast's 5 s on screen.
 */
async function afterRetries(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe('error catalogue', { tag: '@en' }, () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(await createUser());
  });

  const cases = [
    { status: 403, body: { detail: 'Forbidden' }, text: 'forbidden' },
    { status: 404, body: { detail: 'Not Found' }, text: 'notFound' },
    { status: 429, body: { detail: 'Rate limit exceeded' }, text: 'tooManyRequests' },
    { status: 500, body: { detail: 'Internal Server Error' }, text: 'serverError' },
  ] as const;

  for (const { status, body, text } of cases) {
    test(`a ${status} answer shows its catalogue text as a red toast`, async ({ page, spec }) => {
      await page.route(AUTHORS_LIST, (route) => route.fulfill({ status, json: body }));
      await page.goto('/shop/authors');
      await expect(toast(page, spec(text))).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: spec(text) })).toHaveCSS(
        'background-color',
        'rgb(211, 47, 47)',
      );
      await expect(toast(page, spec(text))).toHaveCount(1);
    });
  }

  test('other statuses show the server detail, else the status and message', async ({ page, t, appLocale }) => {
    await page.clock.install();
    await page.route(AUTHORS_LIST, (route) => route.fulfill({ status: 418, json: { detail: 'I am a teapot' } }));
    await page.goto('/shop/authors');
    await afterRetries(page, toast(page, 'I am a teapot'));
    await page.unroute(AUTHORS_LIST);
    await page.route('**/api/ecommerce/shipping_options?**', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto('/shop/shipping-options');
    const expected =
      appLocale === 'en' ? 'An error occurred (Status 502): ' : t('errors.http.other', { status: 502, message: '' });
    await afterRetries(page, toast(page, expected.trim()));
  });

  test('no response at all reads as a network error', async ({ page, spec }) => {
    await page.clock.install();
    await page.route(AUTHORS_LIST, (route) => route.abort('connectionrefused'));
    await page.goto('/shop/authors');
    await afterRetries(page, toast(page, spec('network')));
  });

  test('a 401 anywhere signs out to /login with the page to come back to', async ({
    page,
    t,
    spec,
    authMode,
    isPhone,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The session dies while the app is open (expired token / revoked cookie).
    if (authMode === 'cookie') await page.context().clearCookies();
    else await page.evaluate(() => localStorage.setItem('access_token', 'expired-token'));
    const nav = page.getByRole('navigation', { name: t('app.menu.main') });
    if (isPhone) {
      await nav.getByRole('button', { name: t('app.menu.sections.shop') }).click();
      await page
        .getByRole('list', { name: t('app.menu.sections.shop') })
        .getByRole('link', { name: t('resources.authors.name', { smart_count: 2 }) })
        .click();
    } else {
      await nav.getByRole('link', { name: t('resources.authors.name', { smart_count: 2 }) }).click();
    }
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Fauthors$/);
    // the sign-in page says why the user is there
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: spec('unauthorized') }),
    ).toBeVisible();
  });
});
