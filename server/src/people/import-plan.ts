// The customer import, in memory and without the database: each record validated on its own (a failed row is
// reported with its reasons, never the whole request), then every valid row resolved, in order, to the person
// it belongs to: an existing person holding one of its e-mails, phones or national id, a person created by an
// earlier row of the same import, or a new person. A row that points at two different people fails (ambiguous).
// The result says what to create, what to add to whom, and which fields change.
import { z } from 'zod';
import type { ImportFailure, ImportFieldChange } from '../db/schema/index';
import { toValidationItem } from '../pydantic';
import { emailField, nameField } from '../auth/user-schemas';
import {
  addressInput,
  DEFAULT_ROLE,
  nationalIdField,
  personNotEmpty,
  phoneField,
  roleField,
  type AddressInput,
  type PhoneInput,
} from './schemas';
import { uniqueAddresses, uniquePhones, uniqueValues } from './write';

export const IMPORT_MAX_RECORDS = 100_000;
export const OVERWRITABLE = ['first_name', 'last_name', 'national_id'] as const;
export type Overwritable = (typeof OVERWRITABLE)[number];

// ---------- one record ----------

/** Spreadsheets give numbers for digit columns (ids, phones): read them as text. */
const text = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), schema);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** Array items without a value (an empty cell of a related file) are dropped, not failed. */
const withoutEmpty = (key: string) => (v: unknown) =>
  Array.isArray(v)
    ? v.filter(
        (item) => item !== null && item !== undefined && blankToNull((item as Record<string, unknown>)?.[key]) !== null,
      )
    : v;

const importRecord = z
  .object({
    first_name: z.preprocess(blankToNull, text(nameField).nullish()),
    last_name: z.preprocess(blankToNull, text(nameField).nullish()),
    national_id: z.preprocess(blankToNull, text(nationalIdField).nullish()),
    roles: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/[,;]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(roleField).max(30).nullish(),
    ),
    emails: z.preprocess(
      withoutEmpty('value'),
      z
        .array(z.object({ value: text(emailField) }))
        .max(50)
        .nullish(),
    ),
    phones: z.preprocess(
      withoutEmpty('value'),
      z
        .array(z.object({ value: text(phoneField), is_primary: z.boolean().nullish() }))
        .max(50)
        .nullish(),
    ),
    addresses: z.preprocess(
      (v) =>
        Array.isArray(v)
          ? v.filter(
              (a) =>
                a &&
                typeof a === 'object' &&
                ['street', 'city', 'zip'].some((k) => blankToNull((a as Record<string, unknown>)[k]) != null),
            )
          : v,
      z
        .array(
          z.preprocess(
            (a) =>
              a && typeof a === 'object'
                ? Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]))
                : a,
            addressInput,
          ),
        )
        .max(50)
        .nullish(),
    ),
  })
  .refine(...personNotEmpty);

export interface RowData {
  first_name: string | null;
  last_name: string | null;
  national_id: string | null;
  roles: string[];
  emails: string[];
  phones: PhoneInput[];
  addresses: AddressInput[];
}

export type Reason = ImportFailure['reasons'][number];

const INPUT_TEXT_MAX = 200;
const INPUT_JSON_MAX = 1000;

/** The offending value as the report keeps it: long texts cut, large structures left out. */
function reportedInput(value: unknown): unknown {
  if (typeof value === 'string') return value.length > INPUT_TEXT_MAX ? `${value.slice(0, INPUT_TEXT_MAX)}…` : value;
  return value !== null && typeof value === 'object' && JSON.stringify(value).length > INPUT_JSON_MAX ? null : value;
}

export function validateRecord(record: unknown): { data: RowData } | { reasons: Reason[] } {
  const parsed = importRecord.safeParse(record);
  if (!parsed.success) {
    return {
      reasons: parsed.error.issues.map((issue) => {
        const { loc, input, ...rest } = toValidationItem(issue, 'record', record);
        return { ...rest, loc: loc.slice(1), input: reportedInput(input) };
      }),
    };
  }
  const r = parsed.data;
  return {
    data: {
      first_name: r.first_name || null,
      last_name: r.last_name || null,
      national_id: r.national_id ?? null,
      roles: uniqueValues(r.roles ?? []),
      emails: uniqueValues((r.emails ?? []).map((e) => e.value)),
      phones: uniquePhones((r.phones ?? []).map((p) => ({ value: p.value, is_primary: Boolean(p.is_primary) }))),
      addresses: uniqueAddresses(r.addresses ?? []),
    },
  };
}

// ---------- resolving rows to people ----------

/** Who already holds the values of the import (looked up in bulk before planning). */
export interface Owners {
  emails: Map<string, number>;
  phones: Map<string, number[]>;
  nationalIds: Map<string, number>;
}

/** A person who existed before the import, as far as the plan needs to know. */
export interface ExistingPerson {
  id: number;
  first_name: string;
  last_name: string;
  national_id: string | null;
  roles: string[];
  emails: string[];
  phones: Array<{ value: string; is_primary: boolean }>;
  addresses: Array<Pick<AddressInput, 'street' | 'city' | 'zip' | 'country'>>;
}

type Target = { kind: 'existing'; id: number } | { kind: 'new'; index: number };
const keyOf = (t: Target) => (t.kind === 'existing' ? `x${t.id}` : `n${t.index}`);

export interface Resolution {
  failed: ImportFailure[];
  /** Valid rows with the person they go to, in request order. */
  rows: Array<{ row: number; data: RowData; target: Target }>;
  newCount: number;
  existingIds: number[];
}

/**
 * Resolves every valid row to its person, in order, so that a later row finds the people earlier rows created
 * or gave a value to. `validated` holds either the row's data or its reasons.
 */
export function resolveRows(validated: Array<{ data: RowData } | { reasons: Reason[] }>, owners: Owners): Resolution {
  const failed: ImportFailure[] = [];
  const rows: Resolution['rows'] = [];
  const emailTo = new Map<string, Target>();
  const phoneTo = new Map<string, Target[]>();
  const nationalIdTo = new Map<string, Target>();
  const existing = (id: number): Target => ({ kind: 'existing', id });
  let newCount = 0;
  const existingIds = new Set<number>();

  validated.forEach((result, row) => {
    if ('reasons' in result) {
      failed.push({ row, reasons: result.reasons });
      return;
    }
    const { data } = result;
    const candidates = new Map<string, Target>();
    const add = (t: Target | undefined) => t && candidates.set(keyOf(t), t);
    for (const email of data.emails) {
      const owner = owners.emails.get(email);
      add(emailTo.get(email) ?? (owner === undefined ? undefined : existing(owner)));
    }
    for (const phone of data.phones) {
      const known = phoneTo.get(phone.value.e164) ?? (owners.phones.get(phone.value.e164) ?? []).map(existing);
      known.forEach(add);
    }
    if (data.national_id) {
      const owner = owners.nationalIds.get(data.national_id);
      add(nationalIdTo.get(data.national_id) ?? (owner === undefined ? undefined : existing(owner)));
    }
    if (candidates.size > 1) {
      const ids = [...candidates.values()].map((t) =>
        t.kind === 'existing' ? `person ${t.id}` : `the person of an earlier row`,
      );
      failed.push({
        row,
        reasons: [
          {
            type: 'ambiguous_match',
            loc: [],
            msg: `Its e-mails, phones or national id belong to different people: ${ids.join(', ')}`,
            input: null,
          },
        ],
      });
      return;
    }
    const target: Target = candidates.values().next().value ?? { kind: 'new', index: newCount++ };
    if (target.kind === 'existing') existingIds.add(target.id);
    rows.push({ row, data, target });
    for (const email of data.emails) emailTo.set(email, target);
    for (const phone of data.phones) {
      const list = phoneTo.get(phone.value.e164) ?? (owners.phones.get(phone.value.e164) ?? []).map(existing);
      if (!list.some((t) => keyOf(t) === keyOf(target))) list.push(target);
      phoneTo.set(phone.value.e164, list);
    }
    if (data.national_id && !nationalIdTo.has(data.national_id) && !owners.nationalIds.has(data.national_id))
      nationalIdTo.set(data.national_id, target);
  });
  return { failed, rows, newCount, existingIds: [...existingIds] };
}

// ---------- the plan ----------

export interface NewPerson {
  first_name: string;
  last_name: string;
  national_id: string | null;
  roles: string[];
  emails: string[];
  phones: PhoneInput[];
  addresses: AddressInput[];
}

export interface ExistingChange {
  id: number;
  fields: Partial<Record<Overwritable, string | null>> & { roles?: string[] };
  emails: string[];
  phones: PhoneInput[];
  addresses: AddressInput[];
}

export interface ImportPlan {
  created: NewPerson[];
  changed: ExistingChange[];
  fieldChanges: ImportFieldChange[];
  createdRows: number;
  mergedRows: number;
}

type Scalars = Record<Overwritable, string | null>;

/** A field of the row is taken when the person has none, or when the request says this field may be overwritten. */
function takeFields(person: Scalars, data: RowData, overwrite: ReadonlySet<Overwritable>): Partial<Scalars> {
  const out: Partial<Scalars> = {};
  for (const field of OVERWRITABLE) {
    const value = data[field];
    if (!value || value === person[field]) continue;
    if (!person[field] || overwrite.has(field)) out[field] = value;
  }
  return out;
}

export function buildPlan(
  resolution: Resolution,
  existing: ReadonlyMap<number, ExistingPerson>,
  overwrite: ReadonlySet<Overwritable>,
): ImportPlan {
  const created: NewPerson[] = Array.from({ length: resolution.newCount }, () => ({
    first_name: '',
    last_name: '',
    national_id: null,
    roles: [],
    emails: [],
    phones: [],
    addresses: [],
  }));
  const changes = new Map<
    number,
    { now: ExistingPerson; change: ExistingChange; original: Scalars & { roles: string[] } }
  >();
  let createdRows = 0;
  let mergedRows = 0;
  const seenNew = new Set<number>();

  for (const { data, target } of resolution.rows) {
    if (target.kind === 'new') {
      const person = created[target.index]!;
      if (seenNew.has(target.index)) mergedRows += 1;
      else {
        createdRows += 1;
        seenNew.add(target.index);
      }
      Object.assign(person, takeFields(person, data, overwrite));
      person.roles = uniqueValues([...person.roles, ...data.roles]);
      person.emails = uniqueValues([...person.emails, ...data.emails]);
      person.phones = uniquePhones([...person.phones, ...data.phones]);
      person.addresses = uniqueAddresses([...person.addresses, ...data.addresses]);
      continue;
    }
    mergedRows += 1;
    const base = existing.get(target.id);
    if (!base) throw new Error(`import plan: person ${target.id} was not loaded`);
    let entry = changes.get(target.id);
    if (!entry) {
      entry = {
        now: {
          ...base,
          roles: [...base.roles],
          emails: [...base.emails],
          phones: [...base.phones],
          addresses: [...base.addresses],
        },
        change: { id: target.id, fields: {}, emails: [], phones: [], addresses: [] },
        original: {
          first_name: base.first_name,
          last_name: base.last_name,
          national_id: base.national_id,
          roles: base.roles,
        },
      };
      changes.set(target.id, entry);
    }
    const { now, change } = entry;
    const taken = takeFields(now, data, overwrite);
    Object.assign(now, taken);
    Object.assign(change.fields, taken);
    const roles = uniqueValues([...now.roles, ...data.roles]);
    if (roles.length !== now.roles.length) now.roles = change.fields.roles = roles;
    const newEmails = data.emails.filter((e) => !now.emails.includes(e));
    now.emails.push(...newEmails);
    change.emails.push(...newEmails);
    const hasPrimary = now.phones.some((p) => p.is_primary);
    const newPhones = data.phones
      .filter((p) => !now.phones.some((o) => o.value === p.value.e164))
      .map((p) => ({ ...p, is_primary: p.is_primary && !hasPrimary }));
    if (!hasPrimary && newPhones.length && !newPhones.some((p) => p.is_primary))
      newPhones[0] = { ...newPhones[0]!, is_primary: true };
    now.phones.push(...newPhones.map((p) => ({ value: p.value.e164, is_primary: p.is_primary })));
    change.phones.push(...newPhones);
    const newAddresses = uniqueAddresses(data.addresses, now.addresses);
    now.addresses.push(...newAddresses);
    change.addresses.push(...newAddresses);
  }

  const fieldChanges: ImportFieldChange[] = [];
  for (const { change, original } of changes.values()) {
    for (const field of OVERWRITABLE) {
      const value = change.fields[field];
      if (value !== undefined && value !== original[field])
        fieldChanges.push({ person_id: change.id, field, old: original[field], new: value });
    }
    if (change.fields.roles)
      fieldChanges.push({
        person_id: change.id,
        field: 'roles',
        old: JSON.stringify(original.roles),
        new: JSON.stringify(change.fields.roles),
      });
  }
  // The customers' import makes customers: a new person whose rows name no role gets the default one.
  for (const person of created) if (person.roles.length === 0) person.roles = [DEFAULT_ROLE];
  // People a row matched but gave nothing new are left alone (not even their updated_at).
  const changed = [...changes.values()]
    .map((c) => c.change)
    .filter((c) => Object.keys(c.fields).length || c.emails.length || c.phones.length || c.addresses.length);
  return { created, changed, fieldChanges, createdRows, mergedRows };
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const firstValueOf = (list: unknown): string => {
  const items = Array.isArray(list) ? list : [list];
  for (const item of items) {
    const value = textOf(item !== null && typeof item === 'object' ? (item as { value?: unknown }).value : item);
    if (value) return value;
  }
  return '';
};

/**
 * How people know a record of the request, valid or not, in a report read at any time: its name, else its first
 * e-mail, else its first phone, else its national id, as written in the file ('' when it has none of them).
 */
export function recordIdentity(record: unknown): string {
  if (record === null || typeof record !== 'object') return '';
  const r = record as Record<string, unknown>;
  const name = [textOf(r.first_name), textOf(r.last_name)].filter(Boolean).join(' ');
  return name || firstValueOf(r.emails) || firstValueOf(r.phones) || textOf(r.national_id);
}
