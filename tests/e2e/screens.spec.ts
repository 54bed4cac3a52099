import { adminApi, createUser, unique } from './support/api';
import { expect, networkQuiet, openInApp, test } from './support/fixtures';

// Every screen of the shell, in each project's language and size: nothing may make the page scroll
// sideways, and a screenshot of each is kept with the test results for people to look at.
const publicScreens = ['/login', '/signup', '/forgot-password', '/resetPassword', '/no-such-page'];
// The menu's screens and their create forms are the sweep's (sweep.spec.ts); these are the ones no menu links to.
const signedInScreens = ['/', '/profile'];

test.describe('screens', { tag: '@everywhere' }, () => {
  let customerId = 0;
  test.beforeAll(async () => {
    const api = await adminApi();
    // A customer with every kind of contact and a note, for the customers screens.
    const person = await api.post('/api/person/', {
      data: {
        first_name: 'מרים',
        last_name: `בן-דוד (Ben-David) ${unique('p')}`,
        roles: ['customer', 'vip'],
        emails: [{ value: `${unique('miriam')}@example.com` }],
        phones: [{ value: '050-1234567', is_primary: true }, { value: '+1 212 555 0100' }],
        addresses: [{ street: 'הרצל 12', city: 'תל אביב', zip: '6100000', country: 'IL' }],
      },
    });
    expect(person.status()).toBe(201);
    customerId = (await person.json()).id;
    await api.post('/api/note/', {
      data: { ref_id: customerId, category: 'call', content: 'שיחה על המנוי; asked about the English edition.' },
    });
    await api.dispose();
  });

  const check = async (
    page: import('@playwright/test').Page,
    path: string,
    testInfo: import('@playwright/test').TestInfo,
  ) => {
    // the first screen starts the app; the others are opened by its router, as its links open them
    if (page.url() === 'about:blank') await page.goto(path);
    else await openInApp(page, path);
    await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
    await networkQuiet(page);
    await expect(page.locator('#root')).not.toBeEmpty();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=]/g, '_');
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  };

  test('public screens', async ({ page }, testInfo) => {
    for (const path of publicScreens) await check(page, path, testInfo);
  });

  test('signed-in screens (a superuser)', async ({ page, signIn }, testInfo) => {
    await signIn(await createUser({ superuser: true, first: 'שירה', last: 'Cohen' }));
    for (const path of signedInScreens) await check(page, path, testInfo);
  });

  test('customers screens', async ({ page, signIn }, testInfo) => {
    await signIn(await createUser({ first: 'נועה', last: 'Levi' }));
    for (const path of [`/customers/${customerId}`, `/customers/${customerId}?t=notes`])
      await check(page, path, testInfo);
  });
});
