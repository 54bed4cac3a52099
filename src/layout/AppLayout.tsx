import { Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading, useAuthState } from 'react-admin';
import { authProvider } from '../authProvider';
import { loginPathFor } from '../authProvider/redirect';
import { useAppResources } from '../engine/registry';
import { appRoutes } from '../routes';
import NotFoundPage from '../screens/NotFoundPage';
import { lazyWithReload } from '../lib/lazyWithReload';
import { isKnownPath, knownPathPatterns } from './knownPaths';

// The frame's app bar, menus and their widgets are not part of the sign-in page's first load.
const SignedInFrame = lazyWithReload(() => import('./SignedInFrame'));
// Every signed-in page is drawn in it: fetched with the app, beside the session check rather than after it.
if (authProvider.mayBeSignedIn()) void SignedInFrame.preload();

/**
 * Sign-in is checked once, here, before the frame shows. Signed out, a known path goes to /login?redirect=...
 * by a plain redirect: react-admin's logout-on-failure clears the query cache, which re-runs the check while the
 * navigation is still pending and loops. An unknown path shows the public 404 instead.
 * Signed in, the frame (SignedInFrame) shows the page.
 */
const SignedInLayout = ({ children, known }: { children: ReactNode; known: boolean }) => {
  const location = useLocation();
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return <Loading />;
  if (!authenticated) return known ? <Navigate to={loginPathFor(location)} replace /> : <NotFoundPage />;
  return (
    <Suspense fallback={<Loading />}>
      <SignedInFrame>{children}</SignedInFrame>
    </Suspense>
  );
};

/** React-admin's layout: signed in, every path gets the frame (an unknown one the 404 inside it); signed out, see above. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useLocation();
  const resources = useAppResources();
  const patterns = useMemo(() => knownPathPatterns(resources, appRoutes), [resources]);
  return <SignedInLayout known={isKnownPath(pathname, patterns)}>{children}</SignedInLayout>;
};
