/** Public pages (no menu, no sign-in needed). A signed-in user on one of the first four goes home. */
export const PUBLIC_AUTH_PATHS = ['/login', '/signup', '/forgot-password', '/resetPassword'] as const;

type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** `/login?redirect=<full path>` for the page the user is on (plain `/login` from home or login). */
export function loginPathFor(location: LocationLike = window.location): string {
  const full = `${location.pathname}${location.search}${location.hash}`;
  if (location.pathname === '/' && !location.search && !location.hash) return '/login';
  // Already on the sign-in page (a second check failing): keep its redirect.
  if (location.pathname === '/login') return `/login${location.search}`;
  if ((PUBLIC_AUTH_PATHS as readonly string[]).includes(location.pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(full)}`;
}

/**
 * Where to go after signing in: the `redirect` query parameter when it is a path of this app
 * (never another site, never a public auth page), else `/`.
 */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const pathname = target.split(/[?#]/)[0];
  if ((PUBLIC_AUTH_PATHS as readonly string[]).includes(pathname)) return '/';
  return target;
}
