// The dialog an import wizard opens in: its title and a close button, full screen below the md breakpoint, and while
// the server writes the records a progress dialog over it that says how many.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../lib/format';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** While the server writes the records (one transaction; a large file takes a while): how many. */
  importing?: number | null;
  /** What it is doing, with `smart_count` and `count` (the number written for the locale). */
  importingText: string;
  children: ReactNode;
}

export function ImportWizardDialog({ open, onClose, title, importing = null, importingText, children }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
        <DialogTitle sx={{ p: 0 }}>{title}</DialogTitle>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
      <Dialog open={importing !== null} aria-labelledby="import-progress-title" maxWidth="xs" fullWidth>
        <DialogTitle id="import-progress-title">{translate('entities.import.importing_title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {importing === null
              ? null
              : translate(importingText, { smart_count: importing, count: formatNumber(importing, locale) })}
          </Typography>
          <LinearProgress aria-label={translate('entities.import.importing_title')} />
        </DialogContent>
      </Dialog>
    </Dialog>
  );
}
