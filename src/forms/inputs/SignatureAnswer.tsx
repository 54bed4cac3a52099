// A signature drawn on a pad, whose code comes with the first such element.
import { useTranslate } from 'ra-core';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { AnswerProps } from './answerProps';

const SignatureInput = lazyWithReload(() =>
  import('../../widgets/signature/SignatureInput').then((m) => ({ default: m.SignatureInput })),
);

export function SignatureAnswer({ element, value, onChange, error, errorText, disabled }: AnswerProps) {
  const translate = useTranslate();
  return (
    <SignatureInput
      label={element.label}
      required={Boolean(element.required)}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      clearLabel={translate('forms.renderer.clear_signature')}
      hint={element.help ?? translate('forms.renderer.signature_hint')}
      helperText={errorText}
      error={Boolean(error)}
      disabled={disabled}
      height={160}
    />
  );
}
