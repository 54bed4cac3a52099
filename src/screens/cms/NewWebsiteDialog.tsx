// A new website: name, domain and language; the server's per-field messages show under the inputs.
import { useQueryClient } from '@tanstack/react-query';
import { Form, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../notifications/toasts';
import { validationErrors } from '../../dataProvider/errors';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { cmsApi, cmsKeys, type Website } from './api';
import { CreateDialogActions } from './CreateDialogActions';
import { WebsiteInputs } from './WebsiteInputs';

export function NewWebsiteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = async (values: Record<string, unknown>) => {
    try {
      const site = await cmsApi.createWebsite({
        name: values.name as string,
        domain: (values.domain as string) || null,
        default_language: values.default_language as Website['default_language'],
        settings: { title: values.name as string },
      });
      showToast(translate('cms.websites.created'), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: cmsKeys.of('websites') });
      onClose();
      navigate(`/cms/websites/${site.id}/settings`);
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
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
