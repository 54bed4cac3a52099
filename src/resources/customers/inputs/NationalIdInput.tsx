import { TextInput, type Validator } from 'react-admin';
import type { FieldComponentProps } from '../../../engine/fields';
import { ltrValueSx } from '../../../widgets/ltrField';
import { nationalIdValidator } from '../nationalId';

const asList = (validate: FieldComponentProps['validate']): Validator[] =>
  Array.isArray(validate) ? validate : validate ? [validate] : [];

/** The national id: digits, read left to right, its check digit verified before saving. */
export const NationalIdInput = ({ validate, ...props }: FieldComponentProps) => (
  <TextInput
    {...props}
    // Digits read left to right, aligned like the other values (on the right in Hebrew), as the phone is.
    sx={ltrValueSx}
    validate={[...asList(validate), nationalIdValidator]}
    slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20, autoComplete: 'off' } }}
  />
);
