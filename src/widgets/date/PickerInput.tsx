// The one date, date-time and time input of the product (MUI X pickers): typed section by section as DD.MM.YY,
// DD.MM.YY HH:mm or HH:mm (24-hour), or chosen from a calendar whose month is always 6 weeks and whose heading
// opens the year grid, 18 years a page (yearPage.ts); right to left in Hebrew with the theme. Loaded with the first
// screen that shows one.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../lib/format';
import { ltrValueSx } from '../ltrField/ltrValueSx';
import type { PickerProps } from './pickerProps';
import { PickersProvider } from './PickersProvider';
import { fromWire, PICKER_FORMATS, reasonKey, type PickerKind } from './pickerValue';
import { canPage, firstYearFor, pageLimits, YEARS_PER_PAGE_MOVE } from './yearPage';
import { YearPageContext, YearPageHeader } from './YearPageHeader';
import { usePickerState } from './usePickerState';

/** The calendar always shows 6 weeks, so it keeps its height from month to month. */
const WEEKS_SHOWN = 6;

const limitText = (kind: PickerKind, limit: string | undefined) =>
  kind === 'date' ? formatDate(limit) : kind === 'dateTime' ? formatDateTime(limit) : (limit ?? '');

export default function PickerInput({
  kind,
  label,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  required,
  disabled,
  error,
  helperText,
  wholeValuesOnly,
  size,
  variant,
  ariaLabel,
  autoFocus,
}: PickerProps & { kind: PickerKind }) {
  const translate = useTranslate();
  const typed = useRef<HTMLInputElement>(null);
  const { shown, change, reason, setReason, leave } = usePickerState(kind, {
    value,
    onChange,
    onBlur,
    wholeValuesOnly,
  });
  // the year grid's page while it is open (null: another view); the picker's limits narrow to the page meanwhile
  const [yearsFrom, setYearsFrom] = useState<number | null>(null);
  const complaint = reason
    ? translate(reasonKey(kind, reason), {
        limit: limitText(kind, reasonKey(kind, reason).endsWith('early') ? min : max),
      })
    : undefined;
  const common = {
    label,
    value: shown,
    onChange: change,
    // the page's narrower limits are the grid's, not the value's: no complaint about them
    onError: (next: string | null) => setReason(yearsFrom === null ? next : null),
    onClose: () => setYearsFrom(null),
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
  // the calendar's: its year grid a page at a time
  const calendar = {
    onViewChange: (view: string) => setYearsFrom(view === 'year' ? firstYearFor(shown) : null),
    yearsPerRow: 3 as const,
    slots: { calendarHeader: YearPageHeader },
    fixedWeekNumber: WEEKS_SHOWN,
  };
  const ownLow = fromWire(kind, min) ?? undefined;
  const ownHigh = fromWire(kind, max) ?? undefined;
  const { low, high } = yearsFrom === null ? { low: ownLow, high: ownHigh } : pageLimits(yearsFrom, ownLow, ownHigh);
  const paging = yearsFrom === null ? null : canPage(yearsFrom, ownLow, ownHigh);
  const yearPage =
    yearsFrom === null || !paging
      ? null
      : {
          first: yearsFrom,
          canBack: paging.back,
          canForward: paging.forward,
          move: (direction: -1 | 1) => setYearsFrom(yearsFrom + direction * YEARS_PER_PAGE_MOVE),
        };
  return (
    <PickersProvider>
      <YearPageContext.Provider value={yearPage}>
        {kind === 'date' && <DatePicker {...common} {...calendar} minDate={low} maxDate={high} />}
        {kind === 'dateTime' && (
          <DateTimePicker {...common} {...calendar} ampm={false} minDateTime={low} maxDateTime={high} />
        )}
        {kind === 'time' && <TimePicker {...common} ampm={false} minTime={low} maxTime={high} />}
      </YearPageContext.Provider>
    </PickersProvider>
  );
}
