import MenuItem from '@mui/material/MenuItem';
import { DATA_TYPES, type DataType } from '../types';
import { MappingField, type MappingFieldProps } from './MappingField';
import { useImportTranslate } from './useImportTranslate';

/** Its names and whether it is disabled, as the mapping's other fields. */
export interface DataTypeSelectProps extends Pick<MappingFieldProps, 'label' | 'shownLabel' | 'disabled'> {
  value: DataType;
  onChange: (type: DataType) => void;
}

/** The five data types: Text (String), Number, Date, Date & Time, Boolean. */
export function DataTypeSelect({ value, onChange, ...field }: DataTypeSelectProps) {
  const t = useImportTranslate();
  return (
    <MappingField select {...field} value={value} onChange={(type) => onChange(type as DataType)} minInlineSize={140}>
      {DATA_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`data_type.${type}`)}
        </MenuItem>
      ))}
    </MappingField>
  );
}
