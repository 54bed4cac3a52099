// /cms/pages/:id and /cms/popups/:id: the page editor. The form edits the draft (started from the published content);
// Save draft keeps it, Publish puts it on the website (saving first), Unpublish takes the page off, Discard drops the
// draft; the diff shows the draft (with unsaved edits) against the published version; history restores a version
// into the draft. Leaving with unsaved changes asks first.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, Loading, required, SaveButton, TextInput, Title, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { DateTimeSourceInput } from '../../../widgets/dateTime/PickerSourceInput';
import { showToast } from '../../../notifications/toasts';
import { validationErrors } from '../../../dataProvider/errors';
import NotFoundPage from '../../NotFoundPage';
import {
  cmsApi,
  cmsKeys,
  pageKey,
  pageVersionsKey,
  usePage,
  usePageVersions,
  type Page,
  type PageChange,
  type PageContent,
  type Version,
} from '../api';
import { StatusChip } from '../StatusChip';
import { ChangedElsewhereInForm } from '../../../engine/live/useChangedElsewhere';
import BodyEditor from './BodyEditor';
import { DiffDialog } from './DiffDialog';
import { PopupSettingsInputs } from './PopupSettingsInputs';
import { PreviewDialog } from './PreviewDialog';
import { VersionHistory } from './VersionHistory';

const ltr = { htmlInput: { dir: 'ltr' } } as const;
const LIST_OF = { page: '/cms/pages', article: '/cms/articles', legal: '/cms/legal', popup: '/cms/popups' } as const;

type Values = PageContent & { publish_at: string | null };
const liveContent = (page: Page): PageContent => ({
  title: page.title,
  slug: page.slug,
  seo_title: page.seo_title,
  seo_description: page.seo_description,
  body: page.body,
  popup: page.popup,
});
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The form's values as the API takes them. */
const changeOf = (values: Values, kind: Page['kind']): PageChange => ({
  title: values.title,
  slug: values.slug,
  seo_title: orNull(values.seo_title),
  seo_description: orNull(values.seo_description),
  body: values.body ?? '',
  ...(kind === 'popup' && values.popup
    ? {
        popup: {
          ...values.popup,
          seconds: values.popup.trigger === 'after_seconds' ? values.popup.seconds : null,
          pages: (values.popup.pages ?? []).filter(Boolean),
        },
      }
    : {}),
  publish_at: values.publish_at ? new Date(values.publish_at).toISOString() : null,
});

export default function PageEditor() {
  const id = Number(useParams().id);
  const page = usePage(id);
  const versions = usePageVersions(id);
  if (!(id > 0) || page.isError) return <NotFoundPage />;
  if (!page.data) return <Loading />;
  return <Editor page={page.data} versions={versions.data?.items ?? []} />;
}

function Editor({ page, versions }: { page: Page; versions: Version[] }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const working = page.draft ?? liveContent(page);
  const record: Values = { ...working, publish_at: page.publish_at };
  const refresh = async (updated: Page) => {
    queryClient.setQueryData(pageKey(page.id), updated);
    await queryClient.invalidateQueries({ queryKey: pageVersionsKey(page.id) });
    await queryClient.invalidateQueries({ queryKey: cmsKeys.of('pages') });
  };
  const saveDraft = async (values: Record<string, unknown>) => {
    try {
      const updated = await cmsApi.saveDraft(page.id, changeOf(values as unknown as Values, page.kind));
      await refresh(updated);
      showToast(translate('cms.editor.saved'), { variant: 'success' });
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={working.title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          component={Link}
          to={LIST_OF[page.kind]}
          startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          size="small"
        >
          {translate('cms.editor.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} dir="auto">
          {working.title}
        </Typography>
        <StatusChip status={page.status} />
      </Stack>
      {page.has_draft && page.is_published && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('cms.editor.editing_draft')}
        </Alert>
      )}
      <Form
        key={`${page.updated_at}-${page.draft?.updated_at ?? ''}`}
        record={record}
        onSubmit={saveDraft}
        noValidate
        warnWhenUnsavedChanges
      >
        <ChangedElsewhereInForm
          path="/cms/pages"
          shown={page}
          read={() => cmsApi.page(page.id)}
          take={(fresh) => queryClient.setQueryData(pageKey(page.id), fresh)}
        />
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Card sx={{ flex: 3, width: '100%' }}>
            <CardContent>
              <TextInput source="title" label={translate('cms.editor.title')} validate={required()} fullWidth />
              <TextInput
                source="slug"
                label={translate('cms.editor.slug')}
                helperText={translate('cms.editor.slug_help')}
                validate={required()}
                fullWidth
                slotProps={ltr}
              />
              <BodyEditor />
              {page.kind === 'popup' && (
                <>
                  <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                    {translate('cms.editor.popup')}
                  </Typography>
                  <PopupSettingsInputs />
                </>
              )}
              <TextInput source="seo_title" label={translate('cms.editor.seo_title')} fullWidth />
              <TextInput
                source="seo_description"
                label={translate('cms.editor.seo_description')}
                multiline
                minRows={2}
                fullWidth
              />
              <DateTimeSourceInput
                source="publish_at"
                label={translate('cms.editor.publish_at')}
                helperText={translate('cms.editor.publish_at_help')}
              />
            </CardContent>
          </Card>
          <Box sx={{ flex: 1, width: '100%', minWidth: { lg: 300 } }}>
            <EditorActions page={page} saveDraft={saveDraft} refresh={refresh} />
            <Card sx={{ mt: 2 }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {translate('cms.editor.history')}
                </Typography>
                <HistoryPanel page={page} versions={versions} refresh={refresh} />
              </CardContent>
            </Card>
          </Box>
        </Stack>
      </Form>
    </Box>
  );
}

/** Save draft, preview, changes, publish, unpublish, discard and delete, inside the form (they read its values). */
export function EditorActions({
  page,
  saveDraft,
  refresh,
}: {
  page: Page;
  saveDraft: (values: Record<string, unknown>) => Promise<unknown>;
  refresh: (page: Page) => Promise<void>;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormContext<Values>();
  const { isDirty } = form.formState;
  const title = useWatch<Values, 'title'>({ name: 'title' });
  const body = useWatch<Values, 'body'>({ name: 'body' });
  const [dialog, setDialog] = useState<'preview' | 'diff' | 'publish' | 'discard' | 'delete' | null>(null);
  const run = async (action: () => Promise<Page>, message: string) => {
    const updated = await action();
    await refresh(updated);
    showToast(translate(message), { variant: 'success' });
  };
  const publish = form.handleSubmit(async (values) => {
    if (isDirty) {
      const errors = await saveDraft(values as unknown as Record<string, unknown>);
      if (errors) return;
    }
    await run(() => cmsApi.publish(page.id), 'cms.editor.published');
  });
  const remove = async () => {
    setDialog(null);
    await cmsApi.deletePage(page.id);
    await queryClient.invalidateQueries({ queryKey: cmsKeys.of('pages') });
    showToast(translate('cms.editor.deleted'), { variant: 'success' });
    navigate(LIST_OF[page.kind]);
  };
  const current = { ...form.getValues(), title, body } as PageContent;
  return (
    <Card>
      <CardContent>
        <Stack spacing={1}>
          <SaveButton label={translate('cms.editor.save_draft')} variant="contained" />
          <Button variant="contained" color="success" onClick={() => setDialog('publish')} data-testid="publish">
            {translate('cms.editor.publish')}
          </Button>
          <Button variant="outlined" onClick={() => setDialog('preview')}>
            {translate('cms.editor.preview')}
          </Button>
          <Button variant="outlined" disabled={!page.has_draft && !isDirty} onClick={() => setDialog('diff')}>
            {translate('cms.editor.diff')}
          </Button>
          {page.is_published && (
            <Button
              variant="outlined"
              color="warning"
              onClick={() => void run(() => cmsApi.unpublish(page.id), 'cms.editor.unpublished')}
            >
              {translate('cms.editor.unpublish')}
            </Button>
          )}
          {page.has_draft && (
            <Button variant="outlined" color="error" onClick={() => setDialog('discard')}>
              {translate('cms.editor.discard')}
            </Button>
          )}
          <Button color="error" onClick={() => setDialog('delete')}>
            {translate('cms.editor.delete')}
          </Button>
          {page.published_at && (
            <Typography variant="body2" color="text.secondary">
              {translate('cms.pages.published_at')}: <bdi>{formatDateTime(page.published_at)}</bdi>
            </Typography>
          )}
        </Stack>
      </CardContent>
      <PreviewDialog open={dialog === 'preview'} onClose={() => setDialog(null)} title={title} body={body ?? ''} />
      <DiffDialog open={dialog === 'diff'} onClose={() => setDialog(null)} before={liveContent(page)} after={current} />
      <Confirm
        isOpen={dialog === 'publish'}
        title={translate('cms.editor.publish')}
        content={translate('cms.editor.publish_confirm', { title })}
        confirm={translate('cms.editor.publish')}
        onConfirm={() => {
          setDialog(null);
          void publish();
        }}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'discard'}
        title={translate('cms.editor.discard')}
        content={translate('cms.editor.discard_confirm')}
        onConfirm={() => {
          setDialog(null);
          void run(() => cmsApi.discardDraft(page.id), 'cms.editor.discarded');
        }}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'delete'}
        title={translate('cms.editor.delete')}
        content={translate('cms.editor.delete_confirm', { title: page.title })}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}

function HistoryPanel({
  page,
  versions,
  refresh,
}: {
  page: Page;
  versions: Version[];
  refresh: (page: Page) => Promise<void>;
}) {
  const translate = useTranslate();
  const restore = async (version: Version) => {
    await refresh(await cmsApi.restore(page.id, version.id));
    showToast(translate('cms.editor.restored', { number: version.number }), { variant: 'success' });
  };
  return <VersionHistory versions={versions} onRestore={(v) => void restore(v)} />;
}
