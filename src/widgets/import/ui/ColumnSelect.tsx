import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { convertString } from '../logic/convertValue';
import type { RawValue } from '../types';
import { MappingField } from './MappingField';
import { useImportTranslate } from './useImportTranslate';

const NONE = '';

export interface ColumnSelectProps {
  label: string;
  headers: readonly string[];
  samples?: readonly RawValue[][];
  value: number | null;
  disabled?: boolean;
  onChange: (column: number | null) => void;
  /** Text for "no column" (default 'Not mapped'). */
  emptyText?: string;
  /** A label shown on the field (where no column header names it); `label` stays its accessible name. */
  shownLabel?: string;
}

const example = (samples: readonly RawValue[][] | undefined, column: number): string | undefined => {
  const first = samples?.[column]?.[0];
  return first === undefined || first === null ? undefined : convertString(first).slice(0, 40);
};

/** Choice of a file column by name, with an example value from the file. */
export function ColumnSelect({
  label,
  headers,
  samples,
  value,
  disabled,
  onChange,
  emptyText,
  shownLabel,
}: ColumnSelectProps) {
  const t = useImportTranslate();
  return (
    <MappingField
      select
      label={label}
      shownLabel={shownLabel}
      value={value === null ? NONE : String(value)}
      disabled={disabled}
      onChange={(column) => onChange(column === NONE ? null : Number(column))}
      minInlineSize={180}
      emptyText={emptyText ?? t('mapping.not_mapped')}
    >
      {headers.map((header, index) => {
        const sample = example(samples, index);
        return (
          <MenuItem key={index} value={String(index)}>
            <bdi>{header}</bdi>
            {sample !== undefined && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                {t('mapping.example', { value: '' })}
                <bdi>{sample}</bdi>
              </Typography>
            )}
          </MenuItem>
        );
      })}
    </MappingField>
  );
}
