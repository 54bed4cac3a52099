import type { Page } from '@playwright/test';
import { adminApi, unique } from './support/api';
import { expect, networkQuiet, field, test, toast } from './support/fixtures';
import { pickerText, shownDay } from './support/dates';

// The shop's events on the calendar. Each project plans in a week of its own, far ahead, cleared first (with the
// weeks after it that the month and agenda views show); the evening test, which runs beside the others, in a week
// outside every cleared range (still in summer time, so its late event crosses midnight).
const WEEK_OF: Record<string, string> = {
  'desktop-he-token': '2031-06-11',
  'desktop-en-cookie': '2031-07-16',
  'phone-he-cookie': '2031-08-13',
  'phone-en-token': '2031-09-17',
};
const EVENING_WEEK = '2031-10-08';

async function clearWeek(day: string) {
  const api = await adminApi();
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - 5 * 86_400_000).toISOString();
  const to = new Date(Date.parse(`${day}T00:00:00Z`) + 40 * 86_400_000).toISOString();
  const { items } = (await (
    await api.get(`/api/ecommerce/events?ends_after=${from}&starts_before=${to}&limit=1000`)
  ).json()) as { items: Array<{ id: number }> };
  for (const { id } of items) await api.delete(`/api/ecommerce/event/${id}`);
  await api.dispose();
}

/** Opens /shop/events at `day` in `view` (the calendar remembers both in the browser). */
async function openCalendar(page: Page, day: string, view: string) {
  await page.addInitScript(
    ({ day, view }) => {
      if (window.sessionStorage.getItem('e2e_calendar')) return;
      window.localStorage.setItem('shop.events.calendar.date', JSON.stringify(day));
      window.localStorage.setItem('shop.events.calendar.view', JSON.stringify(view));
      window.localStorage.setItem('shop.events.mode', JSON.stringify('calendar'));
      window.sessionStorage.setItem('e2e_calendar', '1');
    },
    { day, view },
  );
  await page.goto('/shop/events');
  await expect(page.locator('.rbc-time-content, .rbc-month-view').first()).toBeVisible();
}

const column = (page: Page, index: number) => page.locator('.rbc-time-content > .rbc-day-slot').nth(index);

test.describe('shop events', () => {
  test('plan an event on the week grid: drag to create, drag to move with undo offered, details, cancel, month and agenda', async ({
    page,
    t,
    signInAsStaff,
    isPhone,
  }, testInfo) => {
    test.skip(isPhone, 'phones create by tapping: the next test');
    const day = WEEK_OF[testInfo.project.name]!;
    await clearWeek(day);
    await signInAsStaff();
    await openCalendar(page, day, 'week');

    // Wednesday is the fourth column of a week from Sunday; drag from 10:00 to 12:00 (each hour is a slot group)
    await networkQuiet(page);
    const wednesday = (await column(page, 3).boundingBox())!;
    const ten = (await column(page, 3).locator('.rbc-timeslot-group').nth(10).boundingBox())!;
    const eleven = (await column(page, 3).locator('.rbc-timeslot-group').nth(11).boundingBox())!;
    const x = wednesday.x + wednesday.width / 2;
    // react-big-calendar starts the selection where the pointer is once it has moved over 5 px: press just above
    await page.mouse.move(x, ten.y - 5);
    await page.mouse.down();
    await page.mouse.move(x, ten.y + 1);
    await page.mouse.move(x, ten.y + ten.height, { steps: 5 });
    await page.mouse.move(x, eleven.y + eleven.height - 2, { steps: 5 });
    await page.mouse.up();

    await expect(page).toHaveURL(/\/shop\/events\/create/);
    await expect.poll(() => pickerText(page, t('resources.events.fields.starts_at'))).toBe(`${shownDay(day)} 10:00`);
    await expect.poll(() => pickerText(page, t('resources.events.fields.ends_at'))).toBe(`${shownDay(day)} 12:00`);
    const title = `ערב סופרים ${unique('e')}`;
    await field(page, t('resources.events.fields.title')).fill(title);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
    const event = page.locator('.rbc-event', { hasText: title });
    await expect(column(page, 3).locator('.rbc-event', { hasText: title })).toBeVisible();

    // move it to Thursday at the same time: Undo is offered, and the move is kept
    const box = (await event.boundingBox())!;
    const thursday = (await column(page, 4).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + (thursday.x - wednesday.x) / 2, box.y + 10, { steps: 5 });
    await page.mouse.move(thursday.x + thursday.width / 2, box.y + 10, { steps: 5 });
    await page.mouse.up();
    await expect(
      page.locator('.notistack-SnackbarContainer').getByRole('button', { name: t('ra.action.undo') }),
    ).toBeVisible();
    await expect(column(page, 4).locator('.rbc-event', { hasText: title })).toBeVisible();
    await expect(
      page.locator('.notistack-SnackbarContainer').getByRole('button', { name: t('ra.action.undo') }),
    ).toBeHidden({ timeout: 15_000 });
    await page.reload();
    await expect(column(page, 4).locator('.rbc-event', { hasText: title })).toBeVisible();

    // its details in a popover, and cancelling asks first
    await event.click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details).toContainText(t('resources.events.values.status.draft'));
    await details.getByRole('button', { name: t('resources.events.actions.cancel') }).click();
    await page
      .getByRole('dialog', { name: t('resources.events.page.cancel_title', { title }) })
      .getByRole('button', { name: t('resources.events.page.cancel_confirm') })
      .click();
    await expect(toast(page, t('resources.events.page.cancelled'))).toBeVisible();
    await expect(event).toHaveClass(/cal-muted/);

    await page.getByRole('button', { name: t('calendar.views.month'), exact: true }).click();
    await expect(page.locator('.rbc-month-view .rbc-event', { hasText: title })).toBeVisible();
    await expect(page.locator('.rbc-month-view .rbc-month-row')).toHaveCount(6);
    await page.getByRole('button', { name: t('calendar.views.agenda'), exact: true }).click();
    await expect(page.locator('.rbc-agenda-view')).toContainText(title);
  });

  test(
    'on a phone the day view opens, a tap on the grid creates an hour there, and a tap on the event shows it',
    { tag: '@phone' },
    async ({ page, t, signInAsStaff, isPhone }, testInfo) => {
      test.skip(!isPhone, 'the phone flow');
      const day = WEEK_OF[testInfo.project.name]!;
      await clearWeek(day);
      await signInAsStaff();
      await openCalendar(page, day, 'day');

      const grid = column(page, 0);
      const box = (await grid.boundingBox())!;
      await grid.tap({ position: { x: box.width / 2, y: (box.height / 24) * 10 + 5 } });
      await expect(page).toHaveURL(/\/shop\/events\/create/);
      await expect.poll(() => pickerText(page, t('resources.events.fields.starts_at'))).toBe(`${shownDay(day)} 10:00`);
      await expect.poll(() => pickerText(page, t('resources.events.fields.ends_at'))).toBe(`${shownDay(day)} 11:00`);
      const title = `מועדון קריאה ${unique('p')}`;
      await field(page, t('resources.events.fields.title')).fill(title);
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();

      const event = column(page, 0).locator('.rbc-event', { hasText: title });
      await expect(event).toBeVisible();
      await event.tap();
      await page
        .getByRole('dialog', { name: title })
        .getByRole('button', { name: t('resources.events.page.open') })
        .click();
      // its page: a change is saved (the series fields, given only on create, are not sent again)
      await field(page, t('resources.events.fields.venue')).fill('פינת הילדים בחנות');
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await expect(toast(page, t('ra.notification.updated', { smart_count: 1 }))).toBeVisible();
      await expect(column(page, 0).locator('.rbc-event', { hasText: title })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    },
  );
});

test.describe('shop events in the evening', () => {
  test.use({ timezoneId: 'Asia/Jerusalem' });

  test('evening hours run past midnight: a late event stays in its evening column, and a drag after midnight creates on the next date', async ({
    page,
    t,
    signInAsStaff,
    isPhone,
  }) => {
    test.skip(isPhone, 'the week grid');
    const day = EVENING_WEEK;
    const dayAfter = (n: number) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const next = dayAfter(1);
    await clearWeek(day);
    const api = await adminApi();
    const title = `ערב שירה ${unique('n')}`;
    expect(
      (
        await api.post('/api/ecommerce/event', {
          data: { title, starts_at: `${day}T23:00:00+03:00`, ends_at: `${next}T01:00:00+03:00` },
        })
      ).status(),
    ).toBe(201);
    await api.dispose();
    await signInAsStaff();
    await openCalendar(page, day, 'week');

    await page.getByRole('combobox', { name: t('calendar.day_hours.label') }).click();
    await page.getByRole('option', { name: t('calendar.day_hours.evening') }).click();
    // the grid starts at 16:00 and runs ten hours, to 02:00
    await expect(page.locator('.rbc-time-gutter .rbc-timeslot-group').first()).toContainText('16:00');
    await expect(page.locator('.rbc-time-gutter .rbc-timeslot-group')).toHaveCount(10);
    const late = column(page, 3).locator('.rbc-event', { hasText: title });
    await expect(late).toBeVisible();
    await expect(late).toContainText('23:00 – 01:00');

    // a drag from 00:00 to 01:00 in Thursday's column is the night into Friday
    const thursday = (await column(page, 4).boundingBox())!;
    const midnight = (await column(page, 4).locator('.rbc-timeslot-group').nth(8).boundingBox())!;
    const x = thursday.x + thursday.width / 2;
    await page.mouse.move(x, midnight.y - 5);
    await page.mouse.down();
    await page.mouse.move(x, midnight.y + 1);
    await page.mouse.move(x, midnight.y + midnight.height - 2, { steps: 5 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/shop\/events\/create/);
    await expect
      .poll(() => pickerText(page, t('resources.events.fields.starts_at')))
      .toBe(`${shownDay(dayAfter(2))} 00:00`);
    await expect
      .poll(() => pickerText(page, t('resources.events.fields.ends_at')))
      .toBe(`${shownDay(dayAfter(2))} 01:00`);
  });
});
