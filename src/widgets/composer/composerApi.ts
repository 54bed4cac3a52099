// The composer's calls (server/src/routes/messages.ts and the templates entity).
import { http } from '../../dataProvider/http';
import type { Channel } from './draft';

export interface ComposerOptions {
  email: { default_from_name: string; default_address: string; accounts: Array<{ id: number; name: string; email: string; from_name: string }> };
  whatsapp: { mode: 'stub' | 'cloud'; numbers: string[] };
  merge_fields: string[];
}

export interface MessageTemplate {
  id: number;
  name: string;
  channel: Channel;
  subject: string;
  content: string;
}

export interface Preview {
  subject: string;
  content: string;
  unknown_fields: string[];
  person_id: number | null;
  person_name: string | null;
}

export interface SendBody {
  channel: Channel;
  to: string;
  subject: string;
  content: string;
  reply_to?: string;
  from_name?: string;
  account_id?: number;
  inquiry_id?: number;
  person_id?: number;
}

export interface SendResult {
  state: 'sent' | 'stub' | 'failed';
  error_code: string | null;
  error: string | null;
  /** A sent e-mail: a mail server took it, or it was written to the server's outbox folder (no mail server set). */
  delivery?: 'smtp' | 'outbox' | null;
  note_id: number | null;
  support_message_id: number | null;
}

export const composerApi = {
  options: () => http.get<ComposerOptions>('/messages/options'),
  templates: (channel: Channel) => http.get<{ items: MessageTemplate[] }>('/messages/templates', { query: { channel, active_only: true, limit: 100 } }),
  preview: (body: Pick<SendBody, 'channel' | 'to' | 'subject' | 'content' | 'person_id'>) => http.post<Preview>('/messages/preview', body, { silent: true }),
  send: (body: SendBody) => http.post<SendResult>('/messages/send', body, { silent: true }),
};
