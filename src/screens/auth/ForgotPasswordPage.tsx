import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { Form, TextInput, useAuthProvider, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../../authProvider';
import { normaliseEmail } from '../../authProvider/types';
import { showToast } from '../../notifications/toasts';
import { PublicPage } from '../PublicPage';
import { AuthLinks } from './AuthLinks';
import { errorMessage, validationErrors } from './authErrors';
import { SubmitButton } from './SubmitButton';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { ltrInput, requiredField } from './validators';

/** Password recovery: the same answer whether or not the address has an account. */
const ForgotPasswordPage = () => {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const authProvider = useAuthProvider() as AppAuthProvider;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    try {
      await authProvider.recoverPassword(email);
      setSentTo(normaliseEmail(email));
    } catch (error) {
      const fieldErrors = validationErrors(error);
      if (fieldErrors) return fieldErrors;
      showToast(errorMessage(error, translate), { variant: 'error' });
    }
    return undefined;
  };

  return (
    <PublicPage title={translate('auth.forgot.title')}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {translate('auth.forgot.sent', { email: '\u2068' + sentTo + '\u2069' })}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            {translate('auth.forgot.intro')}
          </Typography>
          <Form noValidate onSubmit={submit as never} defaultValues={{ email: '' }}>
            <TextInput source="email" type="email" label="auth.fields.email" autoComplete="email" validate={requiredField} fullWidth slotProps={ltrInput} />
            <SubmitButton label={translate('auth.forgot.submit')} />
          </Form>
        </>
      )}
      <AuthLinks items={[{ link: translate('auth.forgot.back'), to: '/login' }]} />
    </PublicPage>
  );
};

export default ForgotPasswordPage;
