import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { adminApi, createUser, unique } from './support/api';
import { expect, test, toast } from './support/fixtures';

// Files and media: a product's gallery (upload two images with progress, reorder, lightbox with zoom and
// next, delete one), a category's image, and the superusers' files screen.

/** A noisy PNG of one colour family: random noise does not compress, so it has some size to upload (about 3 bytes a pixel). */
const image = (r: number, g: number, b: number, size = 360) => {
  const raw = randomBytes(size * size * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const noise = raw[i] % 60;
    raw[i] = Math.min(255, r + noise);
    raw[i + 1] = Math.min(255, g + noise);
    raw[i + 2] = Math.min(255, b + noise);
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
};

/** The stored files' keys, in the order the input shows them. */
const shownKeys = (page: Page) =>
  page
    .getByTestId('upload-item')
    .locator('[data-path-key]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-path-key')));

type Point = { x: number; y: number };

/** A drag in 10 steps: with the mouse, or with a finger (touch events through the DevTools protocol). */
async function drag(page: Page, touch: boolean, from: Point, to: Point) {
  const at = (step: number) => ({
    x: from.x + ((to.x - from.x) * step) / 10,
    y: from.y + ((to.y - from.y) * step) / 10,
  });
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(at(step).x, at(step).y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 10; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(step)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('files and media', () => {
  test('a product gallery: two images uploaded with progress, reordered, seen in the lightbox, one deleted', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const tag = unique('g');
    const created = await api.post('/api/ecommerce/product', { data: { name: `ספר עם תמונות ${tag}`, price: 4900 } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await signInAsStaff();
    await page.goto(`/shop/products/${id}`);
    await page.getByRole('tab', { name: t('resources.products.tabs.images') }).click();
    await expect(page.getByText(t('files.upload.drop'))).toBeVisible();

    // A slow line, so the progress shows: about 80 KB/s up (each picture takes seconds, even on a busy machine).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 80 * 1024,
    });
    await page.getByTestId('upload-picker').setInputFiles([
      { name: 'אדום.png', mimeType: 'image/png', buffer: await image(200, 30, 30) },
      { name: 'כחול.png', mimeType: 'image/png', buffer: await image(30, 30, 200) },
    ]);
    const queued = page.getByTestId('upload-queued');
    await expect(queued).toHaveCount(2);
    await expect(queued.first()).toContainText(t('files.upload.uploading', { name: 'אדום.png' }));
    await expect(queued.first().getByRole('progressbar')).toBeVisible();
    await expect(queued.first()).toContainText(/\d+%/);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByTestId('upload-item')).toHaveCount(2);
    await expect(queued).toHaveCount(0);
    const before = await shownKeys(page);
    expect(before).toHaveLength(2);

    // Drag the first image's handle onto the second (a finger on phones): they swap.
    const handle = (await page
      .getByRole('button', { name: t('files.upload.reorder') })
      .nth(0)
      .boundingBox())!;
    const target = (await page.getByTestId('upload-item').nth(1).boundingBox())!;
    await drag(
      page,
      isPhone,
      { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
      { x: target.x + target.width / 2, y: target.y + target.height / 2 },
    );
    await expect.poll(() => shownKeys(page)).toEqual([before[1], before[0]]);

    // The lightbox: the first image, zoom in, next goes to the second.
    await page.getByTestId('upload-item').first().locator('button[aria-label$=".png"]').click();
    const lightbox = page.locator('.yarl__root');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.yarl__counter')).toHaveText(`1 ${t('files.lightbox.of')} 2`);
    const zoomOut = lightbox.getByRole('button', { name: t('files.lightbox.zoom_out') });
    await expect(zoomOut).toBeDisabled();
    await lightbox.getByRole('button', { name: t('files.lightbox.zoom_in') }).click();
    await expect(zoomOut).toBeEnabled();
    await lightbox.getByRole('button', { name: t('files.lightbox.next') }).click();
    await expect(lightbox.locator('.yarl__counter')).toHaveText(`2 ${t('files.lightbox.of')} 2`);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.updated', { smart_count: 1 }))).toBeVisible();
    const saved = (await (await api.get(`/api/ecommerce/product/${id}`)).json()) as { images: string[] };
    expect(saved.images).toEqual([before[1], before[0]]);

    // Delete one: the other stays, and so it is saved.
    await page.goto(`/shop/products/${id}?t=images`);
    await expect(page.getByTestId('upload-item')).toHaveCount(2);
    await page
      .getByTestId('upload-item')
      .first()
      .getByRole('button', { name: t('files.upload.delete') })
      .click();
    await expect(page.getByTestId('upload-item')).toHaveCount(1);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.updated', { smart_count: 1 }))).toBeVisible();
    const after = (await (await api.get(`/api/ecommerce/product/${id}`)).json()) as { images: string[] };
    expect(after.images).toEqual([before[0]]);
  });

  test("a category's image, a refused file, and the files screen: find it, preview it, delete it", async ({
    page,
    t,
    signIn,
    isPhone,
  }) => {
    const api = await adminApi();
    const tag = unique('c');
    const created = await api.post('/api/ecommerce/product_category', { data: { name: `קטגוריה ${tag}` } });
    const { id } = (await created.json()) as { id: number };
    await signIn(await createUser({ superuser: true }));
    await page.goto(`/shop/product-categories/${id}?t=image`);
    // A file that is not an image is refused before anything is sent, and the person is told.
    await page
      .getByTestId('upload-picker')
      .setInputFiles({ name: 'הערות.txt', mimeType: 'text/plain', buffer: Buffer.from('שלום') });
    await expect(
      toast(
        page,
        t('files.upload.failed', {
          name: 'הערות.txt',
          reason: t('files.upload.not_accepted', { accept: t('files.upload.images_only') }),
        }),
      ),
    ).toBeVisible();
    const fileName = `שער-${tag}.png`;
    await page
      .getByTestId('upload-picker')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await image(20, 160, 60, 200) });
    await expect(page.getByTestId('upload-item')).toHaveCount(1);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.updated', { smart_count: 1 }))).toBeVisible();
    const category = (await (await api.get(`/api/ecommerce/product_category/${id}`)).json()) as { image: string };
    expect(category.image).toMatch(/^shop\/product-categories\//);

    await page.goto('/settings/files');
    await page.getByRole('searchbox', { name: t('files.browser.search') }).fill(tag);
    const card = page.getByTestId('file-card').filter({ hasText: fileName });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('file-card')).toHaveCount(1);
    if (!isPhone)
      await expect(page.getByRole('list', { name: t('files.browser.folders') })).toContainText('product-categories');
    await card.getByRole('button', { name: fileName, exact: true }).click();
    await expect(page.locator('.yarl__root')).toBeVisible();
    await page.keyboard.press('Escape');
    // A PDF opens in the browser's viewer inside the lightbox.
    const pdfName = `חוזה-${unique('p')}.pdf`;
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    expect(
      (
        await api.post('/api/files_v2/upload?dir_path=contracts', {
          multipart: { upload: { name: pdfName, mimeType: 'application/pdf', buffer: pdf } },
        })
      ).status(),
    ).toBe(200);
    await page.getByRole('searchbox', { name: t('files.browser.search') }).fill(pdfName);
    await page.getByTestId('file-card').getByRole('button', { name: pdfName, exact: true }).click();
    const viewer = page.locator('.yarl__root iframe');
    await expect(viewer).toHaveAttribute('title', pdfName);
    expect((await page.request.get((await viewer.getAttribute('src'))!)).headers()['content-type']).toBe(
      'application/pdf',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: t('files.browser.search') }).fill(tag);
    await card.getByRole('button', { name: `${t('files.upload.delete')} ${fileName}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('files.upload.delete') })
      .click();
    await expect(toast(page, t('files.browser.deleted'))).toBeVisible();
    await expect(page.getByTestId('file-card')).toHaveCount(0);
    await expect(page.getByText(t('files.browser.no_match'))).toBeVisible();
  });
});
