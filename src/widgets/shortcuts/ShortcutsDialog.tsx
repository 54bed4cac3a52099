import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TitledDialog } from '../dialog/TitledDialog';
import { shortcuts } from './registry';
import { ShortcutKeys } from './ShortcutKeys';

/** The cheat sheet: every shortcut of the registry with its keys. */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate('app.shortcuts.title')}
      fullScreenBelow={false}
      closeIcon
    >
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
    </TitledDialog>
  );
};
