import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** Statuses that may pass if asked again: no answer at all, a timeout, a gateway or an unavailable server. */
const TRANSIENT = new Set([0, 408, 502, 503, 504]);
const MAX_RETRIES = 3;

/**
 * Whether a failed read is asked again (react-query's growing pauses): only when the failure may pass. A definite
 * answer (forbidden, not found, too many requests, a server error) is shown at once, not after seconds of retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isApiError(error) || TRANSIENT.has(error.status);
}

/** The admin's one query client: its retry rule for every read. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
