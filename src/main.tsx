import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadCatalog } from './i18n/catalogs';
import { localeStore } from './i18n/localeStore';
import { isPublicPath, publicRoutes } from './publicRoutes';
import { loadAccessRules, loadResources } from './resources/load';
import { lazyRoute, reloadOnPreloadError } from './lib/lazyWithReload';
import { isSignInPath, signInRoutes } from './signin/routes';
import { authProvider, provideAccessRules } from './authProvider';
import { loginPathFor } from './authProvider/redirect';
import { registerServiceWorker } from './widgets/offline/registerServiceWorker';

reloadOnPreloadError();
provideAccessRules(loadAccessRules);
// The installable app: the shell opens offline; production builds only.
registerServiceWorker();

// A visit to home that is certainly signed out (token sign-in without a token) goes straight to the sign-in page,
// without fetching the app's code only for the app to send it there. Anything else is the app's to judge (a cookie
// session needs the server's word; a signed-out visitor sees the public 404 on a path that is no page).
if (window.location.pathname === '/' && !authProvider.mayBeSignedIn())
  window.history.replaceState(null, '', loginPathFor(window.location));

// English is fetched first only when it is the remembered language (Hebrew's signed-out part comes with the first
// load).
const catalog = loadCatalog(localeStore.get()).catch(() => undefined);

/** Resolves once the router has the first page's code (the app's chunk, unless a sign-in page is asked for). */
const routerReady = (ready: ReturnType<typeof createBrowserRouter>) =>
  new Promise<void>((resolve) => {
    if (ready.state.initialized) return resolve();
    const stop = ready.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const { pathname } = window.location;
// A signed-in page's resource definitions and the rest of the catalogue are fetched at once, beside the sign-in
// check and the app's code (a failure is tried again when the page is drawn); the public pages never need them.
// The session check (GET /users/me) too: the first screen's data waits for its answer.
if (!isSignInPath(pathname) && !isPublicPath(pathname)) {
  void loadResources().catch(() => undefined);
  if (authProvider.mayBeSignedIn()) void authProvider.loadUser();
}
// Real paths (no `#/`): the server answers every non-API path with index.html. The sign-in pages are plain React
// (src/signin: react-admin and MUI would cost the sign-in page's first paint); the public pages have roots of their
// own (a customer's phone loads none of the signed-in app); every other path is the app, its code fetched by the
// router before the app is drawn (signing in: before the sign-in page is left).
const router = createBrowserRouter([
  ...signInRoutes,
  ...publicRoutes,
  { path: '*', lazy: lazyRoute(() => import('./App').then(({ App }) => ({ Component: App }))) },
]);

// The first render as a transition: React draws it in slices between which the browser stays free (one
// render of the sign-in page was a single task of about a second on a slow phone). Until then index.html's boot
// shell stays on screen.
void Promise.all([catalog, routerReady(router)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});
