import type { NormalizedField } from '../types';
import { bestContaining } from './containment';
import { nameVariants } from './nameVariants';

const normalizeHeader = (header: string): string => header.trim().toLowerCase();

function fieldNames(field: NormalizedField): Set<string> {
  const names = new Set<string>();
  for (const name of [field.id, field.label, field.path]) {
    for (const variant of nameVariants(name)) names.add(variant);
  }
  return names;
}

/**
 * Chooses a file column for each field: first headers equal to the field's id or label,
 * case-insensitively and in camel/pascal/snake spellings; then, for fields still unmapped, the header that
 * best contains (or is contained in) one of those names. Each column is used once. Fields are taken in
 * schema order, and mapping an array field skips its children (and mapping a child skips the parent), as
 * the disabling rules require.
 */
export function autoMap(fields: readonly NormalizedField[], headers: readonly string[]): Record<string, number | null> {
  const result: Record<string, number | null> = Object.fromEntries(fields.map((f) => [f.path, null]));
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const names = new Map(fields.map((field) => [field.path, fieldNames(field)]));
  const blocked = new Set<string>();

  const assign = (field: NormalizedField, column: number): void => {
    result[field.path] = column;
    used.add(column);
    if (field.isArray) field.childPaths.forEach((path) => blocked.add(path));
    if (field.parentPath) blocked.add(field.parentPath);
  };
  const open = (field: NormalizedField): boolean => result[field.path] === null && !blocked.has(field.path);

  for (const field of fields) {
    if (!open(field)) continue;
    const fieldNameSet = names.get(field.path)!;
    const column = normalized.findIndex(
      (header, index) => !used.has(index) && header !== '' && fieldNameSet.has(header),
    );
    if (column >= 0) assign(field, column);
  }

  for (const field of fields) {
    if (!open(field)) continue;
    const free = normalized.flatMap((_header, index) => (used.has(index) ? [] : [index]));
    const fieldNameSet = names.get(field.path)!;
    const best = bestContaining(fieldNameSet, free, (index) => [normalized[index]]);
    if (best !== undefined) assign(field, best);
  }
  return result;
}
