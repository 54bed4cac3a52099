import type { Locator, Page } from '@playwright/test';

// The product's one date, date-time and time input (MUI X pickers): a group of sections (day, month, year, hours,
// minutes) named by its label, typed digit by digit, beside a hidden input holding the text shown.

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The picker labelled so. */
export const picker = (page: Page | Locator, label: string): Locator =>
  page.getByRole('group', { name: labelled(label) });

/**
 * The text a picker shows (DD.MM.YY, DD.MM.YY HH:mm or HH:mm) in reading order, without its direction marks. Right to
 * left, MUI lays the time before the date in the page's order, so that the date reads first from the right.
 */
export async function pickerText(page: Page | Locator, label: string): Promise<string> {
  const group = picker(page, label);
  const text = (await group.locator('xpath=..').locator('input').inputValue())
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .trim();
  const rtl = await group.evaluate((element) => getComputedStyle(element).direction === 'rtl');
  return rtl ? text.split(/\s+/).reverse().join(' ') : text;
}

/** Types a date, date-time or time as a person does: the old value selected and gone, then the digits. */
export async function fillPicker(
  page: Page,
  label: string,
  text: string,
  within: Page | Locator = page,
): Promise<void> {
  await picker(within, label).locator('[role="spinbutton"]').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text.replace(/\D/g, ''));
}

/** An ISO day (YYYY-MM-DD) as the pickers show it, DD.MM.YY. */
export const shownDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
