import { useInput, type InputProps, type Validator } from 'react-admin';
import { ltrFieldProps, splitLayout, type FieldLayoutProps } from './ltrFieldProps';

/** An input's validators as a list (react-admin takes one or a list). */
export const validatorsOf = (validate: InputProps['validate']): Validator[] =>
  Array.isArray(validate) ? validate : validate ? [validate] : [];

/**
 * The react-admin side of an input whose value reads left to right (e-mail, phone): `props` are what the input was
 * given less its own props (react-admin's options and the layout ones), `options` what the input sets itself
 * (its validators, format, parse). Answers useInput's answer and the TextField's props.
 */
export function useLtrInput(
  props: Omit<InputProps, 'validate' | 'format' | 'parse' | 'type'> & FieldLayoutProps,
  options: Pick<InputProps, 'validate' | 'format' | 'parse'>,
) {
  const { source, resource, label, disabled, readOnly, ...others } = props;
  const [layout, inputOptions] = splitLayout(others);
  const input = useInput({ ...inputOptions, source, resource, disabled, readOnly, ...options });
  return { input, fieldProps: ltrFieldProps(input, { source, resource, label, disabled, layout }) };
}
