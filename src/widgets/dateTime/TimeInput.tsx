// The time input of the whole product: typed HH:mm (24-hour) or chosen from a clock, sent as HH:mm.
import { Suspense } from 'react';
import { PickerInput } from '../date/DateInput';
import { PickerFallback } from '../date/PickerFallback';
import type { PickerProps } from '../date/pickerProps';

export type TimeInputProps = PickerProps;

export function TimeInput(props: TimeInputProps) {
  return (
    <Suspense fallback={<PickerFallback {...props} shown={props.value ?? ''} />}>
      <PickerInput kind="time" {...props} />
    </Suspense>
  );
}
