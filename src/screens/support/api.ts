// The support API (inquiries and e-mail accounts) as the inbox, the inquiry page and the accounts settings use it;
// its shapes are the server's own (definitions/wire/api.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { supportKeys } from './keys';
import type { ApiAnswer, ApiBody, ApiQuery, ApiSchema } from '../../../definitions/wire/api';

export const INQUIRY_STATUSES = ['new', 'open', 'waiting', 'resolved'] as const satisfies readonly Inquiry['status'][];
export type InquiryStatus = Inquiry['status'];
export const INQUIRY_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const satisfies readonly Inquiry['priority'][];
export type InquiryPriority = Inquiry['priority'];

export type Inquiry = ApiSchema<'SupportInquiry'>;
export type SupportMessage = ApiSchema<'SupportMessage'>;
export type SupportAttachment = SupportMessage['attachments'][number];
export type InquiryDetail = ApiSchema<'SupportInquiryDetail'>;
export type InquiryList = ApiAnswer<'/api/support'>;
export type StatusCounts = InquiryList['counts'];
export type InquiryQuery = ApiQuery<'/api/support'>;
export type InquiryChange = ApiBody<'/api/support/{id}', 'patch'>;
export type EmailAccount = ApiSchema<'EmailAccount'>;
export type AccountInput = ApiBody<'/api/email/accounts', 'post'>;
type AccountTest = ApiAnswer<'/api/email/accounts/test', 'post'>;
export type Probe = AccountTest['imap'];
export type CheckResult = ApiSchema<'EmailCheckResult'>;

export const supportApi = {
  list: (query: InquiryQuery) => http.get<InquiryList>('/support/', { query: { ...query } }),
  get: (id: number) => http.get<InquiryDetail>(`/support/${id}`),
  update: (id: number, change: InquiryChange) => http.patch<InquiryDetail>(`/support/${id}`, change),
  reply: (id: number, body: ApiBody<'/api/support/{id}/reply', 'post'>) =>
    http.post<SupportMessage>(`/support/${id}/reply`, body),
  resend: (id: number, messageId: number) => http.post<SupportMessage>(`/support/${id}/messages/${messageId}/send`),
  note: (id: number, text: string) => http.post<SupportMessage>(`/support/${id}/notes`, { text }),
  staff: () => http.get<ApiAnswer<'/api/pipeline/owners'>>('/pipeline/owners'),
  accounts: () => http.get<ApiAnswer<'/api/email/accounts'>>('/email/accounts/'),
  createAccount: (body: AccountInput) => http.post<EmailAccount>('/email/accounts/', body),
  updateAccount: (id: number, body: ApiBody<'/api/email/accounts/{id}', 'patch'>) =>
    http.patch<EmailAccount>(`/email/accounts/${id}`, body),
  deleteAccount: (id: number) => http.delete<null>(`/email/accounts/${id}`),
  testAccount: (body: ApiBody<'/api/email/accounts/test', 'post'>) =>
    http.post<AccountTest>('/email/accounts/test', body),
  checkAccount: (id: number) => http.post<CheckResult>(`/email/accounts/${id}/check`),
};

/** The support screens' query keys: the inquiry lists under `list` (kept live), an inquiry under `detail`. */
export { supportKeys };

/** The people an inquiry may be assigned to. */
export const useSupportStaff = () =>
  useQuery({ queryKey: supportKeys.of('staff'), queryFn: supportApi.staff, staleTime: 60_000 });

/** The inbox: the inquiries by status, text and assignee, the first `limit` of them, with the counts by status. */
export const useInbox = ({
  status,
  q,
  assignee,
  limit,
}: {
  status: InquiryStatus | undefined;
  q: string;
  assignee: string;
  limit: number;
}) =>
  useQuery({
    queryKey: supportKeys.list({ status, q, assignee, limit }),
    queryFn: () => supportApi.list({ status, q: q || undefined, assignee_id: assignee || undefined, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** A customer's inquiries (the customer page's tab). */
export const useCustomerInquiries = (personId: number) =>
  useQuery({
    queryKey: supportKeys.list({ person_id: personId }),
    queryFn: () => supportApi.list({ person_id: personId, limit: 200 }),
  });

/** One inquiry with its thread. */
export const useInquiry = (id: number) =>
  useQuery({
    queryKey: supportKeys.detail(id),
    queryFn: () => supportApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The e-mail accounts support reads and sends from. */
export const useEmailAccounts = () => useQuery({ queryKey: supportKeys.of('accounts'), queryFn: supportApi.accounts });
