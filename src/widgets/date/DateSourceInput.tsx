// The date input (DateInput) bound to a react-admin form or filter field, which holds ISO YYYY-MM-DD. In a filter a
// date still being typed is not sent (the list keeps its last filter); in a form it goes out as NOT_A_DATE, so the
// form says it is not a date.
import Box from '@mui/material/Box';
import { InputHelperText, useInput, useResourceContext, useTranslateLabel, type Validator } from 'react-admin';
import { DateInput } from './DateInput';
import { isoDay } from './pickerValue';
import { realValue } from './realValue';

interface Props {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
  defaultValue?: unknown;
  /** In a filter bar: small, and only whole dates change the filter. */
  asFilter?: boolean;
  /** Read by react-admin's filter bar. */
  alwaysOn?: boolean;
}

export function DateSourceInput({ source, label, validate, helperText, defaultValue, asFilter }: Props) {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const validators = asFilter ? undefined : [...(Array.isArray(validate) ? validate : validate ? [validate] : []), realValue('inputs.date.invalid')];
  const { field, fieldState, formState, isRequired } = useInput({ source, validate: validators, defaultValue, format: (value: unknown) => (typeof value === 'string' ? (isoDay(value.slice(0, 10)) ?? value) : '') });
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  const text = translateLabel({ label, source, resource });
  return (
    <Box sx={{ width: asFilter ? { xs: '100%', sm: 190 } : '100%', maxWidth: asFilter ? undefined : 320 }}>
      <DateInput
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
      />
    </Box>
  );
}
