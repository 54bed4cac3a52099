// The template a draft started from, or none.
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import type { MessageTemplate } from './composerApi';
import { SmallSelect } from '../select/SmallSelect';

interface Props {
  value: number | null;
  templates: readonly MessageTemplate[];
  onChange: (id: number | null) => void;
}

export function TemplateSelect({ value, templates, onChange }: Props) {
  const translate = useTranslate();
  return (
    <SmallSelect
      label={translate('composer.fields.template')}
      value={value === null ? '' : String(value)}
      onChange={(choice) => onChange(choice ? Number(choice) : null)}
    >
      <MenuItem value="">{translate('composer.no_template')}</MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={String(template.id)}>
          {template.name}
        </MenuItem>
      ))}
    </SmallSelect>
  );
}
