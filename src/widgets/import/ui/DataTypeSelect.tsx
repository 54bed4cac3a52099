import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATA_TYPES, type DataType } from '../types';
import { useImportTranslate } from './useImportTranslate';

export interface DataTypeSelectProps {
  label: string;
  value: DataType;
  disabled?: boolean;
  onChange: (type: DataType) => void;
}

/** The five data types: Text (String), Number, Date, Date & Time, Boolean. */
export function DataTypeSelect({ label, value, disabled, onChange }: DataTypeSelectProps) {
  const t = useImportTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as DataType)}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': label } } }}
      sx={{ minInlineSize: 140 }}
    >
      {DATA_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`data_type.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
