import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatSpelledOut } from '../../lib/format';
import { NOT_A_DATE } from '../../widgets/date/pickerValue';
import { DateTimeInput } from '../../widgets/dateTime/DateTimeInput';

interface Props {
  /** An ISO instant, or null while none (or none whole) is chosen. */
  value: string | null;
  onChange(value: string | null): void;
}

/**
 * When a campaign goes out: a date and time from now on, spelled out under it in the interface language with the
 * time zone's name, so nobody has to guess which 09:00 is meant.
 */
export function ScheduleInput({ value, onChange }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [now] = useState(() => new Date().toISOString());
  return (
    <DateTimeInput
      size="small"
      label={translate('newsletter.campaign.schedule_at')}
      value={value}
      onChange={(next) => onChange(next && next !== NOT_A_DATE && next > now ? next : null)}
      min={now}
      helperText={value ? formatSpelledOut(value, locale) : ' '}
    />
  );
}
