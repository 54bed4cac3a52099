import type { DataType, FieldMapping, MappingState, NormalizedField, RelatedState } from '../types';
import type { DisabledReason } from './fieldDisabling';
import { isRelatedConfigured } from './relatedConfigured';
import { isEffectivelyRequired } from './requiredRules';
import type { TargetValue } from './transformations';
import { checkOfElement, type ValueCheck } from './valueChecks';

/** How one preview column is filled from a table and turned back into record values. */
export interface ColumnPlan {
  /** Preview column key: the field path. */
  key: string;
  label: string;
  /** Source column in its table (main file, or the related file for related children). */
  column: number | null;
  defaultValue: string;
  dataType: DataType;
  transformations: [string, TargetValue][];
  /** Empty cells break a required rule. */
  required: boolean;
  /** A rule each value must pass beyond its type (an e-mail address, a phone number), as the server checks it. */
  check?: ValueCheck;
  /** The cell holds a list (items of an array field), shown joined by '; '. */
  list: boolean;
  /** For list columns: the array field the items belong to. */
  arrayPath?: string;
  /** For list columns: the item property the values go to; null for an array field without a child schema. */
  childId?: string | null;
}

/** Items of an array field taken from a related file joined on a key column of each file. */
export interface RelatedPlan {
  fieldPath: string;
  /** Key column in the main file. */
  sourceKeyColumn: number;
  /** Key column in the related file. */
  relatedKeyColumn: number;
  children: ColumnPlan[];
}

export interface ConversionPlan {
  columns: ColumnPlan[];
  related: RelatedPlan[];
}

const hasSource = (m: FieldMapping | undefined): m is FieldMapping =>
  Boolean(m && (m.column !== null || m.defaultValue.trim() !== ''));

function columnPlan(
  field: NormalizedField,
  m: FieldMapping,
  list: Pick<ColumnPlan, 'list' | 'arrayPath' | 'childId'>,
  element = field.element,
): ColumnPlan {
  const check = checkOfElement(element);
  return {
    key: field.path,
    label: field.label,
    column: m.column,
    defaultValue: m.defaultValue,
    dataType: m.dataType,
    transformations: m.transformations.map((t) => [t.sourceValue, t.targetValue]),
    required: isEffectivelyRequired(field),
    ...(check ? { check } : {}),
    ...list,
  };
}

/**
 * Turns the mapping into a conversion plan: one column per enabled field with a column or default, in
 * schema order; an array field with related data configured takes its children from the related file.
 */
export function buildConversionPlan(
  fields: readonly NormalizedField[],
  mapping: MappingState,
  related: RelatedState,
  disabled: ReadonlyMap<string, DisabledReason>,
): ConversionPlan {
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const plan: ConversionPlan = { columns: [], related: [] };
  for (const field of fields) {
    if (disabled.has(field.path)) continue;
    const relatedConfig = field.isArray ? related[field.path] : undefined;
    if (isRelatedConfigured(relatedConfig)) {
      const children = field.childPaths.flatMap((path) => {
        const child = byPath.get(path)!;
        const m = relatedConfig.children[path];
        return hasSource(m) ? [columnPlan(child, m, { list: true, arrayPath: field.path, childId: child.id })] : [];
      });
      if (children.length > 0) {
        plan.related.push({
          fieldPath: field.path,
          sourceKeyColumn: relatedConfig.sourceKeyColumn!,
          relatedKeyColumn: relatedConfig.relatedKeyColumn!,
          children,
        });
      }
      continue;
    }
    const m = mapping[field.path];
    if (!hasSource(m)) continue;
    if (field.isArray) {
      const firstChild = field.childPaths.length > 0 ? byPath.get(field.childPaths[0])! : null;
      plan.columns.push(
        columnPlan(
          field,
          m,
          { list: true, arrayPath: field.path, childId: firstChild?.id ?? null },
          firstChild?.element,
        ),
      );
    } else if (field.parentPath) {
      plan.columns.push(columnPlan(field, m, { list: true, arrayPath: field.parentPath, childId: field.id }));
    } else {
      plan.columns.push(columnPlan(field, m, { list: false }));
    }
  }
  return plan;
}

/** Every preview column of a plan, main-file columns first, then related children. */
export function planColumns(plan: ConversionPlan): ColumnPlan[] {
  return [...plan.columns, ...plan.related.flatMap((r) => r.children)];
}
