// A message draft (to, content, minimized, channel, subject, reply_to, from_name) and what the
// composer keeps beside it: where it was opened from (a customer, an inquiry) and the sender chosen.
export const CHANNELS = ['email', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface MessageDraft {
  id: string;
  channel: Channel;
  to: string;
  subject: string;
  content: string;
  reply_to: string;
  from_name: string;
  minimized: boolean;
  /** A mail account's id, or null for the server's own sender. */
  account_id: number | null;
  /** WhatsApp's sending number (the stub's placeholders, or the Cloud API's number). */
  from_number: string;
  person_id: number | null;
  person_name: string;
  /** The customer's address and number, so switching the channel switches the recipient. */
  person_email: string;
  person_phone: string;
  /** Answering this inquiry: the thread's account, address and subject. */
  inquiry_id: number | null;
  template_id: number | null;
  /** The last refusal (the server's reason), shown until the next send. */
  error: string;
  updated_at: number;
}

export type DraftSeed = Partial<Omit<MessageDraft, 'id' | 'updated_at'>>;

export function newDraft(seed: DraftSeed = {}): MessageDraft {
  const channel = seed.channel ?? 'email';
  return {
    id:
      typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`,
    channel,
    to: seed.to ?? (channel === 'email' ? (seed.person_email ?? '') : (seed.person_phone ?? '')),
    subject: '',
    content: '',
    reply_to: '',
    from_name: '',
    minimized: false,
    account_id: null,
    from_number: '',
    person_id: null,
    person_name: '',
    person_email: '',
    person_phone: '',
    inquiry_id: null,
    template_id: null,
    error: '',
    ...seed,
    updated_at: Date.now(),
  };
}

/** Switching the channel: the customer's address becomes their number and back, unless another one was typed. */
export function switchChannel(draft: MessageDraft, channel: Channel): Partial<MessageDraft> {
  const mine = draft.channel === 'email' ? draft.person_email : draft.person_phone;
  const theirs = channel === 'email' ? draft.person_email : draft.person_phone;
  return { channel, to: draft.to === '' || draft.to === mine ? theirs : draft.to, template_id: null, error: '' };
}
