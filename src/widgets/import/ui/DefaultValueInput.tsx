import MenuItem from '@mui/material/MenuItem';
import type { ImportOption } from '../types';
import { MappingField } from './MappingField';
import { useImportTranslate } from './useImportTranslate';

export interface DefaultValueInputProps {
  label: string;
  value: string;
  options: readonly ImportOption[];
  disabled?: boolean;
  onChange: (value: string) => void;
  /** A label shown on the field (where no column header names it); `label` stays its accessible name. */
  shownLabel?: string;
}

/** The default for empty cells: one of the field's options, or free text. */
export function DefaultValueInput({ label, value, options, disabled, onChange, shownLabel }: DefaultValueInputProps) {
  const t = useImportTranslate();
  const field = { label, shownLabel, value, disabled, onChange, minInlineSize: 140 };
  if (options.length === 0) return <MappingField {...field} />;
  return (
    <MappingField {...field} select emptyText={t('mapping.no_default')}>
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          <bdi>{option.label}</bdi>
        </MenuItem>
      ))}
    </MappingField>
  );
}
