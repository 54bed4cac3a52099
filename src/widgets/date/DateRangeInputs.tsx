import Box from '@mui/material/Box';
import { DateInput } from './DateInput';

interface Props {
  /** The first and last days ('' for none). */
  from: string;
  to: string;
  onFrom(day: string): void;
  onTo(day: string): void;
  fromLabel: string;
  toLabel: string;
  /** Each input's width. */
  width: number | Record<string, number>;
  /** See DateInput: for a screen every signed-in session opens first. */
  loadOnReach?: boolean;
}

/**
 * A range of days in a toolbar: two small date inputs telling only whole days, the first offering none after the
 * last and the last none before the first.
 */
export function DateRangeInputs({ from, to, onFrom, onTo, fromLabel, toLabel, width, loadOnReach }: Props) {
  // both ends: a small input of whole days
  const end = { loadOnReach, size: 'small', wholeValuesOnly: true } as const;
  return (
    <>
      <Box sx={{ width }}>
        <DateInput {...end} label={fromLabel} value={from} onChange={onFrom} max={to || undefined} />
      </Box>
      <Box sx={{ width }}>
        <DateInput {...end} label={toLabel} value={to} onChange={onTo} min={from || undefined} />
      </Box>
    </>
  );
}
