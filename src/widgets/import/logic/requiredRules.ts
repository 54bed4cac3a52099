import type { MappingState, NormalizedField, RelatedState } from '../types';
import type { DisabledReason } from './fieldDisabling';
import { isRelatedConfigured } from './relatedConfigured';

/** The mark after a field label: * for required, † for an array child required only when items exist. */
export type RequiredMark = '*' | '†' | '';

export function requiredMark(field: NormalizedField): RequiredMark {
  if (!field.required) return '';
  return field.parentPath ? '†' : '*';
}

/** Array children are never required; top-level fields follow their flag. */
export const isEffectivelyRequired = (field: NormalizedField): boolean => field.required && !field.parentPath;

/** A field gives values when it is enabled and has a column or a non-empty default (or related data). */
export function fieldHasSource(
  field: NormalizedField,
  mapping: MappingState,
  related: RelatedState,
  disabled: ReadonlyMap<string, DisabledReason>,
): boolean {
  if (disabled.has(field.path)) return false;
  const m = mapping[field.path];
  if (m && (m.column !== null || m.defaultValue.trim() !== '')) return true;
  return field.isArray && isRelatedConfigured(related[field.path]);
}

/**
 * Whether 'Preview Data' is allowed: every required non-child field is mapped or has
 * a non-empty default (an array field also through its children or related data); when no field is
 * required, at least one field must be mapped or have a default.
 */
export function isMappingComplete(
  fields: readonly NormalizedField[],
  mapping: MappingState,
  related: RelatedState,
  disabled: ReadonlyMap<string, DisabledReason>,
): boolean {
  const has = (field: NormalizedField): boolean => fieldHasSource(field, mapping, related, disabled);
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const satisfied = (field: NormalizedField): boolean =>
    has(field) || (field.isArray && field.childPaths.some((path) => has(byPath.get(path)!)));
  const required = fields.filter(isEffectivelyRequired);
  if (required.length > 0) return required.every(satisfied);
  return fields.some(has);
}
