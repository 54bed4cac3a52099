import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { loadCatalog } from './i18n/catalogs';
import { localeStore } from './i18n/localeStore';
import { isPublicPath } from './publicRoutes';
import { loadResources } from './resources/load';
import { reloadOnPreloadError } from './lib/lazyWithReload';
import { registerServiceWorker } from './widgets/offline/registerServiceWorker';

reloadOnPreloadError();
// The installable app (issue 26): the shell opens offline; production builds only.
registerServiceWorker();

// Real paths (no `#/`): the server answers every non-API path with index.html.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// English is fetched first only when it is the remembered language (Hebrew's signed-out part comes with the first
// load).
const catalog = loadCatalog(localeStore.get()).catch(() => undefined);

// A signed-in page's resource definitions and the rest of the catalogue are fetched at once, beside the sign-in check
// (a failure is tried again when the page is drawn); the public pages never need them.
if (!isPublicPath(window.location.pathname)) void loadResources().catch(() => undefined);

// The first render as a transition: React draws it in slices between which the browser stays free (issue 25: one
// render of the sign-in page was a single task of about a second on a slow phone).
void catalog.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});
