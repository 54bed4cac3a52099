import { adminApi, createUser, unique } from './support/api';
import { expect, networkQuiet, openInApp, test } from './support/fixtures';

// Every screen of the shell, in each project's language and size: nothing may make the page scroll
// sideways, and a screenshot of each is kept with the test results for people to look at.
const publicScreens = ['/login', '/signup', '/forgot-password', '/resetPassword', '/no-such-page'];
const signedInScreens = [
  '/',
  '/profile',
  '/shop/shipping-options',
  '/shop/shipping-options/create',
  '/shop/authors',
  '/settings/users',
  '/settings/users/create',
];

test.describe('screens', { tag: '@everywhere' }, () => {
  let customerId = 0;
  test.beforeAll(async () => {
    // Something to show in the lists: amounts, a Hebrew name with English inside, a long name.
    const api = await adminApi();
    await api.post('/api/ecommerce/shipping_option', {
      data: { name: `משלוח עד הבית ${unique('s')}`, price: 123450, is_active: true, is_default: false },
    });
    await api.post('/api/authors/', {
      data: { name: `דוד גרוסמן (David Grossman) ${unique('a')}`, bio: 'סופר ישראלי; born 1954 in Jerusalem.' },
    });
    // a title with no place to break, for the phone lists
    expect(
      (
        await api.post('/api/library/item', {
          data: { title: `ספר-${'א'.repeat(40)}-${unique('b')}`, kind: 'ebook', access: 'free', status: 'draft' },
        })
      ).status(),
    ).toBe(201);
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
    for (const path of [
      '/customers',
      '/customers/create',
      `/customers/${customerId}`,
      `/customers/${customerId}?t=notes`,
    ])
      await check(page, path, testInfo);
  });
});
