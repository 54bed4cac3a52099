import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { Error as ErrorPage, Loading, useAuthState } from 'react-admin';
import { resources } from '../resources';
import { appRoutes } from '../routes';
import NotFoundPage from '../screens/NotFoundPage';
import { APP_BAR_HEIGHT, AppHeader } from './AppHeader';
import { BOTTOM_MENU_HEIGHT, BottomMenu } from './BottomMenu';
import { isKnownPath, knownPathPatterns } from './knownPaths';
import { useIsMobile, useNavOpen } from './navState';
import { Sidebar } from './Sidebar';

const patterns = knownPathPatterns(resources, appRoutes);

/** The signed-in frame: app bar, sidebar (desktop) or bottom menu (under 768 px), the page. */
const SignedInLayout = ({ children }: { children: ReactNode }) => {
  const isMobile = useIsMobile();
  const [navOpen, setNavOpen] = useNavOpen();
  const { pathname } = useLocation();
  // Sign-in is checked before the frame shows; a missing session goes to /login?redirect=...
  const { isPending, authenticated } = useAuthState(undefined, true);
  if (isPending || !authenticated) return <Loading />;
  return (
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
        <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[pathname]}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </ErrorBoundary>
      </Box>
      {isMobile ? <BottomMenu /> : null}
    </Box>
  );
};

/** React-admin's layout: known paths get the signed-in frame, any other path the public 404. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useLocation();
  if (!isKnownPath(pathname, patterns)) return <NotFoundPage />;
  return <SignedInLayout>{children}</SignedInLayout>;
};
