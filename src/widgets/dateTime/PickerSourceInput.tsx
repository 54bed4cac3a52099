// The date and the date-time input (DateInput, DateTimeInput) bound to a react-admin form or filter field: one
// binding for both. A date field holds ISO YYYY-MM-DD, a date-time field an ISO instant or null. In a filter a value
// still being typed is not sent (the list keeps its last filter); in a form it goes out as NOT_A_DATE, so the form
// says it is not a date. Filled, as the form's and the filter bar's other inputs.
import Box from '@mui/material/Box';
import { InputHelperText, useInput, useResourceContext, useTranslateLabel, type Validator } from 'react-admin';
import { DateInput } from '../date/DateInput';
import { isoDay } from '../date/pickerValue';
import { realValue } from '../date/realValue';
import { DateTimeInput } from './DateTimeInput';

interface Props {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
  defaultValue?: unknown;
  /** In a filter bar: small, and only whole values change the filter. */
  asFilter?: boolean;
  /** Read by react-admin's filter bar. */
  alwaysOn?: boolean;
}

const noneAsNull = (value: string) => (value === '' ? null : value);

const KINDS = {
  date: {
    Input: DateInput,
    filterWidth: 190,
    invalid: 'inputs.date.invalid',
    format: (value: unknown) => (typeof value === 'string' ? (isoDay(value.slice(0, 10)) ?? value) : ''),
    parse: undefined,
  },
  dateTime: {
    Input: DateTimeInput,
    filterWidth: 220,
    invalid: 'inputs.date.invalid_date_time',
    format: (value: unknown) => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : ''),
    // forms keep null for none
    parse: noneAsNull,
  },
} as const;

export function PickerSourceInput({
  kind,
  source,
  label,
  validate,
  helperText,
  defaultValue,
  asFilter,
}: Props & { kind: keyof typeof KINDS }) {
  const { Input, filterWidth, invalid, format, parse } = KINDS[kind];
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const validators = asFilter
    ? undefined
    : [...(Array.isArray(validate) ? validate : validate ? [validate] : []), realValue(invalid)];
  const { field, fieldState, formState, isRequired } = useInput({
    source,
    validate: validators,
    defaultValue,
    format,
    parse,
  });
  const error =
    fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  const text = translateLabel({ label, source, resource });
  return (
    <Box sx={{ width: asFilter ? { xs: '100%', sm: filterWidth } : '100%', maxWidth: asFilter ? undefined : 320 }}>
      <Input
        label={typeof text === 'string' ? text : source}
        name={source}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        wholeValuesOnly={asFilter}
        onBlur={field.onBlur}
        required={isRequired}
        error={Boolean(error)}
        helperText={asFilter ? undefined : <InputHelperText error={error} helperText={helperText} />}
        size={asFilter ? 'small' : undefined}
        variant="filled"
      />
    </Box>
  );
}

export const DateSourceInput = (props: Props) => <PickerSourceInput kind="date" {...props} />;
export const DateTimeSourceInput = (props: Props) => <PickerSourceInput kind="dateTime" {...props} />;
