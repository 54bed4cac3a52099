import { readAuthMode } from '../config';
import { setHttpAuth } from '../dataProvider/http';
import { cookieVariant } from './cookieVariant';
import { createAuthProvider, type AccessRules } from './createAuthProvider';
import { tokenVariant } from './tokenVariant';

export type { AccessRules, AppAuthProvider } from './createAuthProvider';
export { authEvents } from './events';
export { displayName, type CurrentUser } from './types';

const variant = readAuthMode() === 'cookie' ? cookieVariant : tokenVariant;
setHttpAuth(variant);

// The resources' rules: the registry hands its loader over as the app starts (src/main.tsx), so the auth provider
// stands below the resources and the registry stays out of the signed-out first load. A check waits for the loader.
let handOver: (load: () => Promise<AccessRules>) => void = () => undefined;
const rulesLoader = new Promise<() => Promise<AccessRules>>((resolve) => (handOver = resolve));
let accessRules: Promise<AccessRules> | undefined;
export const provideAccessRules = (load: () => Promise<AccessRules>): void => handOver(load);
const loadAccessRules = () => (accessRules ??= rulesLoader.then((load) => load()));

/** The one auth provider of the app (variant from VITE_AUTH_MODE or the `auth_mode` storage key). */
export const authProvider = createAuthProvider(variant, loadAccessRules);
