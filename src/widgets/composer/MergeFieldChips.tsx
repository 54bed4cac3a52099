// The merge fields the server fills; a click adds `{{field}}` at the end of the content.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

interface Props {
  fields: readonly string[];
  onInsert: (field: string) => void;
}

export function MergeFieldChips({ fields, onInsert }: Props) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={translate('composer.merge_fields')}
      role="group"
    >
      <Typography variant="caption" color="text.secondary">
        {translate('composer.merge_fields')}:
      </Typography>
      {fields.map((field) => (
        <Chip
          key={field}
          size="small"
          variant="outlined"
          label={<bdi dir="ltr">{`{{${field}}}`}</bdi>}
          aria-label={translate('composer.insert_field', { field })}
          onClick={() => onInsert(field)}
        />
      ))}
    </Box>
  );
}
