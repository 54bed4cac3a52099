import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrorTree } from '../dataProvider/errors';
import { validate, type RuleMessage, type Rules } from './rules';
import { useTranslate } from './translate';

/** A field's error: a rule's message (translated when shown, so it follows the language) or the server's own words. */
type FieldError = RuleMessage | { text: string };

/** What a submit handler may answer: the server's messages per field (a 422), shown on those fields. */
export type SubmitResult = FieldErrorTree | null | undefined | void;

const serverErrors = <V>(tree: FieldErrorTree, values: V): Partial<Record<keyof V, FieldError>> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([name, text]) =>
      typeof text === 'string' && Object.hasOwn(values as object, name) ? [[name, { text }]] : [],
    ),
  ) as Partial<Record<keyof V, FieldError>>;

/**
 * The state of a small form of text fields: values, per-field errors (the rules on submit, again on every change
 * after the first submit, the server's per-field answer), and whether it is being sent. What was typed is kept on
 * every error.
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  rules: Rules<V>,
  submit: (values: V) => Promise<SubmitResult>,
) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldError>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!submitted.current) return;
    // the rules again; the server's words stay on the fields not touched since
    setErrors((previous) => {
      const kept = Object.fromEntries(
        Object.entries(previous).filter(([key, error]) => key !== name && error && 'text' in error),
      );
      return { ...kept, ...validate(next, rules) };
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    const found = validate(values, rules);
    const first = Object.keys(found)[0];
    setErrors(found);
    if (first) {
      (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await submit(values);
      if (answer) setErrors(serverErrors(answer, values));
    } finally {
      setSubmitting(false);
    }
  };

  const message = (error: FieldError | undefined): string | undefined =>
    error ? ('text' in error ? error.text : translate(error.message, error.args)) : undefined;

  /** The props of a field: its name, value, change handler and error message in the current language. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: message(errors[name]),
  });

  return {
    values,
    submitting,
    field,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
  };
}
