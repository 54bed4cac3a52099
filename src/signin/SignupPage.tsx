import { authProvider } from '../authProvider';
import { redirectTargetFrom } from '../authProvider/redirect';
import { normaliseEmail } from '../authProvider/types';
import { leaveNotice } from '../notifications/nextPageNotice';
import { AuthLinks } from './AuthLinks';
import { signupErrorMessage, signupFieldErrors } from './authErrors';
import { NoticeBox } from './NoticeBox';
import { NewPasswordField } from './PasswordField';
import { matches, required, strongPassword, type Rules } from './rules';
import { SignInShell } from './SignInShell';
import { SubmitButton } from './SubmitButton';
import { EmailField, TextField } from './TextField';
import { useForm } from './useForm';
import { useSignInPage } from './useSignInPage';

const initial = { first_name: '', last_name: '', email: '', password: '', confirmPassword: '' };
const rules: Rules<typeof initial> = {
  first_name: [required],
  last_name: [required],
  email: [required],
  password: [required, strongPassword],
  confirmPassword: [required, matches('password')],
};

/** Sign up, then sign in (the `redirect` parameter is carried along). */
const SignupPage = () => {
  const { translate, navigate, location, redirect, notice, setNotice } = useSignInPage();

  const form = useForm(initial, rules, async ({ confirmPassword: _confirm, ...values }) => {
    setNotice(null);
    const email = normaliseEmail(values.email);
    let active: boolean;
    try {
      active = (await authProvider.signup({ ...values, email }))?.is_active !== false;
    } catch (error) {
      const fieldErrors = signupFieldErrors(error);
      if (fieldErrors) return fieldErrors;
      setNotice({ text: signupErrorMessage(error, translate), variant: 'error' });
      return;
    }
    // A new account waits for a superuser's approval unless sign-up is open (server SIGNUP_MODE).
    leaveNotice(
      active
        ? { text: translate('auth.signup.created'), variant: 'success' }
        : { text: translate('auth.signup.pending'), variant: 'info' },
    );
    if (active) {
      try {
        // Straight in with the new account, where the visitor was going.
        await authProvider.login({ username: email, password: values.password });
        await navigate(redirectTargetFrom(location.search), { replace: true });
        return;
      } catch {
        // Could not sign in after all: the sign-in page explains what the server says.
      }
    }
    const next = new URLSearchParams({ email });
    if (redirect) next.set('redirect', redirect);
    await navigate(`/login?${next}`);
  });

  return (
    <SignInShell title={translate('auth.signup.title')}>
      <NoticeBox notice={notice} />
      <form {...form.formProps}>
        <TextField
          {...form.field('first_name')}
          label={translate('auth.fields.first_name')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...form.field('last_name')}
          label={translate('auth.fields.last_name')}
          autoComplete="family-name"
          required
        />
        <EmailField {...form.field('email')} autoComplete="email" />
        <NewPasswordField {...form.field('password')} label={translate('auth.fields.password')} />
        <NewPasswordField {...form.field('confirmPassword')} label={translate('auth.fields.confirm_password')} />
        <SubmitButton label={translate('auth.signup.submit')} busy={form.submitting} />
      </form>
      <AuthLinks
        items={[
          {
            text: translate('auth.signup.have_account'),
            link: translate('auth.signup.login'),
            to: `/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
          },
        ]}
      />
    </SignInShell>
  );
};

export default SignupPage;
