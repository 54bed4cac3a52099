import { request as playwrightRequest } from '@playwright/test';
import { adminApi, baseURL, createUser } from './support/api';
import { expect, networkQuiet, test } from './support/fixtures';

// A staff member narrows the customers list, hides a column, saves it as a view shared with
// the team; the whole list comes back with one click and the view with another; a colleague finds it under the
// team's views and gets the same list from it.
// (A colleague's view is made through the API: the fixture signs one person in per page.)
test('save a list as a shared view and bring it back; a colleague uses it', async ({ page, t, signIn }) => {
  const api = await adminApi();
  const family = `שקד${Date.now() % 100000}`;
  for (const first of ['רות', 'יעל'])
    expect((await api.post('/api/person', { data: { first_name: first, last_name: family } })).ok()).toBe(true);
  expect(
    (await api.post('/api/person', { data: { first_name: 'אבי', last_name: `אחר${Date.now() % 1000}` } })).ok(),
  ).toBe(true);
  const viewName = `משפחת ${family}`;

  await signIn(await createUser());
  await page.goto('/customers');
  const search = page.locator('#main-content input[name="q"]');
  await expect(search).toBeVisible({ timeout: 20_000 });
  await search.fill(family);
  const rows = page.locator('#main-content table tbody tr');
  await expect(rows).toHaveCount(2);

  // hide the e-mail column, then save
  await page.getByRole('button', { name: t('ra.action.select_columns') }).click();
  await page.getByRole('switch', { name: t('resources.customers.fields.emails') }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('#main-content table thead')).not.toContainText(t('resources.customers.fields.emails'));
  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await page.getByRole('menuitem', { name: t('entities.views.save_as') }).click();
  const dialog = page.getByRole('dialog', { name: t('entities.views.save_title') });
  await dialog.getByRole('button', { name: t('ra.action.save') }).click();
  await expect(dialog).toContainText(t('ra.validation.required'));
  await dialog.getByLabel(t('entities.views.name')).fill(viewName);
  await dialog.getByLabel(t('entities.views.share_with_team')).check();
  await dialog.getByRole('button', { name: t('ra.action.save') }).click();
  await expect(page.getByText(t('entities.views.saved', { name: viewName }))).toBeVisible();
  const viewsButton = page.getByRole('button', { name: t('entities.views.button_label', { name: viewName }) });
  await expect(viewsButton).toBeVisible();

  // the whole list, then the view again
  await viewsButton.click();
  await page.getByRole('menuitem', { name: t('entities.views.clear') }).click();
  await expect(search).toHaveValue('');
  await networkQuiet(page);
  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(search).toHaveValue(family);
  await expect(rows).toHaveCount(2);

  // the same name again is refused on the field, and what was typed stays
  await viewsButton.click();
  await page.getByRole('menuitem', { name: t('entities.views.save_as') }).click();
  await dialog.getByLabel(t('entities.views.name')).fill(viewName);
  await dialog.getByRole('button', { name: t('ra.action.save') }).click();
  await expect(dialog).toContainText(t('errors.validation.codes.view_name_taken'));
  await expect(dialog.getByLabel(t('entities.views.name'))).toHaveValue(viewName);
  await dialog.getByRole('button', { name: t('ra.action.cancel') }).click();

  // a colleague's shared view shows under the team's views, named with its owner, and opens the list it keeps
  const colleague = await createUser({ first: 'אורי', last: 'כץ' });
  const theirs = await playwrightRequest.newContext({ baseURL: baseURL() });
  const login = await theirs.post('/api/auth/login', {
    form: { username: colleague.email, password: colleague.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const teamView = `רות ${family}`;
  const saved = await theirs.post('/api/saved_views', {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      resource: 'customers',
      name: teamView,
      shared: true,
      params: { filter: { q: `רות ${family}` }, sort: { field: 'id', order: 'DESC' }, per_page: 25 },
    },
  });
  expect(saved.status()).toBe(201);
  await theirs.dispose();
  await page.reload();
  await expect(search).toHaveValue(family); // the list opens as it was left
  await page.getByRole('button', { name: t('entities.views.button_label', { name: viewName }) }).click();
  await expect(page.getByRole('menu')).toContainText(t('entities.views.team'));
  await expect(page.getByRole('menuitem', { name: teamView })).toContainText(
    t('entities.views.by', { name: 'אורי כץ' }),
  );
  await page.getByRole('menuitem', { name: teamView }).click();
  await expect(search).toHaveValue(`רות ${family}`);
  await expect(rows).toHaveCount(1);
  await networkQuiet(page);
  await page.screenshot({ path: test.info().outputPath('saved-views.png') });
});

// The same Views button over a bespoke list (the support inbox keeps its filters in the address): a service agent
// saves the resolved inquiries they searched for, goes back to the whole inbox, and gets the view back with a click.
test('a bespoke list (the support inbox) saves its filters as a view and brings them back', async ({
  page,
  t,
  signIn,
}) => {
  await signIn(await createUser({ roles: ['service'] }));
  await page.goto('/support');
  const search = page.getByRole('textbox', { name: t('support.search') });
  await expect(search).toBeVisible({ timeout: 20_000 });
  const word = `ספר${Date.now() % 100000}`;
  // a tab clicked while the search is still waiting to be sent: neither undoes the other
  await search.fill(word);
  await page.getByRole('tab', { name: new RegExp(t('support.status.resolved')) }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(page).toHaveURL(/status=resolved/);

  const viewName = `פתורות ${word}`;
  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await page.getByRole('menuitem', { name: t('entities.views.save_as') }).click();
  const dialog = page.getByRole('dialog', { name: t('entities.views.save_title') });
  await dialog.getByLabel(t('entities.views.name')).fill(viewName);
  await dialog.getByRole('button', { name: t('ra.action.save') }).click();
  await expect(page.getByText(t('entities.views.saved', { name: viewName }))).toBeVisible();
  const viewsButton = page.getByRole('button', { name: t('entities.views.button_label', { name: viewName }) });

  await viewsButton.click();
  await page.getByRole('menuitem', { name: t('entities.views.clear') }).click();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/status=|q=/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(t('support.all')));

  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(search).toHaveValue(word);
  await expect(page).toHaveURL(/status=resolved/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(t('support.status.resolved')));
  await expect(viewsButton).toBeVisible();
});

// The newsletter contacts keep their filters in the screen itself: a view brings back the search and the status.
test('the newsletter contacts save their search and status as a view', async ({ page, t, signIn }) => {
  await signIn(await createUser({ roles: ['content_editor'] }));
  await page.goto('/newsletter/contacts');
  const search = page.getByRole('textbox', { name: t('newsletter.contacts.search') });
  await expect(search).toBeVisible({ timeout: 20_000 });
  const word = `יעל${Date.now() % 100000}`;
  await search.fill(word);
  await page.getByRole('combobox', { name: t('newsletter.contacts.status') }).click();
  await page.getByRole('option', { name: t('newsletter.member_statuses.unsubscribed') }).click();
  await networkQuiet(page);

  const viewName = `הוסרו ${word}`;
  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await page.getByRole('menuitem', { name: t('entities.views.save_as') }).click();
  const dialog = page.getByRole('dialog', { name: t('entities.views.save_title') });
  await dialog.getByLabel(t('entities.views.name')).fill(viewName);
  await dialog.getByRole('button', { name: t('ra.action.save') }).click();
  await expect(page.getByText(t('entities.views.saved', { name: viewName }))).toBeVisible();

  await page.getByRole('button', { name: t('entities.views.button_label', { name: viewName }) }).click();
  await page.getByRole('menuitem', { name: t('entities.views.clear') }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('combobox', { name: t('newsletter.contacts.status') })).not.toHaveText(
    t('newsletter.member_statuses.unsubscribed'),
  );

  await page
    .getByRole('button', { name: t('entities.views.button_label', { name: t('entities.views.button') }) })
    .click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(search).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: t('newsletter.contacts.status') })).toHaveText(
    t('newsletter.member_statuses.unsubscribed'),
  );
});
