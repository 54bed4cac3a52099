// The fields inside a row container or an array element, in the builder: each one's label, key, kind and whether
// it is required; added and removed here. (A row's fields answer on their own; an array's answer once per item.)
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ElementKind, FormElement } from '../../forms/rules';

/** The kinds a field inside a row or an array may be: the ones set up by a label alone. */
export const CHILD_KINDS: ElementKind[] = ['text', 'textarea', 'email', 'tel', 'number', 'date', 'check', 'color', 'rating', 'upload', 'richtext', 'signature'];

interface Props {
  elements: FormElement[];
  onChange(elements: FormElement[]): void;
  /** Ids used elsewhere in the form (a row's fields share the form's ids; an array's only their item's). */
  taken: Set<string>;
}

export function ChildFields({ elements, onChange, taken }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`forms.builder.element.${key}`);
  const set = (index: number, patch: Partial<FormElement>) => onChange(elements.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  const add = () => {
    const used = new Set([...taken, ...elements.map((e) => e.id)]);
    let n = elements.length + 1;
    while (used.has(`field_${n}`)) n += 1;
    onChange([...elements, { id: `field_${n}`, kind: 'text', label: translate('forms.builder.new_label', { kind: translate('forms.kinds.text') }) }]);
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('fields')}
      </Typography>
      <Stack spacing={1}>
        {elements.map((child, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={child.label || child.id}>
            <TextField size="small" label={t('label')} value={child.label} onChange={(e) => set(index, { label: e.target.value })} sx={{ flex: 1 }} />
            <TextField size="small" label={t('id')} value={child.id} onChange={(e) => set(index, { id: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, '_') })} slotProps={{ htmlInput: { dir: 'ltr' } }} sx={{ width: 100 }} />
            <TextField size="small" select label={t('kind')} value={child.kind} onChange={(e) => set(index, { kind: e.target.value as ElementKind })} sx={{ width: 120 }}>
              {CHILD_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {translate(`forms.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={t('required')}>
              <Checkbox size="small" checked={Boolean(child.required)} onChange={(e) => set(index, { required: e.target.checked })} slotProps={{ input: { 'aria-label': `${t('required')}: ${child.label}` } }} />
            </Tooltip>
            <IconButton size="small" aria-label={translate('forms.builder.remove', { label: child.label || child.id })} onClick={() => onChange(elements.filter((_, i) => i !== index))}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<Add />} onClick={add}>
        {t('add_field')}
      </Button>
    </Box>
  );
}
