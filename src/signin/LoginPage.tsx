import { authProvider } from '../authProvider';
import { redirectTargetFrom } from '../authProvider/redirect';
import { normaliseEmail } from '../authProvider/types';
import { AuthLinks } from './AuthLinks';
import { loginErrorMessage } from './authErrors';
import { NoticeBox } from './NoticeBox';
import { PasswordField } from './PasswordField';
import { required } from './rules';
import { SignInShell } from './SignInShell';
import { SubmitButton } from './SubmitButton';
import { EmailField } from './TextField';
import { useForm } from './useForm';
import { useSignInPage } from './useSignInPage';

/** Sign in; afterwards on to the page in `?redirect=` (home when there is none). */
const LoginPage = () => {
  const { translate, navigate, location, params, redirect, notice, setNotice } = useSignInPage();
  const carry = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  const form = useForm(
    { email: params.get('email') ?? '', password: '' },
    { email: [required], password: [required] },
    async ({ email, password }) => {
      setNotice(null);
      try {
        await authProvider.login({ username: normaliseEmail(email), password });
      } catch (error) {
        setNotice({ text: loginErrorMessage(error, translate), variant: 'error' });
        return;
      }
      // the router fetches the app before it leaves this page: the button stays busy until then
      await navigate(redirectTargetFrom(location.search), { replace: true });
    },
  );

  return (
    <SignInShell title={translate('auth.login.title')}>
      <NoticeBox notice={notice} />
      <form {...form.formProps}>
        <EmailField {...form.field('email')} autoComplete="username" />
        <PasswordField
          {...form.field('password')}
          label={translate('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton label={translate('auth.login.submit')} busy={form.submitting} />
      </form>
      <AuthLinks
        items={[
          { link: translate('auth.login.forgot'), to: '/forgot-password' },
          { text: translate('auth.login.no_account'), link: translate('auth.login.signup'), to: `/signup${carry}` },
        ]}
      />
    </SignInShell>
  );
};

export default LoginPage;
