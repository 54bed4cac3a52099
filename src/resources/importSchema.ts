import type { FieldKind, FieldSpec } from './fields';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Element types of an import schema field (`array` is a repeating group with a child schema). */
export type ImportFieldType = 'text' | 'email' | 'number' | 'check' | 'date' | 'datetime' | 'select' | 'array';

/** SPEC section 3 'Import schema field'. Child fields are addressed as `parentId.childId`. */
export interface ImportSchemaField {
  id: string;
  label: string;
  type: ImportFieldType;
  options?: Array<{ value: string | number | boolean; label: string }>;
  required?: boolean;
  attrs?: {
    /** Child schema of an `array` field. */
    schema?: ImportSchemaField[];
    /** Route name of the resource a `reference` field points to (its value is that record's id). */
    reference?: string;
  };
}

const typeOf: Record<FieldKind, ImportFieldType | null> = {
  text: 'text',
  email: 'email',
  password: null,
  number: 'number',
  money: 'number',
  boolean: 'check',
  date: 'date',
  datetime: 'datetime',
  select: 'select',
  reference: 'text',
  references: null,
  array: 'array',
  computed: null,
  referenceMany: null,
  richText: 'text',
  image: 'text',
  images: null,
  files: null,
  file: 'text',
  tags: 'text',
  json: null,
};

/**
 * The import schema of a resource's fields, labels in the current language
 * (`resources.<name>.fields.<field>`, children `resources.<name>.fields.<parent>.<child>`).
 */
export function importSchemaOf(resourceName: string, fields: Record<string, FieldSpec>, translate: Translate, prefix = ''): ImportSchemaField[] {
  return Object.entries(fields).flatMap(([id, spec]): ImportSchemaField[] => {
    const type = typeOf[spec.kind];
    if (!type || spec.readOnly || spec.noImport) return [];
    const key = prefix ? `${prefix}.${id}` : id;
    const field: ImportSchemaField = {
      id,
      label: translate(`resources.${resourceName}.fields.${key}`, { _: id }),
      type,
      required: Boolean(spec.required),
    };
    if (spec.kind === 'select' && spec.choices) {
      field.options = spec.choices.map((c) => ({ value: c.id, label: translate(c.name, { _: c.name }) }));
    }
    if (spec.kind === 'reference' && spec.reference) field.attrs = { reference: spec.reference };
    if (spec.kind === 'array') field.attrs = { schema: importSchemaOf(resourceName, spec.fields, translate, key) };
    return [field];
  });
}
