// What every kind of answer input is given, and the props a text field shares among the kinds drawn by one.
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

/** The props of a text field (a text, a choice list, a colour) that come from the element as they are. */
export const textFieldProps = ({ element, error, helper, disabled, onBlur }: AnswerProps) =>
  ({
    label: element.label,
    required: Boolean(element.required),
    disabled,
    error: Boolean(error),
    helperText: helper,
    fullWidth: true,
    onBlur,
    placeholder: element.placeholder,
  }) as const;

/** A label with the required mark, for inputs whose label is not a text field's. */
export const markedLabel = (element: FormElement): string => `${element.label}${element.required ? ' *' : ''}`;
