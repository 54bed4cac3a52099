import { createElement } from 'react';
import { matchPath, useParams, type RouteObject } from 'react-router';
import { localeStore } from './i18n/localeStore';
import { lazyRoute } from './lib/lazyWithReload';
import { FORM_PATH } from './screens/forms/formPath';

/**
 * Pages anyone may open, without sign-in, the signed-in app or the resource definitions (the sign-in pages are
 * src/signin's): each is a route of the top router (src/main.tsx) with a root of its own, fetched when opened. A
 * built form page has an entry of its own besides (form.html, src/publicFormMain.tsx: the server sends it for /f/*),
 * without the router; the route draws it where index.html is served for its path (the dev server).
 */
export const publicRoutes: RouteObject[] = [
  // a form draws its own words (the forms domain file of the catalogue): they come with it
  {
    path: FORM_PATH,
    lazy: lazyRoute(() =>
      Promise.all([
        import('./screens/forms/PublicFormRoot'),
        import('./screens/forms/formCatalog').then(({ loadFormCatalog }) => loadFormCatalog(localeStore.get())),
      ]).then(([{ PublicFormRoot }]) => ({
        Component: function PublicFormRoute() {
          return createElement(PublicFormRoot, { name: useParams().name ?? '' });
        },
      })),
    ),
  },
];

/** A page a signed-out visitor may see: drawn without the resource definitions. */
export const isPublicPath = (pathname: string): boolean =>
  publicRoutes.some(({ path }) => matchPath(path!, pathname) !== null);
