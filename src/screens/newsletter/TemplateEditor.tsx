// The template editor (/newsletter/templates/:id and /newsletter/templates/create): name, the layout in the rich-text
// editor or as HTML (the same field), and a preview rendered by the server exactly as mails are (desktop and phone
// width, Hebrew and English). The layout needs the {{content}} slot; the server sanitises what is saved.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { lazy, Suspense, useState } from 'react';
import { Create, Edit, Loading, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import { NewsletterTabs } from './NewsletterTabs';
import { CodeInput } from '../../widgets/code/CodeInput';
import { EmailPreview } from './EmailPreview';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useTemplatePreview } from './api';

const RichTextEditor = lazy(() => import('../../engine/views/RichTextEditor'));

function TemplatePreview() {
  const translate = useTranslate();
  const html = useDebouncedValue((useWatch({ name: 'html' }) as string | undefined) ?? '', 400);
  const [language, setLanguage] = useState<'he' | 'en'>('he');
  const preview = useTemplatePreview(html, language, translate('newsletter.template.sample_content'));
  return (
    <EmailPreview
      html={preview.data?.html ?? ''}
      title={translate('newsletter.template.preview_title')}
      extra={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={(_, value: 'he' | 'en' | null) => value && setLanguage(value)}
        >
          <ToggleButton value="he">{translate('newsletter.template.hebrew')}</ToggleButton>
          <ToggleButton value="en">{translate('newsletter.template.english')}</ToggleButton>
        </ToggleButtonGroup>
      }
    />
  );
}

function TemplateFields() {
  const translate = useTranslate();
  // The tab lives in the address (?t=), as on other tabbed pages: the form is drawn again when the saved record
  // arrives, and a tab kept in component state went back to HTML under the user's click.
  const [params, setParams] = useSearchParams();
  const tab = (['html', 'rich', 'preview'] as const).find((t) => t === params.get('t')) ?? 'html';
  const setTab = (value: typeof tab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('t', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="name" validate={required()} fullWidth />
      <Alert severity="info" sx={{ mb: 1 }}>
        <bdi>{translate('newsletter.template.slot_hint')}</bdi>
      </Alert>
      <Tabs value={tab} onChange={(_, value: typeof tab) => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="html" label={translate('newsletter.template.html')} />
        <Tab value="rich" label={translate('newsletter.template.rich')} />
        <Tab value="preview" label={translate('newsletter.template.preview')} />
      </Tabs>
      {tab === 'html' ? (
        <CodeInput source="html" label={translate('newsletter.template.html')} validate={required()} />
      ) : null}
      {tab === 'rich' ? (
        <Suspense fallback={<Loading />}>
          <RichTextEditor source="html" validate={[required()]} />
        </Suspense>
      ) : null}
      {tab === 'preview' ? <TemplatePreview /> : null}
    </Box>
  );
}

export default function TemplateEditor() {
  const translate = useTranslate();
  const { id } = useParams();
  const editing = id !== undefined && id !== 'create';
  return (
    <>
      <NewsletterTabs />
      {editing ? (
        <Edit mutationMode="pessimistic" redirect={false}>
          <SimpleForm noValidate warnWhenUnsavedChanges>
            <TemplateFields />
          </SimpleForm>
        </Edit>
      ) : (
        <Create redirect="edit">
          <SimpleForm
            defaultValues={{ html: translate('newsletter.template.starter') }}
            noValidate
            warnWhenUnsavedChanges
          >
            <TemplateFields />
          </SimpleForm>
        </Create>
      )}
    </>
  );
}
