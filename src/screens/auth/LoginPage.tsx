import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { redirectTargetFrom } from '../../authProvider/redirect';
import { normaliseEmail } from '../../authProvider/types';
import { dismissAllToasts, showToast } from '../../notifications/toasts';
import { PublicPage } from '../PublicPage';
import { AuthLinks } from './AuthLinks';
import { loginErrorMessage } from './authErrors';
import { SubmitButton } from './SubmitButton';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { ltrInput, requiredField } from './validators';

interface Values {
  email: string;
  password: string;
}

/** Sign in; afterwards back to the page in `?redirect=` (home when there is none). */
const LoginPage = () => {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const login = useLogin();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const carry = params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : '';

  const submit = async ({ email, password }: Values) => {
    try {
      await login({ username: normaliseEmail(email), password }, redirectTargetFrom(location.search));
      dismissAllToasts();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    } catch (error) {
      showToast(loginErrorMessage(error, translate), { variant: 'error' });
    }
  };

  return (
    <PublicPage title={translate('auth.login.title')}>
      <Form noValidate onSubmit={submit as never} defaultValues={{ email: params.get('email') ?? '', password: '' }}>
        <TextInput source="email" type="email" label="auth.fields.email" autoComplete="username" validate={requiredField} fullWidth slotProps={ltrInput} />
        <PasswordInput source="password" label="auth.fields.password" autoComplete="current-password" validate={requiredField} fullWidth slotProps={ltrInput} />
        <SubmitButton label={translate('auth.login.submit')} />
      </Form>
      <AuthLinks
        items={[
          { link: translate('auth.login.forgot'), to: '/forgot-password' },
          { text: translate('auth.login.no_account'), link: translate('auth.login.signup'), to: `/signup${carry}` },
        ]}
      />
    </PublicPage>
  );
};

export default LoginPage;
