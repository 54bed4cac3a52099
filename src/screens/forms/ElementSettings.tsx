// The settings of one element in the builder, a step's or a field's inside a row or a repeating group alike: what
// every kind has (label, key, required, help, default, condition, width) and what its kind adds (placeholder and allowed
// characters, bounds, options, table columns, a nested form, the fields of a row or a group).
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FormElement, FormStep } from '../../../definitions/forms/rules';
import { ConditionEditor } from './ConditionEditor';
import { DefaultValueInput, takesDefault } from './DefaultValueInput';
import { ElementBasics } from './ElementBasics';
import { ElementKindSettings } from './ElementKindSettings';
import { elementName } from './ElementList';

interface Props {
  element: FormElement;
  /** Elements before this one (a condition may only look back). */
  earlier: FormElement[];
  steps: FormStep[];
  stepIndex: number;
  onChange(element: FormElement): void;
  /** Moves a step's element to another step (absent for a field inside a row or a group). */
  onMove?(stepIndex: number): void;
  /** The row or repeating group the element is inside, if any. */
  container?: FormElement;
  /** Opens a field of this row or group in the settings panel. */
  onSelectChild?(id: string): void;
  /** For a row or a group: the ids its new fields may not take (builderTree.childIdsTaken). */
  childTaken?: Set<string>;
  /** This form's name (a bagelform may not nest it). */
  formName?: string;
}

/** The step a step's element stands in, to move it to another. */
function StepChoice({ steps, stepIndex, onMove }: { steps: FormStep[]; stepIndex: number; onMove(i: number): void }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      select
      label={translate('forms.builder.move_to_step')}
      value={stepIndex}
      onChange={(e) => onMove(Number(e.target.value))}
    >
      {steps.map((s, i) => (
        <MenuItem key={s.id} value={i}>
          {s.title || translate('forms.builder.step_label', { number: i + 1 })}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ElementSettings({ element, earlier, steps, stepIndex, onChange, onMove, container, ...kind }: Props) {
  const translate = useTranslate();
  const set = (patch: Partial<FormElement>) => onChange({ ...element, ...patch });

  return (
    <Stack spacing={2} aria-label={translate('forms.builder.edit', { label: elementName(element) })} role="group">
      <Typography variant="subtitle2">{translate(`forms.kinds.${element.kind}`)}</Typography>
      <ElementBasics element={element} set={set} container={container} />
      {takesDefault(element) && <DefaultValueInput element={element} onChange={(value) => set({ default: value })} />}
      <ElementKindSettings element={element} set={set} {...kind} />
      <ConditionEditor value={element.when} earlier={earlier} onChange={(when) => set({ when })} />
      {onMove && steps.length > 1 && <StepChoice steps={steps} stepIndex={stepIndex} onMove={onMove} />}
    </Stack>
  );
}
