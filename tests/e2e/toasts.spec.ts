import { createUser } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { AUTHORS_LIST } from './support/lists';

test('a toast can be dragged away sideways', { tag: '@phone' }, async ({ page, spec, signIn }) => {
  await signIn(await createUser());
  await page.route(AUTHORS_LIST, (route) => route.fulfill({ status: 403, json: { detail: 'Forbidden' } }));
  await page.goto('/shop/authors');
  const message = toast(page, spec('forbidden'));
  await expect(message).toBeVisible();

  const alert = page.getByRole('alert').filter({ hasText: spec('forbidden') });
  await alert.hover(); // waits until it has slid in
  const box = (await alert.boundingBox())!;
  const y = box.y + box.height / 2;
  // A short drag springs back…
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(message).toBeVisible();
  await expect(alert).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  // …a drag over 60% of its width dismisses it.
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + box.width * 0.7, y, { steps: 8 });
  // It follows the pointer (to the right, in either direction of writing).
  expect((await alert.boundingBox())!.x).toBeGreaterThan(box.x + box.width * 0.5);
  await page.mouse.up();
  await expect(message).toBeHidden({ timeout: 2000 });
});
