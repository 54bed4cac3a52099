import { request as playwrightRequest } from '@playwright/test';
import { adminApi, baseURL, createUser } from './support/api';
import { expect, test } from './support/fixtures';
import { ui } from './support/texts';

// A superuser opens it from the settings menu and finds a failed sign-in against a staff
// account, named with the reason, and the export they just made of the customers list.
test('a superuser reads failed sign-ins and exports in the security log @en', async ({ page, t, signIn, isPhone }) => {
  test.skip(isPhone, 'desktop flow');
  const staff = await createUser({ first: 'גלית', last: 'שמש' });
  const anonymous = await playwrightRequest.newContext({ baseURL: baseURL() });
  expect(
    (
      await anonymous.post('/api/auth/login', { form: { username: staff.email, password: 'Not-her-password-1' } })
    ).status(),
  ).toBe(400);
  await anonymous.dispose();

  expect((await (await adminApi()).post('/api/person', { data: { first_name: 'עמית', last_name: 'רז' } })).ok()).toBe(
    true,
  );
  await signIn(await createUser({ superuser: true }));
  await page.goto('/customers');
  await expect(page.locator('#main-content table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('entities.export.button') }).click();
  await page.getByRole('menuitem', { name: t('entities.export.csv') }).click();
  await download;

  await page.getByRole('link', { name: t('security.menu') }).click();
  await expect(page.getByRole('table', { name: t('security.title') })).toBeVisible();
  const exported = page
    .getByRole('row')
    .filter({ hasText: t('security.kind.export') })
    .first();
  await expect(exported).toContainText(t('resources.customers.name', { smart_count: 2 }));

  await page.getByLabel(t('security.filter.kind')).click();
  await page.getByRole('option', { name: t('security.kind.sign_in_failed') }).click();
  await page.getByLabel(t('security.filter.email')).fill(staff.email);
  const failed = page.getByRole('row').filter({ hasText: staff.email });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('גלית שמש');
  await expect(failed).toContainText(t('security.reason.bad_credentials'));
  await page.screenshot({ path: test.info().outputPath('security-log.png') });
});

// At phone width the six columns become one card per event: all of it readable without scrolling sideways, in Hebrew
// and in English (pictures of both, and of the Views menu of a list, kept with the run).
test('the security log reads as cards at phone width @phone', async ({ page, t, signIn, isPhone }) => {
  test.skip(!isPhone, 'phone layout');
  const staff = await createUser({ first: 'גלית', last: 'שמש' });
  const anonymous = await playwrightRequest.newContext({ baseURL: baseURL() });
  expect(
    (
      await anonymous.post('/api/auth/login', { form: { username: staff.email, password: 'Not-her-password-1' } })
    ).status(),
  ).toBe(400);
  await anonymous.dispose();
  await signIn(await createUser({ superuser: true }));

  await page.goto('/settings/security-log');
  await page.getByLabel(t('security.filter.email')).fill(staff.email);
  const cards = page.getByRole('list', { name: t('security.title') }).getByRole('listitem');
  await expect(cards).toHaveCount(1, { timeout: 20_000 });
  await expect(cards).toContainText(t('security.kind.sign_in_failed'));
  await expect(cards).toContainText('גלית שמש');
  await expect(cards).toContainText(staff.email);
  await expect(cards).toContainText(t('security.reason.bad_credentials'));
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('security-log-phone-he.png'), fullPage: true });

  // English: the same card, left to right
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await page.getByLabel(ui('en', 'security.filter.email')).fill(staff.email);
  const english = page.getByRole('list', { name: ui('en', 'security.title') }).getByRole('listitem');
  await expect(english).toHaveCount(1);
  await expect(english).toContainText(ui('en', 'security.reason.bad_credentials'));
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('security-log-phone-en.png'), fullPage: true });

  // the Views menu of a list at phone width (a list with a customer: an empty one shows its invitation instead)
  const api = await adminApi();
  expect((await api.post('/api/person', { data: { first_name: 'עמית', last_name: 'רז' } })).ok()).toBe(true);
  await api.dispose();
  await page.evaluate(() => window.localStorage.setItem('locale', 'he'));
  await page.goto('/customers');
  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await expect(page.getByRole('menuitem', { name: t('entities.views.save_as') })).toBeVisible();
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1'); // opened, not fading in
  await page.screenshot({ path: test.info().outputPath('views-menu-phone-he.png') });
});
