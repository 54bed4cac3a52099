// The page as the website will show it: the title and the body, sanitised (DOMPurify, players kept) before it is shown.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { previewHtml } from './previewHtml';

export function PreviewDialog({
  open,
  onClose,
  title,
  body,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
}) {
  const translate = useTranslate();
  const html = useMemo(() => (open ? previewHtml(body) : ''), [open, body]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="cms-preview-title">
      <DialogTitle id="cms-preview-title" dir="auto">
        {title}
      </DialogTitle>
      <DialogContent dividers data-testid="page-preview" sx={{ '& iframe': { maxWidth: '100%', border: 0 } }}>
        <Box
          dir="auto"
          sx={{ '& img': { maxWidth: '100%' }, '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('cms.editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
