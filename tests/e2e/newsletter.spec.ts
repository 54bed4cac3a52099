import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newsletterPageMessages } from '../../server/src/newsletter/public-pages.messages';
import { adminApi, createUser, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';

// The newsletter (issue 23): a template and a campaign made in the admin, a test send, scheduling, sending to a real
// list through the server's worker (mail lands in the outbox), the statistics, and unsubscribing on the public page.

/** The raw .eml the server wrote to its outbox for `email` (headers unfolded), waiting for it. */
async function mailTo(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'))) {
          const raw = (await readFile(path.join(dir, file), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
          if (raw.toLowerCase().includes(`\nto: ${email.toLowerCase()}`)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

test.describe('newsletter', () => {
  test('a template and a campaign in Hebrew: test send, schedule, send, statistics, and unsubscribe on the public page', async ({ page, t, signIn, appLocale, isPhone }) => {
    test.slow();
    // a list with one reader on it
    const api = await adminApi();
    const tag = unique('nl');
    const reader = `${tag}@e2e.example.com`;
    const person = await api.post('/api/person', { data: { first_name: 'נועה', last_name: 'קוראת', emails: [{ value: reader }] } });
    expect(person.status()).toBe(201);
    const listName = `קוראים ${tag}`;
    const list = await api.post('/api/newsletter/lists', { data: { name: listName, kind: 'public' } });
    const listId = ((await list.json()) as { id: number }).id;
    expect((await api.post(`/api/newsletter/lists/${listId}/members`, { data: { person_ids: [((await person.json()) as { id: number }).id] } })).ok()).toBe(true);
    await api.dispose();

    await signIn(await createUser());
    await page.goto('/newsletter');
    await expect(page.getByRole('tab', { name: t('newsletter.tabs.templates') })).toBeVisible();

    // the template: the starter layout, named, saved, previewed as mail
    // phones scroll the tabs sideways: there the last one is reached by its address
    if (isPhone) await page.goto('/newsletter/templates');
    else await page.getByRole('tab', { name: t('newsletter.tabs.templates') }).click();
    await expect(page).toHaveURL(/\/newsletter\/templates$/);
    await page.goto('/newsletter/templates/create');
    const templateName = `תבנית ${tag}`;
    await field(page, t('resources.newsletterTemplates.fields.name')).fill(templateName);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/newsletter\/templates\/\d+$/);
    await expect(field(page, t('resources.newsletterTemplates.fields.name'))).toHaveValue(templateName);
    const previewTab = page.getByRole('tab', { name: t('newsletter.template.preview') });
    await expect(async () => {
      await previewTab.click();
      await expect(previewTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(t('newsletter.template.starter'))![1]!;
    // The preview is rendered by the server: on a loaded machine it can take longer than the default 10 s.
    await expect(page.frameLocator(`iframe[title="${t('newsletter.template.preview_title')}"]`).getByRole('heading', { name: heading })).toBeVisible({ timeout: 25_000 });

    // the campaign
    await page.goto('/newsletter/create');
    const campaignName = `ניוזלטר ${tag}`;
    await field(page, t('resources.newsletterCampaigns.fields.name')).fill(campaignName);
    await field(page, t('resources.newsletterCampaigns.fields.subject')).fill('חדשות החנות לחודש הבא');
    await combobox(page, t('resources.newsletterCampaigns.fields.template_id')).fill(tag);
    await page.getByRole('option', { name: templateName }).click();
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
    await expect(page.getByTestId('recipient-count')).toHaveText(t('newsletter.campaign.recipients_count', { smart_count: 1 }));

    // a test send lands in the outbox with the one-click unsubscribe headers
    const tester = `${tag}-test@e2e.example.com`;
    await field(page, t('newsletter.campaign.test_to')).fill(tester);
    await page.getByRole('button', { name: t('newsletter.campaign.test') }).click();
    await expect(toast(page, t('newsletter.campaign.test_sent', { smart_count: 1 }))).toBeVisible();
    const testMail = await mailTo(tester);
    expect(testMail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    expect(testMail).toContain('X-Newsletter-Test: yes');

    // schedule, then take it back
    await page.getByRole('button', { name: t('newsletter.campaign.schedule_button') }).click();
    await expect(status).toHaveText(t('resources.newsletterCampaigns.statuses.scheduled'));
    await page.getByRole('button', { name: t('newsletter.campaign.unschedule') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('ra.action.confirm') }).click();
    await expect(status).toHaveText(t('resources.newsletterCampaigns.statuses.draft'));

    // send now: the worker sends it, the page follows until it is sent
    await page.getByRole('button', { name: t('newsletter.campaign.send_now') }).click();
    await expect(page.getByRole('dialog')).toContainText(campaignName);
    await page.getByRole('dialog').getByRole('button', { name: t('ra.action.confirm') }).click();
    await expect(status).toHaveText(t('resources.newsletterCampaigns.statuses.sent'), { timeout: 20_000 });
    await expect(page.getByTestId('stat-sent')).toContainText('1');

    // the reader unsubscribes on the public page (in the campaign's language, or the one asked)
    const mail = await mailTo(reader);
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>/im.exec(mail)![1]!;
    const lang = appLocale === 'he' ? 'he' : 'en';
    await page.goto(`${unsubscribe}?lang=${lang}`);
    await expect(page.getByText(reader)).toBeVisible();
    await page.getByRole('button', { name: newsletterPageMessages[lang].unsubscribe_button }).click();
    await expect(page.getByRole('status')).toContainText(reader);

    // the statistics count it, and the contact's page shows the change
    await page.goBack();
    await page.goto('/newsletter');
    await page.getByText(campaignName).click();
    await expect(page.getByTestId('stat-unsubscribed')).toContainText('1');
    await page.goto('/newsletter/contacts');
    await field(page, t('newsletter.contacts.search')).fill(tag);
    await page.getByRole('cell', { name: reader }).click();
    await expect(page.getByRole('region', { name: t('newsletter.contacts.history') })).toContainText(t('newsletter.sources.unsubscribe_link'));
  });

  test("a list's members: counts, a file imported into the list (an earlier opt-out stays out), and the customer page's newsletter tab", async ({ page, t, signIn }) => {
    test.slow();
    const api = await adminApi();
    const tag = unique('nlm');
    const [kept, left, fresh, other] = ['a', 'b', 'c', 'd'].map((k) => `${tag}-${k}@e2e.example.com`);
    const personId = async (email: string, first: string) => ((await (await api.post('/api/person', { data: { first_name: first, last_name: 'קוראת', emails: [{ value: email }] } })).json()) as { id: number }).id;
    const [keptId, leftId, otherId] = [await personId(kept, 'דנה'), await personId(left, 'יעל'), await personId(other, 'רוני')];
    const listName = `חברים ${tag}`;
    const listId = ((await (await api.post('/api/newsletter/lists', { data: { name: listName } })).json()) as { id: number }).id;
    expect((await api.post(`/api/newsletter/lists/${listId}/members`, { data: { person_ids: [keptId, leftId] } })).ok()).toBe(true);
    expect((await api.put(`/api/newsletter/lists/${listId}/members/${leftId}`, { data: { status: 'unsubscribed' } })).ok()).toBe(true);
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
    expect(exported.split('\r\n').find((line) => line.includes(kept))).toContain(t('newsletter.member_statuses.subscribed'));
    expect(exported.split('\r\n').find((line) => line.includes(left))).toContain(t('newsletter.member_statuses.unsubscribed'));

    // a file: one new reader, and one who unsubscribed earlier (left out, and the report says why)
    const w = (key: string, args?: Record<string, string | number>) => t(`importWizard.${key}`, args);
    await page.getByRole('button', { name: t('entities.import.button'), exact: true }).click();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(`${t('newsletter.contacts.email')},${t('newsletter.contacts.first_name')}\n${fresh},מיכל\n${left},יעל\n`) });
    await page.getByRole('button', { name: w('mapping.preview') }).click();
    await page.getByRole('dialog', { name: w('preview.title') }).getByRole('button', { name: w('preview.import') }).click();
    // checked first (nothing written yet), imported on the user's word
    const check = page.getByRole('dialog', { name: t('newsletter.import.check_title') });
    await expect(check.getByTestId('contact-import-summary')).toHaveText(t('newsletter.import.summary', { total: 2, added: 1, created: 1, already: 0, skipped: 1, failed: 0 }));
    await check.getByRole('button', { name: t('newsletter.import.confirm'), exact: true }).click();
    const report = page.getByRole('dialog', { name: t('entities.import.report.title') });
    await expect(report.getByTestId('contact-import-summary')).toHaveText(t('newsletter.import.summary', { total: 2, added: 1, created: 1, already: 0, skipped: 1, failed: 0 }));
    await expect(report.getByRole('row').filter({ hasText: left })).toContainText(t('newsletter.import.reasons.unsubscribed'));
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    await expect(counts).toContainText(count('subscribed', 2));
    await expect(page.getByRole('cell', { name: fresh })).toBeVisible();
    // reverted from the history: the new reader leaves the list (and is deleted, having nothing else)
    await page.getByRole('button', { name: t('entities.import.history'), exact: true }).click();
    const past = page.getByRole('dialog', { name: t('entities.import.history') });
    await past.getByRole('button', { name: t('entities.import.revert'), exact: true }).click();
    await page.getByRole('dialog', { name: t('entities.import.revert_title') }).getByRole('button', { name: t('entities.import.revert'), exact: true }).click();
    await expect(past).toContainText(t('entities.import.status_reverted'));
    await past.getByRole('button', { name: t('ra.action.close') }).click();
    await expect(counts).toContainText(count('subscribed', 1));

    // the customer page: not on any list yet, subscribed from there
    await page.goto(`/customers/${otherId}?t=newsletter`);
    await expect(page.getByText(t('newsletter.customer.no_lists'))).toBeVisible();
    await page.getByRole('combobox', { name: t('newsletter.customer.subscribe_to') }).click();
    await page.getByRole('option', { name: listName }).click();
    await page.getByRole('button', { name: t('newsletter.customer.subscribe'), exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: listName })).toContainText(t('newsletter.member_statuses.subscribed'));
  });
});
