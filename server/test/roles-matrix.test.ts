// The roles matrix (issue 26): for a user of each built-in role (and one with no role), every route the router holds
// answers 403 exactly where the role does not grant what the route needs (auth/permissions.ts; superuser-only
// routes always), and never 401 or 5xx. A few answers are also written out by hand, so a wrong catalogue fails too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { can, mergeGrants, routeNeed } from '../src/auth/permissions';
import { roles } from '../src/db/schema/index';
import { useTestApp } from './helpers';
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
  },
  none: {
    'GET /api/users/me': 'allowed',
    'GET /api/notifications': 'allowed',
    'GET /api/person': 'refused',
    'GET /api/authors': 'refused',
  },
};

describe('roles matrix: every route × every built-in role', () => {
  const { t } = useTestApp();
  const guarded = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && !PUBLIC_ROUTES.has(route(r)));
  const needOf = (r: (typeof t.app.routeTable)[number]) => r.permission ?? routeNeed(r.method, r.url);

  it('every guarded route that is not superuser-only says what it needs', () => {
    expect(guarded().filter((r) => !superuserOnly(r) && !needOf(r)).map(route)).toEqual([]);
  });

  it('the five built-in roles exist and are marked built in', async () => {
    const rows = await t.db.select({ name: roles.name, builtIn: roles.builtIn }).from(roles);
    expect(rows.filter((r) => r.builtIn).map((r) => r.name).sort()).toEqual([...BUILT_IN].sort());
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
      if (res.statusCode === 401 || res.statusCode >= 500 || (res.statusCode === 403) !== refused) wrong.push(`${route(r)} -> ${res.statusCode}${refused ? ' (not granted)' : ''}`);
    }
    expect(wrong).toEqual([]);
    for (const [line, expected] of Object.entries(BY_HAND[role]!)) {
      const [method, url] = line.split(' ') as [string, string];
      const res = await t.app.inject(requestFor({ method, url }, headers));
      expect(res.statusCode === 403 ? 'refused' : 'allowed', `${role}: ${line} -> ${res.statusCode} ${res.body}`).toBe(expected);
    }
  });
});
