import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvents } from './apiEvents';
import { buildUrl, isInvalidEndpoint, request } from './http';

let fetchMock: ReturnType<typeof vi.fn>;
const seen: string[] = [];
const offs: Array<() => void> = [];

beforeEach(() => {
  seen.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  offs.push(apiEvents.on('error', ({ error }) => seen.push(`error:${error.status}:${error.message}`)));
  offs.push(apiEvents.on('unauthorized', ({ path }) => seen.push(`unauthorized:${path}`)));
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
});

describe('HTTP client', () => {
  it("refuses an endpoint containing undefined or null with 'Invalid endpoint', without calling the server", async () => {
    await expect(request('/authors/undefined')).rejects.toMatchObject({ message: 'כתובת שירות לא תקינה' });
    await expect(request('/person/null/phone')).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isInvalidEndpoint('/authors/12')).toBe(false);
    expect(isInvalidEndpoint('/person/search/nullify')).toBe(false);
    expect(seen).toHaveLength(2);
  });

  it('builds query strings without empty values, repeating arrays', () => {
    expect(buildUrl('/users/', { skip: 0, limit: 100, q: '', x: undefined, tag: ['a', 'b'], on: true })).toBe(
      '/api/users/?skip=0&limit=100&tag=a&tag=b&on=true',
    );
  });

  it('reports failures to the global handler; a 401 also signs out', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'Not authenticated' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(request('/authors/')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['unauthorized:/authors/', 'error:401:נדרשת התחברות. נא להיכנס למערכת.']);
  });

  it('a network failure is status 0; silent calls stay silent', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/authors/', { silent: true })).rejects.toMatchObject({
      status: 0,
      message: 'אירעה שגיאת רשת. נא לבדוק את החיבור.',
    });
    expect(seen).toEqual([]);
  });

  it('sends JSON with credentials and answers the parsed body (null for 204)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    expect(await request('/authors/', { method: 'POST', json: { name: 'A' } })).toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"A"}' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await request('/authors/1', { method: 'DELETE' })).toBeNull();
  });
});
