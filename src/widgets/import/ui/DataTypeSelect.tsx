import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATA_TYPES, type DataType } from '../types';
import { namedBy } from './ColumnSelect';
import { useImportTranslate } from './useImportTranslate';

export interface DataTypeSelectProps {
  label: string;
  value: DataType;
  disabled?: boolean;
  onChange: (type: DataType) => void;
  /** A label shown on the field (where no column header names it); `label` stays its accessible name. */
  shownLabel?: string;
}

/** The five data types: Text (String), Number, Date, Date & Time, Boolean. */
export function DataTypeSelect({ label, value, disabled, onChange, shownLabel }: DataTypeSelectProps) {
  const t = useImportTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as DataType)}
      label={shownLabel}
      slotProps={{ select: { SelectDisplayProps: namedBy(label) } }}
      sx={{ minInlineSize: shownLabel ? 0 : 140 }}
    >
      {DATA_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`data_type.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
