import type { AccessRules } from '../authProvider';
import { actionOf } from '../authProvider/permissions';
import type { CurrentUser } from '../authProvider/types';
import { loadSignedInCatalog } from '../i18n/catalogs';
import type { AppResource } from '../engine/resourceTypes';

let loaded: AppResource[] | undefined;
let pending: Promise<AppResource[]> | undefined;

/** The registry if it is here already. */
export const loadedResources = (): AppResource[] | undefined => loaded;

/**
 * The registry (./index: every resource definition), fetched once with the signed-in part of the catalogue. Neither
 * is part of the signed-out first load: only a signed-in page needs them. A failed fetch is tried again on the next
 * call.
 */
export function loadResources(): Promise<AppResource[]> {
  pending ??= Promise.all([import('./index'), loadSignedInCatalog()]).then(
    ([registry]) => (loaded = registry.resources),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Who may do what, by route name, from the resources' rules: handed to the auth provider as the app starts. */
export const loadAccessRules = (): Promise<AccessRules> =>
  loadResources().then((resources) =>
    Object.fromEntries(
      resources.flatMap((r) =>
        r.allows
          ? [[r.routeName, (user: CurrentUser, action: string) => r.allows!(user, actionOf(action))] as const]
          : [],
      ),
    ),
  );
