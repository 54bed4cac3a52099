// Hebrew-aware search through the lists' `q`: the database's hebrew_fold() is the exact mirror of
// normalizeHebrew (src/lib/hebrewSearch.ts), people and products are found however a word is typed (points, final
// letters, geresh variants, case, the other keyboard layout, a phone in any format), and the products' searches are
// answered by their trigram indexes on the normal form.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeHebrew } from '../../definitions/search/hebrewSearch';
import { withCheckDigit } from '../../definitions/people/nationalId';
import { products } from '../src/db/schema/index';
import { documentSearch } from '../src/db/text-search';
import { rowsOf } from '../src/db/raw-sql';
import { backends, useTestApp } from './helpers';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/** Characters of the texts staff keep: ASCII, Latin, Greek, Cyrillic, the whole Hebrew block and its presentation forms, quotes. */
const ALPHABET = [
  ...range(0x20, 0x7e),
  ...range(0xc0, 0x17f),
  ...range(0x391, 0x3c9),
  ...range(0x400, 0x45f),
  ...range(0x591, 0x5f4),
  ...range(0xfb1d, 0xfb4f),
  ...range(0x2018, 0x201d),
];

describe.each(backends)('Hebrew-aware search (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });
  const found = async (list: string, q: string) => {
    const res = await call('GET', `${list}${list.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Array<{ id: number }> }).items.map((item) => item.id);
  };
  /** A word no other test's record holds: Hebrew letters for the digits of a counter and the time. */
  let n = 0;
  const unique = () => `${Date.now()}${(n += 1)}`.slice(-6).replace(/\d/g, (d) => 'אבגדהוזחטי'[Number(d)]!);

  it('folds text in the database exactly as normalizeHebrew does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 30 }), { minLength: 1, maxLength: 50 }),
        async (texts) => {
          const rows = rowsOf<{ folded: string }>(
            await t.db.execute(
              sql`select hebrew_fold(x) as folded from unnest(${sql.param(texts)}::text[]) with ordinality as u(x, i) order by i`,
            ),
          );
          expect(rows.map((r) => r.folded)).toEqual(texts.map(normalizeHebrew));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers a list with no text to search (subscriptions) by its number, and nothing for other words', async () => {
    const person = (await call('POST', '/person/', { first_name: 'מנויה', last_name: `לחיפוש ${Date.now()}` })).json();
    const option = (
      await call('POST', '/ecommerce/subscription_option', { name: `חודשי ${Date.now()}`, price: 4900 })
    ).json();
    const sub = (await call('POST', '/subscription', { person_id: person.id, option_id: option.id })).json();
    const ids = async (q: string) =>
      (await call('GET', `/subscriptions?q=${encodeURIComponent(q)}`)).json().items.map((s: { id: number }) => s.id);
    expect(await ids('qwzx gibberish')).toEqual([]);
    expect(await ids(String(sub.id))).toEqual([sub.id]);
    expect(await ids(`#${sub.id}`)).toEqual([sub.id]);
    expect((await ids('')).length).toBeGreaterThan(0);
  });

  it('finds a person by a name with points, a final letter typed as regular, geresh variants and the English layout', async () => {
    const tag = unique();
    const res = await call('POST', '/person', { first_name: 'מִרְיָם', last_name: `ג׳ורג׳ ${tag}` });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    for (const q of [
      `מרים ${tag}`,
      `מרימ ${tag}`,
      `מִרְיָם ${tag}`,
      `ג'ורג' ${tag}`,
      `ג’ורג’ ${tag}`,
      `ג\`ורג ${tag}`,
      `nrho ${tag}`,
    ]) {
      expect(await found('/person', q), q).toEqual([id]);
    }
    expect(await found('/person', `מרים לוי ${tag}`)).toEqual([]);
  });

  it('finds a word shorter than three letters at the start of a word (which the trigram index answers)', async () => {
    const tag = unique();
    const talia = (await call('POST', '/person', { first_name: 'טליה', last_name: tag })).json() as { id: number };
    await call('POST', '/person', { first_name: 'אביטל', last_name: tag });
    expect(await found('/person', `טל ${tag}`)).toEqual([talia.id]);
    const product = (await call('POST', '/ecommerce/product', { name: `גן ${tag}`, price: 100 })).json() as {
      id: number;
    };
    await call('POST', '/ecommerce/product', { name: `ארגן ${tag}`, price: 100 });
    expect(await found('/ecommerce/list_products', `גנ ${tag}`)).toEqual([product.id]);
  });

  it('finds a person by a phone written in any format, by e-mail in any case and by national id', async () => {
    const tag = unique();
    const phone = `05${String(Date.now()).slice(-8)}`;
    const nationalId = withCheckDigit(String(Date.now()).slice(-8));
    const res = await call('POST', '/person', {
      first_name: 'דנה',
      last_name: tag,
      national_id: nationalId,
      phones: [{ value: phone }],
      emails: [{ value: `Dana.${Date.now()}@Example.com` }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, emails } = res.json() as { id: number; emails: Array<{ value: string }> };
    const national = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
    for (const q of [
      phone,
      national,
      `+972 ${phone.slice(1, 3)} ${phone.slice(3)}`,
      `972${phone.slice(1)}`,
      `(${phone.slice(0, 3)}) ${phone.slice(3)}`,
    ]) {
      expect(await found('/person', q), q).toEqual([id]);
    }
    expect(await found('/person', emails[0]!.value.toUpperCase())).toEqual([id]);
    expect(await found('/person', nationalId)).toEqual([id]);
  });

  it('finds a product through the factory list by name, SKU and publisher, however typed', async () => {
    const tag = unique();
    const made = await call('POST', '/ecommerce/product', {
      name: `ספר הַשִּׁירִים ${tag}`,
      price: 5000,
      sku: `Chips-${Date.now()}`,
      publisher: 'הוצאת צ׳יפס',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, sku } = made.json() as { id: number; sku: string };
    expect(made.json()).not.toHaveProperty('search'); // the search document stays in the database
    const list = '/ecommerce/list_products';
    for (const q of [
      `שירים ${tag}`,
      `השירימ ${tag}`,
      `ספר ${tag}`,
      `xpr ${tag}`,
      sku.toLowerCase(),
      `צ'יפס ${tag}`,
      `צ’יפס ${tag}`,
    ]) {
      expect(await found(list, q), q).toEqual([id]);
    }
    expect(await found(list, `שירים ${tag} חסר`)).toEqual([]);
  });

  it('answers a code (one word with a digit) from the unique code columns first, else by the word search', async () => {
    const code = `ZX-${Date.now()}`;
    const owner = await call('POST', '/ecommerce/product', { name: `ספר ${unique()}`, price: 5000, sku: code });
    const namesake = await call('POST', '/ecommerce/product', { name: `ספר ${code}`, price: 5000, kind: 'ebook' });
    expect([owner.statusCode, namesake.statusCode], namesake.body).toEqual([201, 201]);
    const [ownerId, namesakeId] = [owner.json().id as number, namesake.json().id as number];
    const list = '/ecommerce/list_products';
    const totalOf = async (q: string) =>
      (await call('GET', `${list}?q=${encodeURIComponent(q)}`)).json().total as number;
    // the SKU's owner alone (the word search would also find the name that holds it)
    expect(await found(list, code)).toEqual([ownerId]);
    expect(await totalOf(code)).toBe(1);
    // no code is this (another case, or another filter): the word search answers
    expect((await found(list, code.toLowerCase())).sort()).toEqual([ownerId, namesakeId].sort());
    expect(await found(`${list}?kind=ebook`, code)).toEqual([namesakeId]);
  });

  it('finds a deal (a list of its own, the same rule) by its title and its person however typed', async () => {
    const tag = unique();
    const person = (await call('POST', '/person', { first_name: 'אבנר', last_name: `כֹּהֵן ${tag}` })).json() as {
      id: number;
    };
    const pipeline = (await call('POST', '/pipeline/', { name: `מכירות ${tag}` })).json() as { id: number };
    const made = await call('POST', `/pipeline/${pipeline.id}/items`, {
      title: `מנוי שנתי ל״ג ${tag}`,
      person_id: person.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: number };
    for (const q of [`כהנ ${tag}`, `fvi ${tag}`, `ל"ג ${tag}`, `שנתי אבנר ${tag}`])
      expect(await found('/pipeline/items', q), q).toEqual([id]);
    expect(await found('/pipeline/items', `לוי ${tag}`)).toEqual([]);
  });

  it('answers a product search from the trigram index on its search document', async () => {
    const condition = documentSearch('שירים akuo', sql`${products}.search`)!;
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select id from ${products} where ${condition}`),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('products_search_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
