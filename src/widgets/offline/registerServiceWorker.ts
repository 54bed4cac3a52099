/** The build files this page has loaded so far (its entry and the lazy chunks of the screens opened). */
const loadedAssets = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);

/**
 * Registers the installable app's service worker (public/sw.js: the app shell for offline use, never /api), in
 * production builds only: in development Vite serves changing files the worker must not keep. The build files
 * loaded before the worker took over are handed to it, so the first visit's screens open offline too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ keep: loadedAssets() }))
      .catch(() => undefined);
  });
}
