import { useCanAccess, useResourceContext } from 'react-admin';

/**
 * Query options that keep a generated page's read from being sent until the auth provider allows the action.
 * react-admin's controllers start their query once the access check has answered, even when it answered no (they
 * only then redirect to the access-denied page): a 403 would come back and its red toast would repeat what that
 * page already says. With these options a denied user's page sends nothing.
 */
export function useAllowedQuery(action: 'list' | 'edit' | 'show'): { enabled: boolean } {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action });
  return { enabled: canAccess === true };
}
