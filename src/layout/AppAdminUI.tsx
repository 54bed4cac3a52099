import { createElement, type ComponentProps, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage } from 'react-admin';

type Props = Omit<ComponentProps<typeof CoreAdminUI>, 'loginPage' | 'authCallbackPage'> & {
  notification: ComponentType;
};

/**
 * react-admin's AdminUI with only the parts this app uses. Its own defaults (the sign-in page and its form, the
 * standard layout with its app bar, menu and sidebar, the default notification) are imported by AdminUI whether
 * given or not, and they weighed a fifth of the signed-in first load. The sign-in pages are the top router's
 * (main.tsx); there is no sign-in callback page.
 */
export const AppAdminUI = ({ notification, ...props }: Props) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI error={ErrorPage} loading={LoadingPage} authenticationError={AuthenticationError} {...props} />
    {createElement(notification)}
  </CssBaseline>
);
