// The date-time input of the whole product: typed DD.MM.YY HH:mm (24-hour) or chosen from a calendar and a clock,
// read in the browser's time zone and sent as an ISO instant.
import { Suspense } from 'react';
import { formatDateTime } from '../../lib/format';
import { PickerInput } from '../date/DateInput';
import { PickerFallback } from '../date/PickerFallback';
import type { PickerProps } from '../date/pickerProps';

export type DateTimeInputProps = PickerProps;

export function DateTimeInput(props: DateTimeInputProps) {
  return (
    <Suspense fallback={<PickerFallback {...props} shown={formatDateTime(props.value)} />}>
      <PickerInput kind="dateTime" {...props} />
    </Suspense>
  );
}
