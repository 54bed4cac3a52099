/**
 * The decisions of the customer save flow (SPEC section 5, 'Person save'), as pure functions: what to look up,
 * whom to merge into, and which calls a "yes, merge" makes.
 */
import { customerFields } from './customerFields';
import type { CustomerFormValues, Duplicate, DuplicateQuery } from './customerTypes';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const unique = (values: string[]) => [...new Set(values)];
const lower = (value: string) => value.trim().toLowerCase();

/** Every e-mail and phone of the form (and its national id), for one look-up before saving. */
export function duplicateQuery(values: CustomerFormValues, excludeId?: number): DuplicateQuery {
  const query: DuplicateQuery = {
    emails: unique((values.emails ?? []).map((e) => e?.value).filter(filled).map(lower)),
    phones: unique((values.phones ?? []).map((p) => p?.value).filter(filled).map((p) => p.trim())),
  };
  if (filled(values.national_id)) query.national_id = values.national_id.trim();
  if (excludeId !== undefined) query.exclude_id = excludeId;
  return query;
}

export const hasLookupValues = (query: DuplicateQuery): boolean =>
  query.emails.length > 0 || query.phones.length > 0 || Boolean(query.national_id);

const matchCount = (d: Duplicate) => d.matches.emails.length + d.matches.phones.length + (d.matches.national_id ? 1 : 0);

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
  if (values.phones) body.phones = values.phones.filter((p) => filled(p?.value)).map((p) => ({ value: p!.value, is_primary: Boolean(p!.is_primary) }));
  if (values.addresses) {
    body.addresses = values.addresses
      .filter((a): a is NonNullable<typeof a> => Boolean(a) && [a!.street, a!.city, a!.zip].some(filled))
      .map(({ id, street, city, zip, country }) => ({ ...(id ? { id } : {}), street: street ?? null, city: city ?? null, zip: zip ?? null, country: country || 'IL' }));
  }
  return body;
}

/** One call of a merge. */
export type MergeStep =
  | { kind: 'createInto'; targetId: number; body: Record<string, unknown> }
  | { kind: 'update'; id: number; body: Record<string, unknown> }
  | { kind: 'merge'; keptId: number; duplicateId: number };

/**
 * The calls of a "yes, merge":
 * - a new customer: its form is saved into the existing person (POST /person with merge_into: contacts added,
 *   empty fields filled), in one transaction;
 * - an existing customer: its form is saved first without the values the existing person holds (they would
 *   be refused as taken), then it is merged into the existing person (POST /person/{kept}/merge), which moves
 *   its contacts, notes and links and deletes it.
 */
export function mergeSteps(values: CustomerFormValues, target: Duplicate, editedId?: number): MergeStep[] {
  const body = personBody(values);
  if (editedId === undefined) return [{ kind: 'createInto', targetId: target.id, body }];
  const held = new Set(target.matches.emails);
  const own: Record<string, unknown> = { ...body };
  if (Array.isArray(own.emails)) own.emails = (own.emails as Array<{ value: string }>).filter((e) => !held.has(lower(e.value)));
  if (target.matches.national_id) own.national_id = null;
  return [
    { kind: 'update', id: editedId, body: own },
    { kind: 'merge', keptId: target.id, duplicateId: editedId },
  ];
}
