import { matchPath } from 'react-router';
import { loadSignedInCatalog } from './i18n/catalogs';
import { lazyWithReload } from './lib/lazyWithReload';

/** Pages of the app outside the layout that need no sign-in (the sign-in pages themselves are src/signin's, not the app's). */
export const publicRoutes = [
  // a form draws the inputs' and the forms' messages: the signed-in part of the catalogue comes with it
  {
    path: '/f/:name',
    component: lazyWithReload(() => Promise.all([import('./screens/forms/PublicFormPage'), loadSignedInCatalog()]).then(([page]) => page)),
  },
];

/** A page a signed-out visitor may see: drawn without the resource definitions. */
export const isPublicPath = (pathname: string): boolean => publicRoutes.some(({ path }) => matchPath(path, pathname) !== null);
