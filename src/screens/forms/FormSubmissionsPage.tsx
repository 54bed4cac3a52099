// A form's page (/forms/:id): its submissions, newest first: every field a column, signatures as pictures, tables
// as row counts, a nested form's fields by their labels, the customer linked; search in the answers, a date range,
// export to Excel and CSV (a nested form's fields each a column, numbers as numbers), one opened in
// full, delete; the last 30 days at a glance. A form with no fields yet opens in its builder.
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PostAdd from '@mui/icons-material/PostAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { allElements } from '../../../definitions/forms/rules';
import { formsApi, useFormRecord, type Submission } from './api';
import { DailySubmissions } from './DailySubmissions';
import { FillDialog, SubmissionDialog } from './SubmissionDialogs';
import { SubmissionsTable } from './SubmissionsTable';
import { SubmissionsToolbar } from './SubmissionsToolbar';
import { useSubmissionList } from './useSubmissionList';
import { useSubmissionsExport } from './useSubmissionsExport';

export default function FormSubmissionsPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [opened, setOpened] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const [filling, setFilling] = useState(false);
  const form = useFormRecord(id);
  const list = useSubmissionList(id);
  const elements = form.data ? allElements(form.data.schema) : [];
  const { exporting, exportAs } = useSubmissionsExport({
    id,
    form: form.data,
    elements,
    filter: list.filter,
    total: list.list.data?.total ?? 0,
    words: list.words,
  });

  if (form.isError) return <Alert severity="error">{form.error.message}</Alert>;
  if (!form.data) return <LinearProgress />;
  if (elements.length === 0) return <Navigate to={`/forms/${id}/edit`} replace />;

  const nested = form.data.nested ?? {};
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('forms.submissions.title', { title: form.data.title })} />
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="h6" component="h1">
              {form.data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('forms.submissions.total', {
                smart_count: list.list.data?.total ?? form.data.submission_count,
              })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={`/forms/${id}/edit`} startIcon={<EditOutlined />} variant="outlined">
              {translate('forms.submissions.edit_form')}
            </Button>
            <Button onClick={() => setFilling(true)} startIcon={<PostAdd />} variant="outlined">
              {translate('forms.submissions.fill')}
            </Button>
            <Button
              component="a"
              href={`/f/${form.data.name}`}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNew />}
            >
              {translate('forms.builder.share.open')}
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <DailySubmissions id={id} />
        </Box>
      </Card>
      <Card>
        <SubmissionsToolbar list={list} exporting={exporting} exportAs={exportAs} />
        {(list.list.isFetching || exporting) && <LinearProgress />}
        <SubmissionsTable
          title={form.data.title}
          elements={elements}
          nested={nested}
          list={list}
          onOpen={setOpened}
          onDelete={setDeleting}
        />
      </Card>
      <SubmissionDialog
        opened={opened}
        onClose={() => setOpened(null)}
        elements={elements}
        words={list.words}
        nested={nested}
      />
      <FillDialog id={id} form={form.data} open={filling} onClose={() => setFilling(false)} onSent={list.refresh} />
      <Confirm
        isOpen={deleting !== null}
        title="forms.submissions.delete"
        content="app.confirm.message"
        confirm="app.confirm.confirm"
        cancel="app.confirm.cancel"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await formsApi.deleteSubmission(id, deleting.id);
          setDeleting(null);
          notify('forms.submissions.deleted', { type: 'success' });
          list.refresh();
        }}
      />
    </Box>
  );
}
