import TextField from '@mui/material/TextField';
import { useLocaleState } from 'react-admin';
import { fromInputValue, spelledOut, toInputValue } from './localTime';

interface Props {
  label: string;
  /** An ISO instant, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The earliest instant offered (an ISO string). */
  min?: string;
  disabled?: boolean;
}

/**
 * A date and time chosen with the browser's own picker, in the user's time zone; under it the choice spelled out in
 * the interface language with the zone's name, so nobody has to guess which 09:00 or which date order is meant.
 */
export function DateTimeField({ label, value, onChange, min, disabled }: Props) {
  const [locale] = useLocaleState();
  return (
    <TextField
      size="small"
      type="datetime-local"
      label={label}
      value={toInputValue(value)}
      onChange={(e) => onChange(fromInputValue(e.target.value))}
      disabled={disabled}
      helperText={value ? spelledOut(value, locale) : ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { lang: locale === 'he' ? 'he-IL' : 'en-GB', min: min ? toInputValue(min) : undefined, step: 60 } }}
    />
  );
}
