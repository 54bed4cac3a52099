import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminApi, baseURL, unique } from './support/api';
import { expect, field, test, toast } from './support/fixtures';
import { ui } from './support/texts';

// The form journey: staff build a two-step form with a conditional table, a signature, a file and a repeating group
// whose field has a condition of its own, the public fills it in on its public link embedded in another site at phone
// width, in Hebrew; staff see the submission named by the customer its e-mail answer made, and export it.
test.describe('forms', () => {
  test('form journey: build a two-step form, fill it in on its public link, the submission named by its customer, export', async ({
    page,
    t,
    isPhone,
    browser,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'the builder is a desktop task; the public side runs at phone width below');
    test.slow(); // builder, two steps, a repeating group, a phone-width public form and an export
    await signInAsStaff();
    const name = unique('club')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .slice(0, 60);
    const customerEmail = `${name}@e2e.example.com`;
    const title = `מועדון ${name}`;

    // Create: a form with no fields opens in its builder.
    await page.goto('/forms/create');
    await field(page, t('resources.forms.fields.title')).fill(title);
    await field(page, t('resources.forms.fields.name')).fill(name);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/forms\/\d+\/edit/);
    await expect(page.getByText(t('forms.builder.empty_step'))).toBeVisible();
    const palette = page.getByRole('group', { name: t('forms.builder.palette') });
    const settings = (label: string) => page.getByRole('group', { name: t('forms.builder.edit', { label }) });
    const relabel = async (from: string, to: string) => {
      await field(settings(from), t('forms.builder.element.label')).fill(to);
      return settings(to);
    };

    // Step 1: a required name and a yes/no question.
    await palette.getByRole('button', { name: t('forms.kinds.text'), exact: true }).click();
    const nameSettings = await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.text') }), 'שם מלא');
    await field(nameSettings, t('forms.builder.element.id')).fill('full_name');
    await nameSettings.getByLabel(t('forms.builder.element.required')).check();
    await palette.getByRole('button', { name: t('forms.kinds.email'), exact: true }).click();
    const emailSettings = await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.email') }), 'דוא"ל');
    await field(emailSettings, t('forms.builder.element.id')).fill('email');
    await palette.getByRole('button', { name: t('forms.kinds.radio') }).click();
    const kids = await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.radio') }), 'מגיעים עם ילדים?');
    await field(kids, t('forms.builder.element.id')).fill('kids');
    await kids.getByLabel(t('forms.builder.element.options')).fill('yes|כן\nno|לא');
    await kids.getByLabel(t('forms.builder.element.required')).check();

    // Step 2: the children's table, shown only when the answer is yes, and a signature.
    await page.getByRole('button', { name: t('forms.builder.add_step') }).click();
    await field(page, t('forms.builder.step_title')).fill('פרטים נוספים');
    await palette.getByRole('button', { name: t('forms.kinds.table') }).click();
    const table = await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.table') }), 'הילדים');
    await field(table, t('forms.builder.element.column_label')).fill('שם הילד');
    await table.getByLabel(t('forms.builder.element.condition_field')).click();
    await page.getByRole('option', { name: 'מגיעים עם ילדים?' }).click();
    await table.getByLabel(t('forms.builder.element.condition_value')).click();
    await page.getByRole('option', { name: 'כן' }).click();
    await palette.getByRole('button', { name: t('forms.kinds.signature') }).click();
    const signature = await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.signature') }), 'חתימה');
    await signature.getByLabel(t('forms.builder.element.required')).check();
    await palette.getByRole('button', { name: t('forms.kinds.upload'), exact: true }).click();
    await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.upload') }), 'אישור רפואי');

    // A repeating group whose fields are set up in the same panel: a choice, and a field shown only for one answer.
    await palette.getByRole('button', { name: t('forms.kinds.array') }).click();
    const group = await relabel(t('forms.builder.new_label', { kind: t('forms.kinds.array') }), 'מלווים');
    const newText = t('forms.builder.new_label', { kind: t('forms.kinds.text') });
    await group.getByRole('button', { name: t('forms.builder.edit', { label: newText }) }).click();
    await relabel(newText, 'שם המלווה');
    const backToGroup = () =>
      page
        .getByRole('navigation', { name: t('forms.builder.inside') })
        .getByRole('button', { name: 'מלווים' })
        .click();
    const addToGroup = async (kind: string) => {
      await backToGroup();
      await settings('מלווים')
        .getByRole('button', { name: t('forms.builder.element.add_field') })
        .click();
      await page.getByRole('menuitem', { name: t(`forms.kinds.${kind}`), exact: true }).click();
      return relabel(
        t('forms.builder.new_label', { kind: t(`forms.kinds.${kind}`) }),
        kind === 'radio' ? 'ארוחה' : 'אלרגיות',
      );
    };
    const meal = await addToGroup('radio');
    await meal.getByLabel(t('forms.builder.element.options')).fill('meat|בשר\nveg|צמחוני');
    const allergies = await addToGroup('text');
    const dropDown = (label: string) => allergies.getByRole('combobox', { name: new RegExp(`^${label}`) });
    await dropDown(t('forms.builder.element.condition_field')).click();
    await page.getByRole('option', { name: 'ארוחה' }).click();
    await dropDown(t('forms.builder.element.condition_value')).click();
    await page.getByRole('option', { name: 'צמחוני' }).click();

    // The preview beside the builder is the form itself.
    await expect(page.getByTestId('form-preview').getByLabel('שם מלא')).toBeVisible();
    await page.getByRole('button', { name: t('forms.builder.save') }).click();
    await expect(toast(page, t('forms.builder.saved', { version: 2 }))).toBeVisible();

    // The public page, embedded in the business's site, on a phone, in Hebrew.
    // The business's site: another origin on this machine, holding the form in an iframe and keeping what it hears.
    const host = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html><body style="margin:0"><script>window.messages=[];addEventListener('message',e=>messages.push(e.data))</script><iframe src="${baseURL()}/f/${name}" style="width:100%;height:1400px;border:0"></iframe></body></html>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript(() => window.localStorage.setItem('locale', 'he'));
    const site = await phone.newPage();
    const scripts: string[] = [];
    site.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await site.goto(`http://localhost:${(host.address() as AddressInfo).port}/join`);
    const form = site.frameLocator('iframe');
    const he = (key: string, args: Record<string, string | number> = {}) => ui('he', key, args);
    await expect(form.getByRole('heading', { name: title })).toBeVisible();
    await form.getByRole('button', { name: he('forms.renderer.next') }).click();
    await expect(form.getByText(he('forms.errors.required')).first()).toBeVisible();
    await field(form.locator('body'), 'שם מלא').fill('  נועה כהן ');
    await field(form.locator('body'), 'דוא"ל').fill(customerEmail);
    await form.getByLabel('כן').check();
    await form.getByRole('button', { name: he('forms.renderer.next') }).click();
    await expect(form.getByText(he('forms.renderer.step', { current: 2, total: 2 }), { exact: false })).toBeVisible();
    await form.getByRole('button', { name: he('forms.renderer.add_row') }).click();
    await form.getByLabel('שם הילד 1').fill('דן');
    // The group's conditional field shows only in an item whose answer calls for it.
    await form.getByRole('button', { name: he('forms.renderer.add_item') }).click();
    const companion = form.getByRole('group', { name: he('forms.renderer.item', { label: 'מלווים', number: 1 }) });
    await field(companion, 'שם המלווה').fill('רון');
    await companion.getByLabel('בשר').check();
    await expect(field(companion, 'אלרגיות')).toHaveCount(0);
    await companion.getByLabel('צמחוני').check();
    await field(companion, 'אלרגיות').fill('בוטנים');
    // A file goes up at once, through the form's own upload call (no sign-in).
    await form.getByTestId('form-upload-picker').setInputFiles({
      name: 'אישור.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expect(form.getByTestId('form-upload-file')).toContainText('אישור.pdf');
    // Sending without the signature is refused on its field.
    await form.getByRole('button', { name: he('forms.renderer.submit') }).click();
    await expect(form.getByText(he('forms.errors.required'))).toBeVisible();
    // (the group's fields below it were filled last: bring the pad back into view to draw on it)
    await form.getByTestId('signature-pad').scrollIntoViewIfNeeded();
    const pad = await form.getByTestId('signature-pad').boundingBox();
    await site.mouse.move(pad!.x + 30, pad!.y + 40);
    await site.mouse.down();
    for (const [dx, dy] of [
      [80, 20],
      [140, 70],
      [220, 30],
      [300, 60],
    ] as const)
      await site.mouse.move(pad!.x + dx, pad!.y + dy, { steps: 6 });
    await site.mouse.up();
    await form.getByRole('button', { name: he('forms.renderer.submit') }).click();
    await expect(form.getByText(he('forms.renderer.success'))).toBeVisible();
    // The site around the form hears of it, with the answers.
    await expect
      .poll(() =>
        site.evaluate(
          () => (window as unknown as { messages: Array<{ type: string; data: Record<string, unknown> }> }).messages,
        ),
      )
      .toEqual([
        expect.objectContaining({
          type: 'form:success',
          form: name,
          data: expect.objectContaining({ full_name: 'נועה כהן', kids: 'yes' }),
        }),
      ]);
    // A customer's phone loads the form, none of the signed-in app's code nor the sign-in pages' entry (the router,
    // the session): the page has an entry of its own (its chunks: vite.config.ts).
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((url) =>
        /\/assets\/(index|app|App|resources|SignedInFrame|HomePage|screens)-[\w-]+\.js$/.test(url),
      ),
    ).toEqual([]);
    await phone.close();
    host.close();

    // Staff see it on the form's page, named by the customer its e-mail made, and export it.
    await page.getByRole('link', { name: t('resources.forms.fields.submission_count') }).click();
    const row = page.getByRole('row').filter({ hasText: customerEmail });
    await expect(row.getByRole('link', { name: 'נועה כהן', exact: true })).toHaveAttribute('href', /\/customers\/\d+$/);
    await expect(row.getByRole('img', { name: t('forms.submissions.signature') })).toBeVisible();
    // The file is a link that opens it in the lightbox.
    await row.getByRole('button', { name: 'אישור.pdf' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('forms.submissions.export_csv') }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, line] = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',')[1]).toBe(t('forms.submissions.customer'));
    expect(line!.split(',')[1]).toBe('נועה כהן');
    expect(csv).toContain('דן');
    expect(csv).toContain('בוטנים');

    const api = await adminApi();
    expect((await api.delete(`/api/form/${name}`)).status()).toBe(204);
    await api.dispose();
  });

  test("reads a nested form's answer by its fields, and exports each nested field and number option as a column of its own", async ({
    page,
    t,
    isPhone,
    signInAsStaff,
  }) => {
    test.skip(isPhone, 'the export is a desktop task');
    const api = await adminApi();
    const formName = (label: string) =>
      unique(label)
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-')
        .slice(0, 60);
    const oneStep = (elements: unknown[]) => ({ steps: [{ id: 's', title: '', elements }] });
    const inner = formName('contact');
    const outer = formName('volunteer');
    expect(
      (
        await api.post('/api/form', {
          data: {
            name: inner,
            title: 'איש קשר',
            schema: oneStep([
              { id: 'phone', kind: 'tel', label: 'טלפון' },
              { id: 'floor', kind: 'number', label: 'קומה' },
            ]),
          },
        })
      ).status(),
    ).toBe(201);
    const made = await api.post('/api/form', {
      data: {
        name: outer,
        title: `מתנדבים ${outer}`,
        schema: oneStep([
          { id: 'full_name', kind: 'text', label: 'שם מלא' },
          {
            id: 'shifts',
            kind: 'radio',
            label: 'משמרות בשבוע',
            options: [
              { id: 'one', value: 1, label: 'אחת' },
              { id: 'two', value: 2, label: 'שתיים' },
            ],
          },
          { id: 'hours', kind: 'select', label: 'שעות', options: [4, 8] },
          { id: 'emergency', kind: 'bagelform', label: 'איש קשר לחירום', form: inner },
        ]),
      },
    });
    expect(made.status()).toBe(201);
    const sent = await api.post(`/api/form/${outer}`, {
      data: { data: { full_name: 'מיכל לוי', shifts: '2', hours: 8, emergency: { phone: '050-1234567', floor: 3 } } },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInAsStaff();
    await page.goto(`/forms/${(await made.json()).id}`);
    const row = page.getByRole('row').filter({ hasText: 'מיכל לוי' });
    await expect(row).toContainText('שתיים');
    // sent as typed, stored as the product stores a phone (E.164), shown and exported as it writes one
    await expect(row).toContainText('טלפון: +972 50 123 4567 · קומה: 3');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('forms.submissions.export_csv') }).click();
    const [header, line] = (await readFile((await (await download).path())!, 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',').slice(2)).toEqual([
      'שם מלא',
      'משמרות בשבוע',
      'שעות',
      'איש קשר לחירום › טלפון',
      'איש קשר לחירום › קומה',
    ]);
    expect(line!.split(',').slice(2)).toEqual(['מיכל לוי', 'שתיים', '8', '+972 50 123 4567', '3']);

    for (const name of [outer, inner]) expect((await api.delete(`/api/form/${name}`)).status()).toBe(204);
    await api.dispose();
  });
});
