// What every kind of answer input is given.
import type { FieldError, FormElement } from '../../../definitions/forms/rules';

export interface AnswerProps {
  element: FormElement;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  /** A text answer's debounced event (typing paused): the form then shows what is wrong without a blur. */
  settle(value: string): void;
  error?: FieldError;
  /** The error's sentence, in the user's language. */
  errorText?: string;
  /** What shows under the input: the error's sentence, else the element's help. */
  helper?: string;
  disabled?: boolean;
}

/** The text of a text-like answer ('' until one is typed). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
