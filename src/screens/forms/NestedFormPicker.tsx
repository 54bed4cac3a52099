// The forms a bagelform can nest: every other form, by name.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormNames } from './api';

export function NestedFormPicker({
  value,
  formName,
  onChange,
  label,
}: {
  value?: string;
  formName?: string;
  onChange(name: string): void;
  label: string;
}) {
  const forms = useFormNames();
  const choices = (forms.data?.items ?? []).filter((f) => f.name !== formName);
  return (
    <TextField
      size="small"
      select
      label={label}
      value={choices.some((f) => f.name === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      required
    >
      {choices.map((f) => (
        <MenuItem key={f.name} value={f.name}>
          {f.title} ({f.name})
        </MenuItem>
      ))}
    </TextField>
  );
}
