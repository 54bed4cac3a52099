/** Build-time and start-up settings of the admin. */

export type AuthMode = 'token' | 'cookie';

/** Where the API lives (VITE_API_URL, default `/api`), without a trailing slash. */
export const apiUrl: string = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');

/** Local-storage key that overrides VITE_AUTH_MODE at start-up (lets one build run both variants). */
export const AUTH_MODE_STORAGE_KEY = 'auth_mode';

const isAuthMode = (value: unknown): value is AuthMode => value === 'token' || value === 'cookie';

/**
 * The sign-in variant: `auth_mode` in local storage when set to token|cookie, else VITE_AUTH_MODE,
 * else token (variant A).
 */
export const readAuthMode = (
  stored: string | null = safeGet(AUTH_MODE_STORAGE_KEY),
  built: string | undefined = import.meta.env.VITE_AUTH_MODE,
): AuthMode => (isAuthMode(stored) ? stored : isAuthMode(built) ? built : 'token');

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
