import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslate } from 'react-admin';
import { useScreenAhead, useScreenCodeAhead } from './screenAhead';
import { isActiveEntry } from './isActivePath';
import { APP_BAR_HEIGHT } from '../theme/dimensions';
import { sidebarWidth } from './navState';
import { useMenuGroups } from './useMenuGroups';

interface ItemProps {
  to: string;
  /** Other paths the item is current on (MenuEntry.alsoOn). */
  alsoOn?: string[];
  label: string;
  icon: ComponentType;
  open: boolean;
}

const SidebarItem = ({ to, alsoOn = [], label, icon: Icon, open }: ItemProps) => {
  const { pathname } = useLocation();
  const selected = isActiveEntry({ path: to, alsoOn }, pathname);
  const askAhead = useScreenAhead();
  const codeAhead = useScreenCodeAhead();
  const button = (
    <ListItemButton
      component={Link}
      to={to}
      // a screen's first reads (a list's first page) are asked for with the click, beside its code
      onClick={selected ? undefined : () => askAhead(to)}
      // and its code as the pointer or the focus reaches it
      onPointerEnter={selected ? undefined : () => codeAhead(to)}
      onFocus={selected ? undefined : () => codeAhead(to)}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={open ? undefined : label}
      sx={{ minHeight: 44, justifyContent: open ? 'flex-start' : 'center', px: open ? 2 : 1, borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 0, marginInlineEnd: open ? 1.5 : 0, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      {open ? <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} /> : null}
    </ListItemButton>
  );
  // Each link is an item of its section's list, as assistive technology expects of a list.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {open ? (
        button
      ) : (
        <Tooltip title={label} placement="right" describeChild>
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
};

/** The side navigation: 220 px open, 80 px closed (icons with tooltips), grouped by section. */
export const Sidebar = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  const groups = useMenuGroups();
  const width = sidebarWidth(open);
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.main')}
      data-open={open}
      sx={{ width, flexShrink: 0, transition: 'width 200ms' }}
    >
      <Box
        sx={{
          position: 'fixed',
          top: APP_BAR_HEIGHT,
          bottom: 0,
          insetInlineStart: 0,
          width,
          overflowY: 'auto',
          overflowX: 'hidden',
          bgcolor: 'background.paper',
          borderInlineEnd: 1,
          borderColor: 'divider',
          transition: 'width 200ms',
          py: 1,
        }}
      >
        <List dense disablePadding>
          <SidebarItem to="/" label={translate('app.menu.home')} icon={HomeOutlined} open={open} />
        </List>
        {groups.map(({ section, entries }) => (
          <List
            key={section}
            dense
            disablePadding
            aria-label={translate(`app.menu.sections.${section}`)}
            subheader={
              open ? (
                <ListSubheader disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                  {translate(`app.menu.sections.${section}`)}
                </ListSubheader>
              ) : (
                <Divider component="li" sx={{ my: 1, mx: 2 }} />
              )
            }
          >
            {entries.map((entry) => (
              <SidebarItem
                key={entry.path}
                to={entry.path}
                alsoOn={entry.alsoOn}
                label={entry.label}
                icon={entry.icon}
                open={open}
              />
            ))}
          </List>
        ))}
      </Box>
    </Box>
  );
};
