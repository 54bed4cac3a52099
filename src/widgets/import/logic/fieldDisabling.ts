import type { MappingState, NormalizedField, RelatedState } from '../types';
import { isRelatedConfigured } from './relatedConfigured';

/** Why a field cannot be mapped. */
export type DisabledReason = { kind: 'parentMapped'; parentLabel: string } | { kind: 'childMapped' };

const hasColumn = (mapping: MappingState, path: string): boolean => (mapping[path]?.column ?? null) !== null;

/** Whether an array field itself is mapped: to a column of the main file, or by related data. */
export function isArrayParentMapped(field: NormalizedField, mapping: MappingState, related: RelatedState): boolean {
  return hasColumn(mapping, field.path) || isRelatedConfigured(related[field.path]);
}

/**
 * Disabled fields, recomputed from scratch on every mapping change: a mapped array field disables its
 * children ('Parent field "X" is already mapped'); a mapped child disables its array field
 * ('Child field(s) already mapped'). When both hold, the parent wins.
 */
export function computeDisabled(
  fields: readonly NormalizedField[],
  mapping: MappingState,
  related: RelatedState = {},
): Map<string, DisabledReason> {
  const disabled = new Map<string, DisabledReason>();
  for (const field of fields) {
    if (!field.isArray) continue;
    if (isArrayParentMapped(field, mapping, related)) {
      for (const child of field.childPaths) disabled.set(child, { kind: 'parentMapped', parentLabel: field.label });
    } else if (field.childPaths.some((child) => hasColumn(mapping, child))) {
      disabled.set(field.path, { kind: 'childMapped' });
    }
  }
  return disabled;
}
