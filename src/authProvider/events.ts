import { createEmitter } from '../lib/emitter';
import type { CurrentUser } from './types';

export interface AuthEvents extends Record<string, unknown> {
  login: CurrentUser;
  logout: null;
  signup: CurrentUser | null;
  'password-reset': null;
  'profile-update': CurrentUser;
  'auth-check': CurrentUser;
}

/** Auth state changes, for any code that wants to follow them: `authEvents.on('login', user => ...)`. */
export const authEvents = createEmitter<AuthEvents>();
