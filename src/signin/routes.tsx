import type { RouteObject } from 'react-router';
import { PUBLIC_AUTH_PATHS } from '../authProvider/redirect';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';
import SignupPage from './SignupPage';

/**
 * The signed-out pages, drawn without react-admin or MUI (the sign-in page's first paint); the top router
 * (src/main.tsx) puts them beside the app. One small chunk: they come with the first load.
 */
export const signInRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/resetPassword', element: <ResetPasswordPage /> },
];

/** Whether the path is one of the sign-in pages. */
export const isSignInPath = (pathname: string): boolean => (PUBLIC_AUTH_PATHS as readonly string[]).includes(pathname);
