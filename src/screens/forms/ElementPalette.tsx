// The kinds of element a step can take, one button each: a click adds a new element of that kind to the step shown.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ELEMENT_KINDS, type ElementKind } from '../../../definitions/forms/rules';

export function ElementPalette({ onAdd }: { onAdd: (kind: ElementKind) => void }) {
  const translate = useTranslate();
  return (
    <Card sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }} id="form-palette">
        {translate('forms.builder.palette')}
      </Typography>
      <Box role="group" aria-labelledby="form-palette" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ELEMENT_KINDS.map((kind) => (
          <Button key={kind} size="small" variant="outlined" onClick={() => onAdd(kind)}>
            {translate(`forms.kinds.${kind}`)}
          </Button>
        ))}
      </Box>
    </Card>
  );
}
