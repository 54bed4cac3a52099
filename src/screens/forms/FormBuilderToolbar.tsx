// The builder's header: the form's title, an "unsaved" mark while the draft differs from the saved form, a link
// to the form's submissions and the save button (enabled only for a changed draft with no schema problems).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function FormBuilderToolbar({
  formId,
  title,
  dirty,
  canSave,
  onSave,
}: {
  formId: string;
  title: string;
  dirty: boolean;
  canSave: boolean;
  onSave: () => void;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 200 }}>
        {title}
      </Typography>
      {dirty && <Chip size="small" color="warning" label={translate('forms.builder.unsaved')} />}
      <Button component={Link} to={`/forms/${formId}`}>
        {translate('resources.forms.fields.submission_count')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={!canSave}>
        {translate('forms.builder.save')}
      </Button>
    </Card>
  );
}
