import { request } from '@playwright/test';
import { adminApi, baseURL, createUser, roleIds, unique } from './support/api';
import { expect, networkQuiet, field, test, toast } from './support/fixtures';
import { confirmDialog, createLabel, row, search, rowMenu } from './support/lists';

const canSignIn = async (email: string, password: string) => {
  const api = await request.newContext({ baseURL: baseURL() });
  const response = await api.post('/api/auth/login', { form: { username: email, password } });
  await api.dispose();
  return response.ok();
};

test.describe('users (superusers only)', () => {
  test('a superuser creates, deactivates, activates and deletes a user', async ({ page, t, spec, signIn, isPhone }) => {
    await signIn(await createUser({ superuser: true }));
    await page.goto('/');
    if (isPhone) {
      // Settings holds Files and Users; with many sections it sits under "More". Either opens a sheet listing Users.
      const nav = page.getByRole('navigation', { name: t('app.menu.main') });
      const settings = nav.getByRole('button', { name: t('app.menu.sections.settings') });
      await ((await settings.count()) ? settings : nav.getByRole('button', { name: t('app.menu.more') })).click();
      await page
        .getByRole('dialog')
        .getByRole('list', { name: t('app.menu.sections.settings') })
        .getByRole('link', { name: t('resources.users.name', { smart_count: 2 }) })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: t('app.menu.main') })
        .getByRole('link', { name: t('resources.users.name', { smart_count: 2 }) })
        .click();
    }
    await expect(page).toHaveURL(/\/settings\/users$/);

    const email = `${unique('staff')}@E2E.example.com`;
    await page.getByRole('link', { name: createLabel(t, 'users') }).click();
    await field(page, t('resources.users.fields.email')).fill(email);
    await field(page, t('resources.users.fields.first_name')).fill('Moshe');
    await field(page, t('resources.users.fields.last_name')).fill('Peretz');
    await field(page, t('resources.users.fields.password')).fill('Staff-pass-1');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);

    const lower = email.toLowerCase();
    await search(page, t('app.list.search'), lower);
    const user = row(page, lower);
    await expect(user).toContainText('Moshe Peretz');
    expect(await canSignIn(lower, 'Staff-pass-1')).toBe(true);

    const active = user.getByRole('switch', { name: t('resources.users.fields.is_active') });
    await active.click();
    await expect(toast(page, t('resources.users.toggle.is_active.off'))).toBeVisible();
    await expect(active).not.toBeChecked();
    expect(await canSignIn(lower, 'Staff-pass-1')).toBe(false);
    // The switch applies at once; its toast offers to take it back.
    await page
      .locator('.notistack-SnackbarContainer')
      .filter({ hasText: t('resources.users.toggle.is_active.off') })
      .getByRole('button', { name: t('ra.action.undo') })
      .click();
    await expect(toast(page, t('resources.users.toggle.is_active.on'))).toBeVisible();
    await expect(active).toBeChecked();
    expect(await canSignIn(lower, 'Staff-pass-1')).toBe(true);

    await rowMenu(user, t('ra.action.delete'));
    await confirmDialog(page, spec('confirmTitle'), spec('confirmMessage'), t('ra.action.confirm'));
    await expect(row(page, lower)).toHaveCount(0);
    expect(await canSignIn(lower, 'Staff-pass-1')).toBe(false);
  });

  test('a superuser cannot delete themself: the server says why', async ({ page, t, signIn }) => {
    const me = await createUser({ superuser: true });
    await signIn(me);
    await page.goto('/settings/users');
    await search(page, t('app.list.search'), me.email);
    await rowMenu(row(page, me.email), t('ra.action.delete'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await expect(toast(page, t('errors.details.Super users are not allowed to delete themselves'))).toBeVisible();
    await expect(row(page, me.email)).toHaveCount(1);
  });

  test('other users see no users or files under settings and cannot open the users screen', async ({
    page,
    t,
    spec,
    signIn,
  }) => {
    await signIn(await createUser());
    await page.goto('/');
    // Settings holds only what staff may change (pipelines): not the users nor the files
    const nav = page.getByRole('navigation', { name: t('app.menu.main') });
    await expect(nav).not.toContainText(t('resources.users.name', { smart_count: 2 }));
    await expect(nav).not.toContainText(t('files.browser.title'));
    const listCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/users/') && !sent.url().includes('/me'))
        listCalls.push(sent.url());
    });
    await page.goto('/settings/users');
    await expect(page.getByRole('main').getByText(spec('forbidden'))).toBeVisible();
    // Said once: the page asks the server nothing it would refuse, so no red toast repeats it.
    await networkQuiet(page);
    expect(listCalls).toEqual([]);
    await expect(page.getByText(spec('forbidden'))).toHaveCount(1);
  });

  test('approving a signed-up account asks which roles it gets; none only on purpose', async ({ page, t, signIn }) => {
    const email = `${unique('signed-up')}@e2e.example.com`;
    const anonymous = await request.newContext({ baseURL: baseURL() });
    const signedUp = await anonymous.post('/api/users/signup', {
      data: { email, password: 'Signed-up-1', first_name: 'Noa', last_name: 'Bar' },
    });
    expect(signedUp.status()).toBe(201);
    const { id } = (await signedUp.json()) as { id: string };
    await anonymous.dispose();

    await signIn(await createUser({ superuser: true }));
    await page.goto('/settings/users');
    await search(page, t('app.list.search'), email);
    const active = row(page, email).getByRole('switch', { name: t('resources.users.fields.is_active') });
    await expect(active).not.toBeChecked();
    await active.click();
    const dialog = page.getByRole('dialog', { name: t('resources.users.approve.title') });
    await expect(dialog).toContainText(email);
    const approve = dialog.getByRole('button', { name: t('resources.users.approve.confirm') });
    await expect(approve).toBeDisabled();
    // "no role" has to be ticked on purpose; choosing a role takes it back
    await dialog.getByRole('checkbox', { name: t('resources.users.approve.no_role') }).check();
    await expect(approve).toBeEnabled();
    await dialog.getByRole('checkbox', { name: t('resources.roles.built_in_names.sales') }).check();
    await expect(dialog.getByRole('checkbox', { name: t('resources.users.approve.no_role') })).not.toBeChecked();
    await approve.click();
    await expect(toast(page, t('resources.users.toggle.is_active.on'))).toBeVisible();
    await expect(active).toBeChecked();
    await expect(page).toHaveURL(/\/settings\/users(\?|$)/); // the dialog's clicks did not open the row

    const api = await adminApi();
    const saved = (await (await api.get(`/api/users/${id}`)).json()) as { is_active: boolean; role_ids: number[] };
    expect(saved).toMatchObject({ is_active: true, role_ids: await roleIds(api, ['sales']) });
    await api.dispose();
    expect(await canSignIn(email, 'Signed-up-1')).toBe(true);
  });
});
