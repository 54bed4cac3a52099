import Search from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPart } from '../../engine/lazy';
import { AppBarButton } from '../../theme/AppBarButton';

const CommandPalette = lazyPart(() => import('./CommandPalette').then((m) => m.default));

/** The palette's button in the app bar; Ctrl+K (Cmd+K on a Mac) opens it from anywhere. Its code loads on first use. */
export function PaletteButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = translate('app.palette.open');
  return (
    <>
      <AppBarButton
        label={label}
        aria-keyshortcuts="Control+K"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search />
      </AppBarButton>
      {used ? <CommandPalette open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
