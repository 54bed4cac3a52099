import type { ImportOption, ImportSchemaField, NormalizedField } from '../types';

/** Options given directly or via `attrs.options`; plain values become `{ value, label }`. */
export function fieldOptions(field: ImportSchemaField): ImportOption[] {
  const raw = field.options ?? field.attrs?.options ?? [];
  return raw.map((option) =>
    typeof option === 'object' && option !== null
      ? { value: option.value, label: String(option.label ?? option.value) }
      : { value: option, label: String(option) },
  );
}

/** The required flag, on the field, in `attrs`, or in `attrs.attrs`. */
export function isFieldRequired(field: ImportSchemaField): boolean {
  return Boolean(field.required || field.attrs?.required || field.attrs?.attrs?.required);
}

/** The element type, given as `element` or `type`. */
export const elementOf = (field: ImportSchemaField): string => field.element ?? field.type ?? 'text';

export const isArrayField = (field: ImportSchemaField): boolean => elementOf(field) === 'array';

function normalizeOne(field: ImportSchemaField, parentPath?: string): NormalizedField {
  return {
    path: parentPath ? `${parentPath}.${field.id}` : field.id,
    id: field.id,
    label: field.label?.trim() || field.id,
    element: elementOf(field),
    options: fieldOptions(field),
    required: isFieldRequired(field),
    isArray: !parentPath && isArrayField(field),
    parentPath,
    childPaths: [],
  };
}

/**
 * Flattens the import schema: every field in order, each array field followed by its children
 * (its `attrs.schema`), children addressed `parentId.childId`. Nested arrays inside an array are
 * treated as plain child fields.
 */
export function normalizeSchema(schema: readonly ImportSchemaField[]): NormalizedField[] {
  const out: NormalizedField[] = [];
  for (const field of schema) {
    const parent = normalizeOne(field);
    out.push(parent);
    if (!parent.isArray) continue;
    for (const child of field.attrs?.schema ?? []) {
      const normalized = normalizeOne(child, parent.path);
      parent.childPaths.push(normalized.path);
      out.push(normalized);
    }
  }
  return out;
}

/** Fields by path. */
export function fieldIndex(fields: readonly NormalizedField[]): Map<string, NormalizedField> {
  return new Map(fields.map((field) => [field.path, field]));
}
