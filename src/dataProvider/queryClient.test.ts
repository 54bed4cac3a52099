import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { hashKey, QueryObserver } from '@tanstack/react-query';
import { createQueryClient, defaultStaleTime, markAskedAhead, shouldRetry } from './queryClient';

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

describe('a page asked for ahead of its screen', () => {
  it('is fresh for the screen that mounts after it, and like any other query once asked again', async () => {
    const client = createQueryClient();
    const ahead = ['customers', 'getList', { page: 1 }];
    const other = ['customers', 'getList', { page: 2 }];
    await client.prefetchQuery({ queryKey: ahead, queryFn: () => 'first' });
    markAskedAhead(hashKey(ahead), client.getQueryState(ahead)!.dataUpdateCount);
    await client.prefetchQuery({ queryKey: other, queryFn: () => 'other' });
    const query = (key: unknown[]) => client.getQueryCache().find({ queryKey: key })!;
    expect(defaultStaleTime(query(ahead))).toBeGreaterThan(0);
    expect(defaultStaleTime(query(other))).toBe(0);
    await client.refetchQueries({ queryKey: ahead });
    expect(defaultStaleTime(query(ahead))).toBe(0);
  });
});

describe("react-admin's session and access checks", () => {
  it('are not asked again as each component watching them mounts, only once marked stale', async () => {
    const client = createQueryClient();
    const check = vi.fn(() => true);
    const key = ['auth', 'canAccess', { resource: 'shop/products', action: 'list' }];
    const mount = () => {
      const observer = new QueryObserver(client, { queryKey: key, queryFn: check });
      return observer.subscribe(() => undefined);
    };
    const first = mount();
    await vi.waitFor(() => expect(client.getQueryData(key)).toBe(true));
    mount()();
    mount()();
    expect(check).toHaveBeenCalledTimes(1);
    await client.invalidateQueries({ queryKey: ['auth'] });
    expect(check).toHaveBeenCalledTimes(2);
    first();
  });
});
