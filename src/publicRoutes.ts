import { matchPath } from 'react-router';
import { lazyWithReload } from './lib/lazyWithReload';

/** Pages outside the layout that need no sign-in, besides react-admin's own /login (its `loginPage`). */
export const publicRoutes = [
  { path: '/signup', component: lazyWithReload(() => import('./screens/auth/SignupPage')) },
  { path: '/forgot-password', component: lazyWithReload(() => import('./screens/auth/ForgotPasswordPage')) },
  { path: '/resetPassword', component: lazyWithReload(() => import('./screens/auth/ResetPasswordPage')) },
  { path: '/f/:name', component: lazyWithReload(() => import('./screens/forms/PublicFormPage')) },
];

/** A page a signed-out visitor may see: drawn without the resource definitions. */
export const isPublicPath = (pathname: string): boolean =>
  pathname === '/login' || publicRoutes.some(({ path }) => matchPath(path, pathname) !== null);
