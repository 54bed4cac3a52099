// The frame of one answer: its label tied to its control, the control, and the help or error under it (read with
// the control: aria-describedby), the control marked aria-invalid while it is wrong. Answers of several controls (a
// choice among options, stars) are a fieldset named by its legend instead (OptionsFieldset).
import { useId, type ReactNode } from 'react';
import type { FormElement } from '../../../definitions/forms/rules';
import type { AnswerProps } from './answerProps';

/** What a control takes from its frame. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  disabled?: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The required mark after a label (its meaning is the control's `required`). */
export const RequiredMark = ({ element }: { element: FormElement }) =>
  element.required ? (
    <span className="fr-required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

/** The help or error under an answer. */
export const AnswerNote = ({ id, error, text }: { id: string; error: boolean; text?: string }) =>
  text ? (
    <p id={id} className={error ? 'fr-error-text' : 'fr-help'}>
      {text}
    </p>
  ) : null;

export function AnswerField({
  element,
  error,
  helper,
  disabled,
  children,
}: Pick<AnswerProps, 'element' | 'error' | 'helper' | 'disabled'> & { children(control: ControlProps): ReactNode }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="fr-field">
      <label className="fr-label" htmlFor={id}>
        {element.label}
        <RequiredMark element={element} />
      </label>
      {children({
        id,
        name: element.id,
        required: Boolean(element.required),
        disabled,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': helper ? noteId : undefined,
      })}
      <AnswerNote id={noteId} error={Boolean(error)} text={helper} />
    </div>
  );
}
