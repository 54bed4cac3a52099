import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Shortcut } from './registry';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

const Kbd = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    sx={{
      display: 'inline-block',
      minWidth: 24,
      px: 0.75,
      py: 0.25,
      fontFamily: 'inherit',
      fontSize: 13,
      lineHeight: 1.4,
      textAlign: 'center',
      color: 'text.primary',
      bgcolor: 'action.hover',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      boxShadow: (theme) => `inset 0 -1px 0 ${theme.palette.divider}`,
    }}
  >
    {children}
  </Box>
);

const label = (key: string) => (key.length === 1 ? key.toUpperCase() : key);

/**
 * A shortcut's keys as <kbd>. A combination (Ctrl+S) always reads left to right, as printed on the keyboard; a
 * sequence ('G then C') follows the page's direction, with the word between the keys translated.
 */
export const ShortcutKeys = ({ shortcut }: { shortcut: Shortcut }) => {
  const translate = useTranslate();
  if (shortcut.mod) {
    return (
      <Box component="span" dir="ltr" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Kbd>{isMac() ? '⌘' : 'Ctrl'}</Kbd>+<Kbd>{label(shortcut.keys[0])}</Kbd>
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {shortcut.keys.map((key, index) => (
        <Box component="span" key={index} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          {index > 0 ? <span>{translate('app.shortcuts.then')}</span> : null}
          <Kbd>{label(key)}</Kbd>
        </Box>
      ))}
    </Box>
  );
};
