// The reply box of an inquiry: a reply to the customer (sent through the account's SMTP) or an internal note.
// What was typed stays when sending fails.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import { supportApi, type InquiryStatus } from './api';

export function ReplyBox({
  inquiryId,
  canReply,
  onDone,
}: {
  inquiryId: number;
  canReply: boolean;
  onDone: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [mode, setMode] = useState<'reply' | 'note'>(canReply ? 'reply' : 'note');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const empty = text.trim() === '';

  const send = async (status?: InquiryStatus) => {
    setBusy(true);
    try {
      if (mode === 'note') {
        await supportApi.note(inquiryId, text);
        showToast(translate('support.thread.note_saved'), { variant: 'success' });
        setText('');
      } else {
        const message = await supportApi.reply(inquiryId, { text, status });
        if (message.state === 'sent') {
          showToast(translate(message.delivery === 'outbox' ? 'support.thread.sent_outbox' : 'support.thread.sent'), {
            variant: 'success',
          });
          setText('');
        } else {
          // kept in the thread, failed with its reason and a way to send it again; the box is cleared because it holds the text
          showToast(translate('support.thread.saved_draft'), { variant: 'error' });
          setText('');
        }
      }
      await onDone();
    } catch {
      // the API error was shown as a toast; the text stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <Tabs
        value={mode}
        onChange={(_, value: 'reply' | 'note') => setMode(value)}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="reply" label={translate('support.thread.reply')} disabled={!canReply} />
        <Tab value="note" label={translate('support.thread.add_note')} />
      </Tabs>
      <Box sx={{ p: 1.5 }}>
        <TextField
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={translate(
            mode === 'reply' ? 'support.thread.reply_placeholder' : 'support.thread.note_placeholder',
          )}
          slotProps={{
            htmlInput: {
              dir: 'auto',
              'aria-label': translate(mode === 'reply' ? 'support.thread.reply' : 'support.thread.add_note'),
              maxLength: 100_000,
            },
          }}
          sx={
            mode === 'note'
              ? {
                  '& .MuiOutlinedInput-root': {
                    backgroundColor: (t) => (t.palette.mode === 'dark' ? 'rgba(255,193,7,0.08)' : '#fff8e1'),
                  },
                }
              : undefined
          }
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {mode === 'reply' ? (
            <>
              <Button variant="outlined" disabled={empty || busy} onClick={() => void send('resolved')}>
                {translate('support.thread.send_and_resolve')}
              </Button>
              <Button variant="contained" disabled={empty || busy} onClick={() => void send()}>
                {translate('support.thread.send')}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={empty || busy} onClick={() => void send()}>
              {translate('support.thread.save_note')}
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}
