// The frame of an answer chosen among options shown at once (radio buttons, check boxes): a fieldset named by the
// element's label, with its help or error below.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import type { AnswerProps } from './answerProps';

export function OptionsFieldset({
  element,
  error,
  helper,
  disabled,
  children,
}: Pick<AnswerProps, 'element' | 'error' | 'helper' | 'disabled'> & { children: ReactNode }) {
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={Boolean(element.required)}
      disabled={disabled}
      fullWidth
    >
      <FormLabel component="legend">{element.label}</FormLabel>
      {children}
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
