import type { Page } from '@playwright/test';
import { newsletterPageMessages } from '../../server/src/newsletter/public-pages.messages';
import { adminApi, createUser, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { row, search } from './support/lists';
import { mailsTo, mailTo } from './support/outbox';

// The newsletter journey: a list made in the admin, customers added to it (only those with an e-mail are offered), a
// campaign to it sent on the server's job queue (one mail per member lands in the outbox), a member unsubscribing on
// the public page from the mail's own link, and the campaign's statistics following. The template editor's preview,
// the test send's headers and scheduling are the API's (server/test/newsletter.test.ts) and scheduleConfirm.test.tsx's.

const combobox = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

test.describe('newsletter', () => {
  test('newsletter journey: a list, its members, a campaign sent, one mail per member, an unsubscribe link, the statistics', async ({
    page,
    t,
    signIn,
    appLocale,
  }) => {
    test.slow();
    // two readers with an e-mail, and a customer without one (mail cannot reach her: she is not offered)
    const api = await adminApi();
    const tag = unique('nl');
    const readers = [`${tag}-a@e2e.example.com`, `${tag}-b@e2e.example.com`];
    for (const [i, email] of readers.entries())
      expect(
        (
          await api.post('/api/person', {
            data: { first_name: ['נועה', 'דן'][i], last_name: `קורא ${tag}`, emails: [{ value: email }] },
          })
        ).status(),
      ).toBe(201);
    expect((await api.post('/api/person', { data: { first_name: 'בלי', last_name: `דואל ${tag}` } })).status()).toBe(
      201,
    );
    await api.dispose();
    await signIn(await createUser());

    // the list, made here; its page opens on its members
    const listName = `קוראים ${tag}`;
    await page.goto('/newsletter/distribution/create');
    await field(page, t('resources.distribution.fields.name')).fill(listName);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();
    await search(page, t('app.list.search'), tag);
    await row(page, listName).getByText(listName).click();
    await expect(page).toHaveURL(/\/newsletter\/distribution\/\d+/);
    await expect(page.getByText(t('newsletter.members.empty'))).toBeVisible();
    await page.getByRole('button', { name: t('newsletter.members.add') }).click();
    const adding = page.getByRole('dialog', { name: t('newsletter.contacts.add_title') });
    await adding.getByRole('combobox', { name: t('newsletter.contacts.person') }).fill(tag);
    await expect(page.getByRole('option')).toHaveCount(2);
    for (const name of ['נועה', 'דן']) {
      await adding.getByRole('combobox', { name: t('newsletter.contacts.person') }).fill(`${name} קורא ${tag}`);
      await page.getByRole('option', { name: new RegExp(`^${name} קורא`) }).click();
    }
    await adding.getByRole('button', { name: t('newsletter.contacts.add'), exact: true }).click();
    await expect(toast(page, t('newsletter.contacts.added', { added: 2, already: 0, skipped: 0 }))).toBeVisible();
    await expect(page.getByTestId('list-member-counts')).toContainText(
      `${t('newsletter.member_statuses.subscribed')}: 2`,
    );

    // the campaign, to the list
    await page.goto('/newsletter/create');
    const campaignName = `ניוזלטר ${tag}`;
    await field(page, t('resources.newsletterCampaigns.fields.name')).fill(campaignName);
    await field(page, t('resources.newsletterCampaigns.fields.subject')).fill('חדשות החנות לחודש הבא');
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await editor.pressSequentially('שלום לכל הקוראים, הנה מה שחדש אצלנו');
    await combobox(page, t('resources.newsletterCampaigns.fields.list_ids')).fill(tag);
    await page.getByRole('option', { name: listName }).click();
    // a new campaign opens its own page
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/newsletter\/\d+$/);
    const status = page.getByTestId('campaign-status');
    await expect(status).toHaveText(t('resources.newsletterCampaigns.statuses.draft'));
    await expect(page.getByTestId('recipient-count')).toHaveText(
      t('newsletter.campaign.recipients_count', { smart_count: 2 }),
    );

    // send now: its job on the queue sends it, the page follows until it is sent
    await page.getByRole('button', { name: t('newsletter.campaign.send_now') }).click();
    await expect(page.getByRole('dialog')).toContainText(campaignName);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await expect(status).toHaveText(t('resources.newsletterCampaigns.statuses.sent'), { timeout: 20_000 });
    await expect(page.getByTestId('stat-sent')).toContainText('2');
    const campaignPage = page.url();

    // the outbox holds one mail for each member, each with its own unsubscribe link
    const mails = await Promise.all(readers.map((reader) => mailTo(reader)));
    for (const reader of readers) expect(await mailsTo(reader)).toHaveLength(1);
    // the first reader unsubscribes on the public page (in the campaign's language, or the one asked)
    const unsubscribe = /<([^>]+)>/.exec(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)![1]!;
    const lang = appLocale === 'he' ? 'he' : 'en';
    await page.goto(`${unsubscribe}?lang=${lang}`);
    await expect(page.getByText(readers[0]!)).toBeVisible();
    await page.getByRole('button', { name: newsletterPageMessages[lang].unsubscribe_button }).click();
    await expect(page.getByRole('status')).toContainText(readers[0]!);

    // the statistics count it
    await page.goto(campaignPage);
    await expect(page.getByTestId('stat-unsubscribed')).toContainText('1');
    await expect(page.getByTestId('stat-sent')).toContainText('2');
  });

  test("a list's members: counts, a file imported into the list (an earlier opt-out stays out), and the customer page's newsletter tab", async ({
    page,
    t,
    signIn,
  }) => {
    test.slow();
    const api = await adminApi();
    const tag = unique('nlm');
    const [kept, left, fresh, other] = ['a', 'b', 'c', 'd'].map((k) => `${tag}-${k}@e2e.example.com`);
    const personId = async (email: string, first: string) =>
      (
        (await (
          await api.post('/api/person', { data: { first_name: first, last_name: 'קוראת', emails: [{ value: email }] } })
        ).json()) as { id: number }
      ).id;
    const [keptId, leftId, otherId] = [
      await personId(kept, 'דנה'),
      await personId(left, 'יעל'),
      await personId(other, 'רוני'),
    ];
    const listName = `חברים ${tag}`;
    const listId = (
      (await (await api.post('/api/newsletter/lists', { data: { name: listName } })).json()) as { id: number }
    ).id;
    expect(
      (await api.post(`/api/newsletter/lists/${listId}/members`, { data: { person_ids: [keptId, leftId] } })).ok(),
    ).toBe(true);
    expect(
      (await api.put(`/api/newsletter/lists/${listId}/members/${leftId}`, { data: { status: 'unsubscribed' } })).ok(),
    ).toBe(true);
    await api.dispose();
    await signIn(await createUser());

    const counts = page.getByTestId('list-member-counts');
    const count = (status: string, n: number) => `${t(`newsletter.member_statuses.${status}`)}: ${n}`;
    await page.goto(`/newsletter/distribution/${listId}`);
    await expect(counts).toContainText(count('subscribed', 1));
    await expect(counts).toContainText(count('unsubscribed', 1));
    await expect(page.getByRole('cell', { name: kept })).toBeVisible();

    // the members exported (the server allows it first): each with their status on this list
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('entities.export.button') }).click();
    await page.getByRole('menuitem', { name: t('entities.export.csv') }).click();
    const { readFile } = await import('node:fs/promises');
    const exported = await readFile((await (await download).path())!, 'utf8');
    expect(exported.split('\r\n').find((line) => line.includes(kept))).toContain(
      t('newsletter.member_statuses.subscribed'),
    );
    expect(exported.split('\r\n').find((line) => line.includes(left))).toContain(
      t('newsletter.member_statuses.unsubscribed'),
    );

    // a file: one new reader, and one who unsubscribed earlier (left out, and the report says why)
    const w = (key: string, args?: Record<string, string | number>) => t(`importWizard.${key}`, args);
    await page.getByRole('button', { name: t('entities.import.button'), exact: true }).click();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'contacts.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `${t('newsletter.contacts.email')},${t('newsletter.contacts.first_name')}\n${fresh},מיכל\n${left},יעל\n`,
        ),
      });
    await page.getByRole('button', { name: w('mapping.preview') }).click();
    await page
      .getByRole('dialog', { name: w('preview.title') })
      .getByRole('button', { name: w('preview.import') })
      .click();
    // checked first (nothing written yet), imported on the user's word
    const check = page.getByRole('dialog', { name: t('newsletter.import.check_title') });
    await expect(check.getByTestId('contact-import-summary')).toHaveText(
      t('newsletter.import.summary', { total: 2, added: 1, created: 1, already: 0, skipped: 1, failed: 0 }),
    );
    await check.getByRole('button', { name: t('newsletter.import.confirm'), exact: true }).click();
    const report = page.getByRole('dialog', { name: t('entities.import.report.title') });
    await expect(report.getByTestId('contact-import-summary')).toHaveText(
      t('newsletter.import.summary', { total: 2, added: 1, created: 1, already: 0, skipped: 1, failed: 0 }),
    );
    await expect(report.getByRole('row').filter({ hasText: left })).toContainText(
      t('newsletter.import.reasons.unsubscribed'),
    );
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    await expect(counts).toContainText(count('subscribed', 2));
    await expect(page.getByRole('cell', { name: fresh })).toBeVisible();
    // reverted from the history: the new reader leaves the list (and is deleted, having nothing else)
    await page.getByRole('button', { name: t('entities.import.history'), exact: true }).click();
    const past = page.getByRole('dialog', { name: t('entities.import.history') });
    await past.getByRole('button', { name: t('entities.import.revert'), exact: true }).click();
    await page
      .getByRole('dialog', { name: t('entities.import.revert_title') })
      .getByRole('button', { name: t('entities.import.revert'), exact: true })
      .click();
    await expect(past).toContainText(t('entities.import.status_reverted'));
    await past.getByRole('button', { name: t('ra.action.close') }).click();
    await expect(counts).toContainText(count('subscribed', 1));

    // the customer page: not on any list yet, subscribed from there
    await page.goto(`/customers/${otherId}?t=newsletter`);
    await expect(page.getByText(t('newsletter.customer.no_lists'))).toBeVisible();
    await page.getByRole('combobox', { name: t('newsletter.customer.subscribe_to') }).click();
    await page.getByRole('option', { name: listName }).click();
    await page.getByRole('button', { name: t('newsletter.customer.subscribe'), exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: listName })).toContainText(
      t('newsletter.member_statuses.subscribed'),
    );
  });
});
