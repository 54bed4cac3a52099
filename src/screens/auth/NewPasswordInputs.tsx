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

/** A new password and its confirmation (signup, reset, profile): both required, the first by the password rule, the second equal to the first. */
export const NewPasswordInputs = ({ source, label, confirmSource, confirmLabel }: NewPasswordInputsProps) => {
  const confirmRules = useMemo(() => [requiredField, matches(source)], [source]);
  return (
    <>
      <PasswordInput
        source={source}
        label={label}
        autoComplete="new-password"
        validate={passwordRules}
        fullWidth
        slotProps={ltrInput}
      />
      <PasswordInput
        source={confirmSource}
        label={confirmLabel}
        autoComplete="new-password"
        validate={confirmRules}
        fullWidth
        slotProps={ltrInput}
      />
    </>
  );
};
