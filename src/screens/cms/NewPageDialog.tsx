// A new page, article, legal page or popup: website, kind, title and address (left empty, the server makes it from the
// title by the one slug rule and makes it unique); then its editor opens.
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Form, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { slugify } from '../../../definitions/slug';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { cmsApi, cmsKeys, useWebsites, type PageKind } from './api';
import { CreateDialogActions } from './CreateDialogActions';
import { editorPath } from './paths';
import { useCreateThenOpen } from './useCreateThenOpen';

export function NewPageDialog({
  open,
  onClose,
  websiteId,
  kinds,
}: {
  open: boolean;
  onClose: () => void;
  websiteId?: number;
  kinds: PageKind[];
}) {
  const translate = useTranslate();
  const websites = useWebsites(open);
  const firstSite = websiteId ?? websites.data?.items[0]?.id;
  // no website yet: nothing to put a page in, so the dialog only says so
  const noSite = Boolean(websites.data) && !firstSite;
  const create = useCreateThenOpen({
    create: (values) =>
      cmsApi.createPage(Number(values.website_id), {
        kind: values.kind as PageKind,
        title: values.title as string,
        ...(values.slug ? { slug: values.slug as string } : {}),
      }),
    created: 'cms.pages.created',
    refresh: cmsKeys.all,
    pathOf: editorPath,
    onClose,
  });
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate(`cms.pages.new.${kinds.length === 1 ? kinds[0] : 'page'}`)}
      fullScreenBelow={false}
      form={
        noSite
          ? undefined
          : (parts) => (
              <Form
                key={`${firstSite}`}
                onSubmit={create}
                noValidate
                defaultValues={{ website_id: firstSite, kind: kinds[0] }}
              >
                {parts}
              </Form>
            )
      }
      actions={noSite ? undefined : <CreateDialogActions onCancel={onClose} />}
    >
      {noSite ? (
        <Typography>{translate('cms.pages.choose_website')}</Typography>
      ) : (
        <>
          {!websiteId && (
            <SelectInput
              source="website_id"
              label={translate('cms.pages.website')}
              choices={websites.data?.items ?? []}
              validate={required()}
              fullWidth
            />
          )}
          {kinds.length > 1 && (
            <SelectInput
              source="kind"
              label={translate('cms.pages.kind')}
              choices={kinds.map((k) => ({ id: k, name: translate(`cms.kinds.${k}`) }))}
              validate={required()}
              fullWidth
            />
          )}
          <TextInput source="title" label={translate('cms.editor.title')} validate={required()} fullWidth autoFocus />
          <SlugInput />
        </>
      )}
    </TitledDialog>
  );
}

/** The address, optional: left empty it shows the one the title gives (the server's rule, so Hebrew titles give one too). */
function SlugInput() {
  const translate = useTranslate();
  const made = slugify(String(useWatch({ name: 'title' }) ?? ''));
  return (
    <TextInput
      source="slug"
      label={translate('cms.editor.slug')}
      helperText={made ? translate('cms.editor.slug_from_title', { slug: made }) : translate('cms.editor.slug_help')}
      placeholder={made}
      fullWidth
      slotProps={{ htmlInput: { dir: 'auto' } }}
    />
  );
}
