import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8130';
const token = (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=admin@example.com&password=Walk-pass-2026' })).json()).access_token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const screens = [['orders', '/shop/orders'], ['coupons', '/shop/coupons'], ['subscriptions', '/subscriptions'], ['support', '/support']];
for (const [locale, width] of [['he', 390], ['en', 390]]) {
  const phone = width < 500;
  const ctx = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });
  await ctx.addInitScript(({ t, l }) => { localStorage.setItem('access_token', t); localStorage.setItem('auth_mode', 'token'); localStorage.setItem('locale', l); }, { t: token, l: locale });
  const page = await ctx.newPage();
  const settle = async () => { await page.waitForTimeout(3000); };
  for (const [name, path] of screens) {
    await page.goto(base + path);
    await settle();
    const row = phone ? page.locator('main a[href*="/"]').filter({ hasNot: page.locator('button') }).nth(0) : page.locator('main tbody tr').first();
    try {
      if (name === 'support') await page.locator('main li a').first().click({ timeout: 5000 });
      else await row.click({ timeout: 5000 });
      await settle();
    } catch (e) { console.log(locale, width, name, 'no row', String(e).slice(0, 100)); }
    await page.screenshot({ path: `/tmp/walk/${locale}-${width}-${name}.png`, fullPage: false });
  }
  await page.goto(base + '/shop/events/create');
  await settle();
  await page.screenshot({ path: `/tmp/walk/${locale}-${width}-event.png` });
  await page.goto(base + '/app/preview');
  await settle();
  await page.screenshot({ path: `/tmp/walk/${locale}-${width}-preview.png` });
  await ctx.close();
}
await browser.close();
