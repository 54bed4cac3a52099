import { Suspense, type ReactNode } from 'react';
import { Box, GlobalStyles } from '@mui/material';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { Error as ErrorPage, Loading } from 'react-admin';
import { AppHeader } from './AppHeader';
import { BottomMenu } from './BottomMenu';
import { APP_BAR_HEIGHT, BOTTOM_MENU_HEIGHT } from '../theme/dimensions';
import { InLayoutContext } from '../engine/inLayout';
import { useIsMobile } from '../theme/dimensions';
import { useNavOpen } from './navState';
import { Sidebar } from './Sidebar';
import ComposerDock from './ComposerDock';
import { ShortcutHandler } from '../widgets/shortcuts';

/**
 * The signed-in frame: app bar, sidebar (desktop) or bottom menu (under 768 px), the page, the keyboard shortcuts.
 * Loaded once signed in.
 */
export default function SignedInFrame({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [navOpen, setNavOpen] = useNavOpen();
  const location = useLocation();
  return (
    <InLayoutContext.Provider value>
      {/* What is scrolled to (a focused field, a link followed) stops clear of the fixed app bar and bottom menu. */}
      <GlobalStyles
        styles={{
          html: { scrollPaddingTop: APP_BAR_HEIGHT + 8, scrollPaddingBottom: isMobile ? BOTTOM_MENU_HEIGHT + 16 : 0 },
        }}
      />
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
        <ComposerDock />
        <ShortcutHandler />
      </Box>
    </InLayoutContext.Provider>
  );
}
