// A schema field's type and, for a reference, the table it points to: the same two choices when a field is added
// and when it is changed.
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { CodeSelect } from '../../../widgets/select/CodeSelect';
import { SmallSelect } from '../../../widgets/select/SmallSelect';
import { FIELD_TYPES, type FieldType, type Table } from '../api';

export function FieldTypeSelect({ value, onChange }: { value: FieldType; onChange: (type: FieldType) => void }) {
  const translate = useTranslate();
  return (
    <CodeSelect
      label={translate('cms.schemas.field_type')}
      value={value}
      codes={FIELD_TYPES}
      labelOf={(t) => translate(`cms.schemas.types.${t}`)}
      onChange={onChange}
    />
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
    <SmallSelect
      label={translate('cms.schemas.ref_table')}
      value={value}
      onChange={(id) => onChange(Number(id))}
      error={error}
      helperText={helperText}
    >
      {tables.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </SmallSelect>
  );
}
