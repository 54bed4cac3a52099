import type { AuthProvider, UserIdentity } from 'ra-core';
import { isApiError } from '../dataProvider/errors';
import { http } from '../dataProvider/http';
import { authEvents } from './events';
import { loginPathFor } from './redirect';
import {
  displayName,
  normaliseEmail,
  type CurrentUser,
  type PasswordChangeInput,
  type ProfileInput,
  type SignupInput,
} from './types';
import type { AuthVariant } from './variant';

/** Who may do what on a resource: route name → rule given react-admin's action (resources without a rule are open to every signed-in user). */
export type AccessRules = Record<string, (user: CurrentUser, action: string) => boolean>;

/** React-admin's AuthProvider plus the account actions (sign-up, recovery, reset, profile). */
export interface AppAuthProvider extends AuthProvider {
  mode: AuthVariant['mode'];
  getCurrentUser(): CurrentUser | null;
  /** False when there is certainly no session (token sign-in without a token), known without asking the server. */
  mayBeSignedIn(): boolean;
  /** Loads the user from GET /users/me unless already loaded; false when there is no session. */
  loadUser(): Promise<CurrentUser | false>;
  signup(input: SignupInput): Promise<CurrentUser | null>;
  recoverPassword(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  updateProfile(input: ProfileInput): Promise<CurrentUser>;
  updatePassword(input: PasswordChangeInput): Promise<void>;
  /** Forgets the session locally (after a 401), without calling the server. */
  clearSession(): void;
}

/**
 * The signed-in user as last read, kept for this tab only (sessionStorage): a reload while offline (the installed
 * app's kept shell) then opens the admin with its offline banner instead of the sign-in page. Used only when
 * GET /users/me cannot be reached at all; any answer of the server (a 401 included) decides as usual.
 */
const lastUser = {
  key: 'last_user',
  get(): CurrentUser | null {
    try {
      return JSON.parse(window.sessionStorage.getItem(this.key) ?? 'null') as CurrentUser | null;
    } catch {
      return null;
    }
  },
  set(value: CurrentUser | null): void {
    try {
      if (value) window.sessionStorage.setItem(this.key, JSON.stringify(value));
      else window.sessionStorage.removeItem(this.key);
    } catch {
      /* storage unavailable: offline reloads sign in again */
    }
  },
};

export function createAuthProvider(
  variant: AuthVariant,
  accessRules: () => AccessRules | Promise<AccessRules> = () => ({}),
): AppAuthProvider {
  let user: CurrentUser | null = null;
  let pending: Promise<CurrentUser | false> | null = null;

  const fetchUser = () => http.get<CurrentUser>('/users/me', { silent: true });

  const loadUser = (): Promise<CurrentUser | false> => {
    if (user) return Promise.resolve(user);
    if (!variant.mayBeSignedIn()) return Promise.resolve(false);
    pending ??= fetchUser()
      .then((loaded) => {
        user = loaded;
        lastUser.set(loaded);
        authEvents.emit('auth-check', loaded);
        return loaded;
      })
      .catch((error: unknown) => {
        const unreachable = isApiError(error) && error.status === 0;
        if (!unreachable) lastUser.set(null); // the server answered: no session
        return (unreachable && lastUser.get()) || (false as const);
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  const clearSession = () => {
    user = null;
    lastUser.set(null);
    void variant.logout();
  };

  const identity = (u: CurrentUser): UserIdentity => ({ ...u, id: u.id, fullName: displayName(u) });

  return {
    mode: variant.mode,
    getCurrentUser: () => user,
    mayBeSignedIn: () => user !== null || variant.mayBeSignedIn(),
    loadUser,
    clearSession,

    async login({ username, password }: { username: string; password: string }) {
      await variant.login(normaliseEmail(username), password);
      user = null;
      // an account the admin refuses (a library app reader's: 403) keeps no session here
      const loaded = await fetchUser().catch(async (error: unknown) => {
        await variant.logout();
        throw error;
      });
      user = loaded;
      lastUser.set(loaded);
      authEvents.emit('login', loaded);
    },

    async logout() {
      const hadUser = user !== null;
      user = null;
      lastUser.set(null);
      await variant.logout();
      if (hadUser) authEvents.emit('logout', null);
      return '/login';
    },

    async checkAuth() {
      if (await loadUser()) return;
      // The page asked for comes back as ?redirect=; the sign-in page explains nothing more.
      throw { redirectTo: loginPathFor(window.location), message: false };
    },

    // 401 and every other API error are handled once, by the global handler (see ApiErrorHandler).
    checkError: async () => undefined,

    async getIdentity() {
      const loaded = await loadUser();
      if (!loaded) throw new Error('Not signed in');
      return identity(loaded);
    },

    getPermissions: async () => (await loadUser()) || null,

    async canAccess({ resource, action }: { resource?: string; action?: string }) {
      const loaded = await loadUser();
      if (!loaded) return false;
      const rule = resource ? (await accessRules())[resource] : undefined;
      return rule ? rule(loaded, action ?? 'list') : true;
    },

    // The server opens no session on signup: the new user signs in next.
    async signup(input) {
      const created = await variant.signup({ ...input, email: normaliseEmail(input.email) });
      const account = created && typeof created === 'object' && 'id' in created ? created : null;
      authEvents.emit('signup', account);
      return account;
    },

    recoverPassword: (email) => variant.recoverPassword(normaliseEmail(email)),

    async resetPassword(token, newPassword) {
      await variant.resetPassword(token, newPassword);
      authEvents.emit('password-reset', null);
    },

    async updateProfile(input) {
      const updated = await http.patch<CurrentUser>('/users/me', input);
      user = { ...(user ?? updated), ...updated };
      authEvents.emit('profile-update', user);
      return user;
    },

    async updatePassword(input) {
      const answer = await http.patch<{ access_token?: string }>('/users/me/password', input);
      variant.passwordChanged?.(answer ?? {});
      authEvents.emit('password-reset', null);
    },
  };
}
