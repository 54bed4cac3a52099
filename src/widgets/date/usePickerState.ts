import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { PickerProps } from './pickerProps';
import { NOT_A_DATE, showsValue, fromWire, toWire, type PickerKind } from './pickerValue';

/**
 * What a picker shows and says. What is typed stays as typed (a half-typed date is never replaced by the value it
 * sent); a value set from outside (a reset, another input) replaces it. The picker's complaint shows once the
 * field has been left, so typing the first digit of a day is not called a mistake.
 */
export function usePickerState(
  kind: PickerKind,
  { value, onChange, onBlur, wholeValuesOnly }: Pick<PickerProps, 'value' | 'onChange' | 'onBlur' | 'wholeValuesOnly'>,
) {
  const [shown, setShown] = useState<Dayjs | null>(() => fromWire(kind, value));
  const [reason, setReason] = useState<string | null>(null);
  const [left, setLeft] = useState(false);

  useEffect(() => {
    setShown((current) => (showsValue(kind, current, value) ? current : fromWire(kind, value)));
  }, [kind, value]);

  const change = (next: Dayjs | null, context: { validationError: unknown }) => {
    setShown(next);
    if (next === null) return onChange('');
    const whole = next.isValid() && context.validationError === null;
    if (whole) return onChange(toWire(kind, next));
    if (wholeValuesOnly) return;
    onChange(next.isValid() ? toWire(kind, next) : NOT_A_DATE);
  };
  // A date typed only in part is no value to the picker (it stays null); left so, the form is told it is not one.
  const leave = (typed: string) => {
    setLeft(true);
    if (shown === null) {
      const partly = /\d/.test(typed);
      setReason(partly ? 'invalidDate' : null);
      if (partly && !wholeValuesOnly) onChange(NOT_A_DATE);
      if (!partly && value === NOT_A_DATE) onChange('');
    }
    onBlur?.();
  };
  return { shown, change, setReason, reason: left ? reason : null, leave };
}
