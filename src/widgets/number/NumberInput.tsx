// Number input: typing keeps digits, a leading minus and one dot; up/down buttons (and the arrow
// keys) move by the step within min and max; shown with thousand grouping and zero padding when not being edited.
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { cleanNumberText, formatNumber, parseNumberText, stepValue } from './numberRules';

export interface NumberInputProps {
  value: number | string | null;
  onChange(value: number | null): void;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  pad?: number;
  grouping?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
  name?: string;
  onBlur?(): void;
  /** Names of the buttons, in the user's language. */
  upLabel: string;
  downLabel: string;
}

export function NumberInput({
  value,
  onChange,
  min,
  max,
  step,
  pad,
  grouping,
  onBlur,
  upLabel,
  downLabel,
  ...field
}: NumberInputProps) {
  // the field's own: its label, name, placeholder, message, and whether it is required, disabled or wrong
  const { disabled } = field;
  const [editing, setEditing] = useState<string | null>(null);
  const number =
    typeof value === 'number' ? value : value === null || value === '' ? null : parseNumberText(String(value));
  const shown = editing ?? formatNumber(number, { pad, grouping });
  const move = (direction: 1 | -1) => {
    const next = stepValue(number, direction, { step, min, max });
    setEditing(null);
    onChange(next);
  };
  return (
    <TextField
      {...field}
      fullWidth
      value={shown}
      onFocus={() => setEditing(number === null ? '' : String(number))}
      onBlur={() => {
        setEditing(null);
        onBlur?.();
      }}
      onChange={(e) => {
        const text = cleanNumberText(e.target.value, min === undefined || min < 0);
        setEditing(text);
        onChange(parseNumberText(text));
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
          e.preventDefault();
          move(e.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          dir: 'ltr',
          role: 'spinbutton',
          'aria-valuemin': min,
          'aria-valuemax': max,
          'aria-valuenow': number ?? undefined,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ flexDirection: 'column', gap: 0, ml: 0 }}>
              <IconButton
                size="small"
                aria-label={upLabel}
                onClick={() => move(1)}
                disabled={disabled || (max !== undefined && number !== null && number >= max)}
                sx={{ p: 0 }}
              >
                <KeyboardArrowUp fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={downLabel}
                onClick={() => move(-1)}
                disabled={disabled || (min !== undefined && number !== null && number <= min)}
                sx={{ p: 0 }}
              >
                <KeyboardArrowDown fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
