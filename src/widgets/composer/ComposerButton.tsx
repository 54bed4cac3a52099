// The app bar's "new message" button.
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { openComposer } from './draftStore';

export function ComposerButton() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('composer.open')}>
      <IconButton color="inherit" aria-label={translate('composer.open')} onClick={() => openComposer()}>
        <EditOutlined />
      </IconButton>
    </Tooltip>
  );
}
