import { useMemo } from 'react';
import { PasswordInput } from 'react-admin';
import { ltrInput, matches, requiredField, strongPassword } from './validators';

const passwordRules = [requiredField, strongPassword];

interface NewPasswordInputsProps {
  /** The password's form field and label key. */
  source: string;
  label: string;
  /** The confirmation's form field and label key. */
  confirmSource: string;
  confirmLabel: string;
}

/** Both inputs: a new password (the browser offers to make one), written left to right. */
const newPassword = { autoComplete: 'new-password', fullWidth: true, slotProps: ltrInput } as const;

/** A new password and its confirmation (signup, reset, profile): both required, the first by the password rule, the second equal to the first. */
export const NewPasswordInputs = ({ source, label, confirmSource, confirmLabel }: NewPasswordInputsProps) => {
  const confirmRules = useMemo(() => [requiredField, matches(source)], [source]);
  return (
    <>
      <PasswordInput source={source} label={label} validate={passwordRules} {...newPassword} />
      <PasswordInput source={confirmSource} label={confirmLabel} validate={confirmRules} {...newPassword} />
    </>
  );
};
