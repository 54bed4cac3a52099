// A list of a form's elements as inputs: a step's, an array item's or a nested form's. Row containers lay their
// elements side by side on wide screens and stack them at phone width; half-width elements pair up. And the fields
// that hold answers of their own: an array (a repeating group, one set of its fields per item, added and removed)
// and a bagelform (another form's fields, by its name, inside this one). Each checks its answers with the same rules
// as the whole form; every wrong field inside shows its own message once the person has left it, or all of them
// once a step check or a send has shown the group's errors.
import { useState } from 'react';
import { FieldInput, useFieldErrorText } from './FieldInput';
import { useFormContext } from './formContext';
import { useFormText } from './formText';
import { OptionsFieldset } from './inputs/OptionsFieldset';
import {
  ARRAY_DEFAULT_MAX,
  initialAnswers,
  isContainer,
  schemaOf,
  visibility,
  type Answers,
  type FieldError,
  type FormElement,
} from '../../definitions/forms/rules';

interface GroupProps {
  element: FormElement;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  error?: FieldError;
  /** The error's sentence when it is the group's own (not one of its fields'). */
  errorText?: string;
  /** A step check or a send showed the group's errors: every wrong field inside says so, left yet or not. */
  revealed?: boolean;
  disabled?: boolean;
}

const asAnswers = (value: unknown): Answers =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {};

/** The fields inside a group the person has left ('item/field' or 'field'): each shows its own error from then on. */
function useLeftFields() {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  return {
    has: (key: string) => left.has(key),
    add: (key: string) => setLeft((current) => (current.has(key) ? current : new Set(current).add(key))),
    /** An item was removed: the items after it move up one. */
    removeItem: (index: number) =>
      setLeft((current) => {
        const next = new Set<string>();
        for (const key of current) {
          const [item, field] = key.split('/') as [string, string];
          if (Number(item) < index) next.add(key);
          else if (Number(item) > index) next.add(`${Number(item) - 1}/${field}`);
        }
        return next;
      }),
  };
}

/** The group's own sentence: kept when the error is its own, or when a wrong field inside shows its message. */
const groupText = (error: FieldError | undefined, errorText: string | undefined, showsInside: boolean) =>
  error?.column && !showsInside ? undefined : errorText;

export function ArrayField({ element, value, onChange, onBlur, error, errorText, revealed, disabled }: GroupProps) {
  const translate = useFormText();
  const left = useLeftFields();
  const items = Array.isArray(value) ? (value as unknown[]).map(asAnswers) : [];
  const schema = schemaOf(element.elements ?? []);
  const max = typeof element.max === 'number' ? element.max : ARRAY_DEFAULT_MAX;
  const setItem = (index: number, item: Answers) => onChange(items.map((current, i) => (i === index ? item : current)));
  const errorInside = (index: number, id: string): FieldError | undefined => {
    const found = error?.items?.[index + 1]?.[id];
    return found && (revealed || left.has(`${index}/${id}`)) ? found : undefined;
  };
  const showsInside = items.some((_, index) =>
    Object.keys(error?.items?.[index + 1] ?? {}).some((id) => errorInside(index, id)),
  );
  const ownText = groupText(error, errorText, showsInside);
  return (
    <OptionsFieldset element={element} error={ownText ? error : undefined} helper={ownText ?? element.help}>
      <div className="fr-items">
        {items.map((item, index) => {
          const name = translate('forms.renderer.item', { label: element.label, number: index + 1 });
          return (
            <div key={index} className="fr-item" role="group" aria-label={name}>
              <div className="fr-item-head">
                <h3>{name}</h3>
                <button
                  type="button"
                  className="fr-button fr-button-icon"
                  aria-label={translate('forms.renderer.remove_item', { number: index + 1 })}
                  onClick={() => {
                    left.removeItem(index);
                    onChange(items.filter((_, i) => i !== index));
                  }}
                  disabled={disabled}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
              <FieldList
                elements={element.elements ?? []}
                answers={item}
                shown={visibility(schema, item).elements}
                onChange={(id, v) => setItem(index, { ...item, [id]: v })}
                onBlur={(id) => {
                  left.add(`${index}/${id}`);
                  onBlur?.();
                }}
                errorOf={(id) => errorInside(index, id)}
                revealed={() => Boolean(revealed)}
                disabled={disabled}
              />
            </div>
          );
        })}
        {!items.length && <p className="fr-muted">{translate('forms.renderer.no_items')}</p>}
      </div>
      <div>
        <button
          type="button"
          className="fr-button"
          disabled={disabled || items.length >= max}
          onClick={() => onChange([...items, initialAnswers(schema)])}
        >
          <span aria-hidden="true">+</span>
          {translate('forms.renderer.add_item')}
        </button>
      </div>
    </OptionsFieldset>
  );
}

export function NestedFormField({
  element,
  value,
  onChange,
  onBlur,
  error,
  errorText,
  revealed,
  disabled,
}: GroupProps) {
  const translate = useFormText();
  const { nested } = useFormContext();
  const left = useLeftFields();
  const schema = element.form ? nested[element.form] : undefined;
  if (!schema)
    return (
      <p className="fr-note fr-note-info">{translate('forms.renderer.no_nested', { name: element.form ?? '' })}</p>
    );
  const answers = { ...initialAnswers(schema), ...asAnswers(value) };
  const errorInside = (id: string): FieldError | undefined => {
    const found = error?.fields?.[id];
    return found && (revealed || left.has(id)) ? found : undefined;
  };
  const ownText = groupText(
    error,
    errorText,
    Object.keys(error?.fields ?? {}).some((id) => errorInside(id)),
  );
  return (
    <OptionsFieldset
      className="fr-nested"
      element={element}
      error={ownText ? error : undefined}
      helper={ownText ?? element.help}
    >
      <FieldList
        elements={schema.steps.flatMap((step) => step.elements)}
        answers={answers}
        shown={visibility(schema, answers).elements}
        onChange={(id, v) => onChange({ ...answers, [id]: v })}
        onBlur={(id) => {
          left.add(id);
          onBlur?.();
        }}
        errorOf={errorInside}
        revealed={() => Boolean(revealed)}
        disabled={disabled}
      />
    </OptionsFieldset>
  );
}

export interface FieldListProps {
  elements: FormElement[];
  answers: Answers;
  /** Ids of the elements shown (rules.visibility). */
  shown: Set<string>;
  onChange(id: string, value: unknown): void;
  onBlur?(id: string): void;
  errorOf(id: string): FieldError | undefined;
  /** Whether a group's errors inside it were all shown (FormRenderer: by a step check or a send). */
  revealed?(id: string): boolean;
  disabled?: boolean;
}

export function FieldList({ elements, answers, shown, onChange, onBlur, errorOf, revealed, disabled }: FieldListProps) {
  const errorText = useFieldErrorText();
  const field = (element: FormElement) => {
    const props = {
      element,
      value: answers[element.id],
      onChange: (value: unknown) => onChange(element.id, value),
      onBlur: () => onBlur?.(element.id),
      error: errorOf(element.id),
      disabled,
    };
    if (element.kind === 'array')
      return <ArrayField {...props} errorText={errorText(props.error, element)} revealed={revealed?.(element.id)} />;
    if (element.kind === 'bagelform')
      return (
        <NestedFormField {...props} errorText={errorText(props.error, element)} revealed={revealed?.(element.id)} />
      );
    return <FieldInput {...props} onSettle={() => onBlur?.(element.id)} />;
  };
  return (
    <div className="fr-fields">
      {elements
        .filter((element) => shown.has(element.id))
        .map((element) =>
          isContainer(element) ? (
            <div key={element.id} className="fr-row" data-testid={`row-${element.id}`}>
              {(element.elements ?? [])
                .filter((child) => shown.has(child.id))
                .map((child) => (
                  <div key={child.id} className="fr-cell">
                    {field(child)}
                  </div>
                ))}
            </div>
          ) : (
            <div key={element.id} className={`fr-cell${element.width === 'half' ? ' fr-cell-half' : ''}`}>
              {field(element)}
            </div>
          ),
        )}
    </div>
  );
}
