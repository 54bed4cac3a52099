// A signature drawn on a pad, whose code comes with the first such element.
import { lazyWithReload } from '../../lib/lazyWithReload';
import { useFormText } from '../formText';
import type { AnswerProps } from './answerProps';
import { InWidgetFrame } from './InWidgetFrame';

const SignatureInput = lazyWithReload(() =>
  import('../../widgets/signature/SignatureInput').then((m) => ({ default: m.SignatureInput })),
);

export function SignatureAnswer({ element, value, onChange, error, errorText, disabled }: AnswerProps) {
  const translate = useFormText();
  return (
    <InWidgetFrame>
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
    </InWidgetFrame>
  );
}
