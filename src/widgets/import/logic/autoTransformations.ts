import type { ImportOption, Transformation } from '../types';
import { bestContaining } from './containment';
import { addTransformation } from './transformations';

export interface AutoDetectResult {
  /** The field's transformations with the detected ones added (existing sources overwritten). */
  transformations: Transformation[];
  /** How many transformations were created. */
  created: number;
  /** How many source values found no option. */
  unmatched: number;
}

const key = (text: string): string => text.trim().toLowerCase();

/**
 * The option a source value matches: equal label (lower-case, trimmed) first, then containment: a label
 * containing the value before a label the value contains (so 'inactive' finds 'Inactive customer', not
 * 'Active'), the closest in length within each.
 */
export function matchOption(sourceValue: string, options: readonly ImportOption[]): ImportOption | undefined {
  const source = key(sourceValue);
  if (source === '') return undefined;
  const label = (option: ImportOption): string[] => [key(option.label)];
  return (
    options.find((option) => key(option.label) === source) ??
    bestContaining(
      [source],
      options.filter((option) => key(option.label).includes(source)),
      label,
    ) ??
    bestContaining(
      [source],
      options.filter((option) => source.includes(key(option.label))),
      label,
    )
  );
}

/**
 * Auto-detect: matches each distinct source value of a column to the field's option
 * labels and adds a transformation to the option's value for each match.
 */
export function autoDetectTransformations(
  fieldId: string,
  sourceValues: readonly string[],
  options: readonly ImportOption[],
  existing: readonly Transformation[] = [],
): AutoDetectResult {
  let transformations = [...existing];
  let created = 0;
  let unmatched = 0;
  for (const source of sourceValues) {
    const option = matchOption(source, options);
    if (option) {
      transformations = addTransformation(transformations, fieldId, source, option.value);
      created += 1;
    } else {
      unmatched += 1;
    }
  }
  return { transformations, created, unmatched };
}
