// Formatted text, in the rich-text editor, whose code comes with the first such element.
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { AnswerProps } from './answerProps';
import { InWidgetFrame } from './InWidgetFrame';

const RichTextField = lazyWithReload(() => import('../../widgets/richText/RichTextField'));

export function RichTextAnswer({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  return (
    <InWidgetFrame>
      <RichTextField
        label={element.label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        required={Boolean(element.required)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={helper}
      />
    </InWidgetFrame>
  );
}
