/**
 * The decisions of the customer save flow ('Person save'), as pure functions: what to look up,
 * whom to merge into, and the body a "yes, merge" sends (customerApi.saveInto, one call, one transaction).
 */
import { customerFields } from './customerFields';
import type { CustomerFormValues, Duplicate, DuplicateQuery } from './customerTypes';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const unique = (values: string[]) => [...new Set(values)];
const lower = (value: string) => value.trim().toLowerCase();

/** Every e-mail and phone of the form (and its national id), for one look-up before saving. */
export function duplicateQuery(values: CustomerFormValues, excludeId?: number): DuplicateQuery {
  const query: DuplicateQuery = {
    emails: unique(
      (values.emails ?? [])
        .map((e) => e?.value)
        .filter(filled)
        .map(lower),
    ),
    phones: unique(
      (values.phones ?? [])
        .map((p) => p?.value)
        .filter(filled)
        .map((p) => p.trim()),
    ),
  };
  if (filled(values.national_id)) query.national_id = values.national_id.trim();
  if (excludeId !== undefined) query.exclude_id = excludeId;
  return query;
}

export const hasLookupValues = (query: DuplicateQuery): boolean =>
  query.emails.length > 0 || query.phones.length > 0 || Boolean(query.national_id);

const matchCount = (d: Duplicate) =>
  d.matches.emails.length + d.matches.phones.length + (d.matches.national_id ? 1 : 0);

/** The existing person to merge into: the one holding most of the values; on a tie the oldest (lowest id). */
export function mergeTarget(duplicates: readonly Duplicate[]): Duplicate | undefined {
  return [...duplicates].sort((a, b) => matchCount(b) - matchCount(a) || a.id - b.id)[0];
}

/** The values of the form the existing person holds (shown in the confirm). */
export const matchedValues = (target: Duplicate): string[] => [
  ...target.matches.emails,
  ...target.matches.phones,
  ...(target.matches.national_id && target.national_id ? [target.national_id] : []),
];

/** Field names a person body may hold (the writable fields of the resource). */
const personFieldNames = Object.entries(customerFields)
  .filter(([, spec]) => !spec.readOnly)
  .map(([name]) => name);

/** The person as the API takes it: writable fields only, blank list entries left out. */
export function personBody(values: CustomerFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of personFieldNames) if (values[name] !== undefined) body[name] = values[name];
  if (values.emails) body.emails = values.emails.filter((e) => filled(e?.value)).map((e) => ({ value: e!.value }));
  if (values.phones)
    body.phones = values.phones
      .filter((p) => filled(p?.value))
      .map((p) => ({ value: p!.value, is_primary: Boolean(p!.is_primary) }));
  if (values.addresses) {
    body.addresses = values.addresses
      .filter((a): a is NonNullable<typeof a> => Boolean(a) && [a!.street, a!.city, a!.zip].some(filled))
      .map(({ id, street, city, zip, country }) => ({
        ...(id ? { id } : {}),
        street: street ?? null,
        city: city ?? null,
        zip: zip ?? null,
        country: country || 'IL',
      }));
  }
  return body;
}
