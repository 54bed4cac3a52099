import type { CurrentUser, SignupInput } from './types';

/** What differs between sign-in variant A (bearer token) and B (cookie session). */
export interface AuthVariant {
  mode: 'token' | 'cookie';
  /** Headers for every API request. */
  headers(): Record<string, string>;
  /** False when there is certainly no session (no stored token): skip asking the server. */
  mayBeSignedIn(): boolean;
  login(username: string, password: string): Promise<void>;
  logout(): Promise<void>;
  signup(input: SignupInput): Promise<CurrentUser | null>;
  recoverPassword(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** After the user changed their own password: keep what the server gave to carry on (a fresh token). */
  passwordChanged?(answer: { access_token?: string }): void;
}
