// The form builder (/forms/:id/edit): steps of elements added from a palette, reordered by drag, each element's
// settings beside them (a field inside a row or a repeating group too, in the same panel), a step's condition, a
// live preview at desktop or phone width (a nested form shows as soon as it is chosen); the form's settings; its
// public link and embed code. Saving a changed schema makes a new version. Leaving with unsaved changes asks first.
// What is chosen in the build tab and how the preview shows are kept here, so they outlast a visit to another tab.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { schemaProblems, type FormSchema } from '../../../definitions/forms/rules';
import { ScrollableTabs } from '../../widgets/tabs/ScrollableTabs';
import { FormBuilderToolbar } from './FormBuilderToolbar';
import { FormBuildTab } from './FormBuildTab';
import { FormSettingsTab } from './FormSettingsTab';
import { FormShareTab } from './FormShareTab';
import { SchemaProblemsAlert } from './SchemaProblemsAlert';
import { useElementSelection } from './useElementSelection';
import { useFormDraft } from './useFormDraft';
import { useNestedSchemas } from './useNestedSchemas';
import { usePreviewOptions } from './usePreviewOptions';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

const EMPTY_SCHEMA: FormSchema = { steps: [] };

export default function FormBuilderPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('t') ?? 'build';
  const { form, draft, setDraft, dirty, saving, fieldErrors, save } = useFormDraft(id);
  const chosen = useElementSelection();
  const [activeStep, setActiveStep] = useState(0);
  const preview = usePreviewOptions();
  const [copied, setCopied] = useState<string | null>(null);
  useUnsavedChangesPrompt(dirty);
  const nested = useNestedSchemas(draft?.schema ?? EMPTY_SCHEMA, form.data?.nested);

  if (form.isError) return <Alert severity="error">{form.error.message}</Alert>;
  if (!form.data || !draft) return <LinearProgress />;

  const problems = schemaProblems(draft.schema);

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('forms.builder.title', { title: form.data.title })} />
      <FormBuilderToolbar
        formId={id}
        title={draft.title}
        dirty={dirty}
        canSave={dirty && !saving && problems.length === 0}
        onSave={() => void save()}
      />
      {saving && <LinearProgress />}
      <SchemaProblemsAlert problems={problems} />
      <ScrollableTabs
        value={tab}
        onChange={(_, value: string) => setParams({ t: value }, { replace: true })}
        sx={{ mb: 2 }}
      >
        <Tab value="build" label={translate('forms.builder.tabs.build')} />
        <Tab value="settings" label={translate('forms.builder.tabs.settings')} />
        <Tab value="share" label={translate('forms.builder.tabs.share')} />
      </ScrollableTabs>

      {tab === 'build' && (
        <FormBuildTab
          formName={form.data.name}
          schema={draft.schema}
          settings={draft.settings}
          onSchema={(schema) => setDraft({ ...draft, schema })}
          nested={nested}
          hasProblems={problems.length > 0}
          chosen={chosen}
          activeStep={activeStep}
          onActiveStep={setActiveStep}
          preview={preview}
        />
      )}
      {tab === 'settings' && <FormSettingsTab draft={draft} onDraft={setDraft} fieldErrors={fieldErrors} />}
      {tab === 'share' && (
        <FormShareTab
          name={form.data.name}
          title={draft.title}
          open={form.data.open}
          copied={copied}
          onCopied={setCopied}
        />
      )}
    </Box>
  );
}
