import TextField from '@mui/material/TextField';
import type { PickerProps } from './pickerProps';

/** The field as it will look, shown for the moment the picker's code is still loading. */
export function PickerFallback({
  label,
  shown,
  required,
  disabled,
  size,
  variant,
  helperText,
  ariaLabel,
}: Pick<PickerProps, 'label' | 'required' | 'disabled' | 'size' | 'variant' | 'helperText' | 'ariaLabel'> & {
  shown: string;
}) {
  return (
    <TextField
      label={label}
      value={shown}
      required={required}
      disabled={disabled}
      size={size}
      variant={variant}
      helperText={helperText}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, dir: 'ltr', 'aria-label': ariaLabel } }}
    />
  );
}
