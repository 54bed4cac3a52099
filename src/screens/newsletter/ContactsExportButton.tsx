// Export of the contacts as filtered now (a list's members, or the contacts screen's filters) to CSV or Excel: name,
// e-mail, and the status on the chosen list (or on every list the person is on).
import { useTranslate } from 'react-admin';
import { can } from '../../authProvider/permissions';
import { useCurrentUser } from '../../authProvider/useCurrentUser';
import { askToExport } from '../../engine/views/export/askToExport';
import { ExportButton } from '../../engine/views/export/ExportButton';
import { neutraliseFormula, type Cell } from '../../engine/views/export/exportRows';
import { pagedRecords } from '../../engine/views/export/readRecords';
import { newsletterApi, type ContactRow } from './api';

const PAGE = 500;

export interface ContactFilter {
  list_id?: number;
  status?: string;
  q?: string;
}

export function ContactsExportButton({
  filter,
  total,
  filename,
}: {
  filter: ContactFilter;
  total: number | undefined;
  filename: string;
}) {
  const translate = useTranslate();
  const status = (s: string) => translate(`newsletter.member_statuses.${s}`);
  const statusCell = (contact: ContactRow): Cell => {
    if (filter.list_id) return status(contact.lists.find((l) => l.list_id === filter.list_id)?.status ?? '');
    return neutraliseFormula(contact.lists.map((l) => `${l.list_name}: ${status(l.status)}`).join('; '));
  };
  const user = useCurrentUser();
  const load = async (progress: (done: number, of: number) => void, format: 'csv' | 'xlsx') => {
    await askToExport('newsletter_contacts', format, total ?? 0);
    const contacts = await pagedRecords(
      async (skip, limit) => (await newsletterApi.contacts({ ...filter, skip, limit })).items,
      total ?? 0,
      PAGE,
      progress,
    );
    return {
      header: ['first_name', 'last_name', 'email', filter.list_id ? 'status' : 'lists'].map((c) =>
        translate(`newsletter.contacts.${c}`),
      ),
      rows: contacts.map((c) => [
        neutraliseFormula(c.first_name),
        neutraliseFormula(c.last_name),
        c.email ? neutraliseFormula(c.email) : null,
        statusCell(c),
      ]),
      filename,
    };
  };
  if (!user || !can(user, 'newsletter', 'export')) return null;
  return <ExportButton total={total} load={load} />;
}
