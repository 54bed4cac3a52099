// The permission catalogue: the actions a role grants per resource, the bespoke screens it opens, and
// what each route needs. Factory entities need `<entity name>` with the action of the route's kind (set by the
// CRUD factory, crud/routes.ts); every other route is named here, by area (a URL prefix, action from the method)
// or one by one. A guarded route named nowhere is for superusers only, so a new route is closed until listed.
// Superusers can do everything; users management, roles and the security settings stay theirs alone.

import { ACTIONS, type Action } from '../../../definitions/entity/defineEntity';

export { ACTIONS, type Action };

/** Bespoke screens a role opens as a whole (their routes need the screen, whatever the method). */
export const SCREENS = ['deals', 'support', 'newsletter_send', 'charging'] as const;
export type Screen = (typeof SCREENS)[number];

/** Resources beyond the factory entities (whose names come from entities/registry.ts). */
export const BESPOKE_RESOURCES = ['person', 'order', 'file', 'cms', 'form', 'newsletter', 'message', 'user'] as const;

/** Every resource, or every screen, in a role. */
export const ALL = '*';

/**
 * What a route needs: an action on a resource, a screen, only a signed-in staff member (their own things), any one
 * of several needs (the names a record points at are read by whoever may read that record), or all of several (a
 * merge changes the kept record and deletes the duplicate).
 */
export type Need =
  { resource: string; action: Action } | { screen: Screen } | 'signed-in' | { anyOf: Need[] } | { allOf: Need[] };

/** What a user may do: the union of their roles, or everything (a superuser). */
export interface Grants {
  resources: Record<string, Action[]>;
  screens: string[];
}

export const EVERYTHING: Grants = { resources: { [ALL]: [...ACTIONS] }, screens: [ALL] };
export const NOTHING: Grants = { resources: {}, screens: [] };

/** The union of several roles' grants. */
export function mergeGrants(roles: Array<{ permissions: Record<string, string[]>; screens: string[] }>): Grants {
  const resources: Record<string, Set<Action>> = {};
  const screens = new Set<string>();
  for (const role of roles) {
    for (const [resource, actions] of Object.entries(role.permissions)) {
      const set = (resources[resource] ??= new Set());
      for (const action of actions) if ((ACTIONS as readonly string[]).includes(action)) set.add(action as Action);
    }
    for (const screen of role.screens) screens.add(screen);
  }
  return {
    resources: Object.fromEntries(Object.entries(resources).map(([r, s]) => [r, ACTIONS.filter((a) => s.has(a))])),
    screens: [...screens],
  };
}

/** Whether these grants meet the need. */
export function can(grants: Grants, need: Need): boolean {
  if (need === 'signed-in') return true;
  if ('anyOf' in need) return need.anyOf.some((one) => can(grants, one));
  if ('allOf' in need) return need.allOf.every((one) => can(grants, one));
  if ('screen' in need) return grants.screens.includes(ALL) || grants.screens.includes(need.screen);
  const has = (resource: string) => grants.resources[resource]?.includes(need.action) ?? false;
  return has(ALL) || has(need.resource);
}

const byMethod = (method: string, url: string): Action => {
  if (method === 'GET') return /\/:/.test(url) ? 'read' : 'list';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  if (method === 'DELETE') return 'delete';
  return 'create';
};

/** Areas by URL prefix (longest first wins): a resource (action from the method) or a fixed need. */
const AREAS: Array<[string, string | Need]> = (
  [
    ['/api/person/import', { resource: 'person', action: 'import' }],
    ['/api/person', 'person'],
    ['/api/ecommerce/analytics', { resource: 'order', action: 'list' }],
    ['/api/ecommerce/order', 'order'],
    ['/api/ecommerce/orders', 'order'],
    ['/api/ecommerce/cart', 'order'],
    ['/api/subscription_payment/charge_subscription', { screen: 'charging' }],
    ['/api/subscription_payment/payment_request', { screen: 'charging' }],
    ['/api/subscription_payment/due', { resource: 'subscription_payment', action: 'list' }],
    ['/api/subscription_payment/metrics', { resource: 'subscription_payment', action: 'list' }],
    ['/api/payment', { screen: 'charging' }],
    ['/api/support', { screen: 'support' }],
    ['/api/pipeline', { screen: 'deals' }],
    ['/api/library/lib_item_link', 'library_item'],
    ['/api/library/item', { resource: 'library_item', action: 'read' }],
    ['/api/files_v2', 'file'],
    ['/api/static_files', 'file'],
    ['/api/cms', 'cms'],
    ['/api/form', 'form'],
    ['/api/newsletter/campaigns/:id/send', { screen: 'newsletter_send' }],
    ['/api/newsletter', 'newsletter'],
    ['/api/messages', { resource: 'message', action: 'create' }],
    // a staff member's own account, notifications and look-ups every screen makes
    ['/api/users/me', 'signed-in'],
    ['/api/notifications', 'signed-in'],
    ['/api/saved_views', 'signed-in'],
    ['/api/auth', 'signed-in'],
    ['/api/email/domain', 'signed-in'],
  ] as Array<[string, string | Need]>
).sort((a, b) => b[0].length - a[0].length);

/**
 * A merge of people changes the kept person and deletes the duplicate, so it needs both rights: whoever may not
 * delete a customer may not remove one by merging it away. The save flow's merges (`merge_into` on a person's create
 * or update) check it in their handlers (routes/person.ts), since only the body says the write is a merge.
 */
export const PERSON_MERGE: Need = {
  allOf: [
    { resource: 'person', action: 'update' },
    { resource: 'person', action: 'delete' },
  ],
};

/** Routes whose need is not their area's method rule (`METHOD url` as the router holds it). */
const ROUTES: Record<string, Need> = {
  'GET /api/files_v2/limits': 'signed-in',
  // a file's record, or several, by key: each is checked against what holds the file (files/access.ts), so a
  // product's covers are read by whoever reads products; files the user may not read are refused or left out
  'GET /api/files_v2': 'signed-in',
  'GET /api/files_v2/records': 'signed-in',
  'GET /api/person/roles': 'signed-in',
  // a list of staff: the users right, or the screens whose assignee pickers show it (the deals board, the support inbox)
  'GET /api/pipeline/owners': {
    anyOf: [{ resource: 'user', action: 'list' }, { screen: 'deals' }, { screen: 'support' }],
  },
  // the admin asks before it exports a list outside the factory: the route checks the list's own need (exportNeed)
  'POST /api/security_log/export': 'signed-in',
  'POST /api/person/duplicates': { resource: 'person', action: 'list' },
  'POST /api/person/:id/merge': PERSON_MERGE,
  'POST /api/person/find_or_create_person_with_email': { resource: 'person', action: 'create' },
  'POST /api/ecommerce/order/:id/items': { resource: 'order', action: 'update' },
  'POST /api/cms/tables/:id/data/search': { resource: 'cms', action: 'list' },
  'POST /api/cms/comments/bulk': { resource: 'cms', action: 'update' },
  'POST /api/cms/pages/:id/publish': { resource: 'cms', action: 'update' },
  'POST /api/cms/pages/:id/unpublish': { resource: 'cms', action: 'update' },
  'POST /api/cms/pages/:id/versions/:versionId/restore': { resource: 'cms', action: 'update' },
  'POST /api/newsletter/templates/preview': { resource: 'newsletter_template', action: 'read' },
  'POST /api/newsletter/campaigns/:id/test': { screen: 'newsletter_send' },
  'POST /api/newsletter/lists/:id/members': { resource: 'newsletter_list', action: 'update' },
  'POST /api/newsletter/lists/:id/members/remove': { resource: 'newsletter_list', action: 'update' },
  'POST /api/newsletter/lists/:id/import': { resource: 'newsletter_list', action: 'import' },
  'GET /api/newsletter/lists/:id/imports': { resource: 'newsletter_list', action: 'import' },
  'POST /api/newsletter/lists/:id/imports/:importId/revert': { resource: 'newsletter_list', action: 'import' },
  'PUT /api/library/progress': { resource: 'library_item', action: 'update' },
  // factory entities' own routes (`extend`) that are not what their method says
  'POST /api/library/item_list': { resource: 'library_item', action: 'list' },
  'POST /api/library/app_home_item_list': { resource: 'library_item', action: 'list' },
  'POST /api/library/item/:id/collection': { resource: 'library_item', action: 'update' },
  'POST /api/subscription/:id/status': { resource: 'subscription', action: 'update' },
  'POST /api/subscription/:id/change_option': { resource: 'subscription', action: 'update' },
  'POST /api/subscription_payment/:id/refund': { screen: 'charging' },
  'GET /api/messages/options': { resource: 'message', action: 'create' },
};

/**
 * The lists the admin exports outside the factory (each is read through its own list route, the file written in the
 * browser): what exporting each needs. The admin asks `POST /api/security_log/export` before it reads; the answer is
 * 403 without this, and the export stops. Factory entities export through their own `GET <base>/export`.
 */
const EXPORT_SOURCES: Record<string, Need> = {
  customers: { resource: 'person', action: 'export' },
  orders: { resource: 'order', action: 'export' },
  'deal-list': { screen: 'deals' },
  forms: { resource: 'form', action: 'export' },
  // `form_submissions/<form name>`
  form_submissions: { resource: 'form', action: 'export' },
  cms_table_rows: { resource: 'cms', action: 'export' },
  newsletter_contacts: { resource: 'newsletter', action: 'export' },
};

/** What exporting a list the admin names needs (`form_submissions/<form>` by its first part); undefined: no such list. */
export const exportNeed = (source: string): Need | undefined => EXPORT_SOURCES[source.split('/')[0]!];

/**
 * A factory entity's route need: its kind's action on the entity; reading it (list, one record) is also open to whoever
 * may list an entity whose records point at it (a product's categories and authors, a subscription's option), so a
 * list a role may see shows its references' names instead of a refusal.
 */
export function entityNeed(resource: string, action: Action, pointedAtBy: string[]): Need {
  const own: Need = { resource, action };
  if ((action !== 'list' && action !== 'read') || !pointedAtBy.length) return own;
  return { anyOf: [own, ...pointedAtBy.map((other): Need => ({ resource: other, action: 'list' }))] };
}

/**
 * A factory route's need from its method and its path below the entity's base. A reference right reaches the list
 * and one record only: a record's change history and the deleted bin show who changed what and what was removed,
 * which is reading the entity itself.
 */
export function crudNeed(resource: string, method: string, rest: string, pointedAtBy: string[]): Need {
  const ownReading = /^\/deleted$|\/changes$/.test(rest);
  return entityNeed(resource, crudAction(method, rest), ownReading ? [] : pointedAtBy);
}

/** A route's need when it is not what its kind or method says (`METHOD url`). */
export const exceptionalNeed = (method: string, url: string): Need | undefined => ROUTES[`${method} ${url}`];

/** What a bespoke route needs; undefined: superusers only. */
export function routeNeed(method: string, url: string): Need | undefined {
  const exact = exceptionalNeed(method, url);
  if (exact) return exact;
  const area = AREAS.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
  if (!area) return undefined;
  const [, need] = area;
  return typeof need === 'string' && need !== 'signed-in'
    ? { resource: need, action: byMethod(method, url) }
    : (need as Need);
}

/** A factory route's action from its path below the entity's base (list, read, create, update, delete, bulk, history, import, export). */
export function crudAction(method: string, rest: string): Action {
  if (/^\/import/.test(rest)) return 'import';
  if (rest === '/export') return 'export';
  if (rest === '/bulk/delete') return 'delete';
  if (rest.startsWith('/bulk/')) return 'update';
  if (/\/changes\/:entry\/revert$/.test(rest)) return 'update';
  if (/^\/deleted\/:entry\/restore$/.test(rest)) return 'create';
  if (/^\/deleted$|\/changes$/.test(rest)) return 'read';
  return byMethod(method, rest || '/');
}
