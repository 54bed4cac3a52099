// The support API (server/src/routes/support.ts and email-accounts.ts) as the inbox, the inquiry page and the
// accounts settings use it.
import { http } from '../../dataProvider/http';

export const INQUIRY_STATUSES = ['new', 'open', 'waiting', 'resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type InquiryPriority = (typeof INQUIRY_PRIORITIES)[number];

export interface Inquiry {
  id: number;
  account_id: number | null;
  person_id: number | null;
  person_name: string | null;
  subject: string;
  customer_email: string;
  customer_name: string;
  status: InquiryStatus;
  priority: InquiryPriority;
  assignee_id: string | null;
  assignee_name: string | null;
  tags: string[];
  unread: boolean;
  snippet: string;
  message_count: number;
  last_message_at: string;
  first_response_at: string | null;
  resolved_at: string | null;
  created_at: string;
}

export interface SupportAttachment {
  name: string;
  size: number;
  mime_type: string | null;
  /** Signed; null when the attachment was not stored. */
  url: string | null;
  thumbnail_url: string | null;
  refused: 'type' | 'size' | null;
}

export interface SupportMessage {
  id: number;
  inquiry_id: number;
  kind: 'in' | 'out' | 'note';
  state: 'received' | 'sent' | 'draft' | 'failed';
  /** A failed send's reason (support.accounts.errors) and the server's detail. */
  error_code: string | null;
  /** A sent reply: the account's mail server, or the server's outbox folder (no mail server set). */
  delivery: 'smtp' | 'outbox' | null;
  message_id: string | null;
  from_address: string;
  from_name: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: SupportAttachment[];
  error: string | null;
  author_name: string;
  sent_at: string | null;
  created_at: string;
}

export interface InquiryDetail extends Inquiry {
  messages: SupportMessage[];
  account: { id: number; name: string; email: string } | null;
  person: { id: number; name: string; emails: string[]; phones: string[] } | null;
}

export type StatusCounts = Record<InquiryStatus | 'all' | 'unread', number>;

export interface InquiryQuery {
  status?: InquiryStatus;
  assignee_id?: string;
  person_id?: number;
  q?: string;
  skip?: number;
  limit?: number;
}

export interface InquiryChange {
  status?: InquiryStatus;
  priority?: InquiryPriority;
  assignee_id?: string | null;
  tags?: string[];
  unread?: boolean;
}

export interface EmailAccount {
  id: number;
  name: string;
  email: string;
  from_name: string;
  imap_host: string;
  imap_port: number;
  imap_tls: boolean;
  imap_user: string;
  smtp_host: string;
  smtp_port: number;
  smtp_tls: boolean;
  smtp_user: string;
  is_active: boolean;
  last_checked_at: string | null;
  last_result: { found: number; created: number; joined: number; skipped: number; failed: number } | null;
  last_error_code: string | null;
  last_error: string | null;
}

export type AccountInput = Omit<EmailAccount, 'id' | 'last_checked_at' | 'last_result' | 'last_error_code' | 'last_error'> & { imap_password?: string; smtp_password?: string };

export interface Probe {
  ok: boolean;
  error_code: string | null;
  error: string | null;
}

export interface CheckResult extends Probe {
  account_id: number;
  found: number;
  created: number;
  joined: number;
  skipped: number;
  failed: number;
  checked_at: string;
}

export const supportApi = {
  list: (query: InquiryQuery) => http.get<{ items: Inquiry[]; total: number; counts: StatusCounts }>('/support/', { query: { ...query } }),
  get: (id: number) => http.get<InquiryDetail>(`/support/${id}`),
  update: (id: number, change: InquiryChange) => http.patch<InquiryDetail>(`/support/${id}`, change),
  reply: (id: number, body: { text: string; status?: InquiryStatus }) => http.post<SupportMessage>(`/support/${id}/reply`, body),
  resend: (id: number, messageId: number) => http.post<SupportMessage>(`/support/${id}/messages/${messageId}/send`),
  note: (id: number, text: string) => http.post<SupportMessage>(`/support/${id}/notes`, { text }),
  staff: () => http.get<{ id: string; name: string }[]>('/pipeline/owners'),
  accounts: () => http.get<{ items: EmailAccount[]; total: number }>('/email/accounts/'),
  createAccount: (body: AccountInput) => http.post<EmailAccount>('/email/accounts/', body),
  updateAccount: (id: number, body: Partial<AccountInput>) => http.patch<EmailAccount>(`/email/accounts/${id}`, body),
  deleteAccount: (id: number) => http.delete<null>(`/email/accounts/${id}`),
  testAccount: (body: Omit<AccountInput, 'name' | 'email' | 'from_name' | 'is_active'>) => http.post<{ imap: Probe; smtp: Probe }>('/email/accounts/test', body),
  checkAccount: (id: number) => http.post<CheckResult>(`/email/accounts/${id}/check`),
};
