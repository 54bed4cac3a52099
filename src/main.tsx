import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { loadCatalog } from './i18n/catalogs';
import { localeStore } from './i18n/localeStore';
import { reloadOnPreloadError } from './lib/lazyWithReload';
import { registerServiceWorker } from './widgets/offline/registerServiceWorker';

reloadOnPreloadError();
// The installable app (issue 26): the shell opens offline; production builds only.
registerServiceWorker();

// Real paths (no `#/`): the server answers every non-API path with index.html.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// English is fetched first only when it is the remembered language (Hebrew comes with the first load).
void loadCatalog(localeStore.get())
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
