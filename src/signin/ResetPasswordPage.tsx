import { useNavigate, useSearchParams } from 'react-router';
import { authProvider } from '../authProvider';
import { validationErrors } from '../dataProvider/errors';
import { leaveNotice } from '../notifications/nextPageNotice';
import { AuthLinks } from './AuthLinks';
import { resetErrorMessage } from './authErrors';
import { NoticeBox } from './NoticeBox';
import { NewPasswordField } from './PasswordField';
import { matches, required, strongPassword, type Rules } from './rules';
import { SignInShell } from './SignInShell';
import { SubmitButton } from './SubmitButton';
import { useForm } from './useForm';
import { useNotice } from './useNotice';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { useTranslate } from './translate';

const initial = { new_password: '', confirmNewPassword: '' };
const rules: Rules<typeof initial> = {
  new_password: [required, strongPassword],
  confirmNewPassword: [required, matches('new_password')],
};

/** Choose a new password with the token of the reset link (`/resetPassword?token=...`). */
const ResetPasswordPage = () => {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [notice, setNotice] = useNotice();

  const form = useForm(initial, rules, async ({ new_password }) => {
    if (!token) return undefined;
    setNotice(null);
    try {
      await authProvider.resetPassword(token, new_password);
    } catch (error) {
      const fieldErrors = validationErrors(error);
      if (fieldErrors) return fieldErrors;
      setNotice({ text: resetErrorMessage(error, translate), variant: 'error' });
      return undefined;
    }
    leaveNotice({ text: translate('auth.reset.done'), variant: 'success' });
    await navigate('/login', { replace: true });
    return undefined;
  });

  return (
    <SignInShell title={translate('auth.reset.title')}>
      <NoticeBox notice={token ? notice : { text: translate('auth.errors.invalid_reset_token'), variant: 'error' }} />
      {token ? (
        <form {...form.formProps}>
          <NewPasswordField {...form.field('new_password')} label={translate('auth.fields.new_password')} />
          <NewPasswordField
            {...form.field('confirmNewPassword')}
            label={translate('auth.fields.confirm_new_password')}
          />
          <SubmitButton label={translate('auth.reset.submit')} busy={form.submitting} />
        </form>
      ) : null}
      <AuthLinks
        items={[
          { link: translate('auth.reset.request_new'), to: '/forgot-password' },
          { link: translate('auth.forgot.back'), to: '/login' },
        ]}
      />
    </SignInShell>
  );
};

export default ResetPasswordPage;
