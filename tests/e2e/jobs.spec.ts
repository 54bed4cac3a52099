import { createServer } from 'node:net';
import { adminApi, createUser, unique } from './support/api';
import { expect, test, toast } from './support/fixtures';
import { startImap } from '../../server/test/support-mail-servers';

/** A port on this machine where nothing listens: a mail server that cannot be reached. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// The background jobs screen with a job that really fails: a support mailbox whose IMAP server cannot be reached makes
// the inbox check fail (the e2e server tries a job once: JOB_RETRY_LIMIT=0). Staff run the check now, see it failed
// with its error in words, fix the mailbox, retry, and see the job leave the failed list once it has run.
test.describe('background jobs', () => {
  test('an inbox check fails on an unreachable mailbox, shows why, and is retried after the fix', async ({
    page,
    t,
    signIn,
  }) => {
    test.slow(); // a job is worked on the queue's polling and the screen reads again every 10 seconds
    const mailbox = `${unique('jobs')}@books.test`.toLowerCase();
    const api = await adminApi();
    const created = await api.post('/api/email/accounts/', {
      data: {
        name: unique('תיבה'),
        email: mailbox,
        from_name: 'חנות הספרים',
        imap_host: '127.0.0.1',
        imap_port: await closedPort(),
        imap_tls: false,
        imap_user: mailbox,
        imap_password: 'imap-pass-3',
        smtp_host: '127.0.0.1',
        smtp_port: 2525,
        smtp_tls: false,
        smtp_user: 'sender',
        smtp_password: 'unused',
      },
    });
    expect(created.status()).toBe(201);
    const accountId = ((await created.json()) as { id: number }).id;
    const imap = await startImap(mailbox, 'imap-pass-3');
    try {
      await signIn(await createUser({ superuser: true }));
      await page.goto('/settings/jobs');
      // every queue is named in words, the newsletter's and the notification e-mails' too
      for (const queue of ['newsletter.send', 'newsletter.start-due', 'notifications.mail'])
        await expect(page.getByTestId('job-queue').filter({ hasText: t(`jobs.names.${queue}`) })).toHaveCount(1);
      const inboxes = t('jobs.names.support.check-inboxes');
      await page
        .getByTestId('job-queue')
        .filter({ hasText: inboxes })
        .getByRole('button', { name: t('jobs.run_now') })
        .click();
      await expect(toast(page, t('jobs.run_sent'))).toBeVisible();

      // it failed, and the screen says why in words, with the server's own sentence under them
      const failing = page.getByTestId('failing-job').filter({ hasText: inboxes });
      await expect(failing).toHaveCount(1, { timeout: 45_000 });
      await expect(failing).toContainText(t('jobs.state.failed'));
      await expect(failing).toContainText(t('jobs.errors.MAILBOX_HOST_UNREACHABLE'));
      await expect(failing).toContainText('Could not connect to IMAP 127.0.0.1');

      // the mailbox is pointed at a server that answers, and the job is tried again: it runs and leaves the list
      expect((await api.patch(`/api/email/accounts/${accountId}`, { data: { imap_port: imap.port } })).status()).toBe(
        200,
      );
      await failing.getByRole('button', { name: t('jobs.retry') }).click();
      await expect(toast(page, t('jobs.retried'))).toBeVisible();
      await expect(failing).toHaveCount(0, { timeout: 45_000 });
    } finally {
      // a mailbox left on would fail other tests' inbox checks once its server is gone
      await api.patch(`/api/email/accounts/${accountId}`, { data: { is_active: false } });
      await api.dispose();
      await imap.close();
    }
  });
});
