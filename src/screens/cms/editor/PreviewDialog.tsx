// The page as the website will show it: the title and the body, sanitised (DOMPurify, players kept) before it is shown.
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import { previewHtml } from './previewHtml';

const BODY_SX = {
  '& img, & iframe': { maxWidth: '100%' },
  '& iframe': { border: 0 },
  '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
} as const;

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
  const html = useMemo(() => (open ? previewHtml(body) : ''), [open, body]);
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={<bdi>{title}</bdi>}
      maxWidth="md"
      fullScreenBelow={false}
      dividers
    >
      <Box dir="auto" data-testid="page-preview" sx={BODY_SX} dangerouslySetInnerHTML={{ __html: html }} />
    </TitledDialog>
  );
}
