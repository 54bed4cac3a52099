import { readAuthMode } from '../config';
import { setHttpAuth } from '../dataProvider/http';
import { resources } from '../resources';
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

const accessRules: AccessRules = Object.fromEntries(
  resources.flatMap((r) => (r.allows ? [[r.routeName, (user: CurrentUser, action: string) => r.allows!(user, actionOf(action))] as const] : [])),
);

/** The one auth provider of the app (variant from VITE_AUTH_MODE or the `auth_mode` storage key). */
export const authProvider = createAuthProvider(variant, accessRules);
