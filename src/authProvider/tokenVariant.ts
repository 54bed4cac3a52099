import { http } from '../dataProvider/http';
import { storage } from '../lib/storage';
import type { CurrentUser } from './types';
import type { AuthVariant } from './variant';

/** Local-storage key of variant A's access token. */
export const TOKEN_STORAGE_KEY = 'access_token';

/** A `token` query parameter on the page address (reset links) overrides the stored token. */
export const currentToken = (search = window.location.search): string | null =>
  new URLSearchParams(search).get('token') || storage.get(TOKEN_STORAGE_KEY);

/** Variant A: bearer token from POST /auth/login, kept under `access_token`. */
export const tokenVariant: AuthVariant = {
  mode: 'token',
  headers(): Record<string, string> {
    const token = currentToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  mayBeSignedIn: () => Boolean(storage.get(TOKEN_STORAGE_KEY)),
  async login(username, password) {
    const form = new URLSearchParams({ username, password });
    const { access_token } = await http.post<{ access_token: string }>('/auth/login', undefined, {
      form,
      silent: true,
    });
    storage.set(TOKEN_STORAGE_KEY, access_token);
  },
  async logout() {
    storage.remove(TOKEN_STORAGE_KEY);
  },
  // A password change ends every token made before it; the server hands this session a new one.
  passwordChanged(answer) {
    if (answer.access_token) storage.set(TOKEN_STORAGE_KEY, answer.access_token);
  },
  signup: (input) => http.post<CurrentUser>('/users/signup', input, { silent: true }),
  async recoverPassword(email) {
    await http.post('/auth/password-recovery', { email }, { silent: true });
  },
  async resetPassword(token, newPassword) {
    await http.post(
      '/auth/reset-password',
      { token, new_password: newPassword },
      { silent: true, headers: { Authorization: `Bearer ${token}` } },
    );
  },
};
