import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { convertString } from '../logic/convertValue';
import type { RawValue } from '../types';
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
}

const example = (samples: readonly RawValue[][] | undefined, column: number): string | undefined => {
  const first = samples?.[column]?.[0];
  return first === undefined || first === null ? undefined : convertString(first).slice(0, 40);
};

/** Choice of a file column by name, with an example value from the file. */
export function ColumnSelect({ label, headers, samples, value, disabled, onChange, emptyText }: ColumnSelectProps) {
  const t = useImportTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value === null ? NONE : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': label } } }}
      sx={{ minInlineSize: 180 }}
    >
      <MenuItem value={NONE}>
        <Typography component="em" color="text.secondary">
          {emptyText ?? t('mapping.not_mapped')}
        </Typography>
      </MenuItem>
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
    </TextField>
  );
}
