import { AppBar, Box, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { TitlePortal, useTranslate } from 'react-admin';
import { NotificationBell } from '../screens/notifications/NotificationBell';
import { ComposerButton } from '../widgets/composer';
import { PaletteButton } from './commandPalette/PaletteButton';
import { ThemeMenuButton, useThemeUser } from '../theme/ThemeMenuButton';
import { LocaleSwitch } from '../widgets/locale/LocaleSwitch';
import { useIsMobile } from '../theme/dimensions';
import { UserMenu } from './UserMenu';
import { AppBarButton } from '../theme/AppBarButton';

import { APP_BAR_HEIGHT } from '../theme/dimensions';

interface Props {
  /** Desktop only: the sidebar toggle. */
  navOpen?: boolean;
  onToggleNav?: () => void;
}

/**
 * Top bar: sidebar toggle, page title, the new message button, the notifications bell, appearance (light/dark; in
 * the user menu on phones), language switch, user menu.
 */
/** The title bar's page title: two lines at most, cut at its end. */
export const titleSx = {
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  whiteSpace: 'normal',
  lineHeight: 1.25,
  fontSize: { xs: '1rem', sm: '1.25rem' },
  '& .RaConfigurable-root': { display: 'inline' },
} as const;

export const AppHeader = ({ navOpen, onToggleNav }: Props) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  useThemeUser();
  const toggleLabel = translate(navOpen ? 'app.menu.close' : 'app.menu.open');
  return (
    <AppBar position="fixed" elevation={1} sx={{ height: APP_BAR_HEIGHT, zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ minHeight: APP_BAR_HEIGHT, gap: 1 }}>
        {onToggleNav ? (
          <AppBarButton label={toggleLabel} edge="start" aria-expanded={navOpen} onClick={onToggleNav}>
            {/* MenuOpen points at the sidebar: mirrored in right-to-left. */}
            {navOpen ? (
              <MenuOpenIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
            ) : (
              <MenuIcon />
            )}
          </AppBarButton>
        ) : null}
        {/* react-admin wraps the page's title in an inline-block, which the ellipsis cannot cut: drawn inline. A
            one-line ellipsis cuts a right-to-left title at its left edge, which is the start of a number at its end
            ("הזמנה #3607" read as "הזמנה 607…"): the title takes two lines and breaks only between words, so a
            number stays whole, and what still does not fit ends in "…" after its last whole line */}
        <TitlePortal variant="h6" sx={titleSx} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PaletteButton />
          <ComposerButton />
          <NotificationBell />
          {/* phones: in the user menu, the title keeps its room */}
          {isMobile ? null : <ThemeMenuButton />}
          <LocaleSwitch color="inherit" compact={isMobile} fetchOtherAhead />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
