// An import's reference arrays given by name: `category_ids` as "שירה; פרוזה" (or ids, or a list of either) become
// the ids of the records so named (case and surrounding spaces ignored); names that match no record are reported
// on their row, as the import reports any refused value.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ValidationItem } from '../pydantic';
import { wireColumns, type CrudEntity } from './defineCrud';

const SEPARATORS = /[;|\n]/;
const key = (name: string) => name.trim().toLocaleLowerCase();

/** The parts of one cell: a list as given, or text split at `;`, `|` or new lines (at commas only when the whole text names nothing). */
export function refParts(value: unknown, isName: (text: string) => boolean = () => false): Array<string | number> {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((v) => refParts(v, isName));
  if (typeof value === 'number') return [value];
  const text = String(value).trim();
  if (!text) return [];
  let parts = text.split(SEPARATORS);
  if (parts.length === 1 && text.includes(',') && !isName(text)) parts = text.split(',');
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : p));
}

/**
 * Replaces, in place, each record's reference arrays given by name with ids; returns the reasons of the rows with
 * names that match no record (by row index). Ids pass through (the write checks they exist).
 */
export async function resolveImportRefs(
  db: Db,
  entity: CrudEntity,
  records: Record<string, unknown>[],
): Promise<Map<number, ValidationItem[]>> {
  const problems = new Map<number, ValidationItem[]>();
  for (const [field, ref] of Object.entries(entity.refs ?? {})) {
    const given = records.map((r) => r[field]).filter((v) => v !== undefined && v !== null);
    if (!given.length) continue;
    const columns = wireColumns(ref.table);
    const label = columns.get(ref.label ?? 'name')?.column;
    const idColumn = columns.get('id')!.column;
    // every text that could be a name: whole cells and their parts
    const texts = new Set<string>();
    for (const value of given)
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v !== 'string') continue;
        texts.add(key(v));
        for (const part of v.split(/[;|\n,]/)) if (part.trim()) texts.add(key(part));
      }
    const byName = new Map<string, number>();
    if (label && texts.size) {
      const rows = await db
        .select({ id: idColumn, name: label })
        .from(ref.table)
        .where(inArray(sql`lower(trim(${label}))`, [...texts]))
        .orderBy(idColumn);
      // two records of one name: the older one
      for (const row of rows)
        if (!byName.has(key(String(row.name)))) byName.set(key(String(row.name)), row.id as number);
    }
    records.forEach((record, index) => {
      const value = record[field];
      if (value === undefined || value === null) return;
      const ids: number[] = [];
      for (const part of refParts(value, (text) => byName.has(key(text)))) {
        if (typeof part === 'number') ids.push(part);
        else if (byName.has(key(part))) ids.push(byName.get(key(part))!);
        else {
          const reasons = problems.get(index) ?? [];
          reasons.push({
            type: 'value_error',
            loc: [field],
            msg: 'Value error, no record with this name',
            input: part,
            ctx: { code: 'name_not_found', name: part },
          });
          problems.set(index, reasons);
        }
      }
      record[field] = [...new Set(ids)];
    });
  }
  return problems;
}
