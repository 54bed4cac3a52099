// The one date, date-time and time input of the product (MUI X pickers): typed section by section as DD.MM.YY,
// DD.MM.YY HH:mm or HH:mm (24-hour), or chosen from a calendar whose month is always 6 weeks and whose heading
// opens the year grid; right to left in Hebrew with the theme. Loaded with the first screen that shows one.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../lib/format';
import { ltrValueSx } from '../ltrField/ltrValueSx';
import type { PickerProps } from './pickerProps';
import { PickersProvider } from './PickersProvider';
import { fromWire, PICKER_FORMATS, reasonKey, type PickerKind } from './pickerValue';
import { usePickerState } from './usePickerState';

/** The calendar always shows 6 weeks, so it keeps its height from month to month (SPEC section 9). */
const WEEKS_SHOWN = 6;

const limitText = (kind: PickerKind, limit: string | undefined) => (kind === 'date' ? formatDate(limit) : kind === 'dateTime' ? formatDateTime(limit) : (limit ?? ''));

export default function PickerInput({ kind, label, name, value, onChange, onBlur, min, max, required, disabled, error, helperText, wholeValuesOnly, size, variant, ariaLabel, autoFocus }: PickerProps & { kind: PickerKind }) {
  const translate = useTranslate();
  const typed = useRef<HTMLInputElement>(null);
  const { shown, change, reason, setReason, leave } = usePickerState(kind, { value, onChange, onBlur, wholeValuesOnly });
  const complaint = reason ? translate(reasonKey(kind, reason), { limit: limitText(kind, reasonKey(kind, reason).endsWith('early') ? min : max) }) : undefined;
  const common = {
    label,
    value: shown,
    onChange: change,
    onError: (next: string | null) => setReason(next),
    format: PICKER_FORMATS[kind],
    disabled,
    slotProps: {
      field: { clearable: !disabled && !required },
      textField: {
        name,
        required,
        size,
        variant,
        fullWidth: true,
        autoFocus,
        inputRef: typed,
        onBlur: () => leave(typed.current?.value ?? ''),
        error: Boolean(error || complaint),
        // the form's own message, when it has one, says it first
        helperText: error ? helperText : (complaint ?? helperText),
        sx: ltrValueSx,
        // without a label shown (a table cell), the sections' group is named so
        InputProps: ariaLabel ? { 'aria-label': ariaLabel } : undefined,
      },
    },
  };
  const low = fromWire(kind, min) ?? undefined;
  const high = fromWire(kind, max) ?? undefined;
  return (
    <PickersProvider>
      {kind === 'date' && <DatePicker {...common} minDate={low} maxDate={high} fixedWeekNumber={WEEKS_SHOWN} />}
      {kind === 'dateTime' && <DateTimePicker {...common} ampm={false} minDateTime={low} maxDateTime={high} fixedWeekNumber={WEEKS_SHOWN} />}
      {kind === 'time' && <TimePicker {...common} ampm={false} minTime={low} maxTime={high} />}
    </PickersProvider>
  );
}
