// The template a draft started from, or none.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { MessageTemplate } from './composerApi';

interface Props {
  value: number | null;
  templates: readonly MessageTemplate[];
  onChange: (id: number | null) => void;
}

export function TemplateSelect({ value, templates, onChange }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('composer.fields.template')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      <MenuItem value="">{translate('composer.no_template')}</MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={String(template.id)}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
