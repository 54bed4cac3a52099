import MenuItem from '@mui/material/MenuItem';
import { DATA_TYPES, type DataType } from '../types';
import { MappingField } from './MappingField';
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
    <MappingField
      select
      label={label}
      shownLabel={shownLabel}
      value={value}
      disabled={disabled}
      onChange={(type) => onChange(type as DataType)}
      minInlineSize={140}
    >
      {DATA_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`data_type.${type}`)}
        </MenuItem>
      ))}
    </MappingField>
  );
}
