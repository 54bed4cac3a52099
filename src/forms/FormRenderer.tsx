// A form from its schema, for staff (a customer's form in the admin) and the public page alike: one visible step at
// a time with the moves of src/forms/steps.ts, the fields of each element, the submit states idle,
// submitting, success and error. The answers are checked by the same rules the server uses; the server's own 422
// answer is shown on its fields too. Nothing typed is lost on an error.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../dataProvider/errors';
import { FieldList } from './FieldList';
import { FormContext, type FormContextValue } from './formContext';
import { useFormText } from './formText';
import { useFormChecks } from './phoneRule';
import './form.css';
import {
  fieldsOf,
  gatherLeaves,
  initialAnswers,
  validateAnswers,
  validateSubmission,
  visibility,
  type Answers,
  type CheckContext,
  type ErrorPath,
  type FieldError,
  type FieldErrorCode,
  type FormSchema,
  type PlacedError,
} from '../../definitions/forms/rules';
import { clampStep, firstStep, goToStep, nextStep, previousStep, stepWalk, walkDelays, type StepState } from './steps';

export type SubmitState = 'idle' | 'submitting' | 'success' | 'error';

export interface FormRendererProps {
  schema: FormSchema;
  stepValidation?: boolean;
  /** Sends the checked answers; throws (an ApiError) when it fails. */
  onSubmit(values: Answers): Promise<void>;
  successMessage?: string;
  /** Called after a successful send with the answers sent. */
  onSuccess?(values: Answers): void;
  /** Shown above the fields (a customer picker when staff fill it in). */
  header?: React.ReactNode;
  disabled?: boolean;
  /** The forms its bagelforms nest, by name. */
  nested?: Record<string, FormSchema>;
  /** Stores one file of an upload field (the form's upload call). */
  upload?: FormContextValue['upload'];
  /** The frame of the admin's widgets where the admin is not (formContext.ts). */
  widgetFrame?: FormContextValue['widgetFrame'];
}

/** The server's 422 on `body.data.<field>[.<inside>...]` as the renderer's errors (a group's pieces gathered again). */
function serverErrors(error: unknown): Record<string, FieldError> {
  if (!isApiError(error) || error.status !== 422 || !Array.isArray(error.body.detail)) return {};
  const found: Record<string, PlacedError[]> = {};
  for (const item of error.body.detail as Array<{
    loc?: unknown[];
    ctx?: { code?: string; limit?: number | string; row?: number; column?: string };
  }>) {
    const [, where, field, ...path] = item.loc ?? [];
    if (
      where !== 'data' ||
      typeof field !== 'string' ||
      !path.every(
        (step) => typeof step === 'string' || (typeof step === 'number' && Number.isInteger(step) && step >= 0),
      )
    )
      continue;
    const ctx = item.ctx ?? {};
    const leaf: FieldError = {
      code: (ctx.code as FieldErrorCode) ?? 'type',
      ...(ctx.limit !== undefined ? { limit: ctx.limit } : {}),
      ...(ctx.row ? { row: ctx.row } : {}),
      ...(ctx.column ? { column: ctx.column } : {}),
    };
    (found[field] ??= []).push({ path: path as ErrorPath, error: leaf });
  }
  return Object.fromEntries(Object.entries(found).map(([field, leaves]) => [field, gatherLeaves(leaves)!]));
}

/**
 * The step shown and the moves between steps. A step count that shrank below the current step returns the form to
 * step 1 for good. A forward move walks through the steps passed over, one after another; a back move is at once.
 */
function useStepMoves(stepIds: string[]) {
  const [stepState, setStepState] = useState(firstStep);
  const state = clampStep(stepState, stepIds);
  useEffect(() => {
    if (state !== stepState) setStepState(state);
  }, [state, stepState]);
  const [moving, setMoving] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const moveTo = (next: StepState) => {
    timers.current.forEach((t) => window.clearTimeout(t));
    const walk = stepWalk(state.current, next.current);
    if (next.current <= state.current) {
      setMoving(false);
      setStepState(next);
      return;
    }
    setMoving(true);
    const delays = walkDelays(walk);
    timers.current = walk.map((index, i) =>
      window.setTimeout(() => {
        const last = i === walk.length - 1;
        setStepState(last ? next : { ...next, current: index });
        if (last) setMoving(false);
      }, delays[i]),
    );
  };
  return { state, setStepState, moving, moveTo };
}

/** The steps above the fields (buttons on wider screens), and which step of how many this is. */
function StepHeader({
  steps,
  state,
  onGo,
}: {
  steps: Array<{ id: string; title?: string }>;
  state: StepState;
  onGo: (index: number) => void;
}) {
  const translate = useFormText();
  const step = steps[state.current];
  return (
    <>
      <ol className="fr-steps">
        {steps.map((s, index) => (
          <li key={s.id}>
            <button
              type="button"
              className={state.validated.includes(s.id) && index !== state.current ? 'fr-step-done' : undefined}
              aria-current={index === state.current ? 'step' : undefined}
              onClick={() => onGo(index)}
            >
              {s.title || index + 1}
            </button>
          </li>
        ))}
      </ol>
      <p className="fr-step-of">
        {translate('forms.renderer.step', { current: state.current + 1, total: steps.length })}
        {step?.title ? ` · ${step.title}` : ''}
      </p>
    </>
  );
}

/** What shows once the form is sent: the success message, and a button to fill it in again. */
function Sent({ message, onAgain }: { message?: string; onAgain: () => void }) {
  const translate = useFormText();
  return (
    <div className="fr-sent" role="status">
      <p className="fr-note fr-note-success">{message || translate('forms.renderer.success')}</p>
      <button type="button" className="fr-button" onClick={onAgain}>
        {translate('forms.renderer.again')}
      </button>
    </div>
  );
}

/** Back (on a form of several steps) and Next, or Send on the last step. */
function Actions({
  stepped,
  first,
  last,
  status,
  blocked,
  onBack,
}: {
  stepped: boolean;
  first: boolean;
  last: boolean;
  status: SubmitState;
  blocked: boolean;
  onBack: () => void;
}) {
  const translate = useFormText();
  return (
    <div className="fr-actions">
      <button
        type="button"
        className="fr-button"
        onClick={onBack}
        disabled={first}
        style={{ visibility: stepped ? 'visible' : 'hidden' }}
      >
        {translate('forms.renderer.back')}
      </button>
      <button type="submit" className="fr-button fr-button-main" disabled={blocked}>
        {last
          ? translate(status === 'submitting' ? 'forms.renderer.submitting' : 'forms.renderer.submit')
          : translate('forms.renderer.next')}
      </button>
    </div>
  );
}

export function FormRenderer({
  schema,
  stepValidation = true,
  onSubmit,
  successMessage,
  onSuccess,
  header,
  disabled,
  nested,
  upload,
  widgetFrame,
}: FormRendererProps) {
  const translate = useFormText();
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(schema));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [shownErrors, setShownErrors] = useState<Record<string, FieldError>>({});
  /** Fields whose errors a step check or a send has shown: from then on they show what is wrong as it changes. */
  const [revealed, setRevealed] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<SubmitState>('idle');

  const { steps, elements: shown } = useMemo(() => visibility(schema, answers), [schema, answers]);
  const stepIds = steps.map((s) => s.id);
  const { state, setStepState, moving, moveTo } = useStepMoves(stepIds);
  const step = steps[state.current];
  const isLast = state.current >= steps.length - 1;
  const context = useMemo<FormContextValue>(
    () => ({ nested: nested ?? {}, upload, widgetFrame }),
    [nested, upload, widgetFrame],
  );
  const { checks, ready } = useFormChecks(schema, nested);
  const liveErrors = useMemo(() => validateAnswers(schema, answers, undefined, checks), [schema, answers, checks]);
  const stepErrors = (id: string, using: CheckContext) =>
    validateAnswers(
      schema,
      answers,
      steps.find((s) => s.id === id),
      using,
    );
  const validWith = (using: CheckContext) => (id: string) => Object.keys(stepErrors(id, using)).length === 0;

  const errorOf = (id: string): FieldError | undefined =>
    shownErrors[id] ?? (touched.has(id) || revealed.has(id) ? liveErrors[id] : undefined);
  const reveal = (errors: Record<string, FieldError>) =>
    setRevealed((current) => new Set([...current, ...Object.keys(errors)]));
  const showStepErrors = (id: string, using: CheckContext) => {
    const errors = stepErrors(id, using);
    setShownErrors((current) => ({ ...current, ...errors }));
    reveal(errors);
  };

  const change = (id: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setShownErrors(({ [id]: _, ...rest }) => rest);
    if (status === 'error') setStatus('idle');
  };

  const go = async (target: number) => {
    const using = await ready();
    const next =
      target > state.current
        ? goToStep(state, target, stepIds, validWith(using), stepValidation)
        : goToStep(state, target, stepIds, () => true);
    if (stepValidation && next.current < target) showStepErrors(stepIds[next.current]!, using);
    moveTo(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting' || disabled || moving) return;
    const pending = ready();
    const using = pending instanceof Promise ? await pending : pending;
    if (!isLast) {
      const next = nextStep(state, stepIds, validWith(using), stepValidation);
      if (next.current === state.current) showStepErrors(step!.id, using);
      moveTo(next);
      return;
    }
    const { values, errors } = validateSubmission(schema, answers, undefined, using);
    if (Object.keys(errors).length) {
      setShownErrors(errors);
      reveal(errors);
      const firstBad = steps.findIndex((s) => fieldsOf(s.elements).some((e) => errors[e.id]));
      if (firstBad >= 0 && firstBad !== state.current) setStepState({ ...state, current: firstBad });
      setStatus('error');
      return;
    }
    setStatus('submitting');
    try {
      await onSubmit(values);
      setStatus('success');
      onSuccess?.(values);
    } catch (error) {
      const fromServer = serverErrors(error);
      setShownErrors(fromServer);
      reveal(fromServer);
      const firstBad = steps.findIndex((s) => fieldsOf(s.elements).some((e) => fromServer[e.id]));
      if (firstBad >= 0) setStepState({ ...state, current: firstBad });
      setStatus('error');
    }
  };

  const reset = () => {
    setAnswers(initialAnswers(schema));
    setTouched(new Set());
    setRevealed(new Set());
    setShownErrors({});
    moveTo(firstStep());
    setStatus('idle');
  };

  if (status === 'success') return <Sent message={successMessage} onAgain={reset} />;

  return (
    <form className="fr-form" noValidate onSubmit={submit}>
      {header}
      {steps.length > 1 && <StepHeader steps={steps} state={state} onGo={go} />}
      <FormContext.Provider value={context}>
        <FieldList
          elements={step?.elements ?? []}
          answers={answers}
          shown={shown}
          onChange={change}
          onBlur={(id) => setTouched((current) => new Set(current).add(id))}
          errorOf={errorOf}
          revealed={(id) => revealed.has(id)}
          disabled={disabled || status === 'submitting'}
        />
      </FormContext.Provider>
      {status === 'error' && (
        <p className="fr-note" role="alert">
          {Object.keys(shownErrors).length ? translate('forms.renderer.fix') : translate('forms.renderer.failed')}
        </p>
      )}
      <Actions
        stepped={steps.length > 1}
        first={state.current === 0}
        last={isLast}
        status={status}
        blocked={status === 'submitting' || Boolean(disabled) || moving}
        onBack={() => moveTo(previousStep(state, stepIds))}
      />
    </form>
  );
}
