import type { Page } from '@playwright/test';
import { adminApi, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';

// Deals: the deal journey (below), a long column and the search, a phone moving a card from its menu and a
// column's '+', the list view.

interface Stage {
  id: number;
  name: string;
  kind: string;
}

async function pipelineWithDeals(titles: string[]) {
  const api = await adminApi();
  const tag = unique('d');
  const pipeline = (await (await api.post('/api/pipeline/', { data: { name: `צנרת ${tag}` } })).json()) as {
    id: number;
  };
  const stages = ((await (await api.get(`/api/pipeline/${pipeline.id}/stages`)).json()) as { items: Stage[] }).items;
  const deals: { id: number; title: string }[] = [];
  for (const title of titles)
    deals.push(
      (await (
        await api.post(`/api/pipeline/${pipeline.id}/items`, { data: { title: `${title} ${tag}`, value: 150000 } })
      ).json()) as { id: number; title: string },
    );
  return { api, pipelineId: pipeline.id, stages, deals };
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const titlesIn = (page: Page, name: string) => column(page, name).getByTestId('deal-card').locator('a').allInnerTexts();

test.describe('deals board', () => {
  // The deal journey: a deal added from a customer's page, dragged on the right-to-left board to the next stage, a deal
  // reordered by keyboard, another person's move shown live, the deal marked won, and the customer's tab following.
  test('deal journey: create from the customer, drag to the next stage, reorder by keyboard, won, the customer deals tab', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'phones move cards from their menu (below)');
    test.slow(); // the customer page, the board twice and the deal page on a shared two-core machine
    const { api, pipelineId, stages, deals } = await pipelineWithDeals(['ספרייה', 'מכללה']);
    const person = (await (
      await api.post('/api/person/', { data: { first_name: 'מירב', last_name: unique('ל') } })
    ).json()) as { id: number };
    // the first pipeline takes a deal made on a customer's page: make this test's the first one shown (lower than any
    // earlier attempt's in this run, a retry's included: a tie would put the deal in the older pipeline), within the
    // order's limit of a million either way
    const first = await api.put(`/api/pipeline/${pipelineId}`, {
      data: { sort_order: -(Math.floor(Date.now() / 1000) % 1_000_000) },
    });
    expect(first.ok()).toBe(true);
    await signInAsStaff();

    // From the customer's deals tab: none yet, then one added there, listed in the first stage.
    await page.goto(`/customers/${person.id}?t=deals`);
    await expect(page.getByText(t('deals.customer_none'))).toBeVisible();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: t('deals.add') })
      .click();
    const title = `מנויים לכיתה ${unique('c')}`;
    await field(page.getByRole('dialog'), t('deals.fields.title')).fill(title);
    await field(page.getByRole('dialog'), t('deals.fields.value')).fill('1500');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.save') })
      .click();
    const mine = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expect(mine).toContainText(stages[0].name);

    // The board: the three deals in the first stage, summed.
    await page.goto(`/deals?pipeline=${pipelineId}`);
    await expect(column(page, stages[0].name).getByTestId('deal-card')).toHaveCount(3);
    await expect(column(page, stages[0].name).getByTestId('column-summary')).toContainText('4,500');

    // Mouse: the customer's deal onto the second column (to its left, the board reads right to left).
    const handle = page.getByRole('button', { name: t('deals.drag_handle', { title }) });
    const from = (await handle.boundingBox())!;
    const to = (await column(page, stages[1].name).boundingBox())!;
    expect(to.x).toBeLessThan(from.x);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1)
      await page.mouse.move(
        from.x + ((to.x + to.width / 2 - from.x) * step) / 12,
        from.y + ((to.y + 120 - from.y) * step) / 12,
      );
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, stages[1].name)).toEqual([title]);

    // Keyboard: the last deal of the first column to its top.
    const last = page.getByRole('button', { name: t('deals.drag_handle', { title: deals[1].title }) });
    // Each key waits for what a screen reader hears, so a busy machine cannot drop the card before it has moved.
    const heard = page.locator('[id^="DndLiveRegion"]');
    await last.focus();
    await page.keyboard.press('Space');
    // picked up, it is over its own place (the second)
    await expect(heard).toHaveText(t('deals.a11y.over', { title: deals[1].title, stage: stages[0].name, position: 2 }));
    // a key pressed before the keyboard sensor listens is lost; at the top a second ArrowUp changes nothing
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(heard).toHaveText(
        t('deals.a11y.over', { title: deals[1].title, stage: stages[0].name, position: 1 }),
        { timeout: 3_000 },
      );
    }).toPass();
    await page.keyboard.press('Space');
    await expect(heard).toHaveText(
      t('deals.a11y.dropped', { title: deals[1].title, stage: stages[0].name, position: 1 }),
    );
    await expect.poll(() => titlesIn(page, stages[0].name)).toEqual([deals[1].title, deals[0].title]);
    await page.reload();
    await expect.poll(() => titlesIn(page, stages[0].name)).toEqual([deals[1].title, deals[0].title]);
    await expect.poll(() => titlesIn(page, stages[1].name)).toEqual([title]);

    // Another person moves a deal: the board shows it without a reload (realtime).
    expect(
      (
        await api.post(`/api/pipeline/items/${deals[0].id}/move`, { data: { stage_id: stages[2].id, position: 0 } })
      ).ok(),
    ).toBe(true);
    await expect.poll(() => titlesIn(page, stages[2].name)).toEqual([deals[0].title]);
    await expect.poll(() => titlesIn(page, stages[0].name)).toEqual([deals[1].title]);

    // The deal page: won, and its history says where it went.
    await column(page, stages[1].name).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/deals\/\d+$/);
    await page.getByRole('button', { name: t('deals.mark_won') }).click();
    const won = stages.find((s) => s.kind === 'won')!;
    await expect(page.getByTestId('deal-stage')).toContainText(won.name);
    await expect(page.getByTestId('deal-history')).toContainText(won.name);
    await expect(page.getByRole('button', { name: t('deals.reopen') })).toBeVisible();

    // The customer's deals tab: the deal, won.
    await page.goto(`/customers/${person.id}?t=deals`);
    await expect(mine).toContainText(won.name);
  });

  test('a long column shows its first cards and the rest as it scrolls; the search narrows the board on the server', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'the same board; on a phone the column is the page');
    const titles = Array.from({ length: 15 }, (_, i) => `כרטיס ${i + 1}`);
    const { stages, deals, pipelineId } = await pipelineWithDeals(titles);
    await signInAsStaff();
    await page.goto(`/deals?pipeline=${pipelineId}`);
    const first = column(page, stages[0].name);
    // the count and value are over the whole stage, not only the cards drawn
    await expect(first.getByTestId('column-summary')).toContainText('15');
    await expect(first.getByTestId('column-summary')).toContainText('22,500');
    await expect(first.getByTestId('deal-card')).toHaveCount(12);
    await first.getByRole('button', { name: new RegExp(t('deals.more')) }).scrollIntoViewIfNeeded();
    await expect(first.getByTestId('deal-card')).toHaveCount(15);
    await expect(first.getByRole('button', { name: new RegExp(t('deals.more')) })).toHaveCount(0);

    await page.getByRole('searchbox', { name: t('deals.search') }).fill(deals[13].title);
    await expect(first.getByTestId('deal-card')).toHaveCount(1);
    await expect(first.getByTestId('deal-card').locator('a')).toHaveText(deals[13].title);
    await expect(first.getByTestId('column-summary')).toContainText('1,500');
    // a narrowed column is not the whole order: its cards move from their menu, not by dragging
    await expect(first.getByRole('button', { name: t('deals.drag_handle', { title: deals[13].title }) })).toHaveCount(
      0,
    );
  });

  test(
    "a phone moves a card from its menu, and a column's '+' adds a deal",
    { tag: '@phone' },
    async ({ page, t, signInAsStaff }) => {
      const { api, pipelineId, stages, deals } = await pipelineWithDeals(['עירייה']);
      await signInAsStaff();
      await page.goto(`/deals?pipeline=${pipelineId}`);
      const card = column(page, stages[0].name).getByTestId('deal-card');
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: t('deals.move_to') }).click();
      await page.getByRole('menuitem', { name: stages[2].name }).click();
      await expect
        .poll(
          async () =>
            ((await (await api.get(`/api/pipeline/items/${deals[0].id}`)).json()) as { stage_id: number }).stage_id,
        )
        .toBe(stages[2].id);

      await column(page, stages[1].name)
        .getByRole('button', { name: t('deals.add_to', { stage: stages[1].name }) })
        .click();
      const title = `חדשה ${unique('n')}`;
      await field(page.getByRole('dialog'), t('deals.fields.title')).fill(title);
      await field(page.getByRole('dialog'), t('deals.fields.value')).fill('2500');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra.action.save') })
        .click();
      await expect(toast(page, t('deals.created'))).toBeVisible();
      const found = (
        (await (
          await api.get(`/api/pipeline/items?pipeline_id=${pipelineId}&q=${encodeURIComponent(title)}`)
        ).json()) as { items: { stage_id: number; value: number }[] }
      ).items;
      expect(found).toEqual([expect.objectContaining({ stage_id: stages[1].id, value: 250000 })]);
    },
  );

  test('the list view finds deals by search and exports them; a row opens the deal', async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'the export menu and table are desktop; phones get the simple list');
    const { deals } = await pipelineWithDeals(['ארכיון עירוני']);
    await signInAsStaff();
    await page.goto('/deals/list');
    await page.getByPlaceholder(t('app.list.search'), { exact: true }).fill(deals[0].title);
    const row = page.getByRole('row').filter({ hasText: deals[0].title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1,500.00');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('entities.export.button') }).click();
    await page.getByRole('menuitem', { name: t('entities.export.csv') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await row.getByText(deals[0].title).click();
    await expect(page).toHaveURL(new RegExp(`/deals/${deals[0].id}$`));
  });
});
