import { createUser } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('menu', { tag: '@everywhere' }, () => {
  test('desktop: the sidebar shows working screens by section, closes to 80 px and remembers it', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'desktop sidebar');
    await signInAsStaff();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('app.menu.main') });
    await expect(nav).toBeVisible();
    await expect(nav).toHaveAttribute('data-open', 'true');
    expect((await nav.boundingBox())?.width).toBe(220);
    await expect(nav.getByRole('list', { name: t('app.menu.sections.shop') })).toBeVisible();
    // Settings holds pipelines and message templates for every staff member; users and files only for superusers.
    const settings = nav.getByRole('list', { name: t('app.menu.sections.settings') });
    await expect(settings.getByRole('link')).toHaveCount(2);
    await expect(settings.getByRole('link', { name: t('resources.pipelines.name', { smart_count: 2 }) })).toBeVisible();
    // Customer service holds the support inbox and the newsletter for every staff member.
    const service = nav.getByRole('list', { name: t('app.menu.sections.customer_service') });
    await expect(service.getByRole('link')).toHaveCount(2);
    await expect(service.getByRole('link', { name: t('support.menu') })).toBeVisible();
    await expect(service.getByRole('link', { name: t('newsletter.menu') })).toBeVisible();

    await nav.getByRole('link', { name: t('resources.authors.name', { smart_count: 2 }) }).click();
    await expect(page).toHaveURL(/\/shop\/authors$/);

    await page.getByRole('button', { name: t('app.menu.close') }).click();
    await expect(nav).toHaveAttribute('data-open', 'false');
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    expect(await page.evaluate(() => localStorage.getItem('navOpen'))).toBe('false');
    await page.reload();
    await expect(nav).toHaveAttribute('data-open', 'false');
    // Closed, the entries keep their names for assistive technology.
    await nav.getByRole('link', { name: t('resources.shipping-options.name', { smart_count: 2 }) }).click();
    await expect(page).toHaveURL(/\/shop\/shipping-options$/);

    await page.getByRole('button', { name: t('app.menu.open') }).click();
    await expect(nav).toHaveAttribute('data-open', 'true');
    expect(await page.evaluate(() => localStorage.getItem('navOpen'))).toBe('true');
  });

  test('desktop: the sidebar opens by itself when the window grows past 1100 px', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'desktop sidebar');
    await signInAsStaff();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: t('app.menu.close') }).click();
    const nav = page.getByRole('navigation', { name: t('app.menu.main') });
    await expect(nav).toHaveAttribute('data-open', 'false');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav).toHaveAttribute('data-open', 'true');
  });

  test('phone: a bottom menu replaces the sidebar and opens a section', async ({ page, t, isPhone, signInAsStaff }) => {
    test.skip(!isPhone, 'phone menu');
    await signInAsStaff();
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: t('app.menu.main') });
    await expect(bottom).toBeVisible();
    await expect(page.getByRole('button', { name: t('app.menu.close') })).toHaveCount(0);
    await bottom.getByRole('button', { name: t('app.menu.sections.shop') }).click();
    const sheet = page.getByRole('list', { name: t('app.menu.sections.shop') });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: t('resources.authors.name', { smart_count: 2 }) }).click();
    await expect(page).toHaveURL(/\/shop\/authors$/);
    await expect(sheet).toBeHidden();
    await bottom.getByRole('button', { name: t('app.menu.home') }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('home greets the user and links to the sections that exist; /shop opens its first screen', async ({
    page,
    t,
    signIn,
  }) => {
    await signIn(await createUser({ first: 'Rina', last: 'Shalev' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('app.home.greeting', { name: 'Rina Shalev' }));
    const shop = page.getByRole('region', { name: t('app.menu.sections.shop'), exact: true });
    await expect(shop.getByRole('link')).toHaveCount(10);
    await expect(
      page.getByRole('region', { name: t('app.menu.sections.subscriptions'), exact: true }).getByRole('link'),
    ).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: t('app.menu.sections.settings'), exact: true }).getByRole('link'),
    ).toHaveCount(2);
    await shop.getByRole('link', { name: t('resources.shipping-options.name', { smart_count: 2 }) }).click();
    await expect(page).toHaveURL(/\/shop\/shipping-options$/);
    // /shop redirects to /shop/products.
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/shop\/products$/);
    // /subscriptions is a screen of its own, not a redirect to the payments under it.
    await page.goto('/subscriptions');
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByRole('banner')).toContainText(t('resources.subscriptions.name', { smart_count: 2 }));
  });
});
