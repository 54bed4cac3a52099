// A website's settings tab: name, domain, language, title, logo, colours, analytics, contact details, social links.
// Leaving with unsaved changes asks first; the server's messages show under each input.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ArrayInput,
  Confirm,
  Form,
  required,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../notifications/toasts';
import { validationErrors } from '../../dataProvider/errors';
import { cmsApi, cmsKeys, websiteKey, type Website, type WebsiteSettings } from './api';
import { WebsiteInputs } from './WebsiteInputs';

const ltr = { htmlInput: { dir: 'ltr' } } as const;
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The settings as the server takes them: empty texts left out or null, empty colours dropped. */
const settingsOf = (s: WebsiteSettings): WebsiteSettings => ({
  title: s.title?.trim() || undefined,
  logo: orNull(s.logo),
  colors: Object.fromEntries(Object.entries(s.colors ?? {}).filter(([, v]) => typeof v === 'string' && v.trim())),
  analytics_id: orNull(s.analytics_id),
  contact: { email: orNull(s.contact?.email), phone: orNull(s.contact?.phone), address: orNull(s.contact?.address) },
  social_links: (s.social_links ?? []).filter((l) => l && (l.network || l.url)),
});

export function WebsiteSettingsForm({ website }: { website: Website }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const save = async (values: Record<string, unknown>) => {
    try {
      const updated = await cmsApi.updateWebsite(website.id, {
        name: values.name as string,
        domain: orNull(values.domain),
        default_language: values.default_language as Website['default_language'],
        settings: settingsOf(values.settings as WebsiteSettings),
      });
      queryClient.setQueryData(websiteKey(website.id), updated);
      await queryClient.invalidateQueries({ queryKey: cmsKeys.of('websites') });
      showToast(translate('cms.websites.saved'), { variant: 'success' });
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  const remove = async () => {
    setDeleting(false);
    await cmsApi.deleteWebsite(website.id);
    await queryClient.invalidateQueries({ queryKey: cmsKeys.all });
    showToast(translate('cms.websites.deleted'), { variant: 'success' });
    navigate('/cms');
  };
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Form key={website.updated_at} record={website} onSubmit={save} noValidate warnWhenUnsavedChanges>
        <WebsiteInputs />
        <TextInput source="settings.title" label={translate('cms.website.settings_title')} fullWidth />
        <TextInput source="settings.logo" label={translate('cms.website.logo')} fullWidth slotProps={ltr} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <TextInput
            source="settings.colors.primary"
            label={translate('cms.website.primary')}
            slotProps={ltr}
            placeholder="#6a1b9a"
          />
          <TextInput
            source="settings.colors.secondary"
            label={translate('cms.website.secondary')}
            slotProps={ltr}
            placeholder="#ef6c00"
          />
          <TextInput source="settings.analytics_id" label={translate('cms.website.analytics_id')} slotProps={ltr} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <TextInput source="settings.contact.email" label={translate('cms.website.contact_email')} slotProps={ltr} />
          <TextInput source="settings.contact.phone" label={translate('cms.website.contact_phone')} slotProps={ltr} />
        </Stack>
        <TextInput source="settings.contact.address" label={translate('cms.website.contact_address')} fullWidth />
        <ArrayInput source="settings.social_links" label={translate('cms.website.social_links')}>
          <SimpleFormIterator inline disableReordering resource="cms">
            <TextInput source="network" label={translate('cms.website.network')} validate={required()} />
            <TextInput
              source="url"
              label={translate('cms.website.url')}
              validate={required()}
              slotProps={ltr}
              sx={{ minWidth: 280 }}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SaveButton label={translate('cms.website.save')} />
          <Box sx={{ flexGrow: 1 }} />
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
            {translate('cms.websites.delete')}
          </Button>
        </Stack>
      </Form>
      <Confirm
        isOpen={deleting}
        title={translate('cms.websites.delete')}
        content={<Typography>{translate('cms.websites.delete_confirm', { name: website.name })}</Typography>}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
