// Toolbar button: an image by its address (required), with its description and size (width and height at least 1).
import ImageOutlined from '@mui/icons-material/ImageOutlined';
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
// the setImage command's type comes with the Image extension the editor uses
import type {} from '@tiptap/extension-image';

const isAddress = (text: string) => /^(https?:\/\/\S+|\/\S+)$/.test(text);

export function ImageButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [tried, setTried] = useState(false);
  const srcError = !src.trim() ? translate('cms.editor.image_src_required') : !isAddress(src.trim()) ? translate('cms.editor.image_src_invalid') : undefined;
  const sizeError = (value: string) => (value !== '' && !(Number.isInteger(Number(value)) && Number(value) >= 1) ? translate('cms.editor.image_size_min') : undefined);
  const insert = () => {
    setTried(true);
    if (srcError || sizeError(width) || sizeError(height)) return;
    editor
      .chain()
      .focus()
      .setImage({ src: src.trim(), alt: alt.trim() || undefined, width: width ? Number(width) : undefined, height: height ? Number(height) : undefined } as never)
      .run();
    setOpen(false);
    setSrc('');
    setAlt('');
    setWidth('');
    setHeight('');
    setTried(false);
  };
  const label = translate('ra.tiptap.image');
  return (
    <>
      <ToggleButton value="image" size="small" aria-label={label} title={label} disabled={!editor?.isEditable} onClick={() => setOpen(true)}>
        <ImageOutlined fontSize="inherit" />
      </ToggleButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={translate('ra.tiptap.image_dialog')} value={src} onChange={(e) => setSrc(e.target.value)} error={tried && Boolean(srcError)} helperText={(tried && srcError) || ' '} slotProps={{ htmlInput: { dir: 'ltr' } }} />
          <TextField fullWidth margin="dense" label={translate('cms.editor.image_alt')} value={alt} onChange={(e) => setAlt(e.target.value)} />
          <Stack direction="row" spacing={2}>
            {([['embed_width', width, setWidth], ['embed_height', height, setHeight]] as const).map(([key, value, set]) => (
              <TextField key={key} type="number" margin="dense" label={translate(`cms.editor.${key}`)} value={value} onChange={(e) => set(e.target.value)} error={tried && Boolean(sizeError(value))} helperText={(tried && sizeError(value)) || ' '} slotProps={{ htmlInput: { min: 1, dir: 'ltr' } }} />
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
