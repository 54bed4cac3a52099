// The app bar's "new message" button.
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { openComposer } from './draftStore';
import { AppBarButton } from '../../theme/AppBarButton';

export function ComposerButton() {
  const translate = useTranslate();
  return (
    <AppBarButton label={translate('composer.open')} onClick={() => openComposer()}>
      <EditOutlined />
    </AppBarButton>
  );
}
