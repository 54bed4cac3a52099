// Settings → e-mail accounts (/settings/email-accounts, superusers): the support inbox's mail accounts with their
// last check (what it found, or the error in words), check now, add (with a connection test), change and delete.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../notifications/toasts';
import { AccountDialog } from './AccountDialog';
import { supportApi, supportKeys, useEmailAccounts, type EmailAccount } from './api';

function AccountCard({
  account,
  onEdit,
  onDelete,
}: {
  account: EmailAccount;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const result = await supportApi.checkAccount(account.id);
      if (result.ok)
        showToast(
          translate('support.accounts.checked', {
            found: result.found,
            created: result.created,
            joined: result.joined,
          }),
          { variant: 'success' },
        );
      await queryClient.invalidateQueries({ queryKey: supportKeys.all });
    } catch {
      // shown by the API error handler
    } finally {
      setChecking(false);
    }
  };
  const result = account.last_result;
  return (
    <Card variant="outlined" data-testid="email-account">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            <bdi>{account.name}</bdi>
          </Typography>
          <Typography dir="ltr" color="text.secondary">
            <bdi dir="ltr">{account.email}</bdi>
          </Typography>
          {!account.is_active && <Chip size="small" label={translate('support.accounts.inactive')} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          <bdi dir="ltr">
            IMAP {account.imap_user}@{account.imap_host}:{account.imap_port} · SMTP {account.smtp_host}:
            {account.smtp_port}
          </bdi>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {account.last_checked_at
            ? translate('support.accounts.last_check', { time: formatDateTime(account.last_checked_at) })
            : translate('support.accounts.never_checked')}
          {result &&
            !account.last_error_code &&
            ` · ${translate('support.accounts.last_result', { found: result.found, created: result.created, joined: result.joined })}`}
        </Typography>
        {account.last_error_code && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="account-error">
            {translate(`support.accounts.errors.${account.last_error_code}`, { _: account.last_error_code })}
            {account.last_error && (
              <Typography variant="caption" component="div" dir="ltr">
                {account.last_error}
              </Typography>
            )}
          </Alert>
        )}
      </CardContent>
      {checking && <LinearProgress sx={{ height: 2 }} />}
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<Sync />} onClick={() => void check()} disabled={checking}>
          {translate('support.accounts.check')}
        </Button>
        <Button startIcon={<EditOutlined />} onClick={onEdit}>
          {translate('support.accounts.edit')}
        </Button>
        <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete} sx={{ marginInlineStart: 'auto' }}>
          {translate('support.accounts.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function EmailAccountsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const accounts = useEmailAccounts();
  const [editing, setEditing] = useState<EmailAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailAccount | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.of('accounts') });
  const remove = async () => {
    if (!deleting) return;
    try {
      await supportApi.deleteAccount(deleting.id);
      showToast(translate('support.accounts.deleted'), { variant: 'success' });
      await refresh();
    } catch {
      // shown by the API error handler
    } finally {
      setDeleting(null);
    }
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('support.accounts.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {translate('support.accounts.add')}
        </Button>
      </Box>
      {accounts.isPending && <LinearProgress />}
      {accounts.isSuccess && accounts.data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {translate('support.accounts.empty')}
        </Typography>
      )}
      <Stack spacing={2}>
        {(accounts.data?.items ?? []).map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            onEdit={() => setEditing(account)}
            onDelete={() => setDeleting(account)}
          />
        ))}
      </Stack>
      {editing && (
        <AccountDialog
          account={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
      <Confirm
        isOpen={!!deleting}
        title={translate('support.accounts.delete')}
        content={translate('support.accounts.delete_confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
