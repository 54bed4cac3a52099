// /support/:id: an inquiry's thread (each message in its own direction), the reply box with internal notes, and the
// panel of status, assignee, priority, tags and the customer. Opening an unread inquiry marks it read.
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../notifications/toasts';
import { openComposer } from '../../widgets/composer';
import { supportApi, supportKeys, useInquiry, type InquiryChange } from './api';
import { InquiryPanel } from './InquiryPanel';
import { ChangedElsewhereAlert, useChangedElsewhere } from '../../engine/live/useChangedElsewhere';
import { ReplyBox } from './ReplyBox';
import { statusColor } from './statusColors';
import { ThreadMessage } from './ThreadMessage';

export default function InquiryPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const key = supportKeys.detail(id);
  const inquiry = useInquiry(id);
  const [resending, setResending] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all });

  const unread = inquiry.data?.unread;
  useEffect(() => {
    if (unread)
      void supportApi.update(id, { unread: false }).then((data) => {
        queryClient.setQueryData(key, data);
        void queryClient.invalidateQueries({ queryKey: supportKeys.list() });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, unread]);

  // a reply or a change by someone else (or an answer that arrived) shows at once; the reply being typed stays
  const live = useChangedElsewhere({
    path: '/support',
    shown: inquiry.data,
    read: () => supportApi.get(id),
    take: (fresh) => queryClient.setQueryData(key, fresh),
    dirty: false,
  });

  if (!inquiry.data) return inquiry.isError ? null : <LinearProgress />;
  const data = inquiry.data;

  const change = async (value: InquiryChange) => {
    try {
      queryClient.setQueryData(key, await supportApi.update(id, value));
      showToast(translate('support.thread.updated'), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: supportKeys.list() });
    } catch {
      // shown by the API error handler
    }
  };
  const resend = async (messageId: number) => {
    setResending(messageId);
    try {
      const message = await supportApi.resend(id, messageId);
      const sent = message.state === 'sent';
      showToast(
        translate(
          sent
            ? message.delivery === 'outbox'
              ? 'support.thread.sent_outbox'
              : 'support.thread.sent'
            : 'support.thread.saved_draft',
        ),
        { variant: sent ? 'success' : 'error' },
      );
      await refresh();
    } catch {
      // shown by the API error handler
    } finally {
      setResending(null);
    }
  };
  const markUnread = async () => {
    await supportApi.update(id, { unread: true });
    await refresh();
    navigate('/support');
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={data.subject || translate('support.no_subject')} />
      <ChangedElsewhereAlert {...live} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button
          component={RouterLink}
          to="/support"
          startIcon={<ArrowBack sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        >
          {translate('support.thread.back')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {data.account && data.customer_email ? (
          <Button
            startIcon={<EditOutlined />}
            onClick={() =>
              openComposer({
                inquiry_id: id,
                to: data.customer_email,
                subject: /^\s*re\s*:/i.test(data.subject) ? data.subject : `Re: ${data.subject}`.trim(),
                account_id: data.account!.id,
                person_id: data.person?.id ?? null,
                person_name: data.person?.name ?? data.customer_name,
              })
            }
          >
            {translate('composer.reply_in_composer')}
          </Button>
        ) : null}
        <Button startIcon={<MarkEmailUnreadOutlined />} onClick={() => void markUnread()}>
          {translate('support.thread.mark_unread')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" dir="auto">
          {data.subject || translate('support.no_subject')}
        </Typography>
        <Chip
          color={statusColor[data.status]}
          label={translate(`support.status.${data.status}`)}
          data-testid="inquiry-status"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Stack spacing={1.5} aria-label={translate('support.messages', { smart_count: data.messages.length })}>
            {data.messages.map((message) => (
              <ThreadMessage
                key={message.id}
                message={message}
                resending={resending === message.id}
                onResend={
                  message.state === 'draft' || message.state === 'failed' ? () => void resend(message.id) : undefined
                }
              />
            ))}
          </Stack>
          <ReplyBox inquiryId={id} canReply={!!data.account && !!data.customer_email} onDone={refresh} />
        </Box>
        <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          <InquiryPanel inquiry={data} onChange={(value) => void change(value)} />
        </Box>
      </Box>
    </Box>
  );
}
