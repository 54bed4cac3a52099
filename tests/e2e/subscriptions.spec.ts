import { adminApi, createUser, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { createLabel, rowMenu } from './support/lists';

// A charge run charges every due subscription, so this file's tests run one after another: the run never takes the
// journey's due period from under it.
test.describe.configure({ mode: 'serial' });

// Subscriptions: staff subscribe a customer to an option, pause the subscription on its page
// with a reason kept in its history, and see it, paused, on the customer's subscriptions tab.

test.describe('subscriptions', () => {
  test('subscribe a customer, pause it on its page with a reason, see the history and the customer page', async ({
    page,
    t,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const tag = unique('s');
    const customer = (await (
      await api.post('/api/person/', { data: { first_name: 'מנויה', last_name: `חדשה ${tag}` } })
    ).json()) as { id: number; last_name: string };
    const option = (await (
      await api.post('/api/ecommerce/subscription_option', { data: { name: `מועדון ${tag}`, price: 4900 } })
    ).json()) as { id: number; name: string };
    await api.dispose();
    await signInAsStaff();

    await page.goto('/subscriptions');
    await page
      .getByRole('link', { name: createLabel(t, 'subscriptions') })
      .first()
      .click();
    await field(page, t('resources.subscriptions.fields.person_id')).fill(customer.last_name.slice(0, 12));
    // the customer is offered and shown by full name, not by last name alone
    await page.getByRole('option', { name: `מנויה ${customer.last_name}`, exact: true }).click();
    await field(page, t('resources.subscriptions.fields.option_id')).fill(option.name.slice(0, 12));
    await page.getByRole('option', { name: option.name }).click();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(toast(page, t('ra.notification.created', { smart_count: 1 }))).toBeVisible();

    await page.goto(`/subscriptions?filter=${encodeURIComponent(JSON.stringify({ person_id: customer.id }))}`);
    const mine = page.getByRole('row').or(page.locator('main li')).filter({ hasText: option.name });
    await expect(mine).toContainText(t('resources.subscriptions.statuses.active'));
    await expect(mine).toContainText(`מנויה ${customer.last_name}`);
    await mine.click();
    await page.getByRole('button', { name: t('resources.subscriptions.page.moves.pause') }).click();
    await page.getByRole('dialog').getByLabel(t('resources.subscriptions.page.note')).fill('נסיעה לחו״ל');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await expect(
      toast(page, t('resources.subscriptions.page.moved', { status: t('resources.subscriptions.statuses.paused') })),
    ).toBeVisible();
    const history = page.getByRole('region', { name: t('resources.subscriptions.page.history') });
    await expect(history).toContainText(
      t('resources.subscriptions.page.history_move', {
        from: t('resources.subscriptions.statuses.active'),
        to: t('resources.subscriptions.statuses.paused'),
      }),
    );
    await expect(history).toContainText('נסיעה לחו״ל');
    await expect(page.getByRole('button', { name: t('resources.subscriptions.page.moves.activate') })).toBeVisible();

    await page.goto(`/customers/${customer.id}?t=subscriptions`);
    await expect(page.getByRole('main')).toContainText(option.name);
    await expect(page.getByRole('main')).toContainText(t('resources.subscriptions.statuses.paused'));

    // Home counts subscribers and leads to the lists behind each figure
    await page.goto('/');
    const home = page.getByRole('region', { name: t('billing.metrics.title') });
    await expect(home.getByRole('region', { name: t('billing.metrics.mrr') })).toContainText('₪');
    await home.getByRole('region', { name: t('billing.metrics.past_due') }).click();
    await expect(page).toHaveURL(/\/subscriptions\?filter=/);
  });
});

test.describe('subscribe', () => {
  // The money journey: a due subscription charged once after a confirm that names whom, how much and which period;
  // its receipt as a PDF; the customer's payments tab; the refund after a confirm that names the amount and whom.
  test(
    'charge now (confirm), the receipt PDF, the customer payments tab, refund (confirm)',
    { tag: '@phone_en' },
    async ({ page, t, appLocale, signInAsStaff }) => {
      test.slow(); // five screens and a download on a shared two-core machine
      const api = await adminApi();
      const tag = unique('m');
      const customer = (await (
        await api.post('/api/person/', { data: { first_name: 'גבייה', last_name: `אחת ${tag}` } })
      ).json()) as { id: number; first_name: string; last_name: string };
      const option = (await (
        await api.post('/api/ecommerce/subscription_option', { data: { name: `חודשי ${tag}`, price: 4900 } })
      ).json()) as { id: number; name: string };
      const started = new Date(Date.now() - 35 * 86_400_000).toISOString();
      const sub = (await (
        await api.post('/api/subscription', {
          data: { person_id: customer.id, option_id: option.id, started_at: started, payment_token: 'tok_visa' },
        })
      ).json()) as { id: number };
      await api.dispose();
      await signInAsStaff();
      const name = `${customer.first_name} ${customer.last_name}`;
      const amount = new Intl.NumberFormat(appLocale === 'he' ? 'he-IL' : 'en-US', {
        style: 'currency',
        currency: 'ILS',
      }).format(49);

      await page.goto(`/subscriptions/${sub.id}`);
      await page.getByRole('button', { name: t('billing.charge_now') }).click();
      const ask = page.getByRole('dialog');
      await expect(ask).toContainText(name);
      await expect(ask).toContainText(amount);
      await ask.getByRole('button', { name: t('resources.subscriptions.page.charge.due_confirm', { amount }) }).click();
      const charged = toast(page, new RegExp(t('billing.charged', { receipt: '§' }).split('§')[0]!));
      await expect(charged).toBeVisible();
      const receipt = ((await charged.innerText()).match(/\d+/) ?? [''])[0]!;
      // the period is paid: nothing more is owed, and the charge is in the history
      await expect(
        page.getByRole('button', { name: t('resources.subscriptions.page.charge.early_button') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t('billing.charge_now') })).toHaveCount(0);
      await expect(page.getByRole('region', { name: t('resources.subscriptions.page.history') })).toContainText(
        t('resources.subscriptions.page.history_charged', { amount }),
      );

      // its receipt, and the receipt as a PDF from the server
      await page.getByRole('tab', { name: t('resources.subscriptions.tabs.payments') }).click();
      await page.getByRole('link', { name: t('billing.receipt.title', { number: receipt }), exact: true }).click();
      await expect(page.getByRole('article', { name: t('billing.receipt.title', { number: receipt }) })).toContainText(
        option.name,
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('billing.receipt.download_pdf') }).click();
      expect((await download).suggestedFilename()).toBe(`receipt-${receipt}.pdf`);

      // the customer's payments tab: the payment, refunded from its row after a confirm naming the amount and whom
      await page.goto(`/customers/${customer.id}?t=payments`);
      const paid = page.getByRole('row').filter({
        has: page.getByRole('link', { name: t('billing.receipt.title', { number: receipt }), exact: true }),
      });
      await expect(paid).toContainText(t('resources.payments.values.status.succeeded'));
      await rowMenu(paid, t('resources.payments.actions.refund'));
      const refund = page.getByRole('dialog');
      await expect(refund).toContainText(name);
      await expect(refund).toContainText(amount);
      await refund.getByRole('button', { name: t('resources.payments.actions.refund') }).click();
      await expect(toast(page, t('resources.payments.actions.refund_done', { smart_count: 1 }))).toBeVisible();
      await expect(paid).toContainText(t('resources.payments.values.status.refunded'));
      await page.goto(`/subscriptions/${sub.id}`);
      await expect(page.getByRole('region', { name: t('resources.subscriptions.page.history') })).toContainText(
        t('resources.subscriptions.page.history_refunded', { amount }),
      );
    },
  );
});

test.describe('subscription charges', () => {
  test('a superuser charges what is due: one card goes through with a receipt, a declined one is past due', async ({
    page,
    t,
    signIn,
  }) => {
    const api = await adminApi();
    const tag = unique('c');
    const option = (await (
      await api.post('/api/ecommerce/subscription_option', { data: { name: `חודשי ${tag}`, price: 3900 } })
    ).json()) as { id: number };
    const started = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const subscribe = async (token: string) => {
      const person = (await (
        await api.post('/api/person/', { data: { first_name: 'מחויב', last_name: `${token} ${tag}` } })
      ).json()) as { id: number };
      return (await (
        await api.post('/api/subscription', {
          data: { person_id: person.id, option_id: option.id, started_at: started, payment_token: token },
        })
      ).json()) as { id: number };
    };
    const good = await subscribe('tok_visa');
    const declined = await subscribe('tok_decline');
    await api.dispose();
    await signIn(await createUser({ superuser: true }));

    await page.goto('/subscriptions/charges');
    await expect(page.getByTestId('billing-due')).not.toHaveText('…');
    await page.getByRole('button', { name: t('billing.run') }).click();
    // the run's summary (the failed payment's own live toast is a status too)
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
    await expect(page.getByRole('table', { name: t('billing.runs') }).getByRole('row')).not.toHaveCount(1);

    await page.goto(`/subscriptions/${declined.id}`);
    await expect(page.getByRole('main')).toContainText(t('resources.subscriptions.statuses.past_due'));
    await expect(page.getByRole('region', { name: t('resources.subscriptions.page.history') })).toContainText(
      t('billing.reasons.card_declined'),
    );
    await page.goto(`/subscriptions/${good.id}`);
    await page.getByRole('tab', { name: t('resources.subscriptions.tabs.payments') }).click();
    await expect(page.getByRole('main')).toContainText(t('resources.payments.values.status.succeeded'));
  });
});

test.describe('payment links', () => {
  test('staff send a payment link, the customer pays it on the sandbox page, the subscription has the payment and its receipt; an upgrade is charged on the kept card', async ({
    page,
    t,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const tag = unique('l');
    const person = (await (
      await api.post('/api/person/', { data: { first_name: 'משלם', last_name: `בקישור ${tag}` } })
    ).json()) as { id: number };
    const option = (await (
      await api.post('/api/ecommerce/subscription_option', {
        data: { name: `שנתי ${tag}`, price: 19900, billing_period: 'year' },
      })
    ).json()) as { id: number; name: string };
    const sub = (await (
      await api.post('/api/subscription', { data: { person_id: person.id, option_id: option.id } })
    ).json()) as { id: number };
    await signInAsStaff();

    await page.goto(`/subscriptions/${sub.id}`);
    await page.getByRole('button', { name: t('billing.payment_link.send') }).click();
    const dialog = page.getByRole('dialog', { name: t('billing.payment_link.title') });
    await expect(dialog).toContainText(option.name);
    const url = await dialog.getByLabel(t('billing.payment_link.url')).inputValue();
    expect(url).toMatch(/\/pay\/[\w-]{20,}$/);

    // the customer's side: the hosted page, a mistyped card first
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(option.name);
    await page.locator('#card').fill('4242 4242 4242 4241');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.locator('#card').fill('4242 4242 4242 4242');
    await page.locator('button[type=submit]').click();
    const done = page.getByRole('status');
    await expect(done).toContainText(/\d+/);
    const receipt = ((await done.innerText()).match(/\d+/) ?? [''])[0];

    await page.goto(`/subscriptions/${sub.id}`);
    await expect(page.getByRole('main')).toContainText(t('resources.subscriptions.statuses.active'));
    await page.getByRole('tab', { name: t('resources.subscriptions.tabs.payments') }).click();
    await expect(page.getByRole('main')).toContainText(t('resources.payments.values.status.succeeded'));
    const payments = (await (await api.get(`/api/subscription_payment?subscription_id=${sub.id}`)).json()) as {
      items: Array<{ id: number; receipt_number: number }>;
    };
    expect(String(payments.items[0]?.receipt_number)).toBe(receipt);

    // an upgrade, prorated: the difference for the rest of the year is charged now on the card the link kept
    const dearer = (await (
      await api.post('/api/ecommerce/subscription_option', {
        data: { name: `שנתי פלוס ${tag}`, price: 29900, billing_period: 'year' },
      })
    ).json()) as { name: string };
    await api.dispose();
    await page.getByRole('tab', { name: t('resources.subscriptions.tabs.status') }).click();
    await page.getByRole('button', { name: t('resources.subscriptions.page.change_option.button') }).click();
    const change = page.getByRole('dialog', { name: t('resources.subscriptions.page.change_option.title') });
    await change.getByRole('combobox', { name: t('resources.subscriptions.page.change_option.option') }).click();
    await page.getByRole('option', { name: new RegExp(dearer.name) }).dispatchEvent('click');
    await change.getByRole('button', { name: t('resources.subscriptions.page.change_option.confirm') }).click();
    await expect(
      toast(
        page,
        new RegExp(
          t('resources.subscriptions.page.change_option.done_charged', { amount: '§', receipt: '§' }).split('§')[0]!,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(dearer.name);
  });
});
