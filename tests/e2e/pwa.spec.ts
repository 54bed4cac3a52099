import { admin } from './support/api';
import { expect, networkQuiet, test } from './support/fixtures';

// The installable app: manifest and icons, the service worker keeping the shell, the offline state.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test(
  'installable: manifest and icons, the shell opens offline with the offline banner',
  { tag: '@phone' },
  async ({ page, context, signIn, t, isPhone }) => {
    await signIn(admin());
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });

    // The manifest is linked, valid JSON, in Hebrew, and every icon it names loads as a picture.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href!)).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'מערכת ניהול',
      lang: 'he',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of [
      ...manifest.icons,
      { src: (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!, type: 'image/png' },
    ]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    }

    // The service worker registers and takes over the page; it keeps the shell and the build files, no API answer.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await networkQuiet(page);
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open('app-shell-v1')).keys()).map((r) => new URL(r.url).pathname),
          ),
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining(['/', expect.stringMatching(/^\/assets\/.+\.js$/)]));
    const kept = await page.evaluate(async () =>
      (await (await caches.open('app-shell-v1')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(kept.filter((path) => !path.startsWith('/assets/') && path !== '/')).toEqual([]);

    // Offline: the banner says so, a reload still opens the app from the kept shell.
    const banner = page.getByRole('status').filter({ hasText: t('app.offline.title') });
    await expect(banner).toBeHidden();
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t('app.offline.detail'));
    await page.screenshot({ path: test.info().outputPath(`offline-${isPhone ? 'phone' : 'desktop'}.png`) });
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // The app itself drew the page (the loading placeholder of index.html is gone), signed in as before: the session
    // cannot be checked without the network, so this tab's last known user stands in until it can.
    await expect(page.locator('#root .boot')).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: t('auth.login.submit') })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`offline-reloaded-${isPhone ? 'phone' : 'desktop'}.png`) });

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await page.goto('/');
    await expect(page.locator('#main-content')).toBeVisible({ timeout: 30_000 });
  },
);
