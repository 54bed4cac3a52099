// A schema field's type and, for a reference, the table it points to: the same two choices when a field is added
// and when it is changed.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { FIELD_TYPES, type FieldType, type Table } from '../api';

export function FieldTypeSelect({ value, onChange }: { value: FieldType; onChange: (type: FieldType) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('cms.schemas.field_type')}
      value={value}
      onChange={(e) => onChange(e.target.value as FieldType)}
    >
      {FIELD_TYPES.map((t) => (
        <MenuItem key={t} value={t}>
          {translate(`cms.schemas.types.${t}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RefTableSelect({
  value,
  tables,
  onChange,
  error,
  helperText,
}: {
  value: number | '';
  tables: readonly Table[];
  onChange: (tableId: number) => void;
  error?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('cms.schemas.ref_table')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      error={error}
      helperText={helperText}
    >
      {tables.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
