import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { shortcuts } from './registry';
import { ShortcutKeys } from './ShortcutKeys';

/** The cheat sheet: every shortcut of the registry with its keys. */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="sm">
      <DialogTitle id="shortcuts-title" sx={{ paddingInlineEnd: 6 }}>
        {translate('app.shortcuts.title')}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.shortcuts.hint')}
        </Typography>
        <Table size="small">
          <TableBody>
            {shortcuts.map((shortcut) => (
              <TableRow key={shortcut.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                  {translate(`app.shortcuts.${shortcut.id}`)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <ShortcutKeys shortcut={shortcut} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
};
