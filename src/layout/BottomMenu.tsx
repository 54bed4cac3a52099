import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import type { MenuSection } from '../engine/menu';
import { isActiveEntry } from './isActivePath';
import { sectionIcons } from './sectionIcons';
import type { MenuGroup } from './menuGroups';
import { useMenuGroups } from './useMenuGroups';

import { BOTTOM_MENU_HEIGHT } from '../theme/dimensions';
/** Buttons that fit a phone's width; more sections go under "More". */
const MAX_BUTTONS = 5;

/** Sections shown as buttons, the rest behind "More" (Home takes the first place). */
export function splitBottomMenu(groups: MenuGroup[]): { buttons: MenuGroup[]; more: MenuGroup[] } {
  const room = MAX_BUTTONS - 1;
  if (groups.length <= room) return { buttons: groups, more: [] };
  return { buttons: groups.slice(0, room - 1), more: groups.slice(room - 1) };
}

/** Under 768 px: Home, the sections, and a sheet listing a section's screens. */
export const BottomMenu = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = useMenuGroups();
  const [sheet, setSheet] = useState<MenuGroup[] | null>(null);
  const { buttons, more } = splitBottomMenu(groups);

  const current =
    pathname === '/' ? 'home' : groups.find((g) => g.entries.some((e) => isActiveEntry(e, pathname)))?.section;
  const value =
    buttons.some((g) => g.section === current) || current === 'home'
      ? current
      : more.length && current
        ? 'more'
        : false;

  const openSection = (group: MenuGroup) => {
    if (group.entries.length === 1) navigate(group.entries[0].path);
    else setSheet([group]);
  };

  const icon = (section: MenuSection) => {
    const Icon = sectionIcons[section];
    return <Icon />;
  };

  return (
    <>
      <Paper
        component="nav"
        aria-label={translate('app.menu.main')}
        elevation={8}
        sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
      >
        <BottomNavigation value={value} showLabels sx={{ height: BOTTOM_MENU_HEIGHT }}>
          <BottomNavigationAction
            value="home"
            label={translate('app.menu.home')}
            icon={<HomeOutlined />}
            onClick={() => navigate('/')}
          />
          {buttons.map((group) => (
            <BottomNavigationAction
              key={group.section}
              value={group.section}
              label={translate(`app.menu.sections.${group.section}`)}
              icon={icon(group.section)}
              onClick={() => openSection(group)}
            />
          ))}
          {more.length ? (
            <BottomNavigationAction
              value="more"
              label={translate('app.menu.more')}
              icon={<MoreHoriz />}
              onClick={() => setSheet(more)}
            />
          ) : null}
        </BottomNavigation>
      </Paper>
      <Drawer anchor="bottom" open={sheet !== null} onClose={() => setSheet(null)}>
        {(sheet ?? []).map(({ section, entries }) => (
          <List
            key={section}
            aria-label={translate(`app.menu.sections.${section}`)}
            subheader={<ListSubheader>{translate(`app.menu.sections.${section}`)}</ListSubheader>}
            sx={{ pb: 1 }}
          >
            {entries.map((entry) => (
              <ListItem key={entry.path} disablePadding>
                <ListItemButton
                  component={Link}
                  to={entry.path}
                  selected={isActiveEntry(entry, pathname)}
                  onClick={() => setSheet(null)}
                >
                  <ListItemIcon>
                    <entry.icon />
                  </ListItemIcon>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Drawer>
    </>
  );
};
