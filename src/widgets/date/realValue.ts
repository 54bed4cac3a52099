import type { Validator } from 'react-admin';
import { NOT_A_DATE } from './pickerValue';

/** A form refuses a date or time still typed wrong, with the given message key. */
export const realValue =
  (message: string): Validator =>
  (value: unknown) =>
    value === NOT_A_DATE ? message : undefined;
