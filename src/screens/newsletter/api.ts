// The newsletter's calls outside react-admin's data provider: counts, previews, test sends, the campaign actions,
// statistics and contacts.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { newsletterKeys } from './keys';
import type { CampaignStats, MemberStatus, RecipientCount } from '../../../definitions/wire/newsletter';
import type { ApiAnswer } from '../../../definitions/wire/api';

export { MEMBER_STATUSES } from '../../../definitions/wire/newsletter';
export type { CampaignStats, MemberStatus, RecipientCount } from '../../../definitions/wire/newsletter';

/** Adding people to a list: who was added, already there, left out (opted out), and whom it could not add, named. */
export type AddMembersResult = ApiAnswer<'/api/newsletter/lists/{id}/members', 'post'>;
export type CampaignAction = 'pause' | 'resume' | 'cancel' | 'unschedule';
export type ContactList = ApiAnswer<'/api/newsletter/contacts'>;
export type ContactRow = ContactList['items'][number];
export type Contact = ApiAnswer<'/api/newsletter/contacts/{id}'>;
/** What an import into a list did. */
export type ContactImportReport = ApiAnswer<'/api/newsletter/lists/{id}/import', 'post'>;
/** One past import into a list: who, when, the counts. */
export type ContactImportEntry = ApiAnswer<'/api/newsletter/lists/{id}/imports'>[number];
/** A list with its number of members per status (bounced counts complaints too). */
export type ListSummary = ApiAnswer<'/api/newsletter/lists/summary'>[number];

const campaign = (id: unknown) => `/newsletter/campaigns/${encodeURIComponent(String(id))}`;

export const newsletterApi = {
  recipients: (id: unknown) => http.get<RecipientCount>(`${campaign(id)}/recipients`),
  preview: (id: unknown) => http.get<ApiAnswer<'/api/newsletter/campaigns/{id}/preview'>>(`${campaign(id)}/preview`),
  test: (id: unknown, emails: string[]) =>
    http.post<ApiAnswer<'/api/newsletter/campaigns/{id}/test', 'post'>>(`${campaign(id)}/test`, { emails }),
  send: (id: unknown, scheduledAt?: string) =>
    http.post(`${campaign(id)}/send`, scheduledAt ? { scheduled_at: scheduledAt } : {}),
  act: (id: unknown, action: CampaignAction) => http.post(`${campaign(id)}/${action}`),
  stats: (id: unknown, silent = false) => http.get<CampaignStats>(`${campaign(id)}/stats`, { silent }),
  contacts: (query: Record<string, string | number | undefined>) =>
    http.get<ContactList>('/newsletter/contacts', { query }),
  contact: (id: unknown) => http.get<Contact>(`/newsletter/contacts/${encodeURIComponent(String(id))}`),
  lists: () => http.get<ApiAnswer<'/api/newsletter/lists'>>('/newsletter/lists', { query: { limit: 200 } }),
  addMembers: (listId: number, personIds: number[]) =>
    http.post<AddMembersResult>(`/newsletter/lists/${listId}/members`, { person_ids: personIds }),
  removeMembers: (listId: number, personIds: number[]) =>
    http.post<ApiAnswer<'/api/newsletter/lists/{id}/members/remove', 'post'>>(
      `/newsletter/lists/${listId}/members/remove`,
      { person_ids: personIds },
    ),
  importContacts: (listId: number, records: unknown[], dryRun = false) =>
    http.post<ContactImportReport>(`/newsletter/lists/${listId}/import`, { records, dry_run: dryRun }),
  imports: (listId: number) => http.get<ContactImportEntry[]>(`/newsletter/lists/${listId}/imports`),
  revertImport: (listId: number, importId: number) =>
    http.post<ApiAnswer<'/api/newsletter/lists/{id}/imports/{importId}/revert', 'post'>>(
      `/newsletter/lists/${listId}/imports/${importId}/revert`,
    ),
  listSummary: () => http.get<ListSummary[]>('/newsletter/lists/summary'),
  setStatus: (listId: number, personId: number, status: MemberStatus) =>
    http.put(`/newsletter/lists/${listId}/members/${personId}`, { status }),
};

export { newsletterKeys };

/** A campaign's figures, read again every few seconds while it sends and whenever its status changes. */
export const useCampaignStats = (
  campaignId: unknown,
  status: string | undefined,
  { enabled = true, silent = false }: { enabled?: boolean; silent?: boolean } = {},
) =>
  useQuery({
    queryKey: newsletterKeys.of('stats', String(campaignId), status),
    queryFn: () => newsletterApi.stats(campaignId, silent),
    enabled,
    refetchInterval: status === 'sending' ? 3000 : false,
    placeholderData: (previous) => previous,
  });

/** A template drawn around sample content in a language, as a message would look. */
export const useTemplatePreview = (html: string, language: 'he' | 'en', content: string) =>
  useQuery({
    queryKey: newsletterKeys.of('template-preview', html, language),
    queryFn: () =>
      http.post<ApiAnswer<'/api/newsletter/templates/preview', 'post'>>(
        '/newsletter/templates/preview',
        { html, language, content },
        { silent: true },
      ),
    enabled: html.trim() !== '',
  });

/** A campaign as its reads name it: its id, and the version they show. */
type CampaignRecord = { id: string | number; updated_at?: string } | undefined;

/** A page of contacts under a filter (by list, status, text); kept live under `contacts`. */
export const useContacts = (
  filter: Record<string, string | number | undefined>,
  page: number,
  perPage: number,
  enabled = true,
) =>
  useQuery({
    queryKey: newsletterKeys.of('contacts', filter, page, perPage),
    queryFn: () => newsletterApi.contacts({ ...filter, skip: page * perPage, limit: perPage }),
    enabled,
  });

/** One contact with their lists (by the person's id). */
export const useContact = (id: unknown) =>
  useQuery({ queryKey: newsletterKeys.of('contact', String(id)), queryFn: () => newsletterApi.contact(id) });

/** A list's counts by member status. */
export const useListCounts = (listId: number) =>
  useQuery({
    queryKey: newsletterKeys.of('lists', 'summary'),
    queryFn: () => newsletterApi.listSummary(),
    select: (lists) => lists.find((l) => l.id === listId),
  });

/** Every distribution list (id and name), for choosing one; kept live under `lists`. */
export const useLists = () =>
  useQuery({
    queryKey: newsletterKeys.of('lists'),
    queryFn: () => newsletterApi.lists(),
    select: (page) => page.items,
  });

/** The imports into a list, asked while their dialog is open. */
export const useContactImports = (listId: number, open: boolean) =>
  useQuery({
    queryKey: newsletterKeys.of('imports', listId),
    queryFn: () => newsletterApi.imports(listId),
    enabled: open,
  });

/** The campaign as it would be sent, for the version shown. */
export const useCampaignPreview = (record: CampaignRecord) =>
  useQuery({
    queryKey: newsletterKeys.of('preview', record?.id, record?.updated_at),
    queryFn: () => newsletterApi.preview(record!.id),
    enabled: Boolean(record),
  });

/** How many the campaign would reach, for the version shown. */
export const useRecipientCount = (record: CampaignRecord, enabled = true) =>
  useQuery({
    queryKey: newsletterKeys.of('recipients', record?.id, record?.updated_at),
    queryFn: () => newsletterApi.recipients(record!.id),
    enabled: Boolean(record) && enabled,
  });
