// The frame of an answer of several controls (radio buttons, check boxes, stars) or of a group of answers (a
// repeating group, a nested form): a fieldset named by its legend, its help or error below and read with the group.
import { useId, type ReactNode } from 'react';
import { AnswerNote, RequiredMark } from './AnswerField';
import type { AnswerProps } from './answerProps';

export function OptionsFieldset({
  element,
  error,
  helper,
  disabled,
  className,
  children,
}: Pick<AnswerProps, 'element' | 'error' | 'helper' | 'disabled'> & { className?: string; children: ReactNode }) {
  const noteId = `${useId()}-note`;
  return (
    <fieldset
      className={['fr-field', className, error && 'fr-invalid'].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={helper ? noteId : undefined}
    >
      <legend className="fr-legend">
        {element.label}
        <RequiredMark element={element} />
      </legend>
      {children}
      <AnswerNote id={noteId} error={Boolean(error)} text={helper} />
    </fieldset>
  );
}
