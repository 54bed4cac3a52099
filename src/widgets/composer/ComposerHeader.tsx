// A draft's window header: its title; a click minimises or restores the window, the close button asks first
// when something was written.
import CloseIcon from '@mui/icons-material/Close';
import MinimizeIcon from '@mui/icons-material/Minimize';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MessageDraft } from './draft';
import { composerStore } from './draftStore';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

interface Props {
  draft: MessageDraft;
  title: string;
  onClose: () => void;
}

export function ComposerHeader({ draft, title, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        cursor: 'pointer',
        minHeight: 44,
      }}
      onClick={() => composerStore.minimize(draft.id, !draft.minimized)}
    >
      <Typography variant="subtitle2" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }} dir="auto">
        {title}
      </Typography>
      <LabelledIconButton
        label={translate(draft.minimized ? 'composer.restore' : 'composer.minimize')}
        size="small"
        color="inherit"
        onClick={(event) => {
          event.stopPropagation();
          composerStore.minimize(draft.id, !draft.minimized);
        }}
      >
        {draft.minimized ? <OpenInFullIcon fontSize="small" /> : <MinimizeIcon fontSize="small" />}
      </LabelledIconButton>
      <LabelledIconButton
        label={translate('composer.close')}
        size="small"
        color="inherit"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
      >
        <CloseIcon fontSize="small" />
      </LabelledIconButton>
    </Box>
  );
}
