import { createUser } from './support/api';
import { expect, networkQuiet, test } from './support/fixtures';
import { expectSoundScreen } from './support/sweep';

// Every screen of the menu in the dark theme (the system's choice, which a user's default
// 'system' follows), in Hebrew and English: each opens from the menu, draws on the dark background without scrolling
// sideways, and its screenshot is kept with the test results for people to look at. One page load; the menu is
// followed inside the app, so forty screens cost seconds, not minutes.
test.use({ colorScheme: 'dark' });

const DARK_BODY = 'rgb(18, 20, 23)';

test('every menu screen in the dark theme @en', async ({ page, signIn }, testInfo) => {
  test.setTimeout(360_000); // every menu screen, each with an accessibility check, on a busy machine
  await signIn(await createUser({ superuser: true, first: 'לילה', last: 'Dark' }));
  await page.goto('/');
  const menu = page.locator('nav a[href^="/"]');
  await expect(menu.first()).toBeVisible({ timeout: 20_000 });
  const paths = [...new Set(await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))];
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    await page.locator(`nav a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
    await networkQuiet(page, 500);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe(DARK_BODY);
    await expectSoundScreen(page, path);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, '_') || 'home'}.png`) });
  }
});
