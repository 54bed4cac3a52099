import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What every screen of a sweep must hold, whatever its language, width or theme: it does not scroll sideways, shows
 * no raw message key, has no native date input (the product's date inputs are its own), and has no serious or
 * critical accessibility fault (axe-core).
 */
export async function expectSoundScreen(page: Page, path: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expect(page.getByText(/^(resources|entities|app|ra)\.[a-z_.]+$/), `${path} shows a raw message key`).toHaveCount(0);
  await expect(page.locator('input[type=date], input[type=datetime-local], input[type=time]'), `${path} has a native date input`).toHaveCount(0);
  // Left out: the row check box of react-admin's tables (its label sits on the box, not the input) and the event
  // calendar's grid (react-big-calendar's own roles). Both are the libraries' markup, not the product's.
  const { violations } = await new AxeBuilder({ page }).exclude('.RaDataTable-checkbox').exclude('.rbc-calendar').analyze();
  const faults = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(faults, `${path} accessibility faults`).toEqual([]);
}
