// A new website: name, domain and language; the server's per-field messages show under the inputs.
import { Form, useTranslate } from 'react-admin';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { cmsApi, cmsKeys, type Website } from './api';
import { CreateDialogActions } from './CreateDialogActions';
import { WebsiteInputs } from './WebsiteInputs';
import { useCreateThenOpen } from './useCreateThenOpen';

export function NewWebsiteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const create = useCreateThenOpen({
    create: (values) =>
      cmsApi.createWebsite({
        name: values.name as string,
        domain: (values.domain as string) || null,
        default_language: values.default_language as Website['default_language'],
        settings: { title: values.name as string },
      }),
    created: 'cms.websites.created',
    refresh: cmsKeys.of('websites'),
    pathOf: (site) => `/cms/websites/${site.id}/settings`,
    onClose,
  });
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate('cms.websites.new')}
      fullScreenBelow={false}
      form={(parts) => (
        <Form onSubmit={create} noValidate defaultValues={{ default_language: 'he' }}>
          {parts}
        </Form>
      )}
      actions={<CreateDialogActions onCancel={onClose} />}
    >
      <WebsiteInputs autoFocus />
    </TitledDialog>
  );
}
