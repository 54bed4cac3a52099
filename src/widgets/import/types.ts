/**
 * Types of the bulk import wizard ('Import schema field', and section 5, 'Import').
 */

/** A choice of a select-like field. Plain values are accepted too and read as `{ value, label: String(value) }`. */
export interface ImportOption {
  value: string | number | boolean;
  label: string;
}

export type ImportOptionInput = ImportOption | string | number | boolean;

/**
 * One field of the import schema, as a resource or a form schema describes it.
 * - `element` (or `type`, as src/engine/importSchema.ts names it) is the element type; `'array'` means a
 *   repeating group whose child schema is `attrs.schema`.
 * - The required flag may sit on the field, in `attrs` or in `attrs.attrs`.
 * - Options may sit on the field or in `attrs.options`.
 * - `id` may contain dots (`address.city`): the record gets a nested object.
 */
export interface ImportSchemaField {
  id: string;
  label?: string;
  element?: string;
  /** Same as `element` (the name the resource definitions use); `element` wins when both are given. */
  type?: string;
  options?: readonly ImportOptionInput[];
  required?: boolean;
  attrs?: {
    required?: boolean;
    options?: readonly ImportOptionInput[];
    schema?: readonly ImportSchemaField[];
    attrs?: { required?: boolean; [key: string]: unknown };
    [key: string]: unknown;
  };
}

/** The five data types a column can be converted to. */
export type DataType = 'string' | 'number' | 'date' | 'datetime' | 'boolean';

export const DATA_TYPES: readonly DataType[] = ['string', 'number', 'date', 'datetime', 'boolean'];

/** A field of the schema, flattened: array children follow their parent and are addressed `parentId.childId`. */
export interface NormalizedField {
  /** Full address: `name`, `address.city`, or `phones.value` for child `value` of array field `phones`. */
  path: string;
  /** The field's own id (for a child: `value`). */
  id: string;
  label: string;
  element: string;
  options: ImportOption[];
  /** The field's own required flag (an array child's flag only makes it conditional: †). */
  required: boolean;
  isArray: boolean;
  /** Path of the array parent, for a child field. */
  parentPath?: string;
  /** Paths of the child fields, for an array field. */
  childPaths: string[];
}

/** A cell value as read from a file. Dates from spreadsheets carry the wall-clock time in their UTC fields. */
export type RawValue = string | number | boolean | Date | null;

/** Transformation of one source value to one target value. */
export interface Transformation {
  fieldId: string;
  sourceValue: string;
  targetValue: string | number | boolean;
}

/** Mapping state of one field: chosen file column (index), default value, data type, transformations. */
export interface FieldMapping {
  column: number | null;
  defaultValue: string;
  dataType: DataType;
  transformations: Transformation[];
}

export type MappingState = Record<string, FieldMapping>;

/** Related-file configuration of one array field. */
export interface RelatedConfig {
  fieldPath: string;
  /** Where the engine keeps the related file's rows. */
  slot: string;
  fileName: string;
  sheet: string;
  sheetNames: string[];
  hasHeader: boolean;
  /** Columns of the related file and their detected types. */
  headers: string[];
  columnTypes: DataType[];
  /** Key column in the main file. */
  sourceKeyColumn: number | null;
  /** Key column in the related file. */
  relatedKeyColumn: number | null;
  /** Mapping of each child field to a column of the related file. */
  children: MappingState;
}

export type RelatedState = Record<string, RelatedConfig>;

/** A table read from a file: column names and data rows (empty rows already dropped). */
export interface RawTable {
  headers: string[];
  rows: RawValue[][];
}

/** A row of the 'Data Preview & Edit' sheet: one value per previewed field path, plus the row key. */
export type PreviewRow = Record<string, unknown>;

/** What `onImport` receives: one object per row, keyed by field id, dotted ids nested, arrays as lists. */
export type ImportRecord = Record<string, unknown>;
