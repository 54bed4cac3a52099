// Adding or changing a support mail account: name and address, IMAP and SMTP settings, "test connection" that signs
// in to both with what is typed (nothing saved), and save. A stored password is never shown: left empty on a
// change, it stays as it is.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BooleanInput,
  Form,
  NumberInput,
  PasswordInput,
  required,
  SaveButton,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { showToast } from '../../notifications/toasts';
import { validationErrors } from '../../dataProvider/errors';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { supportApi, type AccountInput, type EmailAccount, type Probe } from './api';

const ltr = { htmlInput: { dir: 'ltr' } };
const blankAccount = {
  name: '',
  email: '',
  from_name: '',
  is_active: true,
  imap_host: '',
  imap_port: 993,
  imap_tls: true,
  imap_user: '',
  smtp_host: '',
  smtp_port: 465,
  smtp_tls: true,
  smtp_user: '',
};
const settingsKeys = [
  'imap_host',
  'imap_port',
  'imap_tls',
  'imap_user',
  'imap_password',
  'smtp_host',
  'smtp_port',
  'smtp_tls',
  'smtp_user',
  'smtp_password',
] as const;

/** The form's values as the API takes them: empty optional texts left out. */
function bodyOf(values: Record<string, unknown>): AccountInput {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (
      ['id', 'last_checked_at', 'last_result', 'last_error_code', 'last_error', 'created_at', 'last_uid'].includes(key)
    )
      continue;
    if ((key.endsWith('_password') || key === 'smtp_user') && (value === '' || value === null || value === undefined))
      continue;
    body[key] = value ?? (key === 'from_name' ? '' : value);
  }
  return body as AccountInput;
}

function TestButton() {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ imap: Probe; smtp: Probe } | null>(null);
  const test = async () => {
    setBusy(true);
    setResult(null);
    try {
      const all = bodyOf(getValues());
      const settings = Object.fromEntries(
        settingsKeys.filter((k) => k in all).map((k) => [k, all[k as keyof AccountInput]]),
      );
      setResult(await supportApi.testAccount(settings as never));
    } catch {
      // a 422 names the missing fields in the toast
    } finally {
      setBusy(false);
    }
  };
  const line = (protocol: 'IMAP' | 'SMTP', probe: Probe) => (
    <Alert key={protocol} severity={probe.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
      <bdi>
        {probe.ok
          ? translate('support.accounts.test_ok', { protocol })
          : translate('support.accounts.test_failed', {
              protocol,
              error: translate(`support.accounts.errors.${probe.error_code}`, { _: probe.error_code ?? '' }),
            })}
      </bdi>
      {probe.error && (
        <Typography variant="caption" component="div" dir="ltr">
          {probe.error}
        </Typography>
      )}
    </Alert>
  );
  return (
    <Box>
      <Button variant="outlined" onClick={() => void test()} disabled={busy}>
        {translate(busy ? 'support.accounts.testing' : 'support.accounts.test')}
      </Button>
      {result && [line('IMAP', result.imap), line('SMTP', result.smtp)]}
    </Box>
  );
}

/** One server's settings (IMAP to read, SMTP to send): host, port and TLS, user and password. */
function ServerInputs({
  protocol,
  userRequired,
  passwordRequired,
  keepHint,
}: {
  protocol: 'imap' | 'smtp';
  userRequired: boolean;
  passwordRequired: boolean;
  /** Under the password: a stored one stays when this is left empty. */
  keepHint?: string;
}) {
  const translate = useTranslate();
  const label = (field: string) => translate(`support.accounts.fields.${protocol}_${field}`);
  return (
    <Box sx={{ flex: 1 }}>
      <Typography variant="subtitle2">{translate(`support.accounts.${protocol}`)}</Typography>
      <TextInput source={`${protocol}_host`} label={label('host')} validate={required()} fullWidth slotProps={ltr} />
      <Stack direction="row" columnGap={2} alignItems="center">
        <NumberInput
          source={`${protocol}_port`}
          label={label('port')}
          validate={required()}
          min={1}
          max={65535}
          slotProps={ltr}
        />
        <BooleanInput source={`${protocol}_tls`} label={label('tls')} />
      </Stack>
      <TextInput
        source={`${protocol}_user`}
        label={label('user')}
        validate={userRequired ? required() : undefined}
        fullWidth
        slotProps={ltr}
      />
      <PasswordInput
        source={`${protocol}_password`}
        label={label('password')}
        validate={passwordRequired ? required() : undefined}
        helperText={keepHint}
        fullWidth
      />
    </Box>
  );
}

export function AccountDialog({
  account,
  onClose,
}: {
  account: EmailAccount | null;
  onClose: (saved: boolean) => void;
}) {
  const translate = useTranslate();
  const label = (field: string) => translate(`support.accounts.fields.${field}`);
  const keepHint = account ? translate('support.accounts.password_kept') : undefined;
  const save = async (values: Record<string, unknown>) => {
    try {
      const body = bodyOf(values);
      if (account) await supportApi.updateAccount(account.id, body);
      else await supportApi.createAccount(body);
      showToast(translate('support.accounts.saved'), { variant: 'success' });
      onClose(true);
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  return (
    <TitledDialog
      onClose={() => onClose(false)}
      title={translate(account ? 'support.accounts.edit' : 'support.accounts.add')}
      maxWidth="md"
      form={(parts) => (
        <Form
          record={
            account
              ? { ...account, smtp_user: account.smtp_user === account.imap_user ? '' : account.smtp_user }
              : blankAccount
          }
          onSubmit={save}
          noValidate
        >
          {parts}
        </Form>
      )}
      actions={
        <>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <SaveButton />
        </>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <TextInput source="name" label={label('name')} validate={required()} fullWidth />
        <TextInput source="email" type="email" label={label('email')} validate={required()} fullWidth slotProps={ltr} />
      </Stack>
      <TextInput source="from_name" label={label('from_name')} fullWidth />
      <BooleanInput source="is_active" label={label('is_active')} />
      <Stack direction={{ xs: 'column', md: 'row' }} columnGap={3}>
        <ServerInputs protocol="imap" userRequired passwordRequired={!account} keepHint={keepHint} />
        <ServerInputs protocol="smtp" userRequired={false} passwordRequired={false} keepHint={keepHint} />
      </Stack>
      <TestButton />
    </TitledDialog>
  );
}
