import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithReload, reloadForChunkError } from './lazyWithReload';

describe('a page chunk that fails to load', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    vi.stubGlobal('location', { ...window.location, pathname: '/shop/authors', search: '?page=2', hash: '', reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the browser at that path, once', () => {
    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('chunk_reload_path')).toBe('/shop/authors?page=2');
    // Failing again at the same path after the reload: no loop.
    expect(reloadForChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the browser is offline: the network failed, not the release', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(reloadForChunkError()).toBe(true);
  });

  it('lazy pages reload when their import fails and render when it works', async () => {
    const Broken = lazyWithReload(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Broken />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeInTheDocument();

    const Working = lazyWithReload(() => Promise.resolve({ default: () => <p>page</p> }));
    render(
      <Suspense fallback={null}>
        <Working />
      </Suspense>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(sessionStorage.getItem('chunk_reload_path')).toBeNull();
  });
});
