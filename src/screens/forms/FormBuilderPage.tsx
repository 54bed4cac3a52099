// The form builder (/forms/:id/edit): steps of elements added from a palette, reordered by drag, each element's
// settings beside them (a field inside a row or a repeating group too, in the same panel), a step's condition, a
// live preview at desktop or phone width (a nested form shows as soon as it is chosen); the form's settings; its
// public link and embed code. Saving a changed schema makes a new version. Leaving with unsaved changes asks first.
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useBlocker, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../dataProvider/errors';
import { FormRenderer } from '../../forms/FormRenderer';
import { PreviewLanguage } from '../../forms/PreviewLanguage';
import { isAppLocale, locales, type AppLocale } from '../../i18n/locales';
import { DateTimeInput } from '../../widgets/dateTime/DateTimeInput';
import {
  allElements,
  ELEMENT_KINDS,
  schemaProblems,
  type ElementKind,
  type FormElement,
  type FormSchema,
  type FormStep,
} from '../../../definitions/forms/rules';
import { formsApi, type FormRecord, type FormSettings } from './api';
import {
  childIdsTaken,
  earlierFields,
  formIds,
  locate,
  newElement,
  replaceAt,
  type ElementPath,
  type Position,
} from './builderTree';
import { ConditionEditor } from './ConditionEditor';
import { ElementList, elementName } from './ElementList';
import { ElementSettings } from './ElementSettings';
import { useNestedSchemas } from './useNestedSchemas';

type Draft = Pick<FormRecord, 'title' | 'name' | 'description' | 'schema'> & { settings: FormSettings };

const EMPTY_SCHEMA: FormSchema = { steps: [] };

const draftOf = (form: FormRecord): Draft => ({
  title: form.title,
  name: form.name,
  description: form.description,
  schema: form.schema,
  settings: form.settings,
});

export default function FormBuilderPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = params.get('t') ?? 'build';
  const form = useQuery({ queryKey: ['form', id], queryFn: () => formsApi.read(id) });
  const [draft, setDraft] = useState<Draft | null>(null);
  /** The element in the settings panel, where it was last, and a serial that changes with each choice (not with an edit of its key). */
  const [selection, setSelection] = useState<{ path: ElementPath; at?: Position; serial: number } | null>(null);
  const select = (path: ElementPath | null) =>
    setSelection((current) => (path ? { path, serial: (current?.serial ?? 0) + 1 } : null));
  const [activeStep, setActiveStep] = useState(0);
  const [previewWidth, setPreviewWidth] = useState<'desktop' | 'phone'>('desktop');
  const [appLocale] = useLocaleState();
  const [previewLocale, setPreviewLocale] = useState<AppLocale>(isAppLocale(appLocale) ? appLocale : 'he');
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (form.data && draft === null) setDraft(draftOf(form.data));
  }, [form.data, draft]);

  const dirty = useMemo(
    () => draft !== null && form.data !== undefined && JSON.stringify(draft) !== JSON.stringify(draftOf(form.data)),
    [draft, form.data],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('forms.builder.unsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);
  const nested = useNestedSchemas(draft?.schema ?? EMPTY_SCHEMA, form.data?.nested);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (form.isError) return <Alert severity="error">{form.error.message}</Alert>;
  if (!form.data || !draft) return <LinearProgress />;

  const schema = draft.schema;
  const problems = schemaProblems(schema);
  const setSchema = (next: FormSchema) => setDraft({ ...draft, schema: next });
  const setStep = (index: number, step: FormStep) =>
    setSchema({ steps: schema.steps.map((s, i) => (i === index ? step : s)) });
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
    setStep(stepIndex, { ...step!, elements: [...step!.elements, element] });
    select([element.id]);
  };
  const changeElement = (element: FormElement) => {
    if (!path || !selection || !found) return;
    setSchema(replaceAt(schema, found.position, element));
    setSelection({ ...selection, path: [...path.slice(0, -1), element.id], at: found.position });
  };
  const moveElement = (target: number) => {
    if (!current || target === where || found?.container) return;
    setSchema({
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
    setActiveStep(target);
  };

  const save = async () => {
    setSaving(true);
    setFieldErrors({});
    try {
      const saved = await formsApi.save(id, draft);
      queryClient.setQueryData(['form', id], saved);
      setDraft(draftOf(saved));
      void queryClient.invalidateQueries({ queryKey: ['forms'] });
      notify('forms.builder.saved', { type: 'success', messageArgs: { version: saved.version } });
    } catch (error) {
      if (isApiError(error))
        setFieldErrors(Object.fromEntries(error.fieldMessages.map((m) => [m.path.join('.'), m.message])));
    } finally {
      setSaving(false);
    }
  };

  const publicUrl = `${window.location.origin}/f/${form.data.name}`;
  const embed = `<iframe src="${publicUrl}" width="100%" height="800" style="border:0" title="${draft.title.replace(/"/g, '&quot;')}"></iframe>`;
  const copy = async (text: string, key: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(key);
  };
  const problemText = (p: (typeof problems)[number]) =>
    translate(`forms.problems.${p.code}`, { element: p.element ?? '', step: p.step ?? '' });

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('forms.builder.title', { title: form.data.title })} />
      <Card sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {draft.title}
        </Typography>
        {dirty && <Chip size="small" color="warning" label={translate('forms.builder.unsaved')} />}
        <Button component={Link} to={`/forms/${id}`}>
          {translate('resources.forms.fields.submission_count')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!dirty || saving || problems.length > 0}>
          {translate('forms.builder.save')}
        </Button>
      </Card>
      {saving && <LinearProgress />}
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problems.map((p, i) => (
            <div key={i}>{problemText(p)}</div>
          ))}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams({ t: value }, { replace: true })}
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        <Tab value="build" label={translate('forms.builder.tabs.build')} />
        <Tab value="settings" label={translate('forms.builder.tabs.settings')} />
        <Tab value="share" label={translate('forms.builder.tabs.share')} />
      </Tabs>

      {tab === 'build' && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 2, mb: 2 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {translate('forms.builder.steps')}
              </Typography>
              <Tabs value={stepIndex} onChange={(_, v: number) => setActiveStep(v)} variant="scrollable" sx={{ mb: 1 }}>
                {schema.steps.map((s, i) => (
                  <Tab
                    key={s.id}
                    value={i}
                    label={s.title || translate('forms.builder.step_label', { number: i + 1 })}
                  />
                ))}
              </Tabs>
              {step && (
                <Box>
                  <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
                    <TextField
                      size="small"
                      fullWidth
                      label={translate('forms.builder.step_title')}
                      value={step.title}
                      onChange={(e) => setStep(stepIndex, { ...step, title: e.target.value })}
                    />
                    {schema.steps.length > 1 && (
                      <IconButton
                        aria-label={translate('forms.builder.remove_step')}
                        onClick={() => {
                          setSchema({ steps: schema.steps.filter((_, i) => i !== stepIndex) });
                          setActiveStep(0);
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
                        onChange={(when) => setStep(stepIndex, { ...step, when })}
                      />
                    </Box>
                  )}
                  <ElementList
                    elements={step.elements}
                    label={translate('forms.builder.step_label', { number: stepIndex + 1 })}
                    selected={path?.[0]}
                    onSelect={(id) => select([id])}
                    onRemove={(id) => {
                      setStep(stepIndex, { ...step, elements: step.elements.filter((e) => e.id !== id) });
                      if (path?.[0] === id) select(null);
                    }}
                    onReorder={(elements) => setStep(stepIndex, { ...step, elements })}
                  />
                  {step.elements.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                      {translate('forms.builder.empty_step')}
                    </Typography>
                  )}
                </Box>
              )}
              <Button
                size="small"
                startIcon={<Add />}
                onClick={() => {
                  const taken = new Set(schema.steps.map((s) => s.id));
                  let n = schema.steps.length + 1;
                  while (taken.has(`step_${n}`)) n += 1;
                  setSchema({ steps: [...schema.steps, { id: `step_${n}`, title: '', elements: [] }] });
                  setActiveStep(schema.steps.length);
                }}
              >
                {translate('forms.builder.add_step')}
              </Button>
            </Card>
            <Card sx={{ p: 2, mb: 2 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }} id="form-palette">
                {translate('forms.builder.palette')}
              </Typography>
              <Box role="group" aria-labelledby="form-palette" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {ELEMENT_KINDS.map((kind) => (
                  <Button key={kind} size="small" variant="outlined" onClick={() => add(kind)}>
                    {translate(`forms.kinds.${kind}`)}
                  </Button>
                ))}
              </Box>
            </Card>
            <Card sx={{ p: 2 }}>
              {found && path && selection ? (
                <>
                  {found.container && (
                    <Breadcrumbs sx={{ mb: 2 }} aria-label={translate('forms.builder.inside')}>
                      {found.containers.map((container, depth) => (
                        <MuiLink
                          key={container.id}
                          component="button"
                          type="button"
                          variant="body2"
                          onClick={() => select(path.slice(0, depth + 1))}
                        >
                          {elementName(container)}
                        </MuiLink>
                      ))}
                      <Typography variant="body2" color="text.primary">
                        {elementName(found.element)}
                      </Typography>
                    </Breadcrumbs>
                  )}
                  <ElementSettings
                    key={selection.serial}
                    formName={form.data.name}
                    element={found.element}
                    earlier={earlierFields(schema, found)}
                    steps={schema.steps}
                    stepIndex={where}
                    onChange={changeElement}
                    onMove={found.container ? undefined : moveElement}
                    container={found.container}
                    onSelectChild={(id) => select([...path, id])}
                    childTaken={childIdsTaken(schema, found)}
                  />
                </>
              ) : (
                <Typography color="text.secondary">{translate('forms.builder.select_element')}</Typography>
              )}
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 2, position: { md: 'sticky' }, top: { md: 72 } }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {translate('forms.builder.preview')}
                </Typography>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={previewLocale}
                  onChange={(_, v) => v && setPreviewLocale(v)}
                  aria-label={translate('forms.builder.preview_language')}
                >
                  {locales.map(({ locale, name }) => (
                    <ToggleButton key={locale} value={locale}>
                      {name}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={previewWidth}
                  onChange={(_, v) => v && setPreviewWidth(v)}
                >
                  <ToggleButton value="desktop">{translate('forms.builder.preview_desktop')}</ToggleButton>
                  <ToggleButton value="phone">{translate('forms.builder.preview_phone')}</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
              <Box
                data-testid="form-preview"
                sx={{
                  mx: 'auto',
                  maxWidth: previewWidth === 'phone' ? 390 : '100%',
                  border: previewWidth === 'phone' ? 1 : 0,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: previewWidth === 'phone' ? 1.5 : 0,
                }}
              >
                {problems.length === 0 && (
                  <PreviewLanguage locale={previewLocale}>
                    <FormRenderer
                      key={JSON.stringify(schema)}
                      schema={schema}
                      nested={nested}
                      stepValidation={draft.settings.step_validation}
                      onSubmit={async () => undefined}
                      successMessage={draft.settings.success_message}
                    />
                  </PreviewLanguage>
                )}
              </Box>
            </Card>
          </Grid>
        </Grid>
      )}

      {tab === 'settings' && (
        <Card sx={{ p: 2, maxWidth: 720 }}>
          <Stack spacing={2}>
            <TextField
              label={translate('forms.builder.settings.title')}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              required
              error={Boolean(fieldErrors.title)}
              helperText={fieldErrors.title}
            />
            <TextField
              label={translate('forms.builder.settings.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value.toLowerCase() })}
              error={Boolean(fieldErrors.name)}
              helperText={fieldErrors.name ?? translate('forms.builder.settings.name_help')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              label={translate('forms.builder.settings.description')}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              multiline
              minRows={2}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.settings.is_open}
                  onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, is_open: e.target.checked } })}
                />
              }
              label={translate('forms.builder.settings.is_open')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.settings.step_validation}
                  onChange={(e) =>
                    setDraft({ ...draft, settings: { ...draft.settings, step_validation: e.target.checked } })
                  }
                />
              }
              label={translate('forms.builder.settings.step_validation')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateTimeInput
                label={translate('forms.builder.settings.closes_at')}
                value={draft.settings.closes_at}
                onChange={(closes) =>
                  setDraft({ ...draft, settings: { ...draft.settings, closes_at: closes || null } })
                }
                error={Boolean(fieldErrors['settings.closes_at'])}
                helperText={fieldErrors['settings.closes_at']}
              />
              <TextField
                type="number"
                label={translate('forms.builder.settings.submission_limit')}
                value={draft.settings.submission_limit ?? ''}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    settings: {
                      ...draft.settings,
                      submission_limit: e.target.value ? Math.max(1, Math.floor(Number(e.target.value))) : null,
                    },
                  })
                }
              />
            </Stack>
            <TextField
              label={translate('forms.builder.settings.success_message')}
              value={draft.settings.success_message}
              onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, success_message: e.target.value } })}
              multiline
              minRows={2}
            />
            <TextField
              label={translate('forms.builder.settings.redirect_url')}
              value={draft.settings.redirect_url ?? ''}
              onChange={(e) =>
                setDraft({ ...draft, settings: { ...draft.settings, redirect_url: e.target.value.trim() || null } })
              }
              error={Boolean(fieldErrors['settings.redirect_url'])}
              helperText={fieldErrors['settings.redirect_url']}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              label={translate('forms.builder.settings.notify_emails')}
              value={draft.settings.notify_emails.join('\n')}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  settings: {
                    ...draft.settings,
                    notify_emails: e.target.value
                      .split('\n')
                      .map((s) => s.trim())
                      .filter(Boolean),
                  },
                })
              }
              multiline
              minRows={2}
              error={Object.keys(fieldErrors).some((k) => k.startsWith('settings.notify_emails'))}
              helperText={
                Object.entries(fieldErrors).find(([k]) => k.startsWith('settings.notify_emails'))?.[1] ??
                translate('forms.builder.settings.notify_help')
              }
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Stack>
        </Card>
      )}

      {tab === 'share' && (
        <Card sx={{ p: 2, maxWidth: 720 }}>
          <Stack spacing={2}>
            {!form.data.open && <Alert severity="info">{translate('forms.builder.share.closed_note')}</Alert>}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                fullWidth
                label={translate('forms.builder.share.link')}
                value={publicUrl}
                slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
              />
              <IconButton
                aria-label={translate('forms.builder.share.copy')}
                onClick={() => void copy(publicUrl, 'link')}
              >
                <ContentCopy />
              </IconButton>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                fullWidth
                multiline
                label={translate('forms.builder.share.embed')}
                value={embed}
                slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
              />
              <IconButton aria-label={translate('forms.builder.share.copy')} onClick={() => void copy(embed, 'embed')}>
                <ContentCopy />
              </IconButton>
            </Stack>
            {copied && <Typography color="success.main">{translate('forms.builder.share.copied')}</Typography>}
            <Button
              component="a"
              href={publicUrl}
              target="_blank"
              rel="noopener"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate('forms.builder.share.open')}
            </Button>
          </Stack>
        </Card>
      )}
    </Box>
  );
}
