// The form's steps as tabs: the chosen step's title, its condition (a step after the first may be shown only when
// an earlier answer says so), its elements in order (chosen, removed, reordered by drag), removing the step (while
// there is more than one) and adding a step at the end.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { allElements, type FormSchema, type FormStep } from '../../../definitions/forms/rules';
import { ScrollableTabs } from '../../widgets/tabs/ScrollableTabs';
import { ConditionEditor } from './ConditionEditor';
import { ElementList } from './ElementList';

export function StepsEditor({
  schema,
  stepIndex,
  onStepIndex,
  onSchema,
  selected,
  onSelect,
}: {
  schema: FormSchema;
  /** The step shown. */
  stepIndex: number;
  onStepIndex: (index: number) => void;
  onSchema: (schema: FormSchema) => void;
  /** The key of the top-level element in the settings panel. */
  selected: string | undefined;
  onSelect: (id: string | null) => void;
}) {
  const translate = useTranslate();
  const step = schema.steps[stepIndex];
  const setStep = (next: FormStep) => onSchema({ steps: schema.steps.map((s, i) => (i === stepIndex ? next : s)) });
  const addStep = () => {
    const taken = new Set(schema.steps.map((s) => s.id));
    let n = schema.steps.length + 1;
    while (taken.has(`step_${n}`)) n += 1;
    onSchema({ steps: [...schema.steps, { id: `step_${n}`, title: '', elements: [] }] });
    onStepIndex(schema.steps.length);
  };

  return (
    <Card sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('forms.builder.steps')}
      </Typography>
      <ScrollableTabs value={stepIndex} onChange={(_, v: number) => onStepIndex(v)} sx={{ mb: 1 }}>
        {schema.steps.map((s, i) => (
          <Tab key={s.id} value={i} label={s.title || translate('forms.builder.step_label', { number: i + 1 })} />
        ))}
      </ScrollableTabs>
      {step && (
        <Box>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={translate('forms.builder.step_title')}
              value={step.title}
              onChange={(e) => setStep({ ...step, title: e.target.value })}
            />
            {schema.steps.length > 1 && (
              <IconButton
                aria-label={translate('forms.builder.remove_step')}
                onClick={() => {
                  onSchema({ steps: schema.steps.filter((_, i) => i !== stepIndex) });
                  onStepIndex(0);
                }}
              >
                <DeleteOutline />
              </IconButton>
            )}
          </Stack>
          {stepIndex > 0 && (
            <Box sx={{ mb: 1 }} role="group" aria-label={translate('forms.builder.step_condition')}>
              <ConditionEditor
                value={step.when}
                earlier={allElements({ steps: schema.steps.slice(0, stepIndex) })}
                onChange={(when) => setStep({ ...step, when })}
              />
            </Box>
          )}
          <ElementList
            elements={step.elements}
            label={translate('forms.builder.step_label', { number: stepIndex + 1 })}
            selected={selected}
            onSelect={onSelect}
            onRemove={(id) => {
              setStep({ ...step, elements: step.elements.filter((e) => e.id !== id) });
              if (selected === id) onSelect(null);
            }}
            onReorder={(elements) => setStep({ ...step, elements })}
          />
          {step.elements.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
              {translate('forms.builder.empty_step')}
            </Typography>
          )}
        </Box>
      )}
      <Button size="small" startIcon={<Add />} onClick={addStep}>
        {translate('forms.builder.add_step')}
      </Button>
    </Card>
  );
}
