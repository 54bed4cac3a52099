import { createEmitter } from '../lib/emitter';
import type { ApiError } from './errors';

export interface ApiEvents extends Record<string, unknown> {
  /** A call failed (not emitted for calls made with `silent: true`). */
  error: { error: ApiError; method: string; path: string };
  /** A call was answered 401: the session is gone. */
  unauthorized: { path: string };
}

/** Failures of API calls, for the global handler (red toasts, sign-in redirect) and anyone else. */
export const apiEvents = createEmitter<ApiEvents>();
