import type { CurrentUser } from './types';

/** What a role grants on a resource (server/src/auth/permissions.ts holds the catalogue). */
import type { Action } from '../../definitions/entity/defineEntity';

export type { Action };

/** React-admin's access actions (canAccess, its buttons and pages) in the server's words. */
const RA_ACTIONS: Record<string, Action> = {
  list: 'list',
  show: 'read',
  edit: 'update',
  create: 'create',
  clone: 'create',
  delete: 'delete',
  export: 'export',
  import: 'import',
};
export const actionOf = (raAction: string): Action => RA_ACTIONS[raAction] ?? 'read';

const ALL = '*';

/**
 * Whether the user's roles grant this action on the server's resource: superusers always; a server that sends no
 * grants (one without roles) is left to refuse by itself.
 */
export function can(user: CurrentUser, resource: string, action: Action): boolean {
  if (user.is_superuser || !user.permissions) return true;
  const { resources } = user.permissions;
  return Boolean(resources[ALL]?.includes(action) || resources[resource]?.includes(action));
}

/** Whether the user's roles open a bespoke screen (deals, support, newsletter_send, charging). */
export function canScreen(user: CurrentUser, screen: string): boolean {
  if (user.is_superuser || !user.permissions) return true;
  return user.permissions.screens.includes(ALL) || user.permissions.screens.includes(screen);
}
