// The date-time input (DateTimeInput) bound to a react-admin form or filter field, which holds an ISO instant or null.
import Box from '@mui/material/Box';
import { InputHelperText, useInput, useResourceContext, useTranslateLabel, type Validator } from 'react-admin';
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
  /** Forms keep null for none. */
  parse?: (value: string) => unknown;
}

const noneAsNull = (value: string) => (value === '' ? null : value);

export function DateTimeSourceInput({ source, label, validate, helperText, defaultValue, asFilter, parse = noneAsNull }: Props) {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const validators = asFilter ? undefined : [...(Array.isArray(validate) ? validate : validate ? [validate] : []), realValue('inputs.date.invalid_date_time')];
  const { field, fieldState, formState, isRequired } = useInput({ source, validate: validators, defaultValue, parse });
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  const text = translateLabel({ label, source, resource });
  return (
    <Box sx={{ width: asFilter ? { xs: '100%', sm: 220 } : '100%', maxWidth: asFilter ? undefined : 320 }}>
      <DateTimeInput
        label={typeof text === 'string' ? text : source}
        name={source}
        value={typeof field.value === 'string' ? field.value : field.value instanceof Date ? field.value.toISOString() : ''}
        onChange={field.onChange}
        wholeValuesOnly={asFilter}
        onBlur={field.onBlur}
        required={isRequired}
        error={Boolean(error)}
        helperText={asFilter ? undefined : <InputHelperText error={error} helperText={helperText} />}
        size={asFilter ? 'small' : undefined}
      />
    </Box>
  );
}
