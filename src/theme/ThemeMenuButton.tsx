import { useEffect, useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightnessOutlined';
import { useGetIdentity, useTranslate } from 'react-admin';
import { AppBarButton } from './AppBarButton';
import { THEME_CHOICES, themeChoiceStore, useThemeChoice, type ThemeChoice } from './themeChoice';

const icons: Record<ThemeChoice, typeof DarkMode> = { system: SettingsBrightness, light: LightMode, dark: DarkMode };

/** The signed-in user's own theme choice applies: call once in the signed-in frame. */
export function useThemeUser(): void {
  const { identity } = useGetIdentity();
  useEffect(() => {
    if (identity?.id != null) themeChoiceStore.setUser(String(identity.id));
  }, [identity?.id]);
}

/** The three choices as menu items (radio), for the app bar's menu and the user menu on phones. */
export const ThemeMenuItems = ({ onChosen }: { onChosen: () => void }) => {
  const translate = useTranslate();
  const choice = useThemeChoice();
  return THEME_CHOICES.map((option) => {
    const OptionIcon = icons[option];
    return (
      <MenuItem
        key={option}
        role="menuitemradio"
        aria-checked={option === choice}
        selected={option === choice}
        onClick={() => {
          themeChoiceStore.set(option);
          onChosen();
        }}
      >
        <ListItemIcon>
          <OptionIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(`app.theme.${option}`)}</ListItemText>
        {option === choice ? <Check fontSize="small" sx={{ marginInlineStart: 2 }} /> : null}
      </MenuItem>
    );
  });
};

/** The app bar's appearance menu (desktop): follow the system, light or dark; remembered for the signed-in user. */
export const ThemeMenuButton = () => {
  const translate = useTranslate();
  const choice = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.theme.label');
  const Icon = icons[choice];
  return (
    <>
      <AppBarButton
        label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </AppBarButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ThemeMenuItems onChosen={() => setAnchor(null)} />
      </Menu>
    </>
  );
};
