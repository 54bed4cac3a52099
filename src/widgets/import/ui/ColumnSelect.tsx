import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { convertString } from '../logic/convertValue';
import type { RawValue } from '../types';
import { useImportTranslate } from './useImportTranslate';

const NONE = '';

/** The select's accessible name is `label` even when a label is shown (MUI would name it by the shown label). */
export const namedBy = (label: string) => ({ 'aria-label': label, 'aria-labelledby': undefined });

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
export function ColumnSelect({ label, headers, samples, value, disabled, onChange, emptyText, shownLabel }: ColumnSelectProps) {
  const t = useImportTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value === null ? NONE : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      label={shownLabel}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: namedBy(label) }, inputLabel: { shrink: true } }}
      sx={{ minInlineSize: shownLabel ? 0 : 180 }}
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
