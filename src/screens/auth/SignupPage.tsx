import { Form, TextInput, useAuthProvider, useLogin, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import type { AppAuthProvider } from '../../authProvider';
import { normaliseEmail, type SignupInput } from '../../authProvider/types';
import { showToast } from '../../notifications/toasts';
import { PublicPage } from '../PublicPage';
import { AuthLinks } from './AuthLinks';
import { NewPasswordInputs } from './NewPasswordInputs';
import { signupErrorMessage, signupFieldErrors } from './authErrors';
import { SubmitButton } from './SubmitButton';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { ltrInput, requiredField } from './validators';

type Values = SignupInput & { confirmPassword: string };

/** Sign up, then sign in (the `redirect` parameter is carried along). */
const SignupPage = () => {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const authProvider = useAuthProvider() as AppAuthProvider;
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  const submit = async ({ confirmPassword: _confirm, ...values }: Values) => {
    const email = normaliseEmail(values.email);
    let active: boolean;
    try {
      active = (await authProvider.signup({ ...values, email }))?.is_active !== false;
    } catch (error) {
      const fieldErrors = signupFieldErrors(error);
      if (fieldErrors) return fieldErrors;
      showToast(signupErrorMessage(error, translate), { variant: 'error' });
      return undefined;
    }
    // A new account waits for a superuser's approval unless sign-up is open (server SIGNUP_MODE).
    showToast(translate(active ? 'auth.signup.created' : 'auth.signup.pending'), { variant: active ? 'success' : 'info' });
    if (active) {
      try {
        // Straight in with the new account, where the visitor was going.
        await login({ username: email, password: values.password }, redirect ?? '/');
        return undefined;
      } catch {
        // Could not sign in after all: the login page explains what the server says.
      }
    }
    const next = new URLSearchParams({ email });
    if (redirect) next.set('redirect', redirect);
    navigate(`/login?${next}`);
    return undefined;
  };

  return (
    <PublicPage title={translate('auth.signup.title')}>
      <Form noValidate onSubmit={submit as never} defaultValues={{ first_name: '', last_name: '', email: '', password: '', confirmPassword: '' }}>
        <TextInput source="first_name" label="auth.fields.first_name" autoComplete="given-name" validate={requiredField} fullWidth />
        <TextInput source="last_name" label="auth.fields.last_name" autoComplete="family-name" validate={requiredField} fullWidth />
        <TextInput source="email" type="email" label="auth.fields.email" autoComplete="email" validate={requiredField} fullWidth slotProps={ltrInput} />
        <NewPasswordInputs source="password" label="auth.fields.password" confirmSource="confirmPassword" confirmLabel="auth.fields.confirm_password" />
        <SubmitButton label={translate('auth.signup.submit')} />
      </Form>
      <AuthLinks
        items={[{ text: translate('auth.signup.have_account'), link: translate('auth.signup.login'), to: `/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}` }]}
      />
    </PublicPage>
  );
};

export default SignupPage;
