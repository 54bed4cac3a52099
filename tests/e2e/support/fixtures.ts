import {
  test as base,
  expect,
  request as playwrightRequest,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURL, createUser, type TestUser } from './api';
import { specText, ui, type AppLocale, type SpecText } from './texts';

/** Per-project options (see playwright.config.ts). */
export interface E2eOptions {
  appLocale: AppLocale;
  authMode: 'token' | 'cookie';
}

interface Fixtures {
  /** The admin's text for an i18n key in the project's language. */
  t: (key: string, args?: Record<string, string | number>) => string;
  /** A fixed text (English word for word) in the project's language. */
  spec: (name: SpecText) => string;
  /** True at 390 px (bottom menu instead of the sidebar). */
  isPhone: boolean;
  /** Signs a user in through the API (variant of the project); the next page load is signed in. */
  signIn: (user: { email: string; password: string }) => Promise<void>;
  /**
   * Signs the page in as the worker's staff member (an administrator made and signed in once per worker): for tests
   * where the person is only the actor. A test that signs out, changes the person's own settings (theme, saved views,
   * notifications) or needs a role of its own makes its own user with createUser and signIn.
   */
  signInAsStaff: () => Promise<TestUser>;
}

/** What a signed-in session is in each variant: the bearer token, or the session cookies. */
type Session = { token: string } | { cookies: Cookie[] };

interface WorkerFixtures {
  /** The worker's staff member and their session, made once per worker. */
  staff: { user: TestUser; session: Session };
}

/** Signs a user in once through the API, and answers the session a page can be given. */
async function sessionOf(user: { email: string; password: string }, authMode: 'token' | 'cookie'): Promise<Session> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    if (authMode === 'cookie') {
      const response = await api.post('/api/auth/cookie/login', {
        multipart: { username: user.email, password: user.password },
      });
      expect(response.status()).toBe(204);
      return { cookies: (await api.storageState()).cookies };
    }
    const response = await api.post('/api/auth/login', { form: { username: user.email, password: user.password } });
    expect(response.ok()).toBe(true);
    return { token: ((await response.json()) as { access_token: string }).access_token };
  } finally {
    await api.dispose();
  }
}

/** Gives the page a session: the cookies now, or the token in storage before the app's first script runs. */
async function useSession(page: Page, session: Session): Promise<void> {
  if ('cookies' in session) return page.context().addCookies(session.cookies);
  await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e_signed_in')) return;
    window.localStorage.setItem('access_token', token);
    window.sessionStorage.setItem('e2e_signed_in', '1');
  }, session.token);
}

/** Requests in flight per page, but the bell's live stream (open for as long as the page is): see networkQuiet. */
const inFlight = new WeakMap<Page, Set<unknown>>();
const LONG_LIVED = /\/api\/notifications\/stream/;

/**
 * Waits until the page has had no request in flight for `quietMs`, the notification stream left out: Playwright's
 * 'networkidle' never comes on a signed-in page, whose live bell keeps one request open.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 30_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('networkQuiet needs the page fixture of support/fixtures');
  const deadline = Date.now() + timeout;
  let quietSince = pending.size === 0 ? Date.now() : Infinity;
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`the network was not quiet for ${quietMs} ms within ${timeout} ms`);
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

export const test = base.extend<Omit<E2eOptions, 'authMode'> & Fixtures, Pick<E2eOptions, 'authMode'> & WorkerFixtures>(
  {
    appLocale: ['he', { option: true }],
    authMode: ['token', { option: true, scope: 'worker' }],

    // Every page starts in the project's language (until the user switches) and sign-in variant.
    page: async ({ page, appLocale, authMode }, use) => {
      await page.addInitScript(
        ({ locale, mode }) => {
          if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', locale);
          window.localStorage.setItem('auth_mode', mode);
        },
        { locale: appLocale, mode: authMode },
      );
      const pending = new Set<unknown>();
      inFlight.set(page, pending);
      page.on('request', (request) => {
        if (!LONG_LIVED.test(request.url())) pending.add(request);
      });
      page.on('requestfinished', (request) => pending.delete(request));
      page.on('requestfailed', (request) => pending.delete(request));
      await use(page);
    },

    t: async ({ appLocale }, use) => use((key, args) => ui(appLocale, key, args)),
    spec: async ({ appLocale }, use) => use((name) => specText(appLocale, name)),
    isPhone: async ({ viewport }, use) => use((viewport?.width ?? 1280) < 768),

    signIn: async ({ page, authMode }, use) => {
      await use(async (user) => useSession(page, await sessionOf(user, authMode)));
    },

    staff: [
      async ({ authMode }, use) => {
        const user = await createUser();
        await use({ user, session: await sessionOf(user, authMode) });
      },
      { scope: 'worker' },
    ],

    signInAsStaff: async ({ page, staff }, use) => {
      await use(async () => {
        await useSession(page, staff.session);
        return staff.user;
      });
    },
  },
);

export { expect };

/**
 * Opens a path with the app's own router, as a click on one of its links does: the app is not started again (a
 * page.goto loads and starts it anew, seconds a screen on the CI machine).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A toast with this text (toasts stack; any one of them). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.notistack-SnackbarContainer').getByText(text);

/**
 * A text input found by its label, whether or not it carries the required star; a switch or a check box of the same
 * label (a list's column chooser names its switches after the columns) is not one.
 */
export const field = (page: Page | Locator, label: string): Locator =>
  page
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))
    .and(page.locator(':not(input[type=checkbox]):not(input[type=radio])'));
