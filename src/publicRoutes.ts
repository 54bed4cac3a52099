import { matchPath } from 'react-router';
import { loadSignedInCatalog } from './i18n/catalogs';
import { lazyWithReload } from './lib/lazyWithReload';

/** Pages outside the layout that need no sign-in, besides react-admin's own /login (its `loginPage`). */
export const publicRoutes = [
  { path: '/signup', component: lazyWithReload(() => import('./screens/auth/SignupPage')) },
  { path: '/forgot-password', component: lazyWithReload(() => import('./screens/auth/ForgotPasswordPage')) },
  { path: '/resetPassword', component: lazyWithReload(() => import('./screens/auth/ResetPasswordPage')) },
  // a form draws the inputs' and the forms' messages: the signed-in part of the catalogue comes with it
  {
    path: '/f/:name',
    component: lazyWithReload(() => Promise.all([import('./screens/forms/PublicFormPage'), loadSignedInCatalog()]).then(([page]) => page)),
  },
];

/** A page a signed-out visitor may see: drawn without the resource definitions. */
export const isPublicPath = (pathname: string): boolean =>
  pathname === '/login' || publicRoutes.some(({ path }) => matchPath(path, pathname) !== null);
