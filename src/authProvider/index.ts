import { readAuthMode } from '../config';
import { setHttpAuth } from '../dataProvider/http';
import { loadResources } from '../resources/load';
import { cookieVariant } from './cookieVariant';
import { createAuthProvider, type AccessRules } from './createAuthProvider';
import { actionOf } from './permissions';
import type { CurrentUser } from './types';
import { tokenVariant } from './tokenVariant';

export type { AppAuthProvider } from './createAuthProvider';
export { authEvents } from './events';
export { displayName, type CurrentUser } from './types';

const variant = readAuthMode() === 'cookie' ? cookieVariant : tokenVariant;
setHttpAuth(variant);

// The resources' rules, read when react-admin first asks (signed in): the registry is not part of the first load.
let accessRules: Promise<AccessRules> | undefined;
const loadAccessRules = () =>
  (accessRules ??= loadResources().then((resources) =>
    Object.fromEntries(
      resources.flatMap((r) =>
        r.allows
          ? [[r.routeName, (user: CurrentUser, action: string) => r.allows!(user, actionOf(action))] as const]
          : [],
      ),
    ),
  ));

/** The one auth provider of the app (variant from VITE_AUTH_MODE or the `auth_mode` storage key). */
export const authProvider = createAuthProvider(variant, loadAccessRules);
