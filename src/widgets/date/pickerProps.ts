import type { ReactNode } from 'react';

/** The props of the date, date-time and time inputs (values as pickerValue.ts sends them). */
export interface PickerProps {
  label: string;
  name?: string;
  /** '' or null for none. */
  value: string | null;
  /** '' when cleared; NOT_A_DATE while the text typed is not a real value (never in wholeValuesOnly). */
  onChange(value: string): void;
  onBlur?(): void;
  /** The earliest and latest values offered, in the input's own kind (a day, an instant, HH:mm). */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Tell only whole values within min and max, and '' (filters, settings): a value still being typed stays in the box. */
  wholeValuesOnly?: boolean;
  /** 'small' in filter bars, toolbars and table cells. */
  size?: 'small' | 'medium';
  /** The field's look: 'filled' in forms and filter bars (as react-admin's inputs), 'standard' inside table cells, outlined on its own in a toolbar. */
  variant?: 'outlined' | 'filled' | 'standard';
  /** An accessible name when the label is not shown (table cells). */
  ariaLabel?: string;
  /** Focus the first section at once (an editor opened on a cell). */
  autoFocus?: boolean;
}
