import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { shouldRetry } from './queryClient';

describe('the read retry rule', () => {
  it('asks again after no answer or a passing server failure, at most three times', () => {
    for (const status of [0, 408, 502, 503, 504]) expect(shouldRetry(0, new ApiError('x', status))).toBe(true);
    expect(shouldRetry(2, new ApiError('x', 0))).toBe(true);
    expect(shouldRetry(3, new ApiError('x', 0))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('shows a definite answer at once', () => {
    for (const status of [401, 403, 404, 409, 418, 422, 429, 500])
      expect(shouldRetry(0, new ApiError('x', status))).toBe(false);
  });
});
