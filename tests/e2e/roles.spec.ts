import { request } from '@playwright/test';
import { adminApi, baseURL, createUser, unique } from './support/api';
import { expect, field, networkQuiet, test } from './support/fixtures';
import { createLabel } from './support/lists';

test.describe('roles and permissions', () => {
  test('a sales user sees no settings, a settings address shows no access, and lists offer only what sales may do', async ({
    page,
    t,
    spec,
    signIn,
  }) => {
    test.slow(); // five page loads on a shared two-core machine
    await signIn(await createUser({ roles: ['sales'] }));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('app.menu.main') });
    await expect(nav.getByRole('link', { name: t('deals.title') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('resources.coupons.name', { smart_count: 2 }) })).toBeVisible();
    // not granted: the settings section, the support inbox, the websites, the authors
    await expect(nav.getByRole('list', { name: t('app.menu.sections.settings') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: t('support.menu') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: t('cms.menu') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: t('resources.authors.name', { smart_count: 2 }) })).toHaveCount(0);

    for (const path of ['/settings/roles', '/settings/pipelines', '/support']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(spec('forbidden')), path).toBeVisible({ timeout: 20_000 });
    }

    // A customer's page: the orders and deals tabs, not the support inquiries (the support screen is not sales').
    const api = await adminApi();
    const person = (await (
      await api.post('/api/person/', { data: { first_name: 'דנה', last_name: unique('כהן') } })
    ).json()) as { id: number };
    await api.dispose();
    await page.goto(`/customers/${person.id}`);
    const tabs = page.getByRole('tablist', { name: t('resources.customers.tabs.label') });
    await expect(tabs.getByRole('tab', { name: t('resources.customers.tabs.orders') })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: t('resources.customers.tabs.deals') })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: t('resources.customers.tabs.inquiries') })).toHaveCount(0);

    // Coupons: sales may create them; promotions: only see them, so no create button.
    await page.goto('/shop/coupons');
    await expect(page.getByRole('link', { name: createLabel(t, 'coupons') }).first()).toBeVisible();
    await page.goto('/shop/promotions');
    await expect(
      page.getByRole('heading', { name: t('resources.promotions.name', { smart_count: 2 }) }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: createLabel(t, 'promotions') })).toHaveCount(0);
    // Promotions they may read but not export (no button; the server refuses the export route too, and lets sales
    // export subscriptions: API tests in security-log.test.ts).
    await expect(page.getByRole('button', { name: t('entities.export.button') })).toHaveCount(0);
  });

  test('a superuser makes a role in the permission matrix and gives it to a user, who then may do just that', async ({
    page,
    t,
    signIn,
  }) => {
    test.slow(); // two forms saved and read back
    await signIn(await createUser({ superuser: true }));
    const name = unique('authors-readers');
    await page.goto('/settings/roles');
    await expect(
      page.getByRole('main').getByText(t('resources.roles.built_in_names.sales'), { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('link', { name: createLabel(t, 'roles') })
      .first()
      .click();
    await field(page, t('resources.roles.fields.name')).fill(name);
    const cell = (resource: string, action: string) =>
      page.getByRole('checkbox', {
        name: `${t(`resources.roles.resource_names.${resource}`)}: ${t(`resources.roles.actions_names.${action}`)}`,
      });
    await cell('author', 'list').check();
    await cell('author', 'read').check();
    await page.getByRole('checkbox', { name: t('resources.roles.screens_names.deals') }).check();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/settings\/roles$/);
    await expect(page.getByText(name)).toBeVisible();

    const staff = await createUser({ roles: [] });
    await page.goto(`/settings/users/${staff.id}`);
    await page.getByRole('checkbox', { name }).check();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);

    // The user now holds exactly that role, and the server grants what the matrix said.
    const api = await adminApi();
    expect((await (await api.get(`/api/users/${staff.id}`)).json()).role_ids).toHaveLength(1);
    await api.dispose();
    const anonymous = await request.newContext({ baseURL: baseURL() });
    const login = await anonymous.post('/api/auth/login', {
      form: { username: staff.email, password: staff.password },
    });
    const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const me = await (await anonymous.get('/api/users/me', { headers })).json();
    expect(me.permissions).toEqual({ resources: { author: ['list', 'read'] }, screens: ['deals'] });
    expect((await anonymous.get('/api/authors', { headers })).status()).toBe(200);
    expect((await anonymous.post('/api/authors', { headers, data: { name: 'x' } })).status()).toBe(403);
    await anonymous.dispose();
  });

  // Each limited built-in role opens every screen its menu offers: none may make a call the server refuses (403) nor
  // show an error toast, so a screen a role is given never tells it "no access" for a widget it did not ask for.
  for (const role of ['sales', 'service', 'content_editor', 'read_only']) {
    test(`a ${role} user walks every screen of their menu without a refused call or an error toast`, async ({
      page,
      signIn,
      t,
    }) => {
      test.slow(); // a dozen screens
      await signIn(await createUser({ roles: [role] }));
      const problems: string[] = [];
      let screen = '/';
      page.on('response', (response) => {
        if (response.status() === 403)
          problems.push(`${screen}: 403 ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: t('app.menu.main') });
      await expect(nav.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
      const paths = [
        ...new Set(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
      ];
      expect(paths.length).toBeGreaterThan(1);
      // each screen opened from the menu, as the user does (one page load: the app is not started a dozen times)
      for (const path of paths) {
        screen = path;
        await nav.locator(`a[href="${path}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
        await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
        await networkQuiet(page, 800);
        for (const text of await page.locator('.notistack-SnackbarContainer').getByRole('alert').allInnerTexts())
          problems.push(`${path}: error toast "${text}"`);
      }
      expect(problems, `screens walked: ${paths.join(' ')}`).toEqual([]);
    });
  }
});
