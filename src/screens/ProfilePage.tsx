import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, Title, useAuthProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppAuthProvider } from '../authProvider';
import type { PasswordChangeInput } from '../authProvider/types';
import { showToast } from '../notifications/toasts';
import { NotificationPreferencesCard } from './notifications/NotificationPreferencesCard';
import { validationErrors } from '../dataProvider/errors';
import { reactAdminKey } from '../dataProvider/queryKeys';
import { SubmitButton } from './auth/SubmitButton';
import { NewPasswordInputs } from './auth/NewPasswordInputs';
import { ltrInput, requiredField } from './auth/validators';
import { TitledSection } from '../widgets/page/TitledSection';

type PasswordValues = PasswordChangeInput & { confirmNewPassword: string };

/** The signed-in user's page: first and last name, a password change, and which notifications reach them how. */
const ProfilePage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider() as AppAuthProvider;
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const user = authProvider.getCurrentUser();
  // A changed password empties its form (a new key mounts a fresh one).
  const [passwordForm, setPasswordForm] = useState(0);

  // API errors already show as toasts (global handler); 422 messages also go on the fields.
  const saveProfile = async (values: { first_name: string; last_name: string }) => {
    try {
      await authProvider.updateProfile({ first_name: values.first_name, last_name: values.last_name });
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
    await queryClient.invalidateQueries({ queryKey: reactAdminKey('auth') });
    showToast(translate('auth.profile.saved'), { variant: 'success' });
    return undefined;
  };

  const changePassword = async ({ current_password, new_password }: PasswordValues) => {
    try {
      await authProvider.updatePassword({ current_password, new_password });
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
    showToast(translate('auth.profile.password_changed'), { variant: 'success' });
    setPasswordForm((n) => n + 1);
    return undefined;
  };

  if (!user || !identity) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, py: 2 }}>
      <Title title={translate('auth.profile.title')} />
      <TitledSection outlined title={translate('auth.profile.details')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <span dir="ltr">{user.email}</span>
        </Typography>
        <Form
          noValidate
          warnWhenUnsavedChanges
          onSubmit={saveProfile as never}
          defaultValues={{ first_name: user.first_name ?? '', last_name: user.last_name ?? '' }}
        >
          <TextInput source="first_name" label="auth.fields.first_name" autoComplete="given-name" fullWidth />
          <TextInput source="last_name" label="auth.fields.last_name" autoComplete="family-name" fullWidth />
          <Box sx={{ maxWidth: 240 }}>
            <SubmitButton label={translate('auth.profile.save')} />
          </Box>
        </Form>
      </TitledSection>
      <NotificationPreferencesCard />
      <TitledSection outlined title={translate('auth.profile.password')}>
        <Form
          noValidate
          key={passwordForm}
          onSubmit={changePassword as never}
          defaultValues={{ current_password: '', new_password: '', confirmNewPassword: '' }}
        >
          <PasswordInput
            source="current_password"
            label="auth.fields.current_password"
            autoComplete="current-password"
            validate={requiredField}
            fullWidth
            slotProps={ltrInput}
          />
          <NewPasswordInputs
            source="new_password"
            label="auth.fields.new_password"
            confirmSource="confirmNewPassword"
            confirmLabel="auth.fields.confirm_new_password"
          />
          <Box sx={{ maxWidth: 240 }}>
            <SubmitButton label={translate('auth.profile.change_password')} />
          </Box>
        </Form>
      </TitledSection>
    </Box>
  );
};

export default ProfilePage;
