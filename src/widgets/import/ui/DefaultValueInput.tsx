import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportOption } from '../types';
import { namedBy } from './ColumnSelect';
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
  if (options.length > 0) {
    return (
      <TextField
        select
        size="small"
        fullWidth
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        label={shownLabel}
        slotProps={{ select: { displayEmpty: true, SelectDisplayProps: namedBy(label) }, inputLabel: { shrink: true } }}
        sx={{ minInlineSize: shownLabel ? 0 : 140 }}
      >
        <MenuItem value="">
          <Typography component="em" color="text.secondary">
            {t('mapping.no_default')}
          </Typography>
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)}>
            <bdi>{option.label}</bdi>
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      label={shownLabel}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minInlineSize: shownLabel ? 0 : 140 }}
    />
  );
}
