// Merge fields of composed messages and their templates: {{first_name}}, {{last_name}}, {{full_name}}, {{email}},
// {{phone}}, each optionally with a fallback after a bar ({{first_name|לקוח יקר}}), filled from one customer.
// Messages are plain text, so values go in as they are. An unknown name is reported, never sent as braces.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { people } from '../db/schema/index';
import { contactOf } from '../people/lookup';

export const MERGE_FIELDS = ['first_name', 'last_name', 'full_name', 'email', 'phone'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

const TOKEN = /\{\{\s*([^{}|]*?)\s*(?:\|([^{}]*))?\}\}/g;
const isKnown = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

/** The names inside {{ }} that are not merge fields, in order of first appearance. */
export function unknownMergeFields(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(TOKEN)) if (!isKnown(match[1]!)) found.add(match[1]!);
  return [...found];
}

/** The text with every known field replaced by its value (or its fallback when the value is empty). */
export function fillMergeFields(text: string, values: Partial<MergeValues>): string {
  return text.replace(TOKEN, (whole, name: string, fallback: string | undefined) => {
    if (!isKnown(name)) return whole;
    const value = values[name]?.trim();
    return value ? value : (fallback ?? '').trim();
  });
}

/** A customer's merge values (the first address, the primary phone), or undefined when there is no such person. */
export async function mergeValuesOf(db: Db, personId: number): Promise<MergeValues | undefined> {
  const [person] = await db
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.id, personId))
    .limit(1);
  if (!person) return undefined;
  const { email, phone } = await contactOf(db, personId);
  return {
    first_name: person.firstName ?? '',
    last_name: person.lastName ?? '',
    full_name: `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
    email: email ?? '',
    phone: phone ?? '',
  };
}

/** Whether the text names any merge field (known or not). */
export const hasMergeFields = (...texts: string[]): boolean =>
  texts.some((text) => new RegExp(TOKEN.source).test(text));
