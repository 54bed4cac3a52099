import { usePermissions } from 'react-admin';
import type { CurrentUser } from './types';

/** The signed-in user (null while loading or signed out). */
export const useCurrentUser = (): CurrentUser | null => {
  const { permissions } = usePermissions<CurrentUser | null>();
  return permissions ?? null;
};
