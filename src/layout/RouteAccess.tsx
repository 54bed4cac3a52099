import type { ComponentType } from 'react';
import { usePermissions } from 'react-admin';
import type { CurrentUser } from '../authProvider/types';
import AccessDeniedPage from '../screens/AccessDeniedPage';

/** A bespoke screen for the users its `access` lets in; others see the access-denied page instead of its API's 403s. */
export const RouteAccess = ({
  screen: Screen,
  access,
}: {
  screen: ComponentType;
  access?: (user: CurrentUser) => boolean;
}) => {
  const { permissions: user, isPending } = usePermissions<CurrentUser | null>();
  if (!access) return <Screen />;
  if (isPending) return null;
  return user && access(user) ? <Screen /> : <AccessDeniedPage />;
};
