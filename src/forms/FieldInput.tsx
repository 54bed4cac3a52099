// One element of a form as an input, by its kind. Values go out raw (trimming and typing are the rules' job at
// validation); pattern inputs keep only the characters the pattern accepts, as typed or pasted. Each kind's input
// is a component of its own in inputs/; groups and rows have none here (FieldList lays them out).
import { Suspense, type ComponentType } from 'react';
import { useDebouncedEvent } from '../widgets/text/useDebouncedEvent';
import type { ElementKind, FieldError, FormElement } from '../../definitions/forms/rules';
import { useFormText } from './formText';
import type { AnswerProps } from './inputs/answerProps';
import { CheckAnswer } from './inputs/CheckAnswer';
import { ColorAnswer } from './inputs/ColorAnswer';
import { EmailInput, PhoneInput } from './inputs/ContactAnswers';
import { DateAnswer } from './inputs/DateAnswer';
import { NumberAnswer } from './inputs/NumberAnswer';
import { OtpAnswer } from './inputs/OtpAnswer';
import { RadioAnswer } from './inputs/RadioAnswer';
import { RangeAnswer } from './inputs/RangeAnswer';
import { RatingAnswer } from './inputs/RatingAnswer';
import { RichTextAnswer } from './inputs/RichTextAnswer';
import { SelectAnswer } from './inputs/SelectAnswer';
import { SignatureAnswer } from './inputs/SignatureAnswer';
import { TableAnswer } from './inputs/TableAnswer';
import { TextAnswer } from './inputs/TextAnswer';
import { UploadAnswer } from './inputs/UploadAnswer';

export interface FieldInputProps {
  element: FormElement;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  /** A text answer's debounced event: typing paused 700 ms (the form then shows what is wrong without a blur). */
  onSettle?(value: string): void;
  error?: FieldError;
  disabled?: boolean;
}

/** The sentence for an answer's error, in the reader's language. */
export function useFieldErrorText() {
  const translate = useFormText();
  return (error: FieldError | undefined, element?: FormElement): string | undefined => {
    if (!error) return undefined;
    const message = translate(`forms.errors.${error.code}`, { limit: error.limit ?? '' });
    if (element?.kind === 'array' || element?.kind === 'bagelform')
      return error.column ? translate('forms.errors.inside') : message;
    if (error.row && error.column) {
      const column = element?.columns?.find((c) => c.fieldname === error.column)?.label ?? error.column;
      return translate('forms.errors.cell', { row: error.row, column, message });
    }
    return message;
  };
}

/** One element's input; while a widget's code is on the way, its label stands in. */
export function FieldInput(props: FieldInputProps) {
  return (
    <Suspense fallback={<p className="fr-muted">{props.element.label}</p>}>
      <InputOfKind {...props} />
    </Suspense>
  );
}

/** Each kind's input; null for the kinds laid out by FieldList (groups, nested forms, rows). */
const INPUT_OF_KIND: Record<ElementKind, ComponentType<AnswerProps> | null> = {
  email: EmailInput,
  tel: PhoneInput,
  text: TextAnswer,
  textarea: TextAnswer,
  number: NumberAnswer,
  otp: OtpAnswer,
  date: DateAnswer,
  select: SelectAnswer,
  radio: RadioAnswer,
  check: CheckAnswer,
  color: ColorAnswer,
  range: RangeAnswer,
  rating: RatingAnswer,
  signature: SignatureAnswer,
  upload: UploadAnswer,
  richtext: RichTextAnswer,
  table: TableAnswer,
  array: null,
  bagelform: null,
  row: null,
};

function InputOfKind({ onSettle, error, ...props }: FieldInputProps) {
  const settle = useDebouncedEvent<string>(onSettle);
  const errorText = useFieldErrorText()(error, props.element);
  const Input = INPUT_OF_KIND[props.element.kind];
  if (!Input) return null;
  return (
    <Input {...props} settle={settle} error={error} errorText={errorText} helper={errorText ?? props.element.help} />
  );
}
