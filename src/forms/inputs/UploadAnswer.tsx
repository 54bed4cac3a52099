// Files sent with the answer, by the upload the form's place provides (where there is none, choosing a file says
// so); its code comes with the first such element.
import { lazyWithReload } from '../../lib/lazyWithReload';
import { useFormContext } from '../formContext';
import { useFormText } from '../formText';
import type { AnswerProps } from './answerProps';
import { InWidgetFrame } from './InWidgetFrame';

const FormUploadField = lazyWithReload(() =>
  import('../../widgets/files/FormUploadField').then((m) => ({ default: m.FormUploadField })),
);

export function UploadAnswer({ element, value, onChange, error, helper, disabled }: AnswerProps) {
  const translate = useFormText();
  const { upload } = useFormContext();
  return (
    <InWidgetFrame>
      <FormUploadField
        label={element.label}
        value={value}
        onChange={onChange}
        upload={upload ?? (() => Promise.reject(new Error(translate('forms.renderer.no_upload_here'))))}
        multiple={element.multiple}
        accept={element.accept}
        required={Boolean(element.required)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={helper}
      />
    </InWidgetFrame>
  );
}
