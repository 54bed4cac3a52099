import { adminApi, createUser, roleIds, unique } from './support/api';
import { ui } from './support/texts';
import type { Page } from '@playwright/test';
import { expect, field, test, toast } from './support/fixtures';
import { resetLinkFor } from './support/outbox';

/** The message inside the sign-in card: a failure (role alert) or a notice (role status) with this text. */
const cardMessage = (page: Page, role: 'alert' | 'status', text: string) =>
  page.getByRole('main').getByRole(role).filter({ hasText: text });

// The English cookie project runs the tests where the cookie session or a fixed English text is the point
// (@en); the others check the app's own forms and messages, which the language and sign-in variant do not change.
test.describe('sign-up, sign-in and passwords', () => {
  test(
    'a signed-out visit to a protected page shows the sign-in form at once, keeping the page asked for',
    { tag: '@en' },
    async ({ page, t }) => {
      // A functional check of the sign-out redirect loop (a long spinner before the form), not a benchmark: the form
      // shows well before the loop would have let it, with room left for a first page load on a loaded machine.
      for (const [path, url] of [
        ['/', /\/login$/],
        ['/customers?q=a', /\/login\?redirect=%2Fcustomers%3Fq%3Da$/],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible({ timeout: 8000 });
        await expect(page).toHaveURL(url);
      }
    },
  );

  test(
    'a new user signs up (e-mail lower-cased), waits for approval, signs in and lands on the page they asked for',
    { tag: '@en' },
    async ({ page, t }) => {
      const email = `${unique('New')}@E2E.Example.com`;
      await page.goto('/shop/authors?sort=name');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Fauthors%3Fsort%3Dname$/);

      await page.getByRole('link', { name: t('auth.login.signup') }).click();
      await expect(page.getByRole('heading', { name: t('auth.signup.title') })).toBeVisible();
      await field(page, t('auth.fields.first_name')).fill('Noa');
      await field(page, t('auth.fields.last_name')).fill('Cohen');
      await field(page, t('auth.fields.email')).fill(email);
      await field(page, t('auth.fields.password')).fill('Passw0rd-new');
      await field(page, t('auth.fields.confirm_password')).fill('Passw0rd-new');
      await page.getByRole('button', { name: t('auth.signup.submit') }).click();

      // A self-made account is not staff until a superuser approves it: the visitor is told and waits at sign-in.
      await expect(page).toHaveURL(/\/login\?/);
      await expect(cardMessage(page, 'status', t('auth.signup.pending'))).toBeVisible();
      const api = await adminApi();
      const { items } = (await (await api.get(`/api/users/?q=${encodeURIComponent(email.toLowerCase())}`)).json()) as {
        items: Array<{ id: string; is_active: boolean }>;
      };
      expect(items).toHaveLength(1);
      expect(items[0]!.is_active).toBe(false);
      // approving staff: active, with a role
      expect(
        (
          await api.patch(`/api/users/${items[0]!.id}`, {
            data: { is_active: true, role_ids: await roleIds(api, ['administrator']) },
          })
        ).ok(),
      ).toBe(true);
      await api.dispose();

      // Approved: signed in with the new account and taken where the visitor was going.
      await expect(field(page, t('auth.fields.email'))).toHaveValue(email.toLowerCase());
      await field(page, t('auth.fields.password')).fill('Passw0rd-new');
      await page.getByRole('button', { name: t('auth.login.submit') }).click();
      await expect(page).toHaveURL(/\/shop\/authors\?sort=name$/);
      await expect(page.locator('#react-admin-title')).toHaveText(t('resources.authors.name', { smart_count: 2 }));
      await page.goto('/profile');
      await expect(page.getByText(email.toLowerCase(), { exact: true })).toBeVisible();
    },
  );

  test(
    'with sign-up open, the new user lands signed in on the page they asked for',
    { tag: '@en' },
    async ({ page, t }) => {
      // The e2e server waits for approval (SIGNUP_MODE's default). Open sign-up is the server answering an active
      // account: the account is approved as the server makes it, and its answer says so, as an open server's does.
      const email = `${unique('open')}@e2e.example.com`;
      await page.route(/\/api\/(users\/signup|auth\/register)$/, async (route) => {
        const response = await route.fetch();
        const account = (await response.json()) as { id: string; is_active: boolean };
        const api = await adminApi();
        expect(
          (
            await api.patch(`/api/users/${account.id}`, {
              data: { is_active: true, role_ids: await roleIds(api, ['administrator']) },
            })
          ).ok(),
        ).toBe(true);
        await api.dispose();
        await route.fulfill({ response, json: { ...account, is_active: true } });
      });
      await page.goto('/signup?redirect=%2Fcustomers');
      await field(page, t('auth.fields.first_name')).fill('Tali');
      await field(page, t('auth.fields.last_name')).fill('Open');
      await field(page, t('auth.fields.email')).fill(email);
      await field(page, t('auth.fields.password')).fill('Passw0rd-open');
      await field(page, t('auth.fields.confirm_password')).fill('Passw0rd-open');
      await page.getByRole('button', { name: t('auth.signup.submit') }).click();
      await expect(toast(page, t('auth.signup.created'))).toBeVisible();
      await expect(page).toHaveURL(/\/customers$/);
      await expect(page.getByRole('button', { name: 'Tali Open' })).toBeVisible();
    },
  );

  test("the auth pages and the profile check in the app, inline, in the user's language", async ({
    page,
    t,
    signIn,
  }) => {
    // noValidate: the browser's own bubble (in the browser's language) never shows; the app's message sits under the field.
    const inline = async (label: string, message: string) => {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    };
    await page.goto('/login');
    await field(page, t('auth.fields.email')).fill('not-an-address');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await inline(t('auth.fields.password'), t('ra.validation.required'));
    expect(
      await field(page, t('auth.fields.email')).evaluate((input: HTMLInputElement) => input.form?.noValidate),
    ).toBe(true);
    await page.goto('/signup');
    await field(page, t('auth.fields.password')).fill('short');
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await inline(t('auth.fields.first_name'), t('ra.validation.required'));
    await expect(field(page, t('auth.fields.password'))).toHaveAttribute('aria-invalid', 'true');

    await signIn(await createUser());
    await page.goto('/profile');
    await page.getByRole('button', { name: t('auth.profile.change_password') }).click();
    await inline(t('auth.fields.current_password'), t('ra.validation.required'));
    // Leaving with the change unsaved asks first; staying keeps what was typed.
    await field(page, t('auth.fields.first_name')).fill('Changed');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page
      .getByRole('link', { name: t('app.menu.home') })
      .first()
      .click();
    expect(await asked).toBe(t('ra.message.unsaved_changes'));
    await expect(page).toHaveURL(/\/profile$/);
    await expect(field(page, t('auth.fields.first_name'))).toHaveValue('Changed');
  });

  test('sign-up checks the password rule and the confirmation; a taken e-mail reads like a new one and makes no account', async ({
    page,
    t,
    spec,
  }) => {
    const existing = await createUser();
    await page.goto('/signup');
    await field(page, t('auth.fields.first_name')).fill('Noa');
    await field(page, t('auth.fields.last_name')).fill('Cohen');
    await field(page, t('auth.fields.email')).fill(existing.email.toUpperCase());
    await field(page, t('auth.fields.password')).fill('12345678');
    await field(page, t('auth.fields.confirm_password')).fill('12345678');
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await expect(page.getByText(t('auth.errors.password_common'))).toBeVisible();
    await field(page, t('auth.fields.password')).fill('Passw0rd-new');
    await field(page, t('auth.fields.confirm_password')).fill('Passw0rd-other');
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await expect(page.getByText(spec('passwordsMismatch'))).toBeVisible();

    await field(page, t('auth.fields.confirm_password')).fill('Passw0rd-new');
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    // A taken e-mail is not told apart from a new one (no one learns who has an account; the owner is mailed).
    await expect(page).toHaveURL(/\/login\?/);
    await expect(cardMessage(page, 'status', t('auth.signup.pending'))).toBeVisible();
    const api = await adminApi();
    const { items } = (await (await api.get(`/api/users/?q=${encodeURIComponent(existing.email)}`)).json()) as {
      items: Array<{ first_name: string }>;
    };
    expect(items.map((user) => user.first_name)).not.toContain('Noa');
    await api.dispose();
  });

  test(
    'a wrong password reads "Invalid e-mail or password" in the card; the form keeps what was typed; the message ends at sign-in',
    { tag: ['@en', '@phone'] },
    async ({ page, t, spec }) => {
      const user = await createUser();
      await page.goto('/login');
      await field(page, t('auth.fields.email')).fill(user.email);
      await field(page, t('auth.fields.password')).fill('wrong-password');
      await page.getByRole('button', { name: t('auth.login.submit') }).click();
      await expect(cardMessage(page, 'alert', spec('invalidCredentials'))).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(field(page, t('auth.fields.email'))).toHaveValue(user.email);
      await expect(field(page, t('auth.fields.password'))).toHaveValue('wrong-password');
      await field(page, t('auth.fields.password')).fill(user.password);
      await page.getByRole('button', { name: t('auth.login.submit') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(spec('invalidCredentials'))).toHaveCount(0);
    },
  );

  test(
    'the password is shown and hidden by its button; switching language keeps what was typed and words the messages anew',
    { tag: '@phone' },
    async ({ page, t, appLocale }) => {
      const other = appLocale === 'he' ? 'en' : 'he';
      await page.goto('/login?email=Someone%40Example.com');
      await expect(field(page, t('auth.fields.email'))).toHaveValue('Someone@Example.com');
      const password = field(page, t('auth.fields.password'));
      await password.fill('typed-secret');
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: t('ra.input.password.toggle_hidden') }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: t('ra.input.password.toggle_visible') }).click();
      await expect(password).toHaveAttribute('type', 'password');

      await page.goto('/signup');
      await field(page, t('auth.fields.first_name')).fill('Noa');
      await page.getByRole('button', { name: t('auth.signup.submit') }).click();
      await expect(field(page, t('auth.fields.last_name'))).toHaveAccessibleDescription(t('ra.validation.required'));
      await expect(field(page, t('auth.fields.last_name'))).toBeFocused();
      await page.getByRole('button', { name: new RegExp(ui(other, `app.locale.${other}`)) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(other, 'auth.signup.title'));
      await expect(field(page, ui(other, 'auth.fields.first_name'))).toHaveValue('Noa');
      await expect(field(page, ui(other, 'auth.fields.last_name'))).toHaveAccessibleDescription(
        ui(other, 'ra.validation.required'),
      );
      // back to the project's language for the tests that follow in this browser
      await page.getByRole('button', { name: new RegExp(ui(appLocale, `app.locale.${appLocale}`)) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.signup.title'));
    },
  );

  test(
    'signed-in users are sent home from the public pages; sign out goes to /login',
    { tag: '@en' },
    async ({ page, t, signIn }) => {
      const user = await createUser({ first: 'Yael', last: 'Mizrahi' });
      await signIn(user);
      for (const path of ['/login', '/signup', '/forgot-password', '/resetPassword']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('app.home.greeting', { name: 'Yael Mizrahi' }),
      );

      await page.getByRole('button', { name: 'Yael Mizrahi' }).click();
      await page.getByRole('menuitem', { name: t('app.user_menu.logout') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test('password recovery mails a link that sets a new password, once', { tag: '@en' }, async ({ page, t, spec }) => {
    const user = await createUser();
    await page.goto('/forgot-password');
    await field(page, t('auth.fields.email')).fill(user.email.toUpperCase());
    await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
    await expect(page.getByRole('status')).toContainText(user.email);

    const link = await resetLinkFor(user.email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await field(page, t('auth.fields.new_password')).fill('Brand-new-pass1');
    await field(page, t('auth.fields.confirm_new_password')).fill('Brand-new-pass2');
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect(page.getByText(spec('passwordsMismatch'))).toBeVisible();
    await field(page, t('auth.fields.confirm_new_password')).fill('Brand-new-pass1');
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(cardMessage(page, 'status', t('auth.reset.done'))).toBeVisible();

    await field(page, t('auth.fields.email')).fill(user.email);
    await field(page, t('auth.fields.password')).fill('Brand-new-pass1');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/$/);

    // The same link a second time is refused.
    await page.getByRole('button', { name: `${user.first_name} ${user.last_name}` }).click();
    await page.getByRole('menuitem', { name: t('app.user_menu.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await field(page, t('auth.fields.new_password')).fill('Another-pass1');
    await field(page, t('auth.fields.confirm_new_password')).fill('Another-pass1');
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect(cardMessage(page, 'alert', spec('invalidResetLink'))).toBeVisible();
  });

  test('a reset link without a token, or with a bad one, is invalid', async ({ page, t, spec }) => {
    await page.goto('/resetPassword');
    await expect(page.getByText(spec('invalidResetLink'))).toBeVisible();
    await page.goto('/resetPassword?token=not-a-real-token');
    await field(page, t('auth.fields.new_password')).fill('Another-pass1');
    await field(page, t('auth.fields.confirm_new_password')).fill('Another-pass1');
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect(cardMessage(page, 'alert', spec('invalidResetLink'))).toBeVisible();
    await expect(field(page, t('auth.fields.new_password'))).toHaveValue('Another-pass1');
  });

  test(
    'the profile page edits the name and changes the password',
    { tag: '@en' },
    async ({ page, t, spec, signIn }) => {
      const user = await createUser({ first: 'Avi', last: 'Ben' });
      await signIn(user);
      await page.goto('/profile');
      await field(page, t('auth.fields.first_name')).fill('Avraham');
      await page.getByRole('button', { name: t('auth.profile.save') }).click();
      await expect(toast(page, t('auth.profile.saved'))).toBeVisible();
      await expect(page.getByRole('button', { name: 'Avraham Ben' })).toBeVisible();

      await field(page, t('auth.fields.current_password')).fill(user.password);
      await field(page, t('auth.fields.new_password')).fill('Changed-pass-9');
      await field(page, t('auth.fields.confirm_new_password')).fill('Changed-pass-8');
      await page.getByRole('button', { name: t('auth.profile.change_password') }).click();
      await expect(page.getByText(spec('passwordsMismatch'))).toBeVisible();
      await field(page, t('auth.fields.confirm_new_password')).fill('Changed-pass-9');
      await page.getByRole('button', { name: t('auth.profile.change_password') }).click();
      await expect(toast(page, t('auth.profile.password_changed'))).toBeVisible();

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('app.home.greeting', { name: 'Avraham Ben' }));
    },
  );

  test(
    'an unknown path shows the public 404 signed out, and the 404 inside the menu signed in',
    { tag: '@en' },
    async ({ page, t, signIn }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: t('app.not_found.title') })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await signIn(await createUser());
      await page.goto('/shop/nothing-here');
      await expect(page.getByRole('heading', { name: t('app.not_found.title') })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t('app.menu.main') })).toBeVisible();
      await page.getByRole('link', { name: t('app.not_found.home') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: t('app.menu.main') })).toBeVisible();
    },
  );
});
