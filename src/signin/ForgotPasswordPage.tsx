import { useState } from 'react';
import { authProvider } from '../authProvider';
import { normaliseEmail } from '../authProvider/types';
import { isolate } from '../lib/bidi';
import { errorMessage, validationErrors } from '../dataProvider/errors';
import { AuthLinks } from './AuthLinks';
import { NoticeBox } from './NoticeBox';
import { required } from './rules';
import { SignInShell } from './SignInShell';
import { SubmitButton } from './SubmitButton';
import { EmailField } from './TextField';
import { useForm } from './useForm';
import { useNotice } from './useNotice';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { useTranslate } from './translate';

/** Password recovery: the same answer whether or not the address has an account. */
const ForgotPasswordPage = () => {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const [notice, setNotice] = useNotice();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm({ email: '' }, { email: [required] }, async ({ email }) => {
    setNotice(null);
    try {
      await authProvider.recoverPassword(email);
      setSentTo(normaliseEmail(email));
    } catch (error) {
      const fieldErrors = validationErrors(error);
      if (fieldErrors) return fieldErrors;
      setNotice({ text: errorMessage(error, translate), variant: 'error' });
    }
    return undefined;
  });

  return (
    <SignInShell title={translate('auth.forgot.title')}>
      {sentTo ? (
        <NoticeBox notice={{ text: translate('auth.forgot.sent', { email: isolate(sentTo) }), variant: 'success' }} />
      ) : (
        <>
          <NoticeBox notice={notice} />
          <p className="signin-intro">{translate('auth.forgot.intro')}</p>
          <form {...form.formProps}>
            <EmailField {...form.field('email')} autoComplete="email" />
            <SubmitButton label={translate('auth.forgot.submit')} busy={form.submitting} />
          </form>
        </>
      )}
      <AuthLinks items={[{ link: translate('auth.forgot.back'), to: '/login' }]} />
    </SignInShell>
  );
};

export default ForgotPasswordPage;
