import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { convertString } from '../logic/convertValue';
import type { RawValue } from '../types';
import { MappingField, type MappingFieldProps } from './MappingField';
import { useImportTranslate } from './useImportTranslate';

const NONE = '';

/** Its names and whether it is disabled, as the mapping's other fields. */
export interface ColumnSelectProps extends Pick<MappingFieldProps, 'label' | 'shownLabel' | 'disabled'> {
  headers: readonly string[];
  samples?: readonly RawValue[][];
  value: number | null;
  onChange: (column: number | null) => void;
  /** Text for "no column" (default 'Not mapped'). */
  emptyText?: string;
}

const example = (samples: readonly RawValue[][] | undefined, column: number): string | undefined => {
  const first = samples?.[column]?.[0];
  return first === undefined || first === null ? undefined : convertString(first).slice(0, 40);
};

/** Choice of a file column by name, with an example value from the file. */
export function ColumnSelect({ headers, samples, value, onChange, emptyText, ...field }: ColumnSelectProps) {
  const t = useImportTranslate();
  return (
    <MappingField
      select
      {...field}
      value={value === null ? NONE : String(value)}
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
