import { adminApi, createUser, unique } from './support/api';
import { expect, networkQuiet, openInApp, test } from './support/fixtures';
import { expectSoundScreen } from './support/sweep';

// The sweep: every screen of the menu and the create form it links to, as a superuser sees them, held to what every
// screen must hold (support/sweep.ts). Language, width and theme are covered pairwise by the four projects (each pair
// of the three appears in one of them): Hebrew desktop light, English desktop dark, Hebrew phone dark, English phone
// light. Each screen is swept in two of them, in both languages and at both widths: the first, third, fifth... of the
// menu in the first and the last project, the others in the second and the third, so each project sweeps half the
// menu and every screen is seen right to left and left to right, on a desktop and on a phone. The screens that show
// the seeded values are swept in all four. The accessibility check, most of a screen's time, is made on a desktop (in
// the same theme as on the phone); on a phone only on the seeded screens, which show the phone's own lists. Links are read from the menu itself, so a new screen is covered without a
// line here; the app starts once and its router opens each screen, as a click in the menu does. A screenshot of each
// is kept with the test results.
const THEME: Record<string, 'light' | 'dark'> = {
  'desktop-he-token': 'light',
  'desktop-en-cookie': 'dark',
  'phone-he-cookie': 'dark',
  'phone-en-token': 'light',
};
/** Which half of the menu a project sweeps: 0 the first, third, fifth... screen; 1 the others. */
const HALF: Record<string, 0 | 1> = {
  'desktop-he-token': 0,
  'phone-en-token': 0,
  'desktop-en-cookie': 1,
  'phone-he-cookie': 1,
};
/** Where the seeded values show: swept in every project. */
const SEEDED_SCREENS = new Set(['/customers', '/shop/authors', '/shop/shipping-options']);
const BODY = { light: 'rgb(245, 246, 248)', dark: 'rgb(18, 20, 23)' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every menu screen and its create form @everywhere', async ({ page, signIn, appLocale }, testInfo) => {
  test.setTimeout(600_000); // twenty-odd screens and their forms, each with an accessibility check, on a busy machine
  const theme = THEME[testInfo.project.name] ?? 'light';
  // Values a person might write, each mixing directions: they must read whole wherever a list shows them.
  const mark = unique('t').slice(-6);
  const tricky = [`24/7 support, thank you! ${mark}`, `דוד (David) 2 ${mark}`];
  const api = await adminApi();
  for (const name of tricky)
    expect((await api.post('/api/authors/', { data: { name, bio: 'שורה; a line.' } })).status()).toBe(201);
  // an amount in agorot on the wire, to be read in shekels
  const agorot = 123450;
  expect(
    (
      await api.post('/api/ecommerce/shipping_option', {
        data: { name: tricky[0], price: agorot, is_active: true, is_default: false },
      })
    ).status(),
  ).toBe(201);
  // a title with no place to break, for the phone lists
  expect(
    (
      await api.post('/api/library/item', {
        data: { title: `ספר-${'א'.repeat(40)}-${mark}`, kind: 'ebook', access: 'free', status: 'draft' },
      })
    ).status(),
  ).toBe(201);
  const person = await api.post('/api/person/', {
    data: {
      first_name: 'Dana!',
      last_name: tricky[1],
      roles: ['customer'],
      emails: [{ value: `${mark}@example.com` }],
      phones: [{ value: '+972 50-123-4567', is_primary: true }],
    },
  });
  expect(person.status()).toBe(201);
  await api.dispose();

  await page.emulateMedia({ colorScheme: theme });
  await signIn(await createUser({ superuser: true, first: 'שירה', last: 'Cohen' }));
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // the sidebar's links, once drawn, every group opened
  await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  for (const group of await page.getByRole('navigation').getByRole('button', { expanded: false }).all())
    await group.click();
  const paths = [
    ...new Set(
      await page
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ),
  ];
  expect(paths.length).toBeGreaterThan(25);
  await page.setViewportSize(size);

  const options = { hebrew: appLocale === 'he', tricky, agorot };
  const seen = new Set<string>();
  const visit = async (path: string) => {
    await openInApp(page, path);
    await expect(page).toHaveURL(new RegExp(`${escape(path)}(\\?.*)?$`));
    await networkQuiet(page);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    expect(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      `${path} in the ${theme} theme`,
    ).toBe(BODY[theme]);
    const axe = !testInfo.project.use.isMobile || SEEDED_SCREENS.has(path);
    for (const value of await expectSoundScreen(page, path, { ...options, axe })) seen.add(value);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, '_') || 'home'}.png`) });
  };
  const half = HALF[testInfo.project.name] ?? 0;
  const mine = paths.filter((path, i) => SEEDED_SCREENS.has(path) || i % 2 === half);
  expect(mine.filter((path) => SEEDED_SCREENS.has(path)).sort()).toEqual([...SEEDED_SCREENS].sort());
  for (const path of mine) {
    await visit(path);
    // the create form the screen links to (a create in a dialog is the screen's own journey's to check)
    const create = `${path.replace(/\/$/, '')}/create`;
    if (path !== '/' && (await page.locator(`a[href="${create}"]`).count()) > 0) await visit(create);
  }
  // the seeded values were on some screen, so their isolation and the amount's unit were checked
  expect([...seen].sort(), 'the tricky values and the amount were shown').toEqual([...tricky, '1,234.50'].sort());
});
