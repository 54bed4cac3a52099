import { useCallback } from 'react';
import { useTranslate, type Exporter } from 'react-admin';
import { reportExport } from '../views/export/reportExport';
import { downloadCsvFile as downloadCsv } from '../views/export/writeFile';
import type { Person, PersonAddress } from './customerTypes';
import { formatPhone } from '../../lib/phoneDisplay';

const columns = ['id', 'first_name', 'last_name', 'national_id', 'roles', 'emails', 'phones', 'addresses', 'created_at'] as const;

const addressText = (a: PersonAddress) => [a.street, a.city, a.zip, a.country].filter(Boolean).join(', ');

/** One CSV row per customer; lists joined by "; ", headers in the UI language. */
export function customerCsvRows(people: Person[]): Array<Array<string | number | null>> {
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

/** The list's CSV export (react-admin fetches the filtered, sorted records, up to 1000). */
export function useCustomerExporter(): Exporter<Person> {
  const translate = useTranslate();
  return useCallback(
    (records: Person[]) => {
      downloadCsv(
        columns.map((c) => translate(`resources.customers.fields.${c}`)),
        customerCsvRows(records),
        translate('resources.customers.export.filename'),
      );
      reportExport('customers', 'csv', records.length);
    },
    [translate],
  );
}
