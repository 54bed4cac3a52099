// The builder's main tab: on one side the steps and their elements, the palette that adds elements and the chosen
// element's settings; on the other the live preview.
import Grid from '@mui/material/Grid';
import { useTranslate } from 'react-admin';
import type { ElementKind, FormElement, FormSchema } from '../../../definitions/forms/rules';
import type { FormSettings } from './api';
import { formIds, locate, newElement, replaceAt } from './builderTree';
import { ElementPalette } from './ElementPalette';
import { FormPreview } from './FormPreview';
import { SelectedElementPanel } from './SelectedElementPanel';
import { StepsEditor } from './StepsEditor';
import type { useElementSelection } from './useElementSelection';
import type { PreviewOptions } from './usePreviewOptions';

export function FormBuildTab({
  formName,
  schema,
  settings,
  onSchema,
  nested,
  hasProblems,
  chosen: { selection, select, follow },
  activeStep,
  onActiveStep,
  preview,
}: {
  formName: string;
  schema: FormSchema;
  settings: FormSettings;
  onSchema: (schema: FormSchema) => void;
  nested: Record<string, FormSchema>;
  hasProblems: boolean;
  chosen: ReturnType<typeof useElementSelection>;
  activeStep: number;
  onActiveStep: (index: number) => void;
  preview: PreviewOptions;
}) {
  const translate = useTranslate();
  const stepIndex = Math.min(activeStep, schema.steps.length - 1);
  const path = selection?.path ?? null;
  const found = locate(schema, path, selection?.at);
  const current = found?.element;
  const where = found?.position.step ?? -1;
  const step = schema.steps[stepIndex];

  const add = (kind: ElementKind) => {
    const element = newElement(kind, formIds(schema), (k) =>
      translate('forms.builder.new_label', { kind: translate(`forms.kinds.${k}`) }),
    );
    onSchema({
      steps: schema.steps.map((s, i) => (i === stepIndex ? { ...step!, elements: [...step!.elements, element] } : s)),
    });
    select([element.id]);
  };
  const changeElement = (element: FormElement) => {
    if (!path || !selection || !found) return;
    onSchema(replaceAt(schema, found.position, element));
    follow([...path.slice(0, -1), element.id], found.position);
  };
  const moveElement = (target: number) => {
    if (!current || target === where || found?.container) return;
    onSchema({
      steps: schema.steps.map((s, i) => ({
        ...s,
        elements:
          i === where
            ? s.elements.filter((e) => e.id !== current.id)
            : i === target
              ? [...s.elements, current]
              : s.elements,
      })),
    });
    onActiveStep(target);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <StepsEditor
          schema={schema}
          stepIndex={stepIndex}
          onStepIndex={onActiveStep}
          onSchema={onSchema}
          selected={path?.[0]}
          onSelect={(id) => select(id === null ? null : [id])}
        />
        <ElementPalette onAdd={add} />
        <SelectedElementPanel
          formName={formName}
          schema={schema}
          selection={selection}
          found={found}
          onSelect={select}
          onChange={changeElement}
          onMove={moveElement}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormPreview schema={schema} nested={nested} settings={settings} hidden={hasProblems} options={preview} />
      </Grid>
    </Grid>
  );
}
