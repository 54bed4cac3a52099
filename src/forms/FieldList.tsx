// A list of a form's elements as inputs: a step's, an array item's or a nested form's. Row containers lay their
// elements side by side on wide screens and stack them at phone width; half-width elements pair up. And the fields
// that hold answers of their own: an array (a repeating group, one set of its fields per item, added and removed)
// and a bagelform (another form's fields, by its name, inside this one). Each checks its answers with the same rules
// as the whole form; every wrong field inside shows its own message once the person has left it, or all of them
// once a step check or a send has shown the group's errors.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { FieldInput, useFieldErrorText } from './FieldInput';
import { useFormContext } from './formContext';
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
  const translate = useTranslate();
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
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }} color={ownText ? 'error' : undefined}>
        {element.label}
        {element.required ? ' *' : ''}
      </Typography>
      <Stack spacing={1.5}>
        {items.map((item, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{ p: 1.5 }}
            role="group"
            aria-label={translate('forms.renderer.item', { label: element.label, number: index + 1 })}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {translate('forms.renderer.item', { label: element.label, number: index + 1 })}
              </Typography>
              <IconButton
                size="small"
                aria-label={translate('forms.renderer.remove_item', { number: index + 1 })}
                onClick={() => {
                  left.removeItem(index);
                  onChange(items.filter((_, i) => i !== index));
                }}
                disabled={disabled}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
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
          </Paper>
        ))}
      </Stack>
      {!items.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('forms.renderer.no_items')}
        </Typography>
      )}
      <Button
        size="small"
        startIcon={<Add />}
        sx={{ mt: 1 }}
        disabled={disabled || items.length >= max}
        onClick={() => onChange([...items, initialAnswers(schema)])}
      >
        {translate('forms.renderer.add_item')}
      </Button>
      {(ownText || element.help) && <FormHelperText error={Boolean(ownText)}>{ownText ?? element.help}</FormHelperText>}
    </Box>
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
  const translate = useTranslate();
  const { nested } = useFormContext();
  const left = useLeftFields();
  const schema = element.form ? nested[element.form] : undefined;
  if (!schema)
    return <Alert severity="warning">{translate('forms.renderer.no_nested', { name: element.form ?? '' })}</Alert>;
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
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: ownText ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {element.label}
        {element.required ? ' *' : ''}
      </Typography>
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
      {(ownText || element.help) && <FormHelperText error={Boolean(ownText)}>{ownText ?? element.help}</FormHelperText>}
    </Box>
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
    <Grid container spacing={2}>
      {elements
        .filter((element) => shown.has(element.id))
        .map((element) =>
          isContainer(element) ? (
            <Grid key={element.id} size={12} container spacing={2} data-testid={`row-${element.id}`}>
              {(element.elements ?? [])
                .filter((child) => shown.has(child.id))
                .map((child) => (
                  <Grid key={child.id} size={{ xs: 12, sm: 'grow' }}>
                    {field(child)}
                  </Grid>
                ))}
            </Grid>
          ) : (
            <Grid key={element.id} size={{ xs: 12, sm: element.width === 'half' ? 6 : 12 }}>
              {field(element)}
            </Grid>
          ),
        )}
    </Grid>
  );
}
