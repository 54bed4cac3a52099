// Toolbar button: a YouTube or Vimeo link becomes an embed (width and height at least 200, default 560 by 315).
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { embedUrl } from '../../../../definitions/cms/embedUrl';
import { EMBED_DEFAULT, EMBED_MIN } from './embedNode';

export function EmbedButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');
  const [width, setWidth] = useState(String(EMBED_DEFAULT.width));
  const [height, setHeight] = useState(String(EMBED_DEFAULT.height));
  const [tried, setTried] = useState(false);
  const src = embedUrl(link.trim());
  const sizeError = (value: string) => (!(Number(value) >= EMBED_MIN) ? translate('cms.editor.embed_min') : undefined);
  const insert = () => {
    setTried(true);
    if (!src || sizeError(width) || sizeError(height)) return;
    editor
      .chain()
      .focus()
      .setEmbed({ src, width: Number(width), height: Number(height) })
      .run();
    setOpen(false);
    setLink('');
    setTried(false);
  };
  const label = translate('cms.editor.embed');
  return (
    <>
      <ToggleButton
        value="embed"
        size="small"
        aria-label={label}
        title={label}
        disabled={!editor?.isEditable}
        onClick={() => setOpen(true)}
      >
        <OndemandVideo fontSize="inherit" />
      </ToggleButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('cms.editor.embed_url')}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={tried && !src}
            helperText={tried && !src ? translate('cms.editor.embed_invalid') : ' '}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Stack direction="row" spacing={2}>
            {(
              [
                ['embed_width', width, setWidth],
                ['embed_height', height, setHeight],
              ] as const
            ).map(([key, value, set]) => (
              <TextField
                key={key}
                type="number"
                margin="dense"
                label={translate(`cms.editor.${key}`)}
                value={value}
                onChange={(e) => set(e.target.value)}
                error={tried && Boolean(sizeError(value))}
                helperText={(tried && sizeError(value)) || ' '}
                slotProps={{ htmlInput: { min: EMBED_MIN, dir: 'ltr' } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('cms.editor.cancel')}</Button>
          <Button variant="contained" onClick={insert}>
            {translate('cms.editor.insert')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
