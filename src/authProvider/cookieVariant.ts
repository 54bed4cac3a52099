import { http } from '../dataProvider/http';
import type { CurrentUser } from './types';
import type { AuthVariant } from './variant';

/** Variant B: an HttpOnly session cookie (fastapi-users conventions); requests carry credentials. */
export const cookieVariant: AuthVariant = {
  mode: 'cookie',
  headers: () => ({}),
  mayBeSignedIn: () => true,
  async login(username, password) {
    const form = new FormData();
    form.set('username', username);
    form.set('password', password);
    await http.post('/auth/cookie/login', undefined, { form, silent: true });
  },
  async logout() {
    await http.post('/auth/cookie/logout', undefined, { silent: true }).catch(() => undefined);
  },
  signup: (input) => http.post<CurrentUser>('/auth/register', input, { silent: true }),
  async recoverPassword(email) {
    await http.post('/auth/forgot-password', { email }, { silent: true });
  },
  async resetPassword(token, newPassword) {
    await http.post('/auth/reset-password', { token, password: newPassword }, { silent: true });
  },
};
