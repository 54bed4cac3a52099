import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MappingFieldProps {
  /** The accessible name, also where a label is shown (MUI would name the field by the shown label). */
  label: string;
  /** A label shown on the field (where no column header names it); `label` stays its accessible name. */
  shownLabel?: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** Its least inline size in the table (where no label is shown; under a label it takes the room it is given). */
  minInlineSize: number;
  /** A select of these options; a text field without them. */
  select?: boolean;
  children?: ReactNode;
  /** A select's choice of nothing (value ''), in italics before the options; none when not given. */
  emptyText?: string;
}

/** A field of the mapping (a column, a default value, a data type): small and as wide as its cell or card. */
export function MappingField({
  label,
  shownLabel,
  value,
  disabled,
  onChange,
  minInlineSize,
  select,
  children,
  emptyText,
}: MappingFieldProps) {
  const SelectDisplayProps = { 'aria-label': label, 'aria-labelledby': undefined };
  const slotProps = !select
    ? { htmlInput: { 'aria-label': label } }
    : emptyText === undefined
      ? { select: { SelectDisplayProps } }
      : { select: { displayEmpty: true, SelectDisplayProps }, inputLabel: { shrink: true } };
  return (
    <TextField
      select={select}
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      label={shownLabel}
      slotProps={slotProps}
      sx={{ minInlineSize: shownLabel ? 0 : minInlineSize }}
    >
      {emptyText !== undefined && (
        <MenuItem value="">
          <Typography component="em" color="text.secondary">
            {emptyText}
          </Typography>
        </MenuItem>
      )}
      {children}
    </TextField>
  );
}
