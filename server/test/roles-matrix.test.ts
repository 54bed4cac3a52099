// The roles matrix: for a user of each built-in role (and one with no role), every route the router holds
// answers 403 exactly where the role does not grant what the route needs (auth/permissions.ts; superuser-only
// routes always), and never 401 or 5xx. A few answers are also written out by hand, so a wrong catalogue fails too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { can, mergeGrants, routeNeed } from '../src/auth/permissions';
import { roles } from '../src/db/schema/index';
import { multipart, useTestApp } from './helpers';
import { createPerson, uniqueMobile } from './person-helpers';
import { PUBLIC_ROUTES, requestFor, route, STREAM_ROUTES, superuserOnly } from './route-lists';

const BUILT_IN = ['administrator', 'sales', 'service', 'content_editor', 'read_only'];

/** Written by hand: `METHOD url` → refused (403) or let through (anything else) for each role. */
const BY_HAND: Record<string, Record<string, 'refused' | 'allowed'>> = {
  sales: {
    'GET /api/person': 'allowed',
    'DELETE /api/person/1': 'refused',
    'GET /api/ecommerce/orders': 'allowed',
    'GET /api/pipeline/items': 'allowed',
    'GET /api/support': 'refused',
    'GET /api/cms/website': 'refused',
    'GET /api/ecommerce/shipping_options': 'allowed',
    'POST /api/ecommerce/shipping_option': 'refused',
    'GET /api/roles': 'refused',
    'GET /api/users': 'refused',
    // what the products they sell point at: the names, not who changed them or what was deleted
    'GET /api/authors': 'allowed',
    'GET /api/authors/deleted': 'refused',
    'GET /api/authors/1/changes': 'refused',
    // their own read of product categories reaches the bin
    'GET /api/ecommerce/product_category/deleted': 'allowed',
    // may change customers but not delete one: not by merging it away either
    'POST /api/person/1/merge': 'refused',
  },
  service: {
    'GET /api/support': 'allowed',
    'GET /api/pipeline/items': 'refused',
    'GET /api/person': 'allowed',
    'POST /api/person': 'refused',
    'POST /api/authors': 'refused',
    // the names the products and books they read point at, and the staff the inbox assigns to
    'GET /api/authors': 'allowed',
    'GET /api/ecommerce/product_category': 'allowed',
    'GET /api/library/raw_category_list': 'allowed',
    'GET /api/ecommerce/subscription_options': 'allowed',
    'GET /api/pipeline/owners': 'allowed',
    // the covers of the products they read, by their keys; the file library itself stays closed
    'GET /api/files_v2/records?path_key=a': 'allowed',
    'GET /api/files_v2/browse': 'refused',
    'PUT /api/authors/1': 'refused',
    'GET /api/ecommerce/coupons': 'refused',
    // the categories, authors and options of what they read are names to them, not histories
    'GET /api/authors/deleted': 'refused',
    'GET /api/authors/1/changes': 'refused',
    'GET /api/ecommerce/product_category/deleted': 'refused',
    'GET /api/ecommerce/product_category/1/changes': 'refused',
    'GET /api/library/category/deleted': 'refused',
    'GET /api/library/category/1/changes': 'refused',
    'GET /api/ecommerce/subscription_option/deleted': 'refused',
    'GET /api/ecommerce/subscription_option/1/changes': 'refused',
    'POST /api/person/1/merge': 'refused',
  },
  content_editor: {
    'GET /api/cms/website': 'allowed',
    'POST /api/authors': 'allowed',
    'GET /api/person': 'refused',
    'POST /api/newsletter/campaigns/1/send': 'allowed',
    'GET /api/support': 'refused',
  },
  read_only: {
    'GET /api/person': 'allowed',
    'GET /api/authors': 'allowed',
    'GET /api/authors/1': 'allowed',
    'POST /api/authors': 'refused',
    'PUT /api/authors/1': 'refused',
    'DELETE /api/authors/1': 'refused',
    'POST /api/authors/import': 'refused',
    'GET /api/support': 'refused',
    'GET /api/roles': 'refused',
  },
  administrator: {
    'GET /api/support': 'allowed',
    'POST /api/authors': 'allowed',
    'GET /api/roles': 'refused',
    'GET /api/users': 'refused',
    'POST /api/person/1/merge': 'allowed',
    'GET /api/authors/deleted': 'allowed',
    'GET /api/pipeline/owners': 'allowed',
  },
  none: {
    'GET /api/users/me': 'allowed',
    'GET /api/notifications': 'allowed',
    'GET /api/person': 'refused',
    'GET /api/authors': 'refused',
    // the staff list is for the users right and the screens that assign staff
    'GET /api/pipeline/owners': 'refused',
  },
};

describe('roles matrix: every route × every built-in role', () => {
  const { t } = useTestApp();
  const guarded = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && !PUBLIC_ROUTES.has(route(r)));
  const needOf = (r: (typeof t.app.routeTable)[number]) => r.permission ?? routeNeed(r.method, r.url);

  it('every guarded route that is not superuser-only says what it needs', () => {
    expect(
      guarded()
        .filter((r) => !superuserOnly(r) && !needOf(r))
        .map(route),
    ).toEqual([]);
  });

  it('the five built-in roles exist and are marked built in', async () => {
    const rows = await t.db.select({ name: roles.name, builtIn: roles.builtIn }).from(roles);
    expect(
      rows
        .filter((r) => r.builtIn)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...BUILT_IN].sort());
  });

  it.each([...BUILT_IN, 'none'])('%s: 403 exactly where the role does not grant the route', async (role) => {
    const { user } = await t.createUser({ roles: role === 'none' ? [] : [role] });
    const headers = await t.bearer(user);
    const [row] = role === 'none' ? [] : await t.db.select().from(roles).where(eq(roles.name, role));
    const grants = mergeGrants(row ? [row] : []);
    const wrong: string[] = [];
    for (const r of guarded()) {
      const stream = STREAM_ROUTES.has(route(r));
      const res = await t.app.inject({ ...requestFor(r, headers), payloadAsStream: stream });
      if (stream) res.stream().destroy();
      const need = needOf(r);
      const refused = superuserOnly(r) || !need || !can(grants, need);
      if (res.statusCode === 401 || res.statusCode >= 500 || (res.statusCode === 403) !== refused)
        wrong.push(`${route(r)} -> ${res.statusCode}${refused ? ' (not granted)' : ''}`);
    }
    expect(wrong).toEqual([]);
    for (const [line, expected] of Object.entries(BY_HAND[role]!)) {
      const [method, url] = line.split(' ') as [string, string];
      const res = await t.app.inject(requestFor({ method, url }, headers));
      expect(res.statusCode === 403 ? 'refused' : 'allowed', `${role}: ${line} -> ${res.statusCode} ${res.body}`).toBe(
        expected,
      );
    }
  });

  it('a merge deletes the duplicate: a role that may not delete customers may not merge one away, by either route', async () => {
    const admin = await t.superuserHeaders();
    const { user } = await t.createUser({ roles: ['service'] });
    const service = await t.bearer(user);
    const kept = await createPerson(t, admin, { first_name: 'נשאר', phones: [{ value: uniqueMobile() }] });
    const duplicate = await createPerson(t, admin, { first_name: 'כפול', phones: [{ value: uniqueMobile() }] });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/person/${duplicate.id}`, headers: service })).statusCode,
    ).toBe(403);
    const merge = await t.app.inject({
      method: 'POST',
      url: `/api/person/${kept.id}/merge`,
      headers: service,
      payload: { duplicate_id: duplicate.id },
    });
    expect(merge.statusCode, merge.body).toBe(403);
    const saveInto = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${duplicate.id}`,
      headers: service,
      payload: { first_name: 'כפול', merge_into: kept.id },
    });
    expect(saveInto.statusCode, saveInto.body).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/person/${duplicate.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    // an administrator may
    const { user: administrator } = await t.createUser({ roles: ['administrator'] });
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/person/${kept.id}/merge`,
      headers: await t.bearer(administrator),
      payload: { duplicate_id: duplicate.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/person/${duplicate.id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('a private file is read by whoever may read what holds it: a record of its entity, else the file right or its uploader', async () => {
    const admin = await t.superuserHeaders();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(200, 32)]);
    const upload = async (headers: Record<string, string>, dir: string) => {
      const body = multipart('upload', 'private.pdf', pdf, 'application/pdf');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/files_v2/upload?dir_path=${dir}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ path_key: string; url: string }>();
    };
    const as = async (roles: string[]) => t.bearer((await t.createUser({ roles })).user);
    const [none, service, sales, editor] = [
      await as([]),
      await as(['service']),
      await as(['sales']),
      await as(['content_editor']),
    ];
    const answers = async (headers: Record<string, string>, key: string) => {
      const query = `path_key=${encodeURIComponent(key)}`;
      const [download, one, records] = await Promise.all(
        [`/api/files_v2/download?${query}`, `/api/files_v2?${query}`, `/api/files_v2/records?${query}`].map((url) =>
          t.app.inject({ method: 'GET', url, headers }),
        ),
      );
      return { download: download!.statusCode, record: one!.statusCode, records: records!.json<unknown[]>().length };
    };

    // attached to nothing: the file library's (the file right; its uploader's too)
    const loose = await upload(admin, 'private');
    expect(await answers(none, loose.path_key)).toEqual({ download: 403, record: 403, records: 0 });
    expect(await answers(service, loose.path_key)).toEqual({ download: 403, record: 403, records: 0 });
    expect(await answers(editor, loose.path_key)).toEqual({ download: 200, record: 200, records: 1 });

    // a product's file: whoever may read products, not the file right alone
    const product = await upload(admin, 'products');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/product',
      headers: admin,
      payload: { name: 'עם קובץ', slug: `with-file-${Date.now()}`, price: 1000, images: [product.path_key] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await answers(service, product.path_key)).toEqual({ download: 200, record: 200, records: 1 });
    expect(await answers(sales, product.path_key)).toEqual({ download: 200, record: 200, records: 1 });
    expect(await answers(none, product.path_key)).toEqual({ download: 403, record: 403, records: 0 });

    // a support mail's attachment: the inbox's, not the sales team's
    const attachment = await upload(admin, 'support');
    expect(await answers(service, attachment.path_key)).toEqual({ download: 200, record: 200, records: 1 });
    expect(await answers(sales, attachment.path_key)).toEqual({ download: 403, record: 403, records: 0 });
    expect(await answers(editor, attachment.path_key)).toEqual({ download: 403, record: 403, records: 0 });

    // a link signed for someone who may read the file works without a session; a tampered one does not
    expect((await t.app.inject({ method: 'GET', url: loose.url })).statusCode).toBe(200);
    // (the signature's first character changed to another: one that was already '0' stays a valid link)
    const tampered = loose.url.replace(/sig=(.)/, (_, first: string) => `sig=${first === '0' ? '1' : '0'}`);
    expect(tampered).not.toBe(loose.url);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
  });
});
