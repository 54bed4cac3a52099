import { adminApi, createUser, unique } from './support/api';
import { expect, test, toast } from './support/fixtures';
import sharp from 'sharp';
import { startImap, startSmtp } from '../../server/test/support-mail-servers';
import { mailTo } from './support/outbox';

// The support journey against mail servers started by the test on this machine (hoodiecrow-imap and smtp-server, npm):
// the account is added in Settings (its connection tested), a Hebrew e-mail arrives, "check now" turns it into an
// inquiry, the thread is answered from the floating composer opened on it (the tests set no SMTP_URL, so the reply is
// written to the server's outbox with its threading headers, the screen says so, and it lands in the thread), and the
// status follows; on desktop and at phone width.
test.describe('support journey', () => {
  test('a mail arrives in the IMAP inbox, becomes an inquiry, is answered to the outbox and resolved @phone', async ({
    page,
    t,
    signIn,
    isPhone,
  }) => {
    test.setTimeout(120_000); // two mail servers, an account added and tested, a check, the live bell and a send on a shared two-core machine
    const mailbox = `${unique('service')}@books.test`.toLowerCase();
    const imap = await startImap(mailbox, 'imap-pass-1');
    const smtp = await startSmtp('sender', 'smtp-pass-1');
    try {
      const accountName = unique('שירות');
      const subject = unique('הספר לא הגיע');
      const customer = `${unique('michal')}@example.org`.toLowerCase();
      const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      await imap.deliver({
        from: `מיכל לוי <${customer}>`,
        to: mailbox,
        subject,
        text: 'שלום, הזמנתי ספר לפני שבועיים והוא עדיין לא הגיע.',
        messageId: `<${unique('m')}@example.org>`,
        attachments: [{ filename: 'חבילה.png', content: photo, contentType: 'image/png' }],
      });

      await signIn(await createUser({ superuser: true }));
      await page.goto('/settings/email-accounts');
      const bell = page.getByTestId('notification-bell');
      await expect(bell.locator('.MuiBadge-badge')).toHaveClass(/invisible/); // nothing yet for this new user

      // the account is added in Settings, its connection tested against both servers before saving
      await page.getByRole('button', { name: t('support.accounts.add') }).click();
      const form = page.getByRole('dialog', { name: t('support.accounts.add') });
      const input = (name: string) => form.locator(`input[name="${name}"]`);
      const values: Array<[string, string]> = [
        ['name', accountName],
        ['email', mailbox],
        ['from_name', 'צוות השירות'],
        ['imap_host', '127.0.0.1'],
        ['imap_port', String(imap.port)],
        ['imap_user', mailbox],
        ['imap_password', 'imap-pass-1'],
        ['smtp_host', '127.0.0.1'],
        ['smtp_port', String(smtp.port)],
        ['smtp_user', 'sender'],
        ['smtp_password', 'smtp-pass-1'],
      ];
      for (const [name, value] of values) await input(name).fill(value);
      await input('imap_tls').uncheck(); // the test servers speak plain text on a local port
      await input('smtp_tls').uncheck();
      await form.getByRole('button', { name: t('support.accounts.test') }).click();
      await expect(form.getByText(t('support.accounts.test_ok', { protocol: 'IMAP' }))).toBeVisible();
      await expect(form.getByText(t('support.accounts.test_ok', { protocol: 'SMTP' }))).toBeVisible();
      await form.getByRole('button', { name: t('ra.action.save') }).click();
      await expect(toast(page, t('support.accounts.saved'))).toBeVisible();
      await expect(form).toBeHidden();
      const card = page.getByTestId('email-account').filter({ hasText: accountName });
      await card.getByRole('button', { name: t('support.accounts.check') }).click();
      await expect(toast(page, t('support.accounts.checked', { found: 1, created: 1, joined: 0 }))).toBeVisible();
      // the live stream raises the bell on this page, with no reload (polling alone would take up to 30 s)
      await expect(bell.locator('.MuiBadge-badge')).toHaveText(/^[1-9]/, { timeout: 10_000 });

      await page.goto('/support');
      await page.getByRole('textbox', { name: t('support.search') }).fill(subject);
      await expect(page).toHaveURL(/[?&]q=/); // the search is in the address once typing pauses
      const row = page.getByTestId('inquiry-row').filter({ hasText: subject });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('img', { name: t('support.unread') })).toBeVisible();

      // the new inquiry reached the notification center: its notification opens the thread
      await bell.click();
      await expect(page).toHaveURL(/\/notifications$/);
      const notification = page.getByTestId('notification').filter({ hasText: subject });
      await expect(notification).toContainText(
        t('notifications.kinds.inquiry_new.text', { from: 'מיכל לוי', subject }),
      );
      await notification.getByRole('button').first().click();
      await expect(page).toHaveURL(/\/support\/\d+$/);

      const first = page.getByTestId('thread-message').first();
      await expect(first).toContainText('עדיין לא הגיע');
      await expect(first.locator('[dir="auto"]').first()).toBeVisible();
      // the attachment: a thumbnail that opens the lightbox
      await first.getByRole('button', { name: t('support.attachments.open', { name: 'חבילה.png' }) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(
        page.getByTestId('customer-card').getByRole('link', { name: t('support.customer.open') }),
      ).toHaveAttribute('href', /\/customers\/\d+$/);

      // the reply is written in the floating composer opened from the inquiry (at phone width it covers the screen)
      await page.getByRole('button', { name: t('composer.reply_in_composer') }).click();
      const composer = page.getByRole('dialog', { name: t('composer.reply_title', { subject: `Re: ${subject}` }) });
      await expect(composer.getByLabel(t('composer.fields.to'), { exact: true })).toHaveValue(customer);
      await expect(composer.getByText(t('composer.customer', { name: 'מיכל לוי' }))).toBeVisible();
      await composer.getByLabel(t('composer.fields.content'), { exact: true }).fill('שלום מיכל, החבילה יצאה היום.');
      if (isPhone)
        await expect.poll(async () => (await composer.boundingBox())?.width).toBe(page.viewportSize()!.width);
      await page.screenshot({ path: test.info().outputPath('support-composer.png') });
      await composer.getByRole('button', { name: t('composer.send') }).click();
      await expect(toast(page, `${t('composer.sent_thread')}. ${t('composer.outbox')}`)).toBeVisible();
      await expect(page.getByTestId('composer-window')).toHaveCount(0);
      // it lands in the inquiry's thread, which says where it went, and in the outbox, threaded, from the account
      const out = page.locator('[data-testid="thread-message"][data-kind="out"]');
      await expect(out).toContainText('החבילה יצאה היום');
      await expect(out).toContainText(t('support.thread.sent_by', { name: '' }).trim());
      await expect(out).toContainText(t('support.thread.outbox'));
      const sent = await mailTo(customer, (mail) => mail.subject === `Re: ${subject}`);
      expect(sent.text).toContain('החבילה יצאה היום');
      expect(sent.from?.value[0]?.address).toBe(mailbox);
      expect(sent.inReplyTo).toMatch(/^<m-/);
      expect(smtp.received).toHaveLength(0);
      await expect(page.getByTestId('inquiry-status')).toHaveText(t('support.status.waiting'));

      await page.getByRole('combobox', { name: t('support.fields.status') }).click();
      await page.getByRole('option', { name: t('support.status.resolved') }).click();
      await expect(page.getByTestId('inquiry-status')).toHaveText(t('support.status.resolved'));
      await page.reload();
      await expect(page.getByTestId('inquiry-status')).toHaveText(t('support.status.resolved'));
    } finally {
      // the account is turned off with its servers: a later inbox check (the background jobs test) would fail on it
      const api = await adminApi();
      const { items } = (await (await api.get('/api/email/accounts')).json()) as {
        items: Array<{ id: number; email: string }>;
      };
      for (const account of items.filter((a) => a.email === mailbox))
        await api.patch(`/api/email/accounts/${account.id}`, { data: { is_active: false } });
      await api.dispose();
      await imap.close();
      await smtp.close();
    }
  });
});
