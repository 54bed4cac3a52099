import type { FieldKind, FieldSpec } from './fields';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Element types of an import schema field (`array` is a repeating group with a child schema). */
export type ImportFieldType = 'text' | 'email' | 'tel' | 'number' | 'check' | 'date' | 'datetime' | 'select' | 'array';

/** One field of an import schema. Child fields are addressed as `parentId.childId`. */
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
    /** A `references` field: the route name of its records, given by name or id (`שירה; פרוזה`), matched by the server. */
    references?: string;
    /** A money field kept in agorot: the file gives shekels (`89.90`, `₪89.90`), converted exactly. */
    money?: 'minor';
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
  references: 'text',
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
export function importSchemaOf(
  resourceName: string,
  fields: Record<string, FieldSpec>,
  translate: Translate,
  prefix = '',
): ImportSchemaField[] {
  return Object.entries(fields).flatMap(([id, spec]): ImportSchemaField[] => {
    const type = typeOf[spec.kind] && (spec.importAs ?? typeOf[spec.kind]);
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
    if (spec.kind === 'references') field.attrs = { references: spec.reference };
    // shekels in the file, agorot on the wire: read as text so no float ever holds the amount
    if (spec.kind === 'money' && spec.minor) {
      field.type = 'text';
      field.attrs = { money: 'minor' };
    }
    if (spec.kind === 'array') field.attrs = { schema: importSchemaOf(resourceName, spec.fields, translate, key) };
    return [field];
  });
}

/**
 * Shekels as written in a file (`89.90`, `₪89.90`, `89.9 ש"ח`, `1,234.50`, `ILS 12`) to whole agorot, exactly
 * (digits are read as text; no float arithmetic); null when it is not such an amount (more than two decimals,
 * negative, words). A number cell (a spreadsheet's 89.9) is read through its shortest decimal form.
 */
export function shekelsToAgorot(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    value = String(value);
  }
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/₪|\bILS\b|\bNIS\b|ש["״]ח|שקלים|שקל/gi, '')
    .replace(/\s+/g, '');
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The wizard's records as the entity's import route takes them: money kept in agorot converted from shekels (a
 * value that is not an amount is sent as it is, so the server reports it on its row); references left as written.
 */
export function toImportRecords(
  fields: Record<string, FieldSpec>,
  records: Array<Record<string, unknown>>,
): Array<Record<string, unknown>> {
  const minor = Object.entries(fields)
    .filter(([, spec]) => spec.kind === 'money' && spec.minor)
    .map(([name]) => name);
  if (!minor.length) return records;
  return records.map((record) => {
    const out = { ...record };
    for (const name of minor) {
      const value = out[name];
      if (value === undefined || value === null || value === '') continue;
      out[name] = shekelsToAgorot(value) ?? value;
    }
    return out;
  });
}
