import type { ComponentProps } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage } from 'react-admin';
import { lazyWithReload } from '../lib/lazyWithReload';
import { ToastBridge } from '../notifications/ToastBridge';
import AccessDeniedPage from '../screens/AccessDeniedPage';
import NotFoundPage from '../screens/NotFoundPage';
import { AppLayout } from './AppLayout';

const HomePage = lazyWithReload(() => import('./HomePage'));

/**
 * react-admin's AdminUI with only the parts this app uses: its layout, home page, pages for an unknown address and
 * for a screen the user may not open, and its toasts. Its own defaults (the sign-in page and its form, the standard
 * layout with its app bar, menu and sidebar, the default notification) are imported by AdminUI whether given or not,
 * and they weighed a fifth of the signed-in first load. The sign-in pages are the top router's (main.tsx); there is
 * no sign-in callback page.
 */
export const AppAdminUI = ({ children }: Pick<ComponentProps<typeof CoreAdminUI>, 'children'>) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      error={ErrorPage}
      loading={LoadingPage}
      authenticationError={AuthenticationError}
      layout={AppLayout}
      dashboard={HomePage}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedPage}
      disableTelemetry
    >
      {children}
    </CoreAdminUI>
    <ToastBridge />
  </CssBaseline>
);
