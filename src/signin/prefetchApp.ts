import { whenIdle } from '../lib/idle';

/** The meta tag the build writes into index.html (build/appFiles.ts): the signed-in app's files, space-separated. */
export const APP_FILES_META = 'app-files';

let started = false;

/**
 * Fetches the signed-in app's files into the browser's cache (`<link rel=prefetch>`: fetched, not run) once the page
 * has loaded and the browser is idle, so nothing competes with the sign-in page's own first paint and no script
 * runs on the main thread before it is needed.
 */
export function prefetchApp(): void {
  if (started) return;
  started = true;
  const start = () =>
    whenIdle(() => {
      const files =
        document.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`)?.content.split(' ').filter(Boolean) ??
        [];
      for (const href of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        document.head.append(link);
      }
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
