import { matchPath, type RouteObject } from 'react-router';
import { loadSignedInCatalog } from './i18n/catalogs';
import { lazyRoute } from './lib/lazyWithReload';

/**
 * Pages anyone may open, without sign-in, the signed-in app or the resource definitions (the sign-in pages are
 * src/signin's): each is a route of the top router (src/main.tsx) with a root of its own, fetched when opened.
 */
export const publicRoutes: RouteObject[] = [
  // a form draws the inputs' and the forms' messages: the signed-in part of the catalogue comes with it
  {
    path: '/f/:name',
    lazy: lazyRoute(() =>
      Promise.all([import('./screens/forms/PublicFormRoot'), loadSignedInCatalog()]).then(([{ PublicFormRoot }]) => ({
        Component: PublicFormRoot,
      })),
    ),
  },
];

/** A page a signed-out visitor may see: drawn without the resource definitions. */
export const isPublicPath = (pathname: string): boolean =>
  publicRoutes.some(({ path }) => matchPath(path!, pathname) !== null);
