import { memo } from 'react';
import type { TableInfo } from '../engine/protocol';
import type { DisabledReason } from '../logic/fieldDisabling';
import type { DataType, FieldMapping, NormalizedField, RelatedState } from '../types';
import { MappingRow } from './MappingRow';
import { MappingTable } from './MappingTable';
import { useFirstRowsFirst } from '../../../lib/useFirstRowsFirst';

/** Mapping rows drawn per step (each row holds three inputs and their styles). */
const FIELDS_PER_STEP = 2;
const byPath = (field: NormalizedField) => field.path;

type SetColumn = (path: string, column: number | null) => void;
type UpdateField = (path: string, patch: Partial<Omit<FieldMapping, 'column'>>) => void;

export interface MappingSectionProps {
  fields: readonly NormalizedField[];
  table: TableInfo;
  fieldMapping: (path: string) => FieldMapping;
  disabled: ReadonlyMap<string, DisabledReason>;
  related: RelatedState;
  setColumn: SetColumn;
  updateField: UpdateField;
  onTransformations: (field: NormalizedField) => void;
  onRelated: (field: NormalizedField) => void;
  /** The table is covered (by the preview): rows not drawn yet wait until it shows again. */
  covered?: boolean;
}

interface FieldRowProps {
  field: NormalizedField;
  parentLabel: string | undefined;
  mapping: FieldMapping;
  headers: TableInfo['headers'];
  samples: TableInfo['samples'];
  disabledReason: DisabledReason | undefined;
  relatedFile: string | undefined;
  setColumn: SetColumn;
  updateField: UpdateField;
  onTransformations: (field: NormalizedField) => void;
  onRelated: (field: NormalizedField) => void;
}

/** One field's row, drawn again only when its own props change (not when a later row is added). */
const FieldRow = memo(function FieldRow(props: FieldRowProps) {
  const { field, setColumn, updateField, onTransformations, onRelated, ...shown } = props;
  return (
    <MappingRow
      {...shown}
      field={field}
      onColumn={(column) => setColumn(field.path, column)}
      onDefault={(defaultValue) => updateField(field.path, { defaultValue })}
      onType={(dataType: DataType) => updateField(field.path, { dataType })}
      onTransformations={() => onTransformations(field)}
      onRelated={field.isArray ? () => onRelated(field) : undefined}
    />
  );
});

/**
 * The mapping table of the main file. Memoised: opening a dialog or the preview does not draw it again;
 * the first time it is drawn a few rows at a time (each row once), so no main-thread task grows long.
 */
export const MappingSection = memo(function MappingSection(props: MappingSectionProps) {
  const {
    fields,
    table,
    fieldMapping,
    disabled,
    related,
    setColumn,
    updateField,
    onTransformations,
    onRelated,
    covered,
  } = props;
  const drawn = useFirstRowsFirst(fields, {
    first: FIELDS_PER_STEP,
    step: FIELDS_PER_STEP,
    keyOf: byPath,
    paused: covered,
  });
  const labelOf = (path: string | undefined) => fields.find((f) => f.path === path)?.label;
  return (
    <MappingTable>
      {drawn.map((field) => (
        <FieldRow
          key={field.path}
          field={field}
          parentLabel={labelOf(field.parentPath)}
          mapping={fieldMapping(field.path)}
          headers={table.headers}
          samples={table.samples}
          disabledReason={disabled.get(field.path)}
          relatedFile={field.isArray ? related[field.path]?.fileName : undefined}
          setColumn={setColumn}
          updateField={updateField}
          onTransformations={onTransformations}
          onRelated={onRelated}
        />
      ))}
    </MappingTable>
  );
});
