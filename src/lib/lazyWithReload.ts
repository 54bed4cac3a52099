import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOADED_KEY = 'chunk_reload_path';

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * A page chunk failed to load (usually a new release replaced it): reload the browser at the
 * path the user is going to, once; a second failure at the same path is left to the error page.
 * Returns true when a reload was started.
 */
export function reloadForChunkError(): boolean {
  const path = currentPath();
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) === path) return false;
    window.sessionStorage.setItem(RELOADED_KEY, path);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

const chunkLoaded = () => {
  try {
    window.sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    /* ignore */
  }
};

/** A chunk's import that reloads the page when the chunk cannot be fetched (staying pending while the reload starts). */
function withReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (module) => {
        chunkLoaded();
        return module;
      },
      (error: unknown) => {
        // While the reload starts, stay pending rather than flash an error.
        if (reloadForChunkError()) return new Promise<never>(() => undefined);
        throw error;
      },
    );
}

/** React.lazy that reloads the page when the chunk cannot be fetched. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(withReload(load));
}

/** A react-router route's `lazy` (the router fetches it before it leaves the page shown) that reloads like lazyWithReload. */
export function lazyRoute(
  load: () => Promise<{ Component: ComponentType }>,
): () => Promise<{ Component: ComponentType }> {
  return withReload(load);
}

/** Vite reports failed preloads of dynamic imports with this event. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
