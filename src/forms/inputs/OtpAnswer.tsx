// A one-time code answer: a box for each digit.
import { useTranslate } from 'ra-core';
import { OTP_DEFAULT_LENGTH } from '../../../definitions/forms/rules';
import { OtpInput } from '../../widgets/otp/OtpInput';
import type { AnswerProps } from './answerProps';

export function OtpAnswer({ element, value, onChange, error, helper, disabled }: AnswerProps) {
  const translate = useTranslate();
  return (
    <OtpInput
      length={element.max_length ?? OTP_DEFAULT_LENGTH}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      label={element.label}
      boxLabel={(index, length) => translate('inputs.otp.digit', { index, length })}
      error={Boolean(error)}
      helperText={helper}
      required={Boolean(element.required)}
      disabled={disabled}
    />
  );
}
