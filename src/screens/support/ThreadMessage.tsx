// One message of an inquiry's thread: the customer's mail (start side), our reply (end side), or an internal note
// (highlighted). Each message takes its own direction (dir="auto"): Hebrew mail right to left, English left to right.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { SafeHtml } from '../../engine/views/SafeHtml';
import type { SupportMessage } from './api';
import { MessageAttachments } from './MessageAttachments';

export function ThreadMessage({
  message,
  onResend,
  resending,
}: {
  message: SupportMessage;
  onResend?: () => void;
  resending?: boolean;
}) {
  const translate = useTranslate();
  const incoming = message.kind === 'in';
  const note = message.kind === 'note';
  const unsent = message.state === 'draft' || message.state === 'failed';
  const header = note
    ? translate('support.thread.note', { name: message.author_name })
    : incoming
      ? translate('support.thread.from', { name: message.from_name || message.from_address })
      : translate(unsent ? 'support.thread.failed_by' : 'support.thread.sent_by', { name: message.author_name });
  return (
    <Box
      data-testid="thread-message"
      data-kind={message.kind}
      sx={{ display: 'flex', justifyContent: incoming ? 'flex-start' : 'flex-end' }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          width: { xs: '100%', sm: '85%' },
          borderColor: note ? 'warning.light' : unsent ? 'error.light' : 'divider',
          ...(note ? { backgroundColor: (t) => (t.palette.mode === 'dark' ? 'rgba(255,193,7,0.08)' : '#fff8e1') } : {}),
          ...(!incoming && !note
            ? { backgroundColor: (t) => (t.palette.mode === 'dark' ? 'rgba(33,150,243,0.08)' : '#e3f2fd') }
            : {}),
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', mb: 0.75 }}>
          <Typography variant="subtitle2">
            <bdi>{header}</bdi>
          </Typography>
          {incoming && message.from_name && (
            <Typography variant="caption" color="text.secondary">
              <bdi dir="ltr">{message.from_address}</bdi>
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
            <bdi>{formatDateTime(message.sent_at ?? message.created_at)}</bdi>
          </Typography>
        </Box>
        {message.html ? (
          <SafeHtml html={message.html} />
        ) : (
          <Typography dir="auto" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        )}
        <MessageAttachments attachments={message.attachments ?? []} />
        {message.delivery === 'outbox' && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {translate('support.thread.outbox')}
          </Typography>
        )}
        {unsent && (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              onResend && (
                <Button color="inherit" size="small" onClick={onResend} disabled={resending}>
                  {translate('support.thread.resend')}
                </Button>
              )
            }
          >
            {message.error_code
              ? translate('support.thread.send_failed', {
                  error: translate(`support.accounts.errors.${message.error_code}`, {
                    _: translate('support.accounts.errors.MAIL_ERROR'),
                  }),
                })
              : translate('support.thread.draft')}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
