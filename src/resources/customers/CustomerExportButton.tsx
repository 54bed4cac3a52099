import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { askToExport } from '../../engine/views/export/askToExport';
import { ExportButton } from '../../engine/views/export/ExportButton';
import { listPages, pagedRecords } from '../../engine/views/export/readRecords';
import type { Person, PersonAddress } from './customerTypes';
import { formatPhone } from '../../../definitions/entity/phone';

const columns = [
  'id',
  'first_name',
  'last_name',
  'national_id',
  'roles',
  'emails',
  'phones',
  'addresses',
  'created_at',
] as const;

const addressText = (a: PersonAddress) => [a.street, a.city, a.zip, a.country].filter(Boolean).join(', ');

/** The people list loads at most this many records for an export (person list loads 1000). */
const EXPORT_MAX = 1000;

/** One row per customer; lists joined by "; ". */
export function customerRows(people: Person[]): Array<Array<string | number | null>> {
  return people.map((p) => [
    p.id,
    p.first_name,
    p.last_name,
    p.national_id,
    (p.roles ?? []).join('; '),
    (p.emails ?? []).map((e) => e.value).join('; '),
    (p.phones ?? []).map((ph) => formatPhone(ph.value)).join('; '),
    (p.addresses ?? []).map(addressText).join('; '),
    p.created_at,
  ]);
}

/**
 * The customers list's export (CSV or .xlsx), filtered and sorted as shown, up to EXPORT_MAX people; the server is
 * asked first (a role without the customers' export right is refused), headers in the UI language.
 */
export function CustomerExportButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext<Person>();
  const load = async (progress: (done: number, of: number) => void, format: 'csv' | 'xlsx') => {
    const of = Math.min(total ?? 0, EXPORT_MAX);
    await askToExport('customers', format, of);
    const people = await pagedRecords(
      listPages<Person>(dataProvider, 'customers', { sort, filter: filterValues }),
      of,
      EXPORT_MAX,
      progress,
    );
    return {
      header: columns.map((c) => translate(`resources.customers.fields.${c}`)),
      rows: customerRows(people),
      filename: translate('resources.customers.export.filename'),
    };
  };
  return <ExportButton total={total} load={load} max={EXPORT_MAX} />;
}
