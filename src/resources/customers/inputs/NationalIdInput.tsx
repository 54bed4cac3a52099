import { TextInput, type Validator } from 'react-admin';
import type { FieldComponentProps } from '../../fields';
import { nationalIdValidator } from '../nationalId';

const asList = (validate: FieldComponentProps['validate']): Validator[] => (Array.isArray(validate) ? validate : validate ? [validate] : []);

/** The national id: digits, read left to right, its check digit verified before saving. */
export const NationalIdInput = ({ validate, ...props }: FieldComponentProps) => (
  <TextInput
    {...props}
    validate={[...asList(validate), nationalIdValidator]}
    slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20, autoComplete: 'off' } }}
  />
);
