// The shop catalogue's own rules; the generic routes are in crud-contract.test.ts.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('shop catalogue (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });
  let n = 0;
  const next = () => `${Date.now().toString(36)}${(n += 1)}`;
  const product = async (extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/ecommerce/product', { name: `ספר ${next()}`, price: 8900, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  };
  const detail = (res: { json(): { detail: Array<{ loc: string[]; ctx?: { code: string } }> } }) =>
    res.json().detail[0];

  it('keeps money in agorot, makes a Hebrew slug, checks and normalises the ISBN', async () => {
    const made = await product({ name: 'סיפור על אהבה וחושך' });
    expect(made).toMatchObject({ price: 8900, slug: expect.stringContaining('סיפור-על-אהבה'), kind: 'printed_book' });
    const good = await product({ isbn: '978-0-306-40615-7' });
    expect(good.isbn).toBe('9780306406157');
    const isbn10 = await product({ isbn: '0-306-40615-2' });
    expect(isbn10.isbn).toBe('0306406152');
    const bad = await call('POST', '/ecommerce/product', { name: 'x', price: 100, isbn: '978-0-306-40615-8' });
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toMatchObject({ loc: ['body', 'isbn'], ctx: { code: 'isbn_invalid' } });
    const float = await call('POST', '/ecommerce/product', { name: 'x', price: 89.9 });
    expect(detail(float).loc).toEqual(['body', 'price']);
    const dupIsbn = await call('POST', '/ecommerce/product', { name: 'y', price: 100, isbn: '9780306406157' });
    expect(detail(dupIsbn)).toMatchObject({ loc: ['body', 'isbn'], ctx: { code: 'unique' } });
    const dupSku = [await call('POST', '/ecommerce/product', { name: 'a', price: 1, sku: `SKU-${next()}` })];
    const again = await call('POST', '/ecommerce/product', { name: 'b', price: 1, sku: dupSku[0]!.json().sku });
    expect(detail(again)).toMatchObject({ loc: ['body', 'sku'], ctx: { code: 'unique' } });
  });

  it('puts a product on sale only below its price and with the end after the start, also on a partial change', async () => {
    const p = await product({ price: 10000 });
    const high = await call('PUT', `/ecommerce/product/${p.id}`, { sale_price: 10000 });
    expect(detail(high)).toMatchObject({ loc: ['body', 'sale_price'], ctx: { code: 'sale_not_below_price' } });
    const ok = await call('PUT', `/ecommerce/product/${p.id}`, {
      sale_price: 7900,
      sale_from: '2026-12-01',
      sale_to: '2026-12-31',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const cheaper = await call('PUT', `/ecommerce/product/${p.id}`, { price: 7000 });
    expect(detail(cheaper)).toMatchObject({ loc: ['body', 'sale_price'], ctx: { code: 'sale_not_below_price' } });
    const backwards = await call('PUT', `/ecommerce/product/${p.id}`, { sale_to: '2026-11-01' });
    expect(detail(backwards)).toMatchObject({ loc: ['body', 'sale_to'], ctx: { code: 'end_before_start' } });
    const negative = await call('PUT', `/ecommerce/product/${p.id}`, { stock_quantity: -1 });
    expect(detail(negative).loc).toEqual(['body', 'stock_quantity']);
  });

  it('links categories and authors by id: unknown ids are refused, the list filters by one, a linked one cannot be deleted', async () => {
    const category = (await call('POST', '/ecommerce/product_category', { name: `קטגוריה ${next()}` })).json();
    const author = (await call('POST', '/authors/', { name: 'עמוס עוז' })).json();
    const p = await product({ category_ids: [category.id], author_ids: [author.id] });
    const missing = await call('POST', '/ecommerce/product', {
      name: 'z',
      price: 1,
      category_ids: [category.id, 999_999],
    });
    expect(detail(missing)).toMatchObject({ loc: ['body', 'category_ids'], ctx: { code: 'not_found' } });
    const listed = await call('GET', `/ecommerce/list_products?category_ids=${category.id}`);
    expect(listed.json().items.map((i: { id: number }) => i.id)).toEqual([p.id]);
    expect((await call('GET', `/ecommerce/list_products?author_ids=${author.id}`)).json().total).toBe(1);
    for (const url of [`/ecommerce/product_category/${category.id}`, `/authors/${author.id}`]) {
      const refused = await call('DELETE', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toEqual({ detail: 'IN_USE' });
    }
    expect((await call('PUT', `/ecommerce/product/${p.id}`, { category_ids: [], author_ids: [] })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/ecommerce/product_category/${category.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/authors/${author.id}`)).statusCode).toBe(204);
  });

  it('bundles products with quantities; a product in a bundle cannot be deleted; one product once; a price or a percentage', async () => {
    const a = await product();
    const b = await product();
    const bundle = await call('POST', '/ecommerce/bundle', {
      name: 'מארז קיץ',
      items: [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ],
      percent_off: 15,
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    expect(bundle.json()).toMatchObject({ product_ids: [a.id, b.id], percent_off: 15 });
    expect((await call('DELETE', `/ecommerce/product/${a.id}`)).statusCode).toBe(409);
    const twice = await call('POST', '/ecommerce/bundle', {
      name: 'x',
      items: [
        { product_id: a.id, quantity: 1 },
        { product_id: a.id, quantity: 2 },
      ],
      price: 100,
    });
    expect(detail(twice)).toMatchObject({ loc: ['body', 'items'], ctx: { code: 'duplicate_product' } });
    const noPrice = await call('POST', '/ecommerce/bundle', { name: 'x', items: [{ product_id: a.id, quantity: 1 }] });
    expect(detail(noPrice)).toMatchObject({ loc: ['body', 'price'], ctx: { code: 'price_or_percent' } });
    const over = await call('POST', '/ecommerce/bundle', { name: 'x', items: [], percent_off: 101 });
    expect(detail(over).loc).toEqual(['body', 'percent_off']);
    const ghost = await call('POST', '/ecommerce/bundle', {
      name: 'x',
      items: [{ product_id: 999_999, quantity: 1 }],
      price: 100,
    });
    expect(detail(ghost)).toMatchObject({ loc: ['body', 'product_ids'], ctx: { code: 'not_found' } });
  });

  it('a bundle shows its saving against its products bought apart at their current prices, exactly in agorot, and is flagged when one is inactive', async () => {
    const a = await product({ price: 8990 });
    const b = await product({ price: 4990, sale_price: 3990, sale_from: '2020-01-01' });
    const ended = await product({ price: 1000, sale_price: 500, sale_to: '2020-01-02' });
    const pct = (
      await call('POST', '/ecommerce/bundle', {
        name: `מארז ${next()}`,
        items: [
          { product_id: a.id, quantity: 2 },
          { product_id: b.id, quantity: 1 },
          { product_id: ended.id, quantity: 1 },
        ],
        percent_off: 15,
      })
    ).json();
    // 2 × 89.90 + 39.90 (on sale) + 10.00 (its sale ended) = 229.70; 15% off = 195.245 → 195.25 (half up to the agora)
    expect(pct).toMatchObject({
      items_total: 22970,
      bundle_total: 19525,
      saving: 3445,
      needs_attention: false,
      attention_product_ids: [],
    });
    const fixed = (
      await call('POST', '/ecommerce/bundle', {
        name: `מארז ${next()}`,
        items: [{ product_id: a.id, quantity: 1 }],
        price: 7990,
      })
    ).json();
    expect(fixed).toMatchObject({ items_total: 8990, bundle_total: 7990, saving: 1000 });
    expect((await call('PUT', `/ecommerce/product/${a.id}`, { price: 9990 })).statusCode).toBe(200);
    expect((await call('GET', `/ecommerce/bundle/${fixed.id}`)).json()).toMatchObject({
      items_total: 9990,
      saving: 2000,
      needs_attention: false,
    });
    expect((await call('PUT', `/ecommerce/product/${b.id}`, { is_active: false })).statusCode).toBe(200);
    const flagged = (await call('GET', `/ecommerce/bundle/${pct.id}`)).json();
    expect(flagged).toMatchObject({ needs_attention: true, attention_product_ids: [b.id] });
    const attention = (await call('GET', '/ecommerce/bundles?needs_attention=true&limit=1000')).json();
    expect(attention.items.map((i: { id: number }) => i.id)).toContain(pct.id);
    expect(attention.items.map((i: { id: number }) => i.id)).not.toContain(fixed.id);
    expect(attention.items.every((i: { needs_attention: boolean }) => i.needs_attention)).toBe(true);
    const fine = (await call('GET', '/ecommerce/bundles?needs_attention=false&limit=1000')).json();
    expect(fine.items.map((i: { id: number }) => i.id)).toContain(fixed.id);
    expect(fine.items.map((i: { id: number }) => i.id)).not.toContain(pct.id);
    expect((await call('GET', '/ecommerce/bundles?needs_attention=maybe')).statusCode).toBe(422);
  });

  it('changes the categories of several products at once: add, remove, replace, in one transaction (all or none)', async () => {
    const [c1, c2, c3] = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await call('POST', '/ecommerce/product_category', { name: `קטגוריה ${next()}` })).json() as Promise<{
            id: number;
          }>,
      ),
    );
    const a = await product({ category_ids: [c1!.id] });
    const b = await product({ category_ids: [c2!.id] });
    const bulk = (body: Record<string, unknown>) =>
      call('POST', '/ecommerce/product/bulk/refs', { ids: [a.id, b.id], field: 'category_ids', ...body });
    const added = await bulk({ mode: 'add', values: [c3!.id, c1!.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().changed).toBe(2);
    expect(added.json().items.map((i: { category_ids: number[] }) => i.category_ids)).toEqual([
      [c1!.id, c3!.id],
      [c2!.id, c3!.id, c1!.id],
    ]);
    const removed = (await bulk({ mode: 'remove', values: [c1!.id] })).json();
    expect(removed.items.map((i: { category_ids: number[] }) => i.category_ids)).toEqual([[c3!.id], [c2!.id, c3!.id]]);
    const replaced = (await bulk({ mode: 'replace', values: [c2!.id] })).json();
    expect(replaced.items.map((i: { category_ids: number[] }) => i.category_ids)).toEqual([[c2!.id], [c2!.id]]);
    expect((await call('GET', `/ecommerce/list_products?category_ids=${c2!.id}`)).json().total).toBe(2);
    // an unknown category, or one unknown product, changes nothing
    const ghost = await bulk({ mode: 'add', values: [999_999] });
    expect(ghost.statusCode).toBe(422);
    expect(detail(ghost)).toMatchObject({ loc: ['body', 'category_ids'], ctx: { code: 'not_found' } });
    const missing = await call('POST', '/ecommerce/product/bulk/refs', {
      ids: [a.id, 2_000_000_000],
      field: 'category_ids',
      mode: 'add',
      values: [c1!.id],
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `/ecommerce/product/${a.id}`)).json().category_ids).toEqual([c2!.id]);
    expect((await bulk({ mode: 'swap', values: [] })).statusCode).toBe(422);
    expect((await bulk({ field: 'name', mode: 'add', values: [] })).statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/product/bulk/refs',
      payload: { ids: [a.id], field: 'category_ids', mode: 'add', values: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('imports products with categories and authors matched by name (or id); names that match nothing are reported on their row', async () => {
    const tag = next();
    const poetry = (await call('POST', '/ecommerce/product_category', { name: `שירה ${tag}` })).json();
    const prose = (await call('POST', '/ecommerce/product_category', { name: `Prose, Hebrew ${tag}` })).json();
    const author = (await call('POST', '/authors/', { name: `לאה גולדברג ${tag}` })).json();
    const res = await call('POST', '/ecommerce/product/import', {
      records: [
        {
          name: `ספר א ${tag}`,
          price: 8990,
          category_ids: ` שירה ${tag.toUpperCase()} ; ${prose.id}`,
          author_ids: `לאה גולדברג ${tag}`,
        },
        { name: `ספר ב ${tag}`, price: 4990, category_ids: `Prose, Hebrew ${tag}`, author_ids: [author.id] },
        {
          name: `ספר ג ${tag}`,
          price: 100,
          category_ids: `שירה ${tag}; אין כזאת ${tag}`,
          author_ids: `מחבר עלום ${tag}`,
        },
        { name: `ספר ד ${tag}`, price: 'abc', category_ids: `אין כזאת ${tag}` },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ total_rows: 4, created: 2, failed_count: 2 });
    const [third, fourth] = report.failed;
    expect(third.row).toBe(2);
    expect(third.reasons).toEqual([
      expect.objectContaining({
        loc: ['category_ids'],
        input: `אין כזאת ${tag}`,
        ctx: { code: 'name_not_found', name: `אין כזאת ${tag}` },
      }),
      expect.objectContaining({ loc: ['author_ids'], input: `מחבר עלום ${tag}` }),
    ]);
    expect(fourth.row).toBe(3);
    expect(fourth.reasons.map((r: { loc: string[] }) => r.loc[0])).toEqual(['category_ids', 'price']);
    const made = (await call('GET', `/ecommerce/list_products?q=${encodeURIComponent(tag)}&sort=name&order=asc`)).json()
      .items;
    expect(
      made.map((p: { name: string; category_ids: number[]; author_ids: number[] }) => [
        p.name,
        p.category_ids,
        p.author_ids,
      ]),
    ).toEqual([
      [`ספר א ${tag}`, [poetry.id, prose.id], [author.id]],
      [`ספר ב ${tag}`, [prose.id], [author.id]],
    ]);
  });

  it('pages a list the same whichever end a page is read from (deep pages come from the far end), NULLs included', async () => {
    const tag = next();
    for (const [i, sale] of [null, 500, null, 700, 300, null, 900].entries())
      await product({ name: `עמוד ${tag} ${i}`, price: 1000, sale_price: sale });
    for (const [sort, order] of [
      ['sale_price', 'asc'],
      ['sale_price', 'desc'],
      ['id', 'desc'],
      ['name', 'asc'],
    ] as const) {
      const all = (await call('GET', `/ecommerce/list_products?q=${tag}&sort=${sort}&order=${order}&limit=100`)).json();
      expect(all.total).toBe(7);
      const paged: number[] = [];
      for (const offset of [0, 2, 4, 6]) {
        const page = (
          await call('GET', `/ecommerce/list_products?q=${tag}&sort=${sort}&order=${order}&limit=2&offset=${offset}`)
        ).json();
        expect(page.total).toBe(7);
        paged.push(...page.items.map((i: { id: number }) => i.id));
      }
      expect(paged).toEqual(all.items.map((i: { id: number }) => i.id));
      const past = (await call('GET', `/ecommerce/list_products?q=${tag}&limit=2&offset=9`)).json();
      expect(past).toEqual({ items: [], total: 7 });
    }
  });

  it('promotions: a percentage up to 100, buy X get Y with both quantities, the end after the start', async () => {
    const over = await call('POST', '/ecommerce/promotion', { name: 'x', kind: 'percent_off', value: 120 });
    expect(detail(over)).toMatchObject({ loc: ['body', 'value'], ctx: { code: 'percent_over_100' } });
    const half = await call('POST', '/ecommerce/promotion', { name: 'x', kind: 'buy_x_get_y', buy_quantity: 2 });
    expect(detail(half)).toMatchObject({ loc: ['body', 'get_quantity'], ctx: { code: 'quantities_required' } });
    const backwards = await call('POST', '/ecommerce/promotion', {
      name: 'x',
      kind: 'free_shipping',
      starts_at: '2026-12-10',
      ends_at: '2026-12-01',
    });
    expect(detail(backwards)).toMatchObject({ loc: ['body', 'ends_at'], ctx: { code: 'end_before_start' } });
    const good = await call('POST', '/ecommerce/promotion', {
      name: '2+1 על ספרי ילדים',
      kind: 'buy_x_get_y',
      buy_quantity: 2,
      get_quantity: 1,
    });
    expect(good.statusCode, good.body).toBe(201);
  });

  it('coupons: codes upper-case and unique whatever the case; a discount or a promotion; 20 generated codes, unique', async () => {
    const code = `sale${next()}`;
    const made = await call('POST', '/ecommerce/coupon', { code, discount_kind: 'amount_off', discount_value: 2000 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().code).toBe(code.toUpperCase());
    const again = await call('POST', '/ecommerce/coupon', { code: code.toLowerCase(), discount_kind: 'free_shipping' });
    expect(detail(again)).toMatchObject({ loc: ['body', 'code'], ctx: { code: 'unique' } });
    const nothing = await call('POST', '/ecommerce/coupon', { code: `N${next()}` });
    expect(detail(nothing)).toMatchObject({ loc: ['body', 'discount_kind'], ctx: { code: 'discount_or_promotion' } });
    const generated = await call('POST', '/ecommerce/coupon/generate', {
      count: 20,
      prefix: 'winter',
      campaign: 'חורף',
      discount_kind: 'percent_off',
      discount_value: 10,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const codes = generated.json().codes as string[];
    expect(new Set(codes).size).toBe(20);
    expect(codes.every((c) => /^WINTER[A-Z2-9]{8}$/.test(c))).toBe(true);
    expect(
      (await call('GET', `/ecommerce/coupons?campaign=${encodeURIComponent('חורף')}&limit=100`)).json().total,
    ).toBe(20);
    const over = await call('POST', '/ecommerce/coupon/generate', {
      count: 2,
      discount_kind: 'percent_off',
      discount_value: 150,
    });
    expect(detail(over)).toMatchObject({ loc: ['body', 'discount_value'], ctx: { code: 'percent_over_100' } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/ecommerce/coupon/generate', payload: { count: 1 } })).statusCode,
    ).toBe(401);
  });
});
