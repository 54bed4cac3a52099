// Sending a draft: the body from its fields, then what the answer means for the draft (removed when sent or when
// WhatsApp is the stub; kept with the server's reason when refused).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { composerApi, type SendBody, type SentKeys } from './composerApi';
import type { MessageDraft } from './draft';
import { composerStore } from './draftStore';

const trimmed = (value: string) => value.trim() || undefined;

export function bodyOf(draft: MessageDraft): SendBody {
  const email = draft.channel === 'email';
  return {
    channel: draft.channel,
    to: draft.to.trim(),
    subject: email ? draft.subject : '',
    content: draft.content,
    ...(email && !draft.inquiry_id
      ? {
          reply_to: trimmed(draft.reply_to),
          from_name: trimmed(draft.from_name),
          account_id: draft.account_id ?? undefined,
        }
      : {}),
    ...(email && draft.inquiry_id ? { inquiry_id: draft.inquiry_id } : {}),
    ...(draft.person_id ? { person_id: draft.person_id } : {}),
  };
}

export function useSend(draft: MessageDraft, sentKeys: SentKeys) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    composerStore.update(draft.id, { error: '' });
    try {
      const result = await composerApi.send(bodyOf(draft));
      if (result.state === 'failed') {
        const code = result.error_code ?? 'MAIL_ERROR';
        // the reason in the person's words; the server's own detail is in its log
        const label = translate(`composer.error_codes.${code}`, {
          _: translate(`support.accounts.errors.${code}`, { _: translate('support.accounts.errors.MAIL_ERROR') }),
        });
        composerStore.update(draft.id, { error: translate('composer.failed', { reason: label }) });
        return;
      }
      composerStore.remove(draft.id);
      if (result.state === 'stub') showToast(translate('composer.stub_removed'), { variant: 'info' });
      else {
        const sent = translate(
          result.support_message_id
            ? 'composer.sent_thread'
            : result.note_id
              ? 'composer.sent_logged'
              : 'composer.sent',
        );
        showToast(result.delivery === 'outbox' ? `${sent}. ${translate('composer.outbox')}` : sent, {
          variant: 'success',
        });
      }
      await Promise.all(sentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      composerStore.update(draft.id, {
        error: translate('composer.failed', {
          reason: errorMessage(error, translate),
        }),
      });
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}
