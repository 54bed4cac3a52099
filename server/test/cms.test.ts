// Website CMS API: websites, pages with draft/publish/unpublish/discard, history and restore, the public
// API never showing drafts, sanitised bodies against an XSS corpus, comments moderation, schema tables with typed
// fields, rows checked per field and field type changes that convert or flag values.
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDue } from '../src/cms/pages';
import { cmsDemo } from '../src/setup/demo/cms';
import { backends, useTestApp } from './helpers';

interface Page {
  id: number;
  website_id: number;
  kind: string;
  title: string;
  slug: string;
  body: string;
  status: string;
  is_published: boolean;
  has_draft: boolean;
  publish_at: string | null;
  draft?: { title: string; body: string; slug: string } | null;
  popup: Record<string, unknown> | null;
}
interface Version {
  id: number;
  number: number;
  content: { title: string; body: string };
}
interface Row {
  id: number;
  data: Record<string, unknown>;
  errors: Record<string, string>;
}
interface Detail {
  type: string;
  loc: (string | number)[];
  msg: string;
  ctx?: { code: string };
}

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<iframe src="https://evil.example.com/x"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
];

describe.each(backends)('CMS API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await t.userHeaders({ firstName: 'מיכל', lastName: 'לוי' });
  });

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    status = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
  ): Promise<T> => {
    const res = await t.app.inject({ method, url: `/api/cms${url}`, headers: auth, payload: payload as object });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return (res.body ? res.json() : null) as T;
  };
  const anon = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/public${url}` });
  const newSite = async (name = 'חנות הספרים') =>
    call<{ id: number }>('POST', '/website', {
      name,
      domain: 'books.example.com',
      settings: {
        title: name,
        colors: { primary: '#6a1b9a' },
        social_links: [{ network: 'facebook', url: 'https://facebook.com/books' }],
      },
    });
  const newPage = async (siteId: number, values: Record<string, unknown> = {}) =>
    call<Page>('POST', `/website/${siteId}/pages`, { title: 'אודות', slug: 'about', body: '<p>שלום</p>', ...values });

  it('refuses every admin route without sign-in (401), the public API answers without it', async () => {
    for (const [method, url] of [
      ['GET', '/api/cms/website'],
      ['POST', '/api/cms/website'],
      ['GET', '/api/cms/website/1/pages'],
      ['PATCH', '/api/cms/pages/1'],
      ['POST', '/api/cms/pages/1/publish'],
      ['DELETE', '/api/cms/pages/1/draft'],
      ['GET', '/api/cms/comments'],
      ['GET', '/api/cms/tables?website_id=1'],
      ['GET', '/api/cms/data/1'],
      ['POST', '/api/cms/tables/1/data/search'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const site = await newSite();
    expect((await anon(`/${site.id}`)).statusCode).toBe(200);
  });

  it('websites: create, list with paging, read, change settings, refuse bad input per field, delete', async () => {
    const a = await newSite('אתר א');
    await newSite('אתר ב');
    const list = await call<{ items: { id: number; name: string }[]; total: number }>('GET', '/website?skip=0&limit=1');
    expect(list.items).toHaveLength(1);
    expect(list.total).toBeGreaterThanOrEqual(2);
    const read = await call<{
      settings: { colors: { primary: string } };
      default_language: string;
      page_count: number;
    }>('GET', `/website/${a.id}`);
    expect(read).toMatchObject({ default_language: 'he', page_count: 0, settings: { colors: { primary: '#6a1b9a' } } });
    const changed = await call<{ name: string; settings: Record<string, unknown> }>('PUT', `/website/${a.id}`, {
      name: 'אתר חדש',
      default_language: 'en',
      settings: { title: 'x', contact: { email: 'shop@example.com', phone: '03-5551234' }, analytics_id: 'G-1' },
    });
    expect(changed).toMatchObject({ name: 'אתר חדש', settings: { contact: { email: 'shop@example.com' } } });
    const bad = await call<{ detail: Detail[] }>(
      'POST',
      '/website',
      {
        name: '',
        domain: 'not a domain',
        settings: { colors: { primary: 'red' }, social_links: [{ network: 'x', url: 'javascript:alert(1)' }] },
      },
      422,
    );
    const locs = bad.detail.map((d) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.domain',
        'body.settings.colors.primary',
        'body.settings.social_links.0.url',
      ]),
    );
    await call('GET', '/website/999999', undefined, 404);
    await call('DELETE', `/website/${a.id}`);
    await call('GET', `/website/${a.id}`, undefined, 404);
  });

  it('settings and popups of the wrong shape are a 422 naming the field (never a 500); the answers carry their shapes', async () => {
    const site = await newSite();
    const locsOf = async (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: unknown) =>
      (await call<{ detail: Detail[] }>(method, url, payload, 422)).detail.map((d) => d.loc.join('.'));
    expect(await locsOf('PUT', `/website/${site.id}`, { settings: 'dark' })).toEqual(['body.settings']);
    expect(await locsOf('PUT', `/website/${site.id}`, { settings: [] })).toEqual(['body.settings']);
    expect(
      await locsOf('PUT', `/website/${site.id}`, {
        settings: { title: 7, theme: 'dark', contact: { email: 'nope', fax: '1' }, social_links: [{ network: '' }] },
      }),
    ).toEqual(
      expect.arrayContaining([
        'body.settings.title',
        'body.settings.contact.email',
        'body.settings.social_links.0.network',
        'body.settings.social_links.0.url',
      ]),
    );
    expect(await locsOf('PUT', `/website/${site.id}`, { settings: { colors: 'red' } })).toEqual([
      'body.settings.colors',
    ]);

    const popup = await newPage(site.id, { kind: 'popup', slug: 'sale', popup: { trigger: 'on_load' } });
    expect(popup.popup).toEqual({ trigger: 'on_load', frequency: 'once_per_session' });
    expect(await locsOf('PATCH', `/pages/${popup.id}`, { popup: 'on_load' })).toEqual(['body.popup']);
    expect(await locsOf('PATCH', `/pages/${popup.id}`, { popup: { trigger: 'hover', pages: [1] } })).toEqual(
      expect.arrayContaining(['body.popup.trigger', 'body.popup.pages.0']),
    );
    expect(
      await locsOf('PATCH', `/pages/${popup.id}?create_draft=true`, {
        popup: { trigger: 'on_load', frequency: 'always', starts_at: 'soon' },
      }),
    ).toEqual(expect.arrayContaining(['body.popup.frequency', 'body.popup.starts_at']));

    const read = await call<{ settings: Record<string, unknown> }>('GET', `/website/${site.id}`);
    expect(read.settings).toEqual({
      title: 'חנות הספרים',
      colors: { primary: '#6a1b9a' },
      social_links: [{ network: 'facebook', url: 'https://facebook.com/books' }],
    });
    const published = await call<Page>('POST', `/pages/${popup.id}/publish`, undefined, 200);
    const shown = (await anon(`/${site.id}/popups`)).json<{ id: number; popup: unknown }[]>();
    expect(shown.find((p) => p.id === published.id)?.popup).toEqual(published.popup);
  });

  it('pages: draft only, published, published with draft; publish in one step keeps history; unpublish; discard', async () => {
    const site = await newSite();
    const page = await newPage(site.id);
    expect(page).toMatchObject({ status: 'draft', is_published: false, has_draft: false, kind: 'page' });
    expect((await anon(`/${site.id}/pages/about`)).statusCode).toBe(404);

    const published = await call<Page>('POST', `/pages/${page.id}/publish`, undefined, 200);
    expect(published).toMatchObject({ status: 'published', is_published: true });
    const live = await anon(`/${site.id}/pages/about`);
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toContain('max-age');
    expect(live.json()).toMatchObject({ title: 'אודות', body: '<p>שלום</p>' });

    const drafted = await call<Page>('PATCH', `/pages/${page.id}?create_draft=true`, {
      title: 'אודותינו',
      body: '<h2>מי אנחנו</h2><p>חנות ספרים</p>',
    });
    expect(drafted).toMatchObject({
      status: 'published_with_draft',
      title: 'אודות',
      draft: { title: 'אודותינו', body: '<h2>מי אנחנו</h2><p>חנות ספרים</p>' },
    });
    // the public API still shows the published version, never the draft
    expect((await anon(`/${site.id}/pages/about`)).json()).toMatchObject({ title: 'אודות', body: '<p>שלום</p>' });
    const withoutDraft = await call<Page>('GET', `/pages/${page.id}`);
    expect(withoutDraft.draft).toBeUndefined();
    expect((await call<Page>('GET', `/pages/${page.id}?include_draft=true`)).draft?.title).toBe('אודותינו');
    const listed = await call<{ items: Page[] }>('GET', `/website/${site.id}/pages?include_drafts=false`);
    expect(listed.items[0].draft).toBeUndefined();

    const discarded = await call<Page>('DELETE', `/pages/${page.id}/draft`, undefined, 200);
    expect(discarded).toMatchObject({ status: 'published', has_draft: false, title: 'אודות' });
    await call('DELETE', `/pages/${page.id}/draft`, undefined, 409);

    await call<Page>('PATCH', `/pages/${page.id}?create_draft=true`, { title: 'אודותינו', body: '<p>גרסה 2</p>' });
    const second = await call<Page>('POST', `/pages/${page.id}/publish`, undefined, 200);
    expect(second).toMatchObject({ status: 'published', title: 'אודותינו', body: '<p>גרסה 2</p>', has_draft: false });
    expect((await anon(`/${site.id}/pages/about`)).json()).toMatchObject({ title: 'אודותינו' });

    const versions = await call<{ items: Version[]; total: number }>('GET', `/pages/${page.id}/versions`);
    expect(versions.total).toBe(2);
    expect(versions.items.map((v) => v.number)).toEqual([2, 1]);
    expect(versions.items[1].content).toMatchObject({ title: 'אודות', body: '<p>שלום</p>' });

    const restored = await call<Page>(
      'POST',
      `/pages/${page.id}/versions/${versions.items[1].id}/restore`,
      undefined,
      200,
    );
    expect(restored).toMatchObject({
      status: 'published_with_draft',
      title: 'אודותינו',
      draft: { title: 'אודות', body: '<p>שלום</p>' },
    });
    await call('POST', `/pages/${page.id}/versions/999999/restore`, undefined, 404);
    await call('POST', `/pages/${page.id}/publish`, undefined, 200);
    expect((await anon(`/${site.id}/pages/about`)).json()).toMatchObject({ title: 'אודות' });
    expect((await call<{ total: number }>('GET', `/pages/${page.id}/versions`)).total).toBe(3);

    const off = await call<Page>('POST', `/pages/${page.id}/unpublish`, undefined, 200);
    expect(off).toMatchObject({ status: 'draft', is_published: false });
    expect((await anon(`/${site.id}/pages/about`)).statusCode).toBe(404);
    expect((await call<{ items: Page[] }>('GET', `/website/${site.id}/pages?published_only=true`)).items).toHaveLength(
      0,
    );

    const unknownUser = await call<{ detail: Detail[] }>(
      'PATCH',
      `/pages/${page.id}?create_draft=true&user_id=00000000-0000-4000-8000-000000000000`,
      { title: 'x' },
      422,
    );
    expect(unknownUser.detail[0]).toMatchObject({ loc: ['query', 'user_id'], ctx: { code: 'not_found' } });
    const direct = await call<Page>('PATCH', `/pages/${page.id}`, { title: 'ישר', seo_title: 'SEO' });
    expect(direct).toMatchObject({ title: 'ישר', has_draft: false });
    await call('POST', '/pages/999999/publish', undefined, 404);
    await call('POST', '/pages/999999/unpublish', undefined, 404);
    await call('DELETE', `/pages/${page.id}`);
    await call('GET', `/pages/${page.id}`, undefined, 404);
  });

  it('a slug is unique per website (422 on slug, also for a draft), but may repeat across websites; bad slugs are refused', async () => {
    const site = await newSite();
    const other = await newSite('אחר');
    await newPage(site.id);
    const taken = await call<{ detail: Detail[] }>(
      'POST',
      `/website/${site.id}/pages`,
      { title: 'x', slug: 'about' },
      422,
    );
    expect(taken.detail[0]).toMatchObject({ loc: ['body', 'slug'], ctx: { code: 'slug_taken' } });
    expect(taken.detail[0].msg).toContain('already uses this address');
    await newPage(other.id);
    const contact = await newPage(site.id, { title: 'צור קשר', slug: 'contact' });
    await call('PATCH', `/pages/${contact.id}?create_draft=true`, { slug: 'about' }, 422);
    await call('PATCH', `/pages/${contact.id}`, { slug: 'about' }, 422);
    const bad = await call<{ detail: Detail[] }>(
      'POST',
      `/website/${site.id}/pages`,
      { title: '', slug: 'Not A Slug!', kind: 'nope' },
      422,
    );
    expect(bad.detail.map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.title', 'body.slug', 'body.kind']),
    );
    await call('POST', '/website/999999/pages', { title: 'x', slug: 'x' }, 404);
  });

  it('a page whose address is left empty gets one from its title, Hebrew too, made unique in the website', async () => {
    const site = await newSite();
    const first = await call<Page>('POST', `/website/${site.id}/pages`, { title: 'מי אנחנו? הסיפור שלנו' });
    expect(first.slug).toBe('מי-אנחנו-הסיפור-שלנו');
    const second = await call<Page>('POST', `/website/${site.id}/pages`, { title: 'מי אנחנו: הסיפור שלנו' });
    expect(second.slug).toBe('מי-אנחנו-הסיפור-שלנו-2');
    // a draft's address is taken too
    await call('PATCH', `/pages/${second.id}?create_draft=true`, { slug: 'our-story' });
    expect((await call<Page>('POST', `/website/${site.id}/pages`, { title: 'Our story' })).slug).toBe('our-story-2');
    // an address the person typed is still refused when taken
    await call('POST', `/website/${site.id}/pages`, { title: 'x', slug: 'our-story' }, 422);
  });

  it('stored bodies are sanitised against an XSS corpus; YouTube and Vimeo embeds stay', async () => {
    const site = await newSite();
    const body = `<h2>כותרת</h2><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe><iframe src="https://player.vimeo.com/video/76979871"></iframe>${XSS_CORPUS.join('')}`;
    const page = await newPage(site.id, { body });
    const draft = await call<Page>('PATCH', `/pages/${page.id}?create_draft=true`, { body });
    for (const stored of [page.body, draft.draft!.body]) {
      expect(stored).not.toMatch(
        /<script|onerror|onload|javascript:|evil\.example|<object|<embed|data:text\/html|<form|<svg/i,
      );
      expect(stored).toContain('<h2>כותרת</h2>');
      expect(stored).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
      expect(stored).toContain('https://player.vimeo.com/video/76979871');
    }
  });

  it('kinds: articles and legal pages in the public lists, popups with their settings and schedule; the admin lists by kind', async () => {
    const site = await newSite();
    const a1 = await newPage(site.id, { kind: 'article', title: 'מאמר 1', slug: 'article-1' });
    await newPage(site.id, { kind: 'article', title: 'מאמר טיוטה', slug: 'article-2' });
    await call('POST', `/pages/${a1.id}/publish`, undefined, 200);
    const articles = (await anon(`/${site.id}/articles`)).json<{ items: Page[]; total: number }>();
    expect(articles.items.map((a) => a.title)).toEqual(['מאמר 1']);
    expect(articles.total).toBe(1);

    const badPopup = await call<{ detail: Detail[] }>(
      'POST',
      `/website/${site.id}/pages`,
      { kind: 'popup', title: 'p', slug: 'p', popup: { trigger: 'after_seconds', frequency: 'once' } },
      422,
    );
    expect(badPopup.detail[0]).toMatchObject({
      loc: ['body', 'popup', 'seconds'],
      ctx: { code: 'popup_seconds_required' },
    });
    await call(
      'POST',
      `/website/${site.id}/pages`,
      { kind: 'page', title: 'p', slug: 'p', popup: { trigger: 'on_load', frequency: 'once' } },
      422,
    );
    const popup = await newPage(site.id, {
      kind: 'popup',
      title: 'מבצע',
      slug: 'sale',
      popup: { trigger: 'after_seconds', seconds: 5, pages: ['about'], frequency: 'once_per_day' },
    });
    expect(popup.popup).toMatchObject({ trigger: 'after_seconds', seconds: 5, pages: ['about'] });
    const later = await newPage(site.id, {
      kind: 'popup',
      title: 'עתידי',
      slug: 'future',
      popup: { trigger: 'exit_intent', starts_at: new Date(Date.now() + 86_400_000).toISOString(), frequency: 'once' },
    });
    await call('POST', `/pages/${popup.id}/publish`, undefined, 200);
    await call('POST', `/pages/${later.id}/publish`, undefined, 200);
    const popups = (await anon(`/${site.id}/popups`)).json<Page[]>();
    expect(popups.map((p) => p.title)).toEqual(['מבצע']);
    expect((await anon(`/${site.id}/pages/sale`)).statusCode).toBe(404);

    const byKind = await call<{ items: Page[]; total: number }>('GET', `/website/${site.id}/pages?kind=article`);
    expect(byKind.total).toBe(2);
    const everywhere = await call<{ items: Page[] }>('GET', '/pages?kind=popup&limit=500');
    expect(everywhere.items.every((p) => p.kind === 'popup')).toBe(true);
    await call('GET', `/website/${site.id}/pages?kind=x`, undefined, 422);
    await call('GET', `/website/${site.id}/pages?limit=0`, undefined, 422);
  });

  it('scheduled publishing publishes a due draft and leaves others', async () => {
    const site = await newSite();
    const due = await newPage(site.id, { slug: 'due' });
    const notYet = await newPage(site.id, { slug: 'not-yet' });
    await call('PATCH', `/pages/${due.id}?create_draft=true`, {
      title: 'מתוזמן',
      publish_at: new Date(Date.now() - 1000).toISOString(),
    });
    await call('PATCH', `/pages/${notYet.id}?create_draft=true`, {
      title: 'אחר כך',
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await publishDue(t.db, null)).toBe(1);
    expect(await call<Page>('GET', `/pages/${due.id}`)).toMatchObject({
      status: 'published',
      title: 'מתוזמן',
      publish_at: null,
    });
    expect(await call<Page>('GET', `/pages/${notYet.id}`)).toMatchObject({ status: 'draft' });
    expect(await publishDue(t.db, null)).toBe(0);
    // the draft's author hears that the scheduled publish ran (notification center)
    const told = (
      await t.app.inject({ method: 'GET', url: '/api/notifications/?kind=job_finished', headers: auth })
    ).json();
    expect(told.items[0]).toMatchObject({ params: { job: 'cms_publish', count: 1 }, link: '/cms' });
  });

  it('comments: public ones wait, the admin lists by status and moderates in bulk in one step', async () => {
    const site = await newSite();
    const article = await newPage(site.id, { kind: 'article', slug: 'post' });
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/cms/public/${site.id}/pages/post/comments`, payload });
    expect((await post({ author_name: 'דנה', text: 'יפה' })).statusCode).toBe(404); // not published yet
    await call('POST', `/pages/${article.id}/publish`, undefined, 200);
    const ids: number[] = [];
    for (const text of ['מאמר מצוין', 'תודה', 'קנו עכשיו']) {
      const res = await post({ author_name: 'דנה', email: 'dana@example.com', text });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    expect((await post({ author_name: '', text: '', email: 'bad' })).statusCode).toBe(422);
    const pending = await call<{ items: { id: number; status: string; page_title: string }[]; total: number }>(
      'GET',
      `/comments?status=pending&website_id=${site.id}`,
    );
    expect(pending.total).toBe(3);
    expect((await anon(`/${site.id}/pages/post/comments`)).json<{ total: number }>().total).toBe(0);
    await call('POST', '/comments/bulk', { ids: [ids[0], ids[1]], action: 'approve' }, 200);
    await call('POST', '/comments/bulk', { ids: [ids[2]], action: 'spam' }, 200);
    await call('POST', '/comments/bulk', { ids: [ids[0], 999999], action: 'delete' }, 404);
    expect((await call<{ total: number }>('GET', `/comments?status=approved&website_id=${site.id}`)).total).toBe(2);
    expect((await call<{ total: number }>('GET', `/comments?status=spam&page_id=${article.id}`)).total).toBe(1);
    expect(
      (await anon(`/${site.id}/pages/post/comments`)).json<{ items: { text: string }[] }>().items.map((c) => c.text),
    ).toEqual(['מאמר מצוין', 'תודה']);
    await call('POST', '/comments/bulk', { ids: [ids[0], ids[2]], action: 'delete' }, 200);
    expect((await call<{ total: number }>('GET', `/comments?website_id=${site.id}`)).total).toBe(1);
    await call('POST', '/comments/bulk', { ids: [], action: 'approve' }, 422);
    await call('GET', '/comments?status=nope', undefined, 422);
  });

  it('schema tables: fields typed, rows checked per field with 422s, search, edit, delete, the public rows', async () => {
    const site = await newSite();
    const table = await call<{ id: number; fields: { id: number; name: string; position: number }[] }>(
      'POST',
      '/tables',
      {
        website_id: site.id,
        name: 'אירועים',
        fields: [
          { name: 'title', label: 'כותרת', type: 'text', required: true },
          { name: 'seats', label: 'מקומות', type: 'number' },
          { name: 'online', label: 'מקוון', type: 'boolean' },
          { name: 'day', label: 'תאריך', type: 'date' },
          { name: 'kind', label: 'סוג', type: 'select', options: ['הרצאה', 'סדנה'] },
          { name: 'poster', label: 'תמונה', type: 'image' },
          { name: 'about', label: 'תיאור', type: 'rich_text' },
        ],
      },
    );
    expect(table.fields.map((f) => f.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await call('POST', '/tables', { website_id: site.id, name: 'אירועים' }, 422);
    await call('POST', '/tables', { website_id: 999999, name: 'x' }, 422);
    await call(
      'POST',
      '/tables',
      { website_id: site.id, name: 'y', fields: [{ name: 'k', label: 'k', type: 'select' }] },
      422,
    );
    expect((await call<{ items: unknown[] }>('GET', `/tables?website_id=${site.id}`)).items).toHaveLength(1);
    await call('GET', '/tables', undefined, 422);
    expect((await call<{ name: string }>('PUT', `/tables/${table.id}`, { name: 'אירועי החנות' })).name).toBe(
      'אירועי החנות',
    );

    const data = `/website/${site.id}/tables/${table.id}/data`;
    const row = await call<Row>('POST', data, {
      data: {
        title: 'ערב שירה',
        seats: '40',
        online: false,
        day: '2026-12-01',
        kind: 'הרצאה',
        poster: 'https://example.com/a.jpg',
        about: '<p>ערב</p><script>x()</script>',
      },
    });
    expect(row.data).toMatchObject({ title: 'ערב שירה', seats: 40, online: false, about: '<p>ערב</p>' });
    expect(row.errors).toEqual({});
    const bad = await call<{ detail: Detail[] }>(
      'POST',
      data,
      {
        data: {
          seats: 'many',
          online: 'maybe',
          day: '2026-02-30',
          kind: 'קונצרט',
          poster: 'javascript:alert(1)',
          nope: 1,
        },
      },
      422,
    );
    expect(Object.fromEntries(bad.detail.map((d) => [d.loc.join('.'), d.type]))).toEqual({
      'body.data.nope': 'extra_forbidden',
      'body.data.title': 'missing',
      'body.data.seats': 'float_parsing',
      'body.data.online': 'bool_parsing',
      'body.data.day': 'date_from_datetime_parsing',
      'body.data.kind': 'enum',
      'body.data.poster': 'url_parsing',
    });
    const pasted = await call<Row[]>('POST', data, [
      { data: { title: 'סדנה', kind: 'סדנה' } },
      { data: { title: 'הרצאה', seats: 10 } },
    ]);
    expect(pasted).toHaveLength(2);
    const badPaste = await call<{ detail: Detail[] }>(
      'POST',
      data,
      [{ data: { title: 'ok' } }, { data: { seats: 'x' } }],
      422,
    );
    expect(badPaste.detail.map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.1.data.title', 'body.1.data.seats']),
    );
    expect((await call<{ total: number }>('GET', data)).total).toBe(3);

    const found = await call<{ items: Row[]; total: number }>(
      'POST',
      `/tables/${table.id}/data/search`,
      { filters: { kind: 'סדנה' } },
      200,
    );
    expect(found.items.map((r) => r.data.title)).toEqual(['סדנה']);
    expect(
      (await call<{ items: Row[] }>('POST', `/tables/${table.id}/data/search`, { q: 'שירה' }, 200)).items,
    ).toHaveLength(1);
    expect(
      (await call<{ items: Row[] }>('POST', `/tables/${table.id}/data/search`, { sort: 'seats', order: 'desc' }, 200))
        .items[0].data.seats,
    ).toBe(40);
    await call('POST', `/tables/${table.id}/data/search`, { filters: { nope: 1 } }, 422);

    expect((await call<Row>('GET', `/data/${row.id}`)).data.title).toBe('ערב שירה');
    const patched = await call<Row>('PATCH', `/data/${row.id}`, { data: { seats: 55 } });
    expect(patched.data).toMatchObject({ seats: 55, title: 'ערב שירה' });
    await call('PATCH', `/data/${row.id}`, { data: { title: '' } }, 422);
    await call('PATCH', `/data/${row.id}`, { data: { seats: 'x' } }, 422);

    const publicRows = (await anon(`/${site.id}/tables/${table.id}/data`)).json<{
      items: { data: Record<string, unknown> }[];
      total: number;
    }>();
    expect(publicRows.total).toBe(3);
    expect((await anon(`/${site.id}/tables/999999/data`)).statusCode).toBe(404);

    await call('DELETE', `/data/${pasted[0].id}`);
    await call('GET', `/data/${pasted[0].id}`, undefined, 404);
  });

  it('fields: add, reorder, rename (values follow), a type change converts what converts and flags the rest, delete', async () => {
    const site = await newSite();
    const table = await call<{ id: number }>('POST', '/tables', {
      website_id: site.id,
      name: 'ספרים',
      fields: [
        { name: 'title', label: 'שם', type: 'text', required: true },
        { name: 'year', label: 'שנה', type: 'text' },
      ],
    });
    const data = `/website/${site.id}/tables/${table.id}/data`;
    const a = await call<Row>('POST', data, { data: { title: 'א', year: '1998' } });
    const b = await call<Row>('POST', data, { data: { title: 'ב', year: 'לא ידוע' } });
    const added = await call<{ id: number; position: number }>('POST', `/tables/${table.id}/fields`, {
      name: 'price',
      label: 'מחיר',
      type: 'number',
      position: 0,
    });
    expect(added.position).toBe(0);
    await call('POST', `/tables/${table.id}/fields`, { name: 'price', label: 'x', type: 'text' }, 422);
    await call('POST', `/tables/${table.id}/fields`, { name: 'Bad Name', label: 'x', type: 'colour' }, 422);
    const fields = await call<{ id: number; name: string }[]>('GET', `/tables/${table.id}/fields`);
    expect(fields.map((f) => f.name)).toEqual(['price', 'title', 'year']);
    const year = fields.find((f) => f.name === 'year')!;
    const moved = await call<{ position: number }>('PUT', `/fields/${year.id}`, { position: 0 });
    expect(moved.position).toBe(0);

    const retyped = await call<{ type: string }>('PUT', `/fields/${year.id}`, { type: 'number' });
    expect(retyped.type).toBe('number');
    const rowA = await call<Row>('GET', `/data/${a.id}`);
    const rowB = await call<Row>('GET', `/data/${b.id}`);
    expect(rowA.data.year).toBe(1998);
    expect(rowA.errors).toEqual({});
    expect(rowB.data.year).toBe('לא ידוע'); // kept, not dropped
    expect(rowB.errors.year).toMatch(/valid number/);

    await call('PUT', `/fields/${year.id}`, { name: 'published' });
    expect((await call<Row>('GET', `/data/${a.id}`)).data).toMatchObject({ published: 1998 });
    expect((await call<{ name: string }>('GET', `/fields/${year.id}`)).name).toBe('published');
    await call('PUT', `/fields/${year.id}`, { type: 'select' }, 422);

    // a reference field points into another table of the same website; its values must name rows there
    const authors = await call<{ id: number }>('POST', '/tables', {
      website_id: site.id,
      name: 'סופרים',
      fields: [{ name: 'name', label: 'שם', type: 'text' }],
    });
    const author = await call<Row>('POST', `/website/${site.id}/tables/${authors.id}/data`, {
      data: { name: 'לאה גולדברג' },
    });
    const noTable = await call<{ detail: Detail[] }>(
      'POST',
      `/tables/${table.id}/fields`,
      { name: 'author', label: 'סופר', type: 'reference' },
      422,
    );
    expect(noTable.detail[0]).toMatchObject({ loc: ['body', 'ref_table_id'], ctx: { code: 'ref_table_required' } });
    const otherSite = await newSite('אחר');
    const foreign = await call<{ id: number }>('POST', '/tables', { website_id: otherSite.id, name: 'x' });
    await call(
      'POST',
      `/tables/${table.id}/fields`,
      { name: 'author', label: 'סופר', type: 'reference', ref_table_id: foreign.id },
      422,
    );
    const ref = await call<{ ref_table_id: number }>('POST', `/tables/${table.id}/fields`, {
      name: 'author',
      label: 'סופר',
      type: 'reference',
      ref_table_id: authors.id,
    });
    expect(ref.ref_table_id).toBe(authors.id);
    expect((await call<Row>('PATCH', `/data/${a.id}`, { data: { author: String(author.id) } })).data.author).toBe(
      author.id,
    );
    const missing = await call<{ detail: Detail[] }>('PATCH', `/data/${a.id}`, { data: { author: 999999 } }, 422);
    expect(missing.detail[0]).toMatchObject({ loc: ['body', 'data', 'author'], ctx: { code: 'not_found' } });
    const pasted = await call<{ detail: Detail[] }>(
      'POST',
      data,
      [{ data: { title: 'ג', author: author.id } }, { data: { title: 'ד', author: 999999 } }],
      422,
    );
    expect(pasted.detail.map((d) => d.loc.join('.'))).toEqual(['body.1.data.author']);
    await call('PATCH', `/data/${a.id}`, { data: { author: 'x' } }, 422);

    await call('DELETE', `/fields/${year.id}`);
    expect((await call<Row>('GET', `/data/${a.id}`)).data).not.toHaveProperty('published');
    await call('GET', `/fields/${year.id}`, undefined, 404);
    await call('DELETE', `/tables/${table.id}`);
    await call('GET', `/tables/${table.id}`, undefined, 404);
  });

  it("the Hebrew demo: the bookshop's website with its pages, a draft kept off the public API, a popup, the events table", async () => {
    await t.db.transaction((tx) => cmsDemo.run(tx, {} as never));
    const sites = await call<{ items: { id: number; name: string }[] }>('GET', '/website?limit=500');
    const site = sites.items.find((w) => w.name === 'ספרים בשדרה')!;
    const pages = await call<{ items: Page[] }>('GET', `/website/${site.id}/pages`);
    expect(pages.items.map((p) => p.slug).sort()).toEqual([
      'about',
      'childrens-corner',
      'contact',
      'home',
      'meet-the-poet',
      'newsletter-popup',
      'privacy',
      'summer-reading-2026',
      'terms',
    ]);
    expect((await anon(`/${site.id}/pages/about`)).json()).toMatchObject({ title: 'אודות' });
    expect(pages.items.find((p) => p.slug === 'about')!.status).toBe('published_with_draft');
    expect((await anon(`/${site.id}/articles`)).json<{ total: number }>().total).toBe(2);
    expect((await anon(`/${site.id}/pages/childrens-corner`)).statusCode).toBe(404);
    expect((await anon(`/${site.id}/popups`)).json<Page[]>().map((p) => p.slug)).toEqual(['newsletter-popup']);
    const tables = await call<{ items: { id: number; name: string }[] }>('GET', `/tables?website_id=${site.id}`);
    const events = await call<{ items: Row[] }>('POST', `/tables/${tables.items[0].id}/data/search`, {}, 200);
    expect(events.items.length).toBeGreaterThanOrEqual(5);
    expect(events.items.every((r) => Object.keys(r.errors).length === 0)).toBe(true);
  });
});
