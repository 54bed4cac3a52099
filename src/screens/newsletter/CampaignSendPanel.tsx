// The campaign page's side panel: how many it would reach now (and who was left out), a test send, scheduling,
// sending now, and pause / resume / cancel / unschedule behind a confirm.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { formatDateTime } from '../../lib/format';
import { ScheduleInput } from './ScheduleInput';
import { newsletterApi, newsletterKeys, useRecipientCount, type CampaignAction } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the form around holds unsaved changes (false outside a form). */
function useUnsaved(): boolean {
  return useFormState().isDirty;
}

export function RecipientCountLine() {
  const translate = useTranslate();
  const record = useRecordContext();
  const count = useRecipientCount(record);
  if (!count.data) return null;
  return (
    <>
      <Typography variant="h6" component="p" data-testid="recipient-count">
        {translate('newsletter.campaign.recipients_count', { smart_count: count.data.recipients })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('newsletter.campaign.recipients_detail', count.data as unknown as Record<string, number>)}
      </Typography>
    </>
  );
}

export function CampaignSendPanel({ inForm }: { inForm: boolean }) {
  return inForm ? <PanelInForm /> : <Panel unsaved={false} />;
}

const PanelInForm = () => <Panel unsaved={useUnsaved()} />;

/** A test send: to up to ten addresses typed (checked here before anything is sent). */
function TestSend({ disabled, onSend }: { disabled: boolean; onSend: (emails: string[]) => void }) {
  const translate = useTranslate();
  const [testTo, setTestTo] = useState('');
  const [testError, setTestError] = useState('');
  const send = () => {
    const emails = testTo.split(/[\s,;]+/).filter(Boolean);
    if (emails.length === 0 || emails.length > 10 || !emails.every((e) => EMAIL.test(e)))
      return setTestError(translate('newsletter.campaign.test_invalid'));
    setTestError('');
    onSend(emails);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('newsletter.campaign.test')}</Typography>
      <TextField
        size="small"
        label={translate('newsletter.campaign.test_to')}
        value={testTo}
        onChange={(e) => setTestTo(e.target.value)}
        error={Boolean(testError)}
        helperText={testError || ' '}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Button type="button" variant="outlined" disabled={disabled} onClick={send}>
        {translate('newsletter.campaign.test')}
      </Button>
    </Stack>
  );
}

/** Scheduling: when it is scheduled for (if it is), the time to send at, and scheduling or taking it back. */
function ScheduleSection({
  scheduled,
  scheduledAt,
  at,
  onAt,
  busy,
  unsaved,
  onSchedule,
  onUnschedule,
}: {
  /** Scheduled already (else a draft), and for when. */
  scheduled: boolean;
  scheduledAt: unknown;
  at: string | null;
  onAt: (at: string | null) => void;
  busy: boolean;
  unsaved: boolean;
  onSchedule: () => void;
  onUnschedule: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('newsletter.campaign.schedule')}</Typography>
      {scheduled ? (
        <Alert severity="info">{translate('newsletter.campaign.scheduled', { at: formatDateTime(scheduledAt) })}</Alert>
      ) : null}
      <ScheduleInput value={at} onChange={onAt} />
      <Button type="button" variant="outlined" disabled={busy || unsaved || !at} onClick={onSchedule}>
        {translate('newsletter.campaign.schedule_button')}
      </Button>
      {scheduled ? (
        <Button type="button" disabled={busy} onClick={onUnschedule}>
          {translate('newsletter.campaign.unschedule')}
        </Button>
      ) : null}
    </Stack>
  );
}

function Panel({ unsaved }: { unsaved: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const record = useRecordContext();
  const [at, setAt] = useState<string | null>(() =>
    record?.scheduled_at
      ? String(record.scheduled_at)
      : dayjs().add(1, 'day').hour(9).minute(0).second(0).millisecond(0).toISOString(),
  );
  const [confirm, setConfirm] = useState<'send' | 'schedule' | CampaignAction | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = record?.status === 'draft' || record?.status === 'scheduled';
  const count = useRecipientCount(record, editable);
  if (!record) return null;
  const status = String(record.status);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    } catch {
      // the request's own toast says why
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const sendTest = (emails: string[]) =>
    void run(
      () => newsletterApi.test(record.id, emails),
      translate('newsletter.campaign.test_sent', { smart_count: emails.length }),
    );
  const name = String(record.name);
  const confirmText =
    confirm === 'send'
      ? translate('newsletter.campaign.send_now_confirm', { name, smart_count: count.data?.recipients ?? 0 })
      : confirm === 'schedule'
        ? translate('newsletter.campaign.schedule_confirm', {
            name,
            at: formatDateTime(at),
            smart_count: count.data?.recipients ?? 0,
          })
        : confirm === 'cancel'
          ? translate('newsletter.campaign.cancel_confirm', { name })
          : translate(`newsletter.campaign.${confirm ?? 'pause'}`);
  const act = (action: CampaignAction) => () => setConfirm(action);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          {status === 'draft' || status === 'scheduled' ? (
            <>
              <div>
                <Typography variant="subtitle2" color="text.secondary">
                  {translate('newsletter.campaign.recipients')}
                </Typography>
                <RecipientCountLine />
              </div>
              {unsaved ? <Alert severity="warning">{translate('newsletter.campaign.save_first')}</Alert> : null}
              <Divider />
            </>
          ) : null}
          <TestSend disabled={busy || unsaved} onSend={sendTest} />
          {status === 'draft' || status === 'scheduled' ? (
            <>
              <Divider />
              <ScheduleSection
                scheduled={status === 'scheduled'}
                scheduledAt={record.scheduled_at}
                at={at}
                onAt={setAt}
                busy={busy}
                unsaved={unsaved}
                onSchedule={() => setConfirm('schedule')}
                onUnschedule={act('unschedule')}
              />
              <Divider />
              <Button
                type="button"
                variant="contained"
                disabled={busy || unsaved || !count.data?.recipients}
                onClick={() => setConfirm('send')}
              >
                {translate('newsletter.campaign.send_now')}
              </Button>
            </>
          ) : null}
          {status === 'sending' ? (
            <Button type="button" variant="outlined" disabled={busy} onClick={act('pause')}>
              {translate('newsletter.campaign.pause')}
            </Button>
          ) : null}
          {status === 'paused' ? (
            <Button type="button" variant="contained" disabled={busy} onClick={act('resume')}>
              {translate('newsletter.campaign.resume')}
            </Button>
          ) : null}
          {status === 'scheduled' || status === 'sending' || status === 'paused' ? (
            <Button type="button" color="error" disabled={busy} onClick={act('cancel')}>
              {translate('newsletter.campaign.cancel')}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirm !== null}
        loading={busy}
        title={translate('newsletter.campaign.confirm_title')}
        content={confirmText}
        onConfirm={() =>
          void (confirm === 'schedule'
            ? run(
                () => newsletterApi.send(record.id, at!),
                translate('newsletter.campaign.scheduled', { at: formatDateTime(at) }),
              )
            : run(
                () =>
                  confirm === 'send'
                    ? newsletterApi.send(record.id)
                    : newsletterApi.act(record.id, confirm as CampaignAction),
                translate(confirm === 'send' ? 'newsletter.campaign.sending_started' : 'newsletter.campaign.done'),
              ))
        }
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
