// The draft as it will be sent, merge fields filled; instead, the fields the server does not know, or a warning
// that no customer was found to fill them from.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Preview } from './composerApi';

interface Props {
  preview: Preview | undefined;
  email: boolean;
}

export function ComposerPreview({ preview, email }: Props) {
  const translate = useTranslate();
  const unknown = preview?.unknown_fields ?? [];
  if (unknown.length) {
    return (
      <Alert severity="error" data-testid="composer-unknown-fields">
        {translate('composer.unknown_fields', { fields: unknown.map((f) => `{{${f}}}`).join(', ') })}
      </Alert>
    );
  }
  if (preview === undefined) return null;
  if (preview.person_id === null) return <Alert severity="warning">{translate('composer.no_customer')}</Alert>;
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'action.hover' }}
      data-testid="composer-preview"
    >
      <Typography variant="caption" color="text.secondary">
        {translate('composer.preview')}
      </Typography>
      {email && preview.subject ? (
        <Typography variant="subtitle2" dir="auto">
          {preview.subject}
        </Typography>
      ) : null}
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {preview.content}
      </Typography>
    </Box>
  );
}
