// The app bar's "new message" button.
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { openComposer } from './draftStore';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

export function ComposerButton() {
  const translate = useTranslate();
  return (
    <LabelledIconButton label={translate('composer.open')} color="inherit" onClick={() => openComposer()}>
      <EditOutlined />
    </LabelledIconButton>
  );
}
