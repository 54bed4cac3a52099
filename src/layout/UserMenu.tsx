import { useState } from 'react';
import { Avatar, Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import { Link } from 'react-router';
import { useAuthProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../authProvider';
import { ThemeMenuItems } from '../theme/ThemeMenuButton';
import { useIsMobile } from '../theme/dimensions';

/** The signed-in user's name, with Profile and Sign out (and, on phones, the appearance choice). */
export const UserMenu = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider() as AppAuthProvider;
  const { identity } = useGetIdentity();
  const isMobile = useIsMobile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity) return null;
  const name = identity.fullName ?? '';

  // Logout removes the session and reloads the page at /login.
  const signOut = async () => {
    setAnchor(null);
    await authProvider.logout({});
    window.location.assign('/login');
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={name}
        sx={{ textTransform: 'none', minWidth: 0, gap: 1 }}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'secondary.main' }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {isMobile ? null : <bdi>{name}</bdi>}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to="/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.user_menu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            {/* The door arrow points out of the page: mirrored in right-to-left. */}
            <Logout
              fontSize="small"
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          </ListItemIcon>
          <ListItemText>{translate('app.user_menu.logout')}</ListItemText>
        </MenuItem>
        {/* phones: the appearance choice lives here instead of the app bar */}
        {isMobile
          ? [
              <Divider key="divider" />,
              <ListSubheader key="theme">{translate('app.theme.label')}</ListSubheader>,
              <ThemeMenuItems key="items" onChosen={() => setAnchor(null)} />,
            ]
          : null}
      </Menu>
    </>
  );
};
