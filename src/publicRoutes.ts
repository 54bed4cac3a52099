import { matchPath, type RouteObject } from 'react-router';
import { localeStore } from './i18n/localeStore';
import { lazyRoute } from './lib/lazyWithReload';

/**
 * Pages anyone may open, without sign-in, the signed-in app or the resource definitions (the sign-in pages are
 * src/signin's): each is a route of the top router (src/main.tsx) with a root of its own, fetched when opened.
 */
export const publicRoutes: RouteObject[] = [
  // a form draws its own words (the forms domain file of the catalogue): they come with it
  {
    path: '/f/:name',
    lazy: lazyRoute(() =>
      Promise.all([
        import('./screens/forms/PublicFormRoot'),
        import('./screens/forms/formCatalog').then(({ loadFormCatalog }) => loadFormCatalog(localeStore.get())),
      ]).then(([{ PublicFormRoot }]) => ({ Component: PublicFormRoot })),
    ),
  },
];

/** A page a signed-out visitor may see: drawn without the resource definitions. */
export const isPublicPath = (pathname: string): boolean =>
  publicRoutes.some(({ path }) => matchPath(path!, pathname) !== null);
