import { useState } from 'react';
import { Alert } from '@mui/material';
import { Form, useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import type { AppAuthProvider } from '../../authProvider';
import { showToast } from '../../notifications/toasts';
import { PublicPage } from '../PublicPage';
import { AuthLinks } from './AuthLinks';
import { NewPasswordInputs } from './NewPasswordInputs';
import { resetErrorMessage, validationErrors } from './authErrors';
import { SubmitButton } from './SubmitButton';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';

interface Values {
  new_password: string;
  confirmNewPassword: string;
}

/** Choose a new password with the token of the reset link (`/resetPassword?token=...`). */
const ResetPasswordPage = () => {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const authProvider = useAuthProvider() as AppAuthProvider;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [refused, setRefused] = useState<string | null>(token ? null : translate('auth.errors.invalid_reset_token'));

  const submit = async ({ new_password }: Values) => {
    if (!token) return undefined;
    try {
      await authProvider.resetPassword(token, new_password);
    } catch (error) {
      const fieldErrors = validationErrors(error);
      if (fieldErrors) return fieldErrors;
      const message = resetErrorMessage(error, translate);
      setRefused(message);
      showToast(message, { variant: 'error' });
      return undefined;
    }
    showToast(translate('auth.reset.done'), { variant: 'success' });
    navigate('/login', { replace: true });
    return undefined;
  };

  return (
    <PublicPage title={translate('auth.reset.title')}>
      {refused ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refused}
        </Alert>
      ) : null}
      {token ? (
        <Form noValidate onSubmit={submit as never} defaultValues={{ new_password: '', confirmNewPassword: '' }}>
          <NewPasswordInputs source="new_password" label="auth.fields.new_password" confirmSource="confirmNewPassword" confirmLabel="auth.fields.confirm_new_password" />
          <SubmitButton label={translate('auth.reset.submit')} />
        </Form>
      ) : null}
      <AuthLinks items={[{ link: translate('auth.reset.request_new'), to: '/forgot-password' }, { link: translate('auth.forgot.back'), to: '/login' }]} />
    </PublicPage>
  );
};

export default ResetPasswordPage;
