import type { Transformation } from '../types';
import { convertString } from './convertValue';

export type TargetValue = Transformation['targetValue'];

const isBlank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';

/** A transformation can be added only with both a source and a target. */
export function canAddTransformation(sourceValue: unknown, targetValue: unknown): boolean {
  return !isBlank(sourceValue) && !isBlank(targetValue);
}

/**
 * Adds a transformation; one with the same source is overwritten in place. Without a source or a target
 * the list is returned unchanged.
 */
export function addTransformation(
  list: readonly Transformation[],
  fieldId: string,
  sourceValue: string,
  targetValue: TargetValue,
): Transformation[] {
  if (!canAddTransformation(sourceValue, targetValue)) return [...list];
  const source = sourceValue.trim();
  const entry: Transformation = { fieldId, sourceValue: source, targetValue };
  const index = list.findIndex((t) => t.sourceValue === source);
  if (index < 0) return [...list, entry];
  return list.map((t, i) => (i === index ? entry : t));
}

export function removeTransformation(list: readonly Transformation[], sourceValue: string): Transformation[] {
  return list.filter((t) => t.sourceValue !== sourceValue);
}

/** Lookup from source text to target, for applying a field's transformations to every cell. */
export function transformationLookup(list: readonly Transformation[]): Map<string, TargetValue> {
  return new Map(list.map((t) => [t.sourceValue, t.targetValue]));
}

/** The source text a cell is matched by: its trimmed text. */
export const sourceText = (value: unknown): string => convertString(value);

/** Replaces a cell whose trimmed text is a transformation's source by its target; other cells are kept. */
export function applyTransformations<T>(value: T, lookup: ReadonlyMap<string, TargetValue>): T | TargetValue {
  if (lookup.size === 0 || value === null || value === undefined) return value;
  const target = lookup.get(sourceText(value));
  return target === undefined ? value : target;
}
