// The campaign page (/newsletter/:id): while a draft or scheduled, the editor (subject, preheader, sender, template,
// content in the rich-text editor or as HTML, lists, segment, language, tracking) beside the sending panel; once it
// has started, what was sent and its statistics, refreshed every few seconds while it is sending.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Edit,
  email,
  Loading,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { NewsletterTabs } from './NewsletterTabs';
import { CodeInput } from '../../widgets/code/CodeInput';
import { useCampaignPreview } from './api';
import { CampaignSendPanel } from './CampaignSendPanel';
import { EmailPreview } from './EmailPreview';

const RichTextEditor = lazy(() => import('../../engine/views/RichTextEditor'));
const CampaignStats = lazy(() => import('./CampaignStats'));

const EDITABLE = ['draft', 'scheduled'];
const STATUS_COLORS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  paused: 'warning',
  sent: 'success',
  cancelled: 'error',
};

function CampaignPreview() {
  const translate = useTranslate();
  const record = useRecordContext();
  const preview = useCampaignPreview(record);
  if (!preview.data) return <LinearProgress />;
  return <EmailPreview html={preview.data.html} title={translate('newsletter.campaign.preview')} />;
}

function ContentField() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'rich' | 'html' | 'preview'>('rich');
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_, value: typeof tab) => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="rich" label={translate('newsletter.campaign.rich')} />
        <Tab value="html" label={translate('newsletter.campaign.html')} />
        <Tab value="preview" label={translate('newsletter.campaign.preview')} />
      </Tabs>
      {tab === 'rich' ? (
        <Suspense fallback={<Loading />}>
          <RichTextEditor source="content" />
        </Suspense>
      ) : null}
      {tab === 'html' ? (
        <CodeInput source="content" label={translate('newsletter.campaign.html')} minRows={10} />
      ) : null}
      {tab === 'preview' ? <CampaignPreview /> : null}
    </Box>
  );
}

const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

function Header() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Button component={Link} to="/newsletter" size="small">
        {translate('newsletter.campaign.back')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {String(record.name)}
      </Typography>
      <Chip
        label={translate(`resources.newsletterCampaigns.statuses.${String(record.status)}`)}
        color={STATUS_COLORS[String(record.status)]}
        data-testid="campaign-status"
      />
    </Stack>
  );
}

function CampaignEditor() {
  return (
    <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 'none' }} noValidate warnWhenUnsavedChanges>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          width: '100%',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <TextInput source="name" validate={required()} fullWidth />
          <TextInput source="subject" validate={required()} fullWidth />
          <TextInput source="preheader" fullWidth />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextInput source="from_name" />
            <TextInput source="from_email" validate={email()} slotProps={{ htmlInput: { dir: 'ltr' } }} />
            <TextInput source="reply_to" validate={email()} slotProps={{ htmlInput: { dir: 'ltr' } }} />
          </Box>
          <ReferenceInput source="template_id" reference="newsletter/templates">
            <AutocompleteInput optionText="name" fullWidth />
          </ReferenceInput>
          <ContentField />
          <ReferenceArrayInput source="list_ids" reference="newsletter/distribution">
            <AutocompleteArrayInput optionText="name" fullWidth />
          </ReferenceArrayInput>
          <ReferenceInput source="segment_id" reference="newsletter/segments">
            <AutocompleteInput optionText="name" fullWidth />
          </ReferenceInput>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <LanguageInput />
            <BooleanInput source="track_opens" />
            <BooleanInput source="track_clicks" />
          </Box>
        </Box>
        <Box>
          <CampaignSendPanel inForm />
        </Box>
      </Box>
    </SimpleForm>
  );
}

function LanguageInput() {
  const translate = useTranslate();
  return (
    <SelectInput
      source="language"
      choices={['he', 'en'].map((id) => ({ id, name: translate(`resources.newsletterCampaigns.languages.${id}`) }))}
      validate={required()}
    />
  );
}

function SentCampaign() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('newsletter.campaign.locked')}
      </Alert>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" color="text.secondary">
            {translate('resources.newsletterCampaigns.fields.subject')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{String(record.subject)}</Typography>
          <CampaignPreview />
        </Box>
        <Box>
          <CampaignSendPanel inForm={false} />
        </Box>
      </Box>
      <Suspense fallback={<LinearProgress />}>
        <CampaignStats campaignId={record.id} status={record.status} />
      </Suspense>
    </Box>
  );
}

function CampaignBody() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Header />
      {EDITABLE.includes(String(record.status)) ? <CampaignEditor /> : <SentCampaign />}
    </>
  );
}

export default function CampaignPage() {
  return (
    <>
      <NewsletterTabs />
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        component="div"
        queryOptions={{ refetchInterval: (query) => (query.state.data?.status === 'sending' ? 3000 : false) }}
      >
        <CampaignBody />
      </Edit>
    </>
  );
}
