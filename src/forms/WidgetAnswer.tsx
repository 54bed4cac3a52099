// The product's phone and e-mail widgets are react-admin inputs (bound to a react-hook-form field). A form page keeps
// its answers itself, so each such answer gets a one-field form of its own: the widget's value goes out as the
// answer, and the form's own check (required, the rule of the kind) is shown as the widget's error.
import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

const ANSWER = 'answer';

interface Props {
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  /** The form's own message for this answer, already in the person's language. */
  error?: string;
  children(source: string): ReactNode;
}

export function WidgetAnswer({ value, onChange, onBlur, error, children }: Props) {
  const form = useForm<Record<string, unknown>>({ defaultValues: { [ANSWER]: value ?? '' } });
  const sent = useRef(value);
  const send = useRef(onChange);
  send.current = onChange;

  useEffect(() => {
    const watching = form.watch((values) => {
      const next = values[ANSWER] ?? '';
      if (next === sent.current) return;
      sent.current = next;
      send.current(next);
    });
    return () => watching.unsubscribe();
  }, [form]);

  // An answer set from outside (a draft restored, the form reset) replaces what the widget holds.
  useEffect(() => {
    if ((value ?? '') === (sent.current ?? '')) return;
    sent.current = value;
    form.setValue(ANSWER, value ?? '');
  }, [form, value]);

  useEffect(() => {
    if (error) form.setError(ANSWER, { type: 'form', message: error });
    else if (form.getFieldState(ANSWER).error?.type === 'form') form.clearErrors(ANSWER);
  }, [form, error]);

  return (
    <FormProvider {...form}>
      <div onBlur={onBlur}>{children(ANSWER)}</div>
    </FormProvider>
  );
}
