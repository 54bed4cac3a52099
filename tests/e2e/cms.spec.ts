import { adminApi, baseURL, unique } from './support/api';
import { request } from '@playwright/test';
import sharp from 'sharp';
import { expect, field, test, toast } from './support/fixtures';

// The publish journey: a Hebrew page written with a heading, a link, an image (one typed, one uploaded earlier and
// chosen from the library of public images), a YouTube embed and a table, saved as a draft, previewed, published,
// edited again (title and text), its diff, the draft discarded. The public API shows only what is published
// throughout: never the newer draft.
test.describe('website CMS', () => {
  test('publish journey: a page from draft to published; the public API keeps the published text, not the newer draft', async ({
    page,
    t,
    signInAsStaff,
  }) => {
    // A long flow (two editors, the image library, publish, history): more than the default time on a loaded machine.
    test.slow();
    const api = await adminApi();
    const site = (await (await api.post('/api/cms/website', { data: { name: `אתר ${unique('s')}` } })).json()) as {
      id: number;
    };
    await api.dispose();
    await signInAsStaff();
    // The website's own reads: no sign-in, a request context of their own (the page's would share its session).
    const visitor = await request.newContext({ baseURL: baseURL() });
    const publicPage = async (slug: string) => {
      const res = await visitor.get(`/api/cms/public/${site.id}/pages/${slug}`);
      return { status: res.status(), body: res.ok() ? ((await res.json()) as { title: string; body: string }) : null };
    };

    await page.goto(`/cms/websites/${site.id}`);
    await page.getByRole('button', { name: t('cms.pages.new.page') }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, t('cms.editor.title')).fill('אירועי החורף');
    await field(dialog, t('cms.editor.slug')).fill('winter-events');
    await dialog.getByRole('button', { name: t('ra.action.create') }).click();
    await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);
    await expect(page.getByTestId('page-status')).toHaveText(t('cms.statuses.draft'));

    // the body written in the code view, then a YouTube link made an embed from the visual editor's toolbar
    await page.getByRole('button', { name: t('cms.editor.code_view') }).click();
    await page
      .getByRole('textbox', { name: t('cms.editor.code_view') })
      .fill('<h2>ערב קריאה בחנות</h2><p>מפגש עם סופרים ביום שלישי.</p>');
    await page.getByRole('button', { name: t('cms.editor.code_view') }).click();
    const editor = page.locator('.ProseMirror');
    await expect(editor.getByRole('heading', { name: 'ערב קריאה בחנות' })).toBeVisible();
    // a link needs a real address (the browser's own prompt took anything)
    await editor.getByText('מפגש עם סופרים ביום שלישי.').click({ clickCount: 3 });
    await page.getByRole('button', { name: t('ra.tiptap.link'), exact: true }).click();
    const link = page.getByRole('dialog');
    await field(link, t('ra.tiptap.link_dialog')).fill('javascript:alert(1)');
    await link.getByRole('button', { name: t('inputs.link.save') }).click();
    await expect(link.getByText(t('inputs.link.invalid'))).toBeVisible();
    await field(link, t('ra.tiptap.link_dialog')).fill('www.example.org/events');
    await link.getByRole('button', { name: t('inputs.link.save') }).click();
    await expect(link).toBeHidden();
    await expect(editor.locator('a[href="https://www.example.org/events"]')).toHaveText('מפגש עם סופרים ביום שלישי.');
    await editor.getByText('מפגש עם סופרים ביום שלישי.').click();
    await page.getByRole('button', { name: t('cms.editor.embed') }).click();
    const embed = page.getByRole('dialog');
    await field(embed, t('cms.editor.embed_url')).fill('https://example.com/not-a-video');
    await embed.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(embed.getByText(t('cms.editor.embed_invalid'))).toBeVisible();
    await field(embed, t('cms.editor.embed_url')).fill('https://youtu.be/dQw4w9WgXcQ');
    await field(embed, t('cms.editor.embed_width')).fill('100');
    await embed.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(embed.getByText(t('cms.editor.embed_min'))).toBeVisible();
    await field(embed, t('cms.editor.embed_width')).fill('560');
    await embed.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(embed).toBeHidden();
    await expect(editor.locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
    // an image needs an address, and a size of at least 1
    await editor.getByText('מפגש עם סופרים ביום שלישי.').click();
    await page.getByRole('button', { name: t('ra.tiptap.image'), exact: true }).click();
    const image = page.getByRole('dialog');
    await image.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(image.getByText(t('cms.editor.image_src_required'))).toBeVisible();
    // one from this computer becomes a public file with a lasting full address and its own size
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a4' } })
      .png()
      .toBuffer();
    const shelf = unique('מדף');
    await image.locator('input[type=file]').setInputFiles({ name: `${shelf}.png`, mimeType: 'image/png', buffer: png });
    await expect(field(image, t('ra.tiptap.image_dialog'))).toHaveValue(
      /^http:\/\/[^/]+\/api\/files_v2\/download\?path_key=static/,
    );
    await expect(field(image, t('cms.editor.embed_width'))).toHaveValue('64');
    await field(image, t('ra.tiptap.image_dialog')).fill('https://picsum.photos/seed/books/300/200');
    await field(image, t('cms.editor.embed_height')).fill('0');
    await image.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(image.getByText(t('cms.editor.image_size_min'))).toBeVisible();
    await field(image, t('cms.editor.embed_height')).fill('200');
    await field(image, t('cms.editor.image_alt')).fill('מדף ספרים');
    await image.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(image).toBeHidden();
    await expect(editor.locator('img[alt="מדף ספרים"]')).toBeAttached();
    // the picture uploaded above waits in the library of public images: found by its name, chosen, inserted
    await editor.getByText('מפגש עם סופרים ביום שלישי.').click();
    await page.getByRole('button', { name: t('ra.tiptap.image'), exact: true }).click();
    const again = page.getByRole('dialog', { name: t('ra.tiptap.image') });
    await again.getByRole('button', { name: t('cms.editor.image_library') }).click();
    const library = page.getByRole('dialog', { name: t('cms.editor.library_title') });
    await library.getByRole('searchbox', { name: t('cms.editor.library_search') }).fill(shelf);
    const picked = library.getByRole('button', { name: t('cms.editor.library_pick', { name: `${shelf}.png` }) });
    await expect(library.getByRole('listitem')).toHaveCount(1);
    await expect(picked.getByRole('img')).toBeVisible();
    await picked.click();
    await expect(library).toBeHidden();
    await expect(field(again, t('ra.tiptap.image_dialog'))).toHaveValue(
      /^http:\/\/[^/]+\/api\/files_v2\/download\?path_key=static/,
    );
    await expect(field(again, t('cms.editor.embed_width'))).toHaveValue('64');
    await expect(field(again, t('cms.editor.embed_height'))).toHaveValue('48');
    await expect(field(again, t('cms.editor.image_alt'))).toHaveValue(shelf);
    const shelfAddress = await field(again, t('ra.tiptap.image_dialog')).inputValue();
    await again.getByRole('button', { name: t('cms.editor.insert') }).click();
    await expect(again).toBeHidden();
    await expect(editor.locator(`img[alt="${shelf}"]`)).toHaveAttribute('src', shelfAddress);
    // a table: inserted with a header row, a row added from inside it
    await editor.getByText('מפגש עם סופרים ביום שלישי.').click();
    await page.getByRole('button', { name: t('cms.editor.table.button') }).click();
    await expect(page.getByRole('menuitem', { name: t('cms.editor.table.deleteRow') })).toBeDisabled();
    await page.getByRole('menuitem', { name: t('cms.editor.table.insertTable') }).click();
    await page.keyboard.type('תאריך');
    await page.keyboard.press('Tab');
    await page.keyboard.type('מפגש');
    await page.getByRole('button', { name: t('cms.editor.table.button') }).click();
    await page.getByRole('menuitem', { name: t('cms.editor.table.addRowAfter') }).click();
    await expect(editor.locator('table tr')).toHaveCount(4);
    await expect(editor.locator('table th').first()).toHaveText('תאריך');

    await page.getByRole('button', { name: t('cms.editor.save_draft') }).click();
    await expect(toast(page, t('cms.editor.saved'))).toBeVisible();
    expect((await publicPage('winter-events')).status).toBe(404);

    await page.getByRole('button', { name: t('cms.editor.preview') }).click();
    const preview = page.getByTestId('page-preview');
    await expect(preview.getByRole('heading', { name: 'ערב קריאה בחנות' })).toBeVisible();
    await expect(preview.locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
    await page.getByRole('button', { name: t('ra.action.close') }).click();

    await page.getByTestId('publish').click();
    await expect(page.getByRole('dialog')).toContainText('אירועי החורף');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('cms.editor.publish') })
      .click();
    await expect(toast(page, t('cms.editor.published'))).toBeVisible();
    await expect(page.getByTestId('page-status')).toHaveText(t('cms.statuses.published'));
    const live = await publicPage('winter-events');
    expect(live.status).toBe(200);
    expect(live.body!.body).toMatch(/<h2[^>]*>ערב קריאה בחנות<\/h2>/);
    expect(live.body!.body).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(live.body!.body).toContain('href="https://www.example.org/events"');
    expect(live.body!.body).toMatch(/<img[^>]*src="https:\/\/picsum\.photos\/seed\/books\/300\/200"/);
    expect(live.body!.body).toContain(`src="${shelfAddress.replace(/&/g, '&amp;')}"`);
    expect(live.body!.body).toMatch(/<table[^>]*>.*<th[^>]*>(<p[^>]*>)?תאריך(<\/p>)?<\/th>/s);
    await expect(page.getByTestId('page-history').getByText(t('cms.editor.version', { number: 1 }))).toBeVisible();

    // edit again, title and text: the draft waits beside the published page, which the public API still serves
    await field(page, t('cms.editor.title')).fill('אירועי החורף בחנות');
    await editor.getByRole('heading', { name: 'ערב קריאה בחנות' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ובספרייה');
    await page.getByRole('button', { name: t('cms.editor.save_draft') }).click();
    await expect(page.getByTestId('page-status')).toHaveText(t('cms.statuses.published_with_draft'));
    const stillLive = (await publicPage('winter-events')).body!;
    expect(stillLive.title).toBe('אירועי החורף');
    expect(stillLive.body).toMatch(/<h2[^>]*>ערב קריאה בחנות<\/h2>/);
    expect(stillLive.body).not.toContain('ובספרייה');
    await page.getByRole('button', { name: t('cms.editor.diff') }).click();
    const diff = page.getByTestId('page-diff');
    await expect(diff.locator('[data-kind="removed"]')).toHaveText([
      `− ${t('cms.editor.title')}: אירועי החורף`,
      '− ערב קריאה בחנות',
    ]);
    await expect(diff.locator('[data-kind="added"]')).toHaveText([
      `+ ${t('cms.editor.title')}: אירועי החורף בחנות`,
      '+ ערב קריאה בחנות ובספרייה',
    ]);
    await page.getByRole('button', { name: t('ra.action.close') }).click();

    await page.getByRole('button', { name: t('cms.editor.discard') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await expect(toast(page, t('cms.editor.discarded'))).toBeVisible();
    await expect(page.getByTestId('page-status')).toHaveText(t('cms.statuses.published'));
    await expect(field(page, t('cms.editor.title'))).toHaveValue('אירועי החורף');
    await expect(editor.locator('h2')).toHaveText('ערב קריאה בחנות');
    expect((await publicPage('winter-events')).body!.title).toBe('אירועי החורף');

    // at phone width the same page still works: its body with the table, nothing wider than the screen, the preview
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.ProseMirror table')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t('cms.editor.preview') }).click();
    await expect(page.getByTestId('page-preview').getByRole('heading', { name: 'ערב קריאה בחנות' })).toBeVisible();
    await page.getByRole('button', { name: t('ra.action.close') }).click();
    await visitor.dispose();
  });

  test("a website table's rows: imported from a file, checked on save, a refused cell fixed in the spreadsheet", async ({
    page,
    t,
    signInAsStaff,
  }) => {
    const api = await adminApi();
    const site = (await (await api.post('/api/cms/website', { data: { name: `אתר ${unique('s')}` } })).json()) as {
      id: number;
    };
    const table = (await (
      await api.post('/api/cms/tables', {
        data: {
          website_id: site.id,
          name: 'אירועים',
          fields: [
            { name: 'title', label: 'שם', type: 'text', required: true },
            { name: 'seats', label: 'מקומות', type: 'number' },
          ],
        },
      })
    ).json()) as { id: number };
    await signInAsStaff();
    // Each of the website's tabs and the new-table dialog has its own address: opened from a link, they show at once.
    await page.goto(`/cms/websites/${site.id}/schemas/new`);
    await expect(page.getByRole('dialog').getByRole('heading', { name: t('cms.schemas.new') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/cms/websites/${site.id}/schemas$`));
    await page.getByRole('tab', { name: t('cms.websites.tabs.settings') }).click();
    await expect(page).toHaveURL(new RegExp(`/cms/websites/${site.id}/settings$`));
    await page.reload();
    await expect(page.getByRole('tab', { name: t('cms.websites.tabs.settings') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: t('cms.websites.tabs.schemas') }).click();
    await page.getByRole('cell', { name: 'אירועים' }).click();
    await expect(page).toHaveURL(new RegExp(`/cms/websites/${site.id}/schemas/${table.id}$`));
    await expect(page.getByTestId('field-row')).toHaveCount(2);

    await page.locator('input[type=file]').setInputFiles({
      name: 'events.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('שם,מקומות\nערב שירה,40\nסדנה,הרבה\n'),
    });
    await expect(page.getByRole('gridcell', { name: 'ערב שירה' })).toBeVisible();
    await page.getByRole('button', { name: t('cms.schemas.save_rows') }).click();
    await expect(toast(page, t('cms.schemas.rows_invalid'))).toBeVisible();
    type Rows = { total: number; items: Array<{ data: Record<string, unknown> }> };
    let rows = (await (await api.post(`/api/cms/tables/${table.id}/data/search`, { data: {} })).json()) as Rows;
    expect(rows.total).toBe(0); // new rows go in together or not at all

    const bad = page.getByRole('gridcell', { name: 'הרבה' });
    await bad.dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: t('cms.schemas.save_rows') }).click();
    await expect(toast(page, t('cms.schemas.rows_saved', { smart_count: 2 }))).toBeVisible();
    rows = (await (await api.post(`/api/cms/tables/${table.id}/data/search`, { data: {} })).json()) as Rows;
    expect(rows.items.map((r) => r.data)).toEqual([
      { title: 'ערב שירה', seats: 40 },
      { title: 'סדנה', seats: 12 },
    ]);

    // a field added in the form under the table's fields (the last key and label inputs): a key already used is
    // refused under its input, then a new one added
    const fieldKey = page.getByRole('textbox', { name: t('cms.schemas.field_name') }).last();
    await fieldKey.fill('seats');
    await page.getByRole('button', { name: t('cms.schemas.add_field') }).click();
    await expect(page.getByText(t('errors.validation.codes.field_name_taken'))).toBeVisible();
    await fieldKey.fill('venue');
    await page
      .getByRole('textbox', { name: t('cms.schemas.field_label') })
      .last()
      .fill('מקום');
    await page.getByRole('button', { name: t('cms.schemas.add_field') }).click();
    await expect(page.getByTestId('field-row')).toHaveCount(3);
    await expect(fieldKey).toHaveValue('');
    await api.dispose();
  });
});
