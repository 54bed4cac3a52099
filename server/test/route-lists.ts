// The route lists the auth matrices share (auth-matrix.test.ts for credentials, roles-matrix.test.ts for roles):
// deliberate lists, so a new public or superuser-only route is added here by hand.

/** Routes anyone may call, signed in or not (method and URL pattern as the router holds them). */
export const PUBLIC_ROUTES = new Set([
  // OpenAPI documentation
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/health',
  // its own bearer token (METRICS_TOKEN), not a session: server/test/background-jobs.test.ts
  'GET /api/metrics',
  // signing in, signing up, recovery and invitations
  'POST /api/auth/login',
  'POST /api/auth/cookie/login',
  'POST /api/auth/register',
  'POST /api/auth/password-recovery',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/accept-invite/:token',
  'POST /api/users/signup',
  'POST /api/library/signup',
  // file links signed by the server
  'GET /api/files_v2/download',
  'GET /api/files_v2/thumbnail',
  // public forms
  'GET /api/form/:name/public',
  'POST /api/form/:name',
  'POST /api/form/:name/upload',
  // the website's public API
  'GET /api/cms/public/:websiteId',
  'GET /api/cms/public/:websiteId/pages/:slug',
  'GET /api/cms/public/:websiteId/articles',
  'GET /api/cms/public/:websiteId/popups',
  'GET /api/cms/public/:websiteId/tables/:tableId/data',
  'GET /api/cms/public/:websiteId/pages/:slug/comments',
  'POST /api/cms/public/:websiteId/pages/:slug/comments',
  // the payment page and the newsletter's pages for recipients (a signed token in the path)
  'GET /pay/:token',
  'POST /pay/:token',
  // PayPlus's callback (signed with the shared secret in its `hash` header)
  'POST /api/payment/payplus/callback',
  'GET /nl/u/:token',
  'POST /nl/u/:token',
  'GET /nl/v/:token',
  'GET /nl/o/:token',
  'GET /nl/c/:token',
  'GET /nl/confirm/:token',
  'POST /nl/confirm/:token',
]);

/** Routes for superusers only: a staff user gets 403 on these, and on no other route. */
export const SUPERUSER_ROUTES = new Set([
  'GET /api/jobs',
  'POST /api/jobs/:queue/:id/retry',
  'POST /api/jobs/:queue/:id/cancel',
  'POST /api/jobs/:queue/run',
  'GET /api/data/:table',
  'POST /api/data/:table',
  'GET /api/data/:table/:id',
  'PUT /api/data/:table/:id',
  'DELETE /api/data/:table/:id',
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/:id',
  'PATCH /api/users/:id',
  'DELETE /api/users/:id',
  'POST /api/subscription_payment/charge_scheduled_subscriptions',
  'GET /api/subscription_payment/charge_runs',
  'GET /api/subscription_payment/charge_runs/:key',
  'GET /api/email/accounts',
  'POST /api/email/accounts',
  'POST /api/email/accounts/test',
  'GET /api/email/accounts/:id',
  'PATCH /api/email/accounts/:id',
  'DELETE /api/email/accounts/:id',
  'GET /api/email/accounts/:id/emails',
  'POST /api/email/accounts/:id/check',
  'GET /api/files_v2/browse',
  'GET /api/files_v2/folders',
  'GET /api/security_log',
]);

/** The library app's calls an app reader may make; every other guarded route answers a reader 401/403. */
export const READER_ROUTES = new Set([
  'POST /api/library/item_list',
  'POST /api/library/app_home_item_list',
  'GET /api/library/category_list',
  'GET /api/advert/get_list',
  'POST /api/advert/:id/impression',
  'POST /api/advert/:id/click',
  'GET /api/library/lib_item_link/user',
  'PUT /api/library/progress',
  'GET /api/library/item/:id/content',
  'GET /api/library/item/:id',
]);

/** Superuser-only: the listed routes, and every route of roles (the factory entity and its catalogue). */
export const superuserOnly = (r: { method: string; url: string }): boolean =>
  SUPERUSER_ROUTES.has(route(r)) || r.url === '/api/roles' || r.url.startsWith('/api/roles/');

/** Event streams stay open: a signed-in request is read as a stream (its status, then closed), not to its end. */
export const STREAM_ROUTES = new Set(['GET /api/notifications/stream']);

export const route = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** A request for a route pattern: path parameters filled in, an empty JSON object as the body of a write. */
export function requestFor(r: { method: string; url: string }, headers: Record<string, string>) {
  const url = r.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x')).replace('*', 'x');
  const write = !['GET', 'DELETE', 'OPTIONS'].includes(r.method);
  return {
    method: r.method as 'GET',
    url,
    headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: write ? '{}' : undefined,
  };
}
