// One draft's window: a header that minimises and restores it, the channel, sender, recipient, subject, template,
// content with merge fields, the preview and the server's reason when a send was refused.
import CloseIcon from '@mui/icons-material/Close';
import MinimizeIcon from '@mui/icons-material/Minimize';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { composerApi, type ComposerOptions } from './composerApi';
import { CHANNELS, switchChannel, type Channel, type MessageDraft } from './draft';
import { composerStore } from './draftStore';
import { usePreview } from './usePreview';
import { useSend } from './useSend';

interface Props {
  draft: MessageDraft;
  options: ComposerOptions | undefined;
  /** Phone width: the open window covers the screen. */
  fullScreen: boolean;
}

const DEFAULT_SENDER = 'default';

export function titleOf(draft: MessageDraft, translate: ReturnType<typeof useTranslate>): string {
  if (draft.inquiry_id) return translate('composer.reply_title', { subject: draft.subject || `#${draft.inquiry_id}` });
  if (draft.channel === 'email' && draft.subject.trim()) return draft.subject;
  if (draft.to.trim()) return translate('composer.message_to', { to: draft.person_name || draft.to });
  return translate('composer.new_message');
}

export function ComposerWindow({ draft, options, fullScreen }: Props) {
  const translate = useTranslate();
  const [discarding, setDiscarding] = useState(false);
  const update = (patch: Partial<MessageDraft>) => composerStore.update(draft.id, patch);
  const preview = usePreview(draft);
  const { send, busy } = useSend(draft);
  const templates = useQuery({
    queryKey: ['composer', 'templates', draft.channel],
    queryFn: () => composerApi.templates(draft.channel),
    staleTime: 60_000,
  });
  const email = draft.channel === 'email';
  const reply = draft.inquiry_id !== null;
  const title = email && !reply && preview?.subject ? preview.subject : titleOf(draft, translate);
  const unknown = preview?.unknown_fields ?? [];
  const noCustomer = preview !== undefined && preview.person_id === null;
  const stub = !email && options?.whatsapp.mode === 'stub';
  const canSend =
    !busy &&
    draft.to.trim() !== '' &&
    draft.content.trim() !== '' &&
    (reply || !email || draft.subject.trim() !== '') &&
    unknown.length === 0;

  const applyTemplate = (id: number | null) => {
    const template = templates.data?.items.find((item) => item.id === id);
    if (!template) return update({ template_id: null });
    update({
      template_id: template.id,
      content: template.content,
      ...(email && !reply && template.subject ? { subject: template.subject } : {}),
    });
  };
  const insertField = (field: string) =>
    update({ content: `${draft.content}${draft.content && !/\s$/.test(draft.content) ? ' ' : ''}{{${field}}}` });
  const close = () =>
    draft.content.trim() || draft.subject.trim() ? setDiscarding(true) : composerStore.remove(draft.id);

  const header = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        cursor: 'pointer',
        minHeight: 44,
      }}
      onClick={() => composerStore.minimize(draft.id, !draft.minimized)}
    >
      <Typography variant="subtitle2" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }} dir="auto">
        {title}
      </Typography>
      <Tooltip title={translate(draft.minimized ? 'composer.restore' : 'composer.minimize')}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={translate(draft.minimized ? 'composer.restore' : 'composer.minimize')}
          onClick={(event) => {
            event.stopPropagation();
            composerStore.minimize(draft.id, !draft.minimized);
          }}
        >
          {draft.minimized ? <OpenInFullIcon fontSize="small" /> : <MinimizeIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('composer.close')}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={translate('composer.close')}
          onClick={(event) => {
            event.stopPropagation();
            close();
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

  const confirm = (
    <Confirm
      isOpen={discarding}
      title="composer.discard_title"
      content="composer.discard_content"
      onConfirm={() => composerStore.remove(draft.id)}
      onClose={() => setDiscarding(false)}
    />
  );

  if (draft.minimized) {
    return (
      <Paper
        elevation={6}
        role="region"
        aria-label={title}
        data-testid="composer-window"
        data-minimized="true"
        sx={{
          width: fullScreen ? '100%' : 260,
          overflow: 'hidden',
          borderRadius: '8px 8px 0 0',
          pointerEvents: 'auto',
        }}
      >
        {header}
        {confirm}
      </Paper>
    );
  }

  const account = options?.email.accounts.find((a) => a.id === draft.account_id);
  const senderValue = email
    ? draft.account_id === null
      ? DEFAULT_SENDER
      : String(draft.account_id)
    : draft.from_number || options?.whatsapp.numbers[0] || '';
  return (
    <Paper
      elevation={8}
      role="dialog"
      aria-label={title}
      data-testid="composer-window"
      data-minimized="false"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        pointerEvents: 'auto',
        ...(fullScreen
          ? { position: 'fixed', inset: 0, borderRadius: 0, zIndex: (t) => t.zIndex.modal }
          : { width: 440, maxHeight: 'calc(100vh - 72px)', borderRadius: '8px 8px 0 0' }),
      }}
    >
      {header}
      <Stack spacing={1.25} sx={{ p: 1.5, overflowY: 'auto', flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.channel}
            disabled={reply}
            aria-label={translate('composer.channel')}
            onChange={(_, value: Channel | null) => value && update(switchChannel(draft, value))}
          >
            {CHANNELS.map((channel) => (
              <ToggleButton key={channel} value={channel}>
                {translate(`composer.channels.${channel}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {reply ? <Chip size="small" label={translate('composer.inquiry', { id: draft.inquiry_id })} /> : null}
          {draft.person_name || preview?.person_name ? (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate('composer.customer', { name: draft.person_name || preview?.person_name })}
            />
          ) : null}
        </Box>
        {!reply ? (
          <TextField
            select
            size="small"
            label={translate('composer.fields.from')}
            value={senderValue}
            onChange={(event) =>
              email
                ? update({ account_id: event.target.value === DEFAULT_SENDER ? null : Number(event.target.value) })
                : update({ from_number: event.target.value })
            }
          >
            {email
              ? [
                  <MenuItem key={DEFAULT_SENDER} value={DEFAULT_SENDER}>
                    {translate('composer.default_sender', { address: options?.email.default_address ?? '' })}
                  </MenuItem>,
                  ...(options?.email.accounts ?? []).map((account) => (
                    <MenuItem key={account.id} value={String(account.id)}>
                      <bdi>{account.name}</bdi>&nbsp;<bdi dir="ltr">&lt;{account.email}&gt;</bdi>
                    </MenuItem>
                  )),
                ]
              : (options?.whatsapp.numbers ?? []).map((number) => (
                  <MenuItem key={number} value={number}>
                    <bdi dir="ltr">{number}</bdi>
                  </MenuItem>
                ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          label={translate(email ? 'composer.fields.to' : 'composer.fields.to_phone')}
          value={draft.to}
          disabled={reply}
          onChange={(event) => update({ to: event.target.value, error: '' })}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: email ? 'email' : 'tel', maxLength: 320 } }}
        />
        {email ? (
          <TextField
            size="small"
            label={translate('composer.fields.subject')}
            value={draft.subject}
            disabled={reply}
            onChange={(event) => update({ subject: event.target.value })}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 500 } }}
          />
        ) : null}
        {email && !reply ? (
          <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
            <TextField
              size="small"
              fullWidth
              label={translate('composer.fields.from_name')}
              value={draft.from_name}
              onChange={(event) => update({ from_name: event.target.value })}
              placeholder={account ? account.from_name || account.name : options?.email.default_from_name}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 }, inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              fullWidth
              label={translate('composer.fields.reply_to')}
              value={draft.reply_to}
              onChange={(event) => update({ reply_to: event.target.value })}
              placeholder={account?.email ?? options?.email.default_address}
              slotProps={{
                htmlInput: { dir: 'ltr', inputMode: 'email', maxLength: 320 },
                inputLabel: { shrink: true },
              }}
            />
          </Box>
        ) : null}
        <TextField
          select
          size="small"
          label={translate('composer.fields.template')}
          value={draft.template_id === null ? '' : String(draft.template_id)}
          onChange={(event) => applyTemplate(event.target.value ? Number(event.target.value) : null)}
        >
          <MenuItem value="">{translate('composer.no_template')}</MenuItem>
          {(templates.data?.items ?? []).map((template) => (
            <MenuItem key={template.id} value={String(template.id)}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={fullScreen ? 8 : 6}
          label={translate('composer.fields.content')}
          value={draft.content}
          onChange={(event) => update({ content: event.target.value })}
          slotProps={{ htmlInput: { dir: 'auto', maxLength: 100_000 } }}
        />
        <Box
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
          aria-label={translate('composer.merge_fields')}
          role="group"
        >
          <Typography variant="caption" color="text.secondary">
            {translate('composer.merge_fields')}:
          </Typography>
          {(options?.merge_fields ?? []).map((field) => (
            <Chip
              key={field}
              size="small"
              variant="outlined"
              label={<bdi dir="ltr">{`{{${field}}}`}</bdi>}
              aria-label={translate('composer.insert_field', { field })}
              onClick={() => insertField(field)}
            />
          ))}
        </Box>
        {unknown.length ? (
          <Alert severity="error" data-testid="composer-unknown-fields">
            {translate('composer.unknown_fields', { fields: unknown.map((f) => `{{${f}}}`).join(', ') })}
          </Alert>
        ) : noCustomer ? (
          <Alert severity="warning">{translate('composer.no_customer')}</Alert>
        ) : preview ? (
          <Box
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'action.hover' }}
            data-testid="composer-preview"
          >
            <Typography variant="caption" color="text.secondary">
              {translate('composer.preview')}
            </Typography>
            {email && preview.subject ? (
              <Typography variant="subtitle2" dir="auto">
                {preview.subject}
              </Typography>
            ) : null}
            <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.content}
            </Typography>
          </Box>
        ) : null}
        {stub ? <Alert severity="info">{translate('composer.whatsapp_stub')}</Alert> : null}
        {draft.error ? (
          <Alert severity="error" data-testid="composer-error" sx={{ whiteSpace: 'pre-wrap' }}>
            {draft.error}
          </Alert>
        ) : null}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5, pt: 0 }}>
        <Button
          variant="contained"
          endIcon={<SendIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
          disabled={!canSend}
          onClick={() => void send()}
        >
          {translate(busy ? 'composer.sending' : 'composer.send')}
        </Button>
      </Box>
      {confirm}
    </Paper>
  );
}
