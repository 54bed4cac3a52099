// One draft's window: a header that minimises and restores it, the channel, sender, recipient, subject, template,
// content with merge fields, the preview and the server's reason when a send was refused.
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { ChannelBar } from './ChannelBar';
import type { ComposerOptions, SentKeys } from './composerApi';
import { ComposerHeader } from './ComposerHeader';
import { ComposerPreview } from './ComposerPreview';
import type { MessageDraft } from './draft';
import { composerStore } from './draftStore';
import { MergeFieldChips } from './MergeFieldChips';
import { SenderNameFields } from './SenderNameFields';
import { SenderSelect } from './SenderSelect';
import { TemplateSelect } from './TemplateSelect';
import { usePreview } from './usePreview';
import { useSend } from './useSend';
import { useTemplates } from './useTemplates';

interface Props {
  draft: MessageDraft;
  options: ComposerOptions | undefined;
  /** Phone width: the open window covers the screen. */
  fullScreen: boolean;
  /** What a sent message leaves stale. */
  sentKeys: SentKeys;
}

export function titleOf(draft: MessageDraft, translate: ReturnType<typeof useTranslate>): string {
  if (draft.inquiry_id) return translate('composer.reply_title', { subject: draft.subject || `#${draft.inquiry_id}` });
  if (draft.channel === 'email' && draft.subject.trim()) return draft.subject;
  if (draft.to.trim()) return translate('composer.message_to', { to: draft.person_name || draft.to });
  return translate('composer.new_message');
}

/** The window's frame: minimised, a narrow bar; open, a column above the page's edge or, on a phone, the whole screen. */
const windowSx = (minimized: boolean, fullScreen: boolean): SxProps<Theme> =>
  minimized
    ? { width: fullScreen ? '100%' : 260, overflow: 'hidden', borderRadius: '8px 8px 0 0', pointerEvents: 'auto' }
    : {
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        pointerEvents: 'auto',
        ...(fullScreen
          ? { position: 'fixed', inset: 0, borderRadius: 0, zIndex: (t) => t.zIndex.modal }
          : { width: 440, maxHeight: 'calc(100vh - 72px)', borderRadius: '8px 8px 0 0' }),
      };

export function ComposerWindow({ draft, options, fullScreen, sentKeys }: Props) {
  const translate = useTranslate();
  const [discarding, setDiscarding] = useState(false);
  const update = (patch: Partial<MessageDraft>) => composerStore.update(draft.id, patch);
  const preview = usePreview(draft);
  const { send, busy } = useSend(draft, sentKeys);
  const { templates, applyTemplate } = useTemplates(draft, update);
  const email = draft.channel === 'email';
  const reply = draft.inquiry_id !== null;
  const title = email && !reply && preview?.subject ? preview.subject : titleOf(draft, translate);
  const unknown = preview?.unknown_fields ?? [];
  const stub = !email && options?.whatsapp.mode === 'stub';
  const canSend =
    !busy &&
    draft.to.trim() !== '' &&
    draft.content.trim() !== '' &&
    (reply || !email || draft.subject.trim() !== '') &&
    unknown.length === 0;

  const insertField = (field: string) =>
    update({ content: `${draft.content}${draft.content && !/\s$/.test(draft.content) ? ' ' : ''}{{${field}}}` });
  const close = () =>
    draft.content.trim() || draft.subject.trim() ? setDiscarding(true) : composerStore.remove(draft.id);

  return (
    <Paper
      elevation={draft.minimized ? 6 : 8}
      role={draft.minimized ? 'region' : 'dialog'}
      aria-label={title}
      data-testid="composer-window"
      data-minimized={String(draft.minimized)}
      sx={windowSx(draft.minimized, fullScreen)}
    >
      <ComposerHeader draft={draft} title={title} onClose={close} />
      {draft.minimized ? null : (
        <>
          <Stack spacing={1.25} sx={{ p: 1.5, overflowY: 'auto', flex: 1 }}>
            <ChannelBar draft={draft} previewName={preview?.person_name} update={update} />
            {!reply ? <SenderSelect draft={draft} options={options} update={update} /> : null}
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
            {email && !reply ? <SenderNameFields draft={draft} options={options} update={update} /> : null}
            <TemplateSelect value={draft.template_id} templates={templates} onChange={applyTemplate} />
            <TextField
              multiline
              minRows={fullScreen ? 8 : 6}
              label={translate('composer.fields.content')}
              value={draft.content}
              onChange={(event) => update({ content: event.target.value })}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 100_000 } }}
            />
            <MergeFieldChips fields={options?.merge_fields ?? []} onInsert={insertField} />
            <ComposerPreview preview={preview} email={email} />
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
        </>
      )}
      <Confirm
        isOpen={discarding}
        title="composer.discard_title"
        content="composer.discard_content"
        onConfirm={() => composerStore.remove(draft.id)}
        onClose={() => setDiscarding(false)}
      />
    </Paper>
  );
}
