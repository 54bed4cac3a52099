import { Suspense, type ReactNode } from 'react';
import { Box, GlobalStyles } from '@mui/material';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, useLocation } from 'react-router';
import { Error as ErrorPage, Loading, useAuthState } from 'react-admin';
import { loginPathFor } from '../authProvider/redirect';
import { resources } from '../resources';
import { appRoutes } from '../routes';
import NotFoundPage from '../screens/NotFoundPage';
import { APP_BAR_HEIGHT, AppHeader } from './AppHeader';
import { BOTTOM_MENU_HEIGHT, BottomMenu } from './BottomMenu';
import { InLayoutContext } from './inLayout';
import { isKnownPath, knownPathPatterns } from './knownPaths';
import { useIsMobile, useNavOpen } from './navState';
import { Sidebar } from './Sidebar';

const patterns = knownPathPatterns(resources, appRoutes);

/**
 * The signed-in frame: app bar, sidebar (desktop) or bottom menu (under 768 px), the page.
 * Sign-in is checked once, here, before the frame shows. Signed out, a known path goes to /login?redirect=...
 * by a plain redirect: react-admin's logout-on-failure clears the query cache, which re-runs the check while the
 * navigation is still pending and looped for 11-17 s (issue 27). An unknown path shows the public 404 instead.
 */
const SignedInLayout = ({ children, known }: { children: ReactNode; known: boolean }) => {
  const isMobile = useIsMobile();
  const [navOpen, setNavOpen] = useNavOpen();
  const location = useLocation();
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return <Loading />;
  if (!authenticated) return known ? <Navigate to={loginPathFor(location)} replace /> : <NotFoundPage />;
  return (
    <InLayoutContext.Provider value>
      {/* What is scrolled to (a focused field, a link followed) stops clear of the fixed app bar and bottom menu. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: APP_BAR_HEIGHT + 8, scrollPaddingBottom: isMobile ? BOTTOM_MENU_HEIGHT + 16 : 0 } }} />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppHeader navOpen={navOpen} onToggleNav={isMobile ? undefined : () => setNavOpen(!navOpen)} />
        {isMobile ? null : <Sidebar open={navOpen} />}
        <Box
          component="main"
          id="main-content"
          sx={{
            flex: 1,
            minWidth: 0,
            pt: `${APP_BAR_HEIGHT + 8}px`,
            // Room for the bottom menu and, in forms, react-admin's pinned toolbar above it.
            pb: isMobile ? `${BOTTOM_MENU_HEIGHT + 88}px` : 2,
            px: { xs: 1, sm: 2 },
          }}
        >
          <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[location.pathname]}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
        {isMobile ? <BottomMenu /> : null}
      </Box>
    </InLayoutContext.Provider>
  );
};

/** React-admin's layout: signed in, every path gets the frame (an unknown one the 404 inside it); signed out, see above. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useLocation();
  return <SignedInLayout known={isKnownPath(pathname, patterns)}>{children}</SignedInLayout>;
};
