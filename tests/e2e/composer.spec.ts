import { adminApi, createUser, unique } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { mailTo } from './support/outbox';

// The floating message composer: opened from a customer's page, a template with merge fields, minimised,
// kept across navigation and a reload, restored, sent from a mail account (to the server's outbox: the tests set no
// SMTP_URL) and then found on the customer's notes. At phone width the open draft covers the screen.
test.describe('message composer', () => {
  test('write to a customer from a template, minimise, navigate, restore, send, see it on the customer', async ({
    page,
    t,
    signIn,
  }) => {
    test.slow(); // a reload, two page changes and a send on a shared two-core machine
    {
      const api = await adminApi();
      const accountName = unique('מכירות');
      const account = await api.post('/api/email/accounts/', {
        data: {
          name: accountName,
          email: 'sales@books.test',
          from_name: 'חנות הספרים',
          imap_host: '127.0.0.1',
          imap_port: 1,
          imap_tls: false,
          imap_user: 'sales@books.test',
          imap_password: 'unused',
          smtp_host: '127.0.0.1',
          smtp_port: 2525,
          smtp_tls: false,
          smtp_user: 'sender',
          smtp_password: 'smtp-pass-2',
          is_active: false,
        },
      });
      expect(account.status()).toBe(201);
      const templateName = unique('משלוח');
      expect(
        (
          await api.post('/api/messages/templates', {
            data: {
              name: templateName,
              subject: '{{first_name}}, ההזמנה בדרך',
              content: 'שלום {{first_name}}, ההזמנה שלך יצאה היום.',
            },
          })
        ).status(),
      ).toBe(201);
      const email = `${unique('tamar')}@example.org`.toLowerCase();
      const person = await api.post('/api/person/', {
        data: { first_name: 'תמר', last_name: 'אלון', emails: [{ value: email }] },
      });
      expect(person.status()).toBe(201);
      const personId = ((await person.json()) as { id: number }).id;
      await api.dispose();

      await signIn(await createUser());
      await page.goto(`/customers/${personId}`);
      await page.getByRole('button', { name: t('composer.from_customer') }).click();
      const draftWindow = page.locator('[data-testid="composer-window"][data-minimized="false"]');
      await expect(draftWindow).toHaveAccessibleName(t('composer.message_to', { to: 'תמר אלון' }));
      await expect(draftWindow.getByLabel(t('composer.fields.to'), { exact: true })).toHaveValue(email);
      await expect(draftWindow.getByText(t('composer.customer', { name: 'תמר אלון' }))).toBeVisible();

      await draftWindow.getByRole('combobox', { name: t('composer.fields.from') }).click();
      await page.getByRole('option', { name: new RegExp(accountName) }).click();
      await draftWindow.getByRole('combobox', { name: t('composer.fields.template') }).click();
      await page.getByRole('option', { name: templateName }).click();
      await expect(draftWindow.getByLabel(t('composer.fields.content'), { exact: true })).toHaveValue(
        'שלום {{first_name}}, ההזמנה שלך יצאה היום.',
      );
      await expect(draftWindow.getByTestId('composer-preview')).toContainText('שלום תמר, ההזמנה שלך יצאה היום.');

      // an unknown merge field is flagged and blocks sending until it is corrected
      const content = draftWindow.getByLabel(t('composer.fields.content'), { exact: true });
      await content.fill('שלום {{first_name}}, ההזמנה שלך יצאה היום. {{nickname}}');
      await expect(draftWindow.getByTestId('composer-unknown-fields')).toContainText('{{nickname}}');
      await expect(draftWindow.getByRole('button', { name: t('composer.send') })).toBeDisabled();
      await content.fill('שלום {{first_name}}, ההזמנה שלך יצאה היום.');
      await expect(draftWindow.getByTestId('composer-preview')).toBeVisible();

      // minimised, it stays through navigation and a reload
      // the window's title is the subject as the customer will read it
      const title = 'תמר, ההזמנה בדרך';
      await expect(draftWindow).toHaveAccessibleName(title);
      await draftWindow.getByRole('button', { name: t('composer.minimize') }).click();
      const bar = page.getByRole('region', { name: title });
      await expect(bar).toBeVisible();
      await page.goto('/support');
      await expect(bar).toBeVisible();
      await page.reload();
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: t('composer.restore') }).click();
      const restored = page.getByRole('dialog', { name: title });
      await expect(restored.getByLabel(t('composer.fields.content'), { exact: true })).toHaveValue(
        'שלום {{first_name}}, ההזמנה שלך יצאה היום.',
      );

      await restored.getByRole('button', { name: t('composer.send') }).click();
      await expect(toast(page, `${t('composer.sent_logged')}. ${t('composer.outbox')}`)).toBeVisible();
      await expect(page.getByTestId('composer-window')).toHaveCount(0);
      const sent = await mailTo(email, (mail) => mail.subject === title);
      expect(sent.from?.value[0]?.address).toBe('sales@books.test');

      await page.goto(`/customers/${personId}?t=notes`);
      const note = page.getByRole('article').filter({ hasText: title });
      await expect(note).toContainText('שלום תמר, ההזמנה שלך יצאה היום.');
      await expect(note).toContainText(t('resources.notes.categories.email'));

      // at phone width an open draft covers the screen
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: t('composer.from_customer') }).click();
      const phoneWindow = page.getByRole('dialog', { name: t('composer.message_to', { to: 'תמר אלון' }) });
      await expect(phoneWindow).toBeVisible();
      await expect.poll(async () => (await phoneWindow.boundingBox())?.width).toBe(390);
      await page.screenshot({ path: test.info().outputPath('composer-phone.png') });
      await phoneWindow.getByRole('button', { name: t('composer.close') }).click();
      await expect(page.getByTestId('composer-window')).toHaveCount(0);
    }
  });
});
