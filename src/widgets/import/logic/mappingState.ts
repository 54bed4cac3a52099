import type { DataType, FieldMapping, MappingState, NormalizedField, RelatedState } from '../types';
import { autoMap } from './autoMap';
import { elementDataType } from './elementDataType';
import { computeDisabled } from './fieldDisabling';

/** The type a field gets for a column: the column's detected type, or the element's type without one. */
function typeFor(field: NormalizedField, column: number | null, columnTypes: readonly DataType[]): DataType {
  return column === null ? elementDataType(field.element) : (columnTypes[column] ?? 'string');
}

export function emptyMapping(field: NormalizedField): FieldMapping {
  return { column: null, defaultValue: '', dataType: elementDataType(field.element), transformations: [] };
}

/** Mapping of fresh rows: columns auto-mapped, types auto-detected, no defaults or transformations. */
export function initialMapping(
  fields: readonly NormalizedField[],
  headers: readonly string[],
  columnTypes: readonly DataType[],
): MappingState {
  const columns = autoMap(fields, headers);
  return Object.fromEntries(
    fields.map((field) => {
      const column = columns[field.path] ?? null;
      return [field.path, { ...emptyMapping(field), column, dataType: typeFor(field, column, columnTypes) }];
    }),
  );
}

/** Clears the column of every field that the current mapping disables. */
export function clearDisabledColumns(
  fields: readonly NormalizedField[],
  mapping: MappingState,
  related: RelatedState,
): MappingState {
  const disabled = computeDisabled(fields, mapping, related);
  let next = mapping;
  for (const path of disabled.keys()) {
    if ((next[path]?.column ?? null) !== null) next = { ...next, [path]: { ...next[path], column: null } };
  }
  return next;
}

/**
 * Chooses a column for a field: the data type follows the column's detected type, transformations made for
 * another column are dropped, and fields the change disables lose their column.
 */
export function setFieldColumn(
  fields: readonly NormalizedField[],
  mapping: MappingState,
  related: RelatedState,
  path: string,
  column: number | null,
  columnTypes: readonly DataType[],
): MappingState {
  const field = fields.find((f) => f.path === path);
  if (!field) return mapping;
  const current = mapping[path] ?? emptyMapping(field);
  const next = {
    ...mapping,
    [path]: {
      ...current,
      column,
      dataType: typeFor(field, column, columnTypes),
      transformations: column === current.column ? current.transformations : [],
    },
  };
  return clearDisabledColumns(fields, next, related);
}

/** Changes the default value, data type or transformations of a field. */
export function updateFieldMapping(
  mapping: MappingState,
  path: string,
  patch: Partial<Omit<FieldMapping, 'column'>>,
  fallback: FieldMapping,
): MappingState {
  return { ...mapping, [path]: { ...(mapping[path] ?? fallback), ...patch } };
}
