import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOADED_KEY = 'chunk_reload_path';

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * A page chunk failed to load (usually a new release replaced it): reload the browser at the
 * path the user is going to, once; a second failure at the same path is left to the error page.
 * Offline it is the network, not a release: a reload would fetch nothing new and lose what is on the page, so the
 * failure is left to the caller (the offline banner says why). Returns true when a reload was started.
 */
export function reloadForChunkError(): boolean {
  if (!navigator.onLine) return false;
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

/** A component whose code can be fetched before it is drawn (the first screen's, as soon as the route is known). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/** Whether a component can be preloaded (lazyWithReload's, lazyPage's, a generated view). */
export const isPreloadable = (component: unknown): component is Preloadable =>
  (typeof component === 'function' || typeof component === 'object') &&
  component !== null &&
  typeof (component as Partial<Preloadable>).preload === 'function';

/**
 * React.lazy that reloads the page when the chunk cannot be fetched. `preload()` fetches the chunk ahead of the first
 * render; the render then uses the same fetch (one import per component; a failed one is tried again).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & Preloadable {
  let pending: Promise<{ default: T }> | undefined;
  const loadOnce = () => {
    pending ??= withReload(load)().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(loadOnce), { preload: () => loadOnce().catch(() => undefined) });
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
