// The newsletter's calls outside react-admin's data provider: counts, previews, test sends, the campaign actions,
// statistics and contacts.
import type { ValidationIssue } from '../../dataProvider/errors';
import { http } from '../../dataProvider/http';
import type { CampaignStats, MemberStatus, RecipientCount } from '../../../definitions/wire/newsletter';

export { MEMBER_STATUSES } from '../../../definitions/wire/newsletter';
export type { CampaignStats, MemberStatus, RecipientCount } from '../../../definitions/wire/newsletter';

/** Adding people to a list: who was added, already there, left out (opted out), and whom it could not add, named. */
export interface AddMembersResult {
  added: number[];
  already: number[];
  skipped: number[];
  refused: Array<{ person_id: number; name: string; reason: 'no_email' | 'not_found' }>;
}

export type CampaignAction = 'pause' | 'resume' | 'cancel' | 'unschedule';

export interface ContactRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  lists: Array<{ list_id: number; list_name: string; status: MemberStatus; changed_at: string }>;
}

export interface Contact extends ContactRow {
  lists: Array<{ list_id: number; list_name: string; status: MemberStatus; source: string; changed_at: string }>;
  history: Array<{ id: number; list_id: number; list_name: string; from_status: MemberStatus | null; to_status: MemberStatus | null; source: string; campaign_id: number | null; created_at: string }>;
  campaigns: Array<{ campaign_id: number; campaign_name: string; subject: string; status: string; sent_at: string | null; opened: boolean; clicked: boolean }>;
}

/** What an import into a list did (POST /newsletter/lists/{id}/import). */
export interface ContactImportReport {
  /** null on a dry run (nothing written). */
  import_id: number | null;
  total_rows: number;
  created: number;
  added: number;
  already: number;
  skipped: Array<{ row: number; email: string; person_id: number; reason: 'unsubscribed' | 'bounced' | 'complained' }>;
  failed: Array<{ row: number; reasons: ValidationIssue[] }>;
}

/** One past import into a list: who, when, the counts. */
export interface ContactImportEntry {
  id: number;
  list_id: number;
  status: 'completed' | 'reverted';
  created_by_email: string | null;
  created_at: string;
  reverted_at: string | null;
  total_rows: number;
  created: number;
  added: number;
  already: number;
  skipped: number;
  failed: number;
}

/** A list with its number of members per status (bounced counts complaints too). */
export interface ListSummary {
  id: number;
  name: string;
  double_opt_in: boolean;
  subscribed: number;
  unconfirmed: number;
  unsubscribed: number;
  bounced: number;
}

const campaign = (id: unknown) => `/newsletter/campaigns/${encodeURIComponent(String(id))}`;

export const newsletterApi = {
  recipients: (id: unknown) => http.get<RecipientCount>(`${campaign(id)}/recipients`),
  preview: (id: unknown) => http.get<{ html: string; subject: string }>(`${campaign(id)}/preview`),
  test: (id: unknown, emails: string[]) => http.post<{ sent: number }>(`${campaign(id)}/test`, { emails }),
  send: (id: unknown, scheduledAt?: string) => http.post(`${campaign(id)}/send`, scheduledAt ? { scheduled_at: scheduledAt } : {}),
  act: (id: unknown, action: CampaignAction) => http.post(`${campaign(id)}/${action}`),
  stats: (id: unknown) => http.get<CampaignStats>(`${campaign(id)}/stats`),
  contacts: (query: Record<string, string | number | undefined>) => http.get<{ items: ContactRow[]; total: number }>('/newsletter/contacts', { query }),
  contact: (id: unknown) => http.get<Contact>(`/newsletter/contacts/${encodeURIComponent(String(id))}`),
  lists: () => http.get<{ items: Array<{ id: number; name: string }>; total: number }>('/newsletter/lists', { query: { limit: 200 } }),
  addMembers: (listId: number, personIds: number[]) => http.post<AddMembersResult>(`/newsletter/lists/${listId}/members`, { person_ids: personIds }),
  removeMembers: (listId: number, personIds: number[]) => http.post<{ removed: number }>(`/newsletter/lists/${listId}/members/remove`, { person_ids: personIds }),
  importContacts: (listId: number, records: unknown[], dryRun = false) => http.post<ContactImportReport>(`/newsletter/lists/${listId}/import`, { records, dry_run: dryRun }),
  imports: (listId: number) => http.get<ContactImportEntry[]>(`/newsletter/lists/${listId}/imports`),
  revertImport: (listId: number, importId: number) => http.post<ContactImportEntry & { removed: number; deleted_people: number }>(`/newsletter/lists/${listId}/imports/${importId}/revert`),
  listSummary: () => http.get<ListSummary[]>('/newsletter/lists/summary'),
  setStatus: (listId: number, personId: number, status: MemberStatus) => http.put(`/newsletter/lists/${listId}/members/${personId}`, { status }),
};
