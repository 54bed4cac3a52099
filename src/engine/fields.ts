import type { ComponentType } from 'react';
import type { RaRecord, Validator } from 'ra-core';

export interface Choice {
  id: string | number;
  /** An i18n key (or a plain value shown as is). */
  name: string;
}

/** Props given to a custom display or input component (a widget) named by a field. */
export interface FieldComponentProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
}

/** What every kind of field can say. */
interface Common {
  required?: boolean;
  /** Shown (list, show) but never in a form, never sent, never imported: ids, timestamps. */
  readOnly?: boolean;
  /** In forms only, never displayed (passwords). */
  writeOnly?: boolean;
  /** In the create form only. */
  createOnly?: boolean;
  defaultValue?: unknown;
  /** Default true; columns sort only when the endpoint sorts or the list is paged in the browser. */
  sortable?: boolean;
  /** Left out of the import schema. */
  noImport?: boolean;
  /** The import's element type when the kind does not tell it (an e-mail or phone kept as text): its preview checks the values. */
  importAs?: 'email' | 'tel';
  /** Left out of exports. */
  noExport?: boolean;
  /** Extra react-admin validators. */
  validate?: Validator[];
  /** Replace the generated display (list cell, show) with a component. */
  display?: ComponentType<FieldComponentProps>;
  /** Replace the generated input with a component (e.g. a phone or e-mail widget). */
  input?: ComponentType<FieldComponentProps>;
  /** i18n key of a help text under the input. */
  helperText?: string;
}

export interface TextField extends Common {
  kind: 'text';
  multiline?: boolean;
  minLength?: number;
  maxLength?: number;
}
export interface EmailField extends Common {
  kind: 'email';
  maxLength?: number;
}
export interface PasswordField extends Common {
  kind: 'password';
  minLength?: number;
  maxLength?: number;
}
export interface NumberField extends Common {
  kind: 'number';
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
}
/**
 * Exact amounts: at most two decimals, shown with the currency (ILS by default). `minor`: the server keeps whole
 * agorot (8900) and the form shows shekels (89.00); `min`/`max` are in what the form shows.
 */
export interface MoneyField extends Common {
  kind: 'money';
  min?: number;
  max?: number;
  currency: string;
  minor?: boolean;
}
export interface BooleanField extends Common {
  kind: 'boolean';
  /** Shown as a switch in the list that saves at once. */
  toggle?: boolean;
  /**
   * Before the switch turns on for a record that `needed` picks, `dialog` asks for more (e.g. the roles of an account
   * being approved); what it confirms is saved with the switch, in the same call.
   */
  confirmOn?: ToggleConfirm;
}
export interface ToggleConfirm {
  needed: (record: RaRecord) => boolean;
  dialog: ComponentType<ToggleConfirmDialogProps>;
}
export interface ToggleConfirmDialogProps {
  record: RaRecord;
  /** Saves the switch together with these fields. */
  onConfirm: (data: Record<string, unknown>) => void;
  onCancel: () => void;
}
export interface DateField extends Common {
  kind: 'date';
}
export interface DateTimeField extends Common {
  kind: 'datetime';
}
export interface SelectField extends Common {
  kind: 'select';
  choices: Choice[];
}
/** The id of a record of another resource, chosen by its representation. */
export interface ReferenceField extends Common {
  kind: 'reference';
  /** Route name of the referenced resource (`shop/product-categories`). */
  reference: string;
  /** The field of the referenced record shown for it, or how it is written (a customer's full name). */
  optionText: OptionText;
  /** The field its choices are sorted by (default: optionText when it is a field, else the id). */
  sortBy?: string;
}
/** Several ids of another resource's records (an integer array on the server: a product's categories). */
export interface ReferencesField extends Common {
  kind: 'references';
  reference: string;
  optionText: OptionText;
  sortBy?: string;
}
/** How a referenced record is named: one of its fields, or a function of the record. */
export type OptionText = string | ((record: RaRecord) => string);
/** A referenced record's name, as its reference field writes it. */
export const optionTextOf = (spec: { optionText: OptionText }, record: RaRecord): string =>
  typeof spec.optionText === 'function' ? spec.optionText(record) : String(record[spec.optionText] ?? record.id);
/** The order a reference's choices are offered in. */
export const optionSort = (spec: { optionText: OptionText; sortBy?: string }) => ({
  field: spec.sortBy ?? (typeof spec.optionText === 'string' ? spec.optionText : 'id'),
  order: 'ASC' as const,
});
/** Records of another resource pointing at this one (a child table on the show and edit pages). */
export interface ReferenceManyField extends Common {
  kind: 'referenceMany';
  reference: string;
  /** The field of the child that holds this record's id. */
  target: string;
  /** Child columns (default: its list columns). */
  columns?: string[];
}
/** HTML written in the rich-text editor, sanitised on display. */
export interface RichTextField extends Common {
  kind: 'richText';
}
/** One stored file (its path_key), many images, or one file of any type: filled in by the files widgets. */
export interface FileLikeField extends Common {
  kind: 'image' | 'images' | 'file' | 'files';
  accept?: string;
  dirPath?: string;
}
/** A list of short words. */
export interface TagsField extends Common {
  kind: 'tags';
  choices?: string[];
  /** Fixed values only, each shown by its words at `<wordsAt>.<value>` (a definition's several-of values). */
  wordsAt?: string;
}
/** Any JSON value, edited as text. */
export interface JsonField extends Common {
  kind: 'json';
}
/** A repeating group of child fields. */
export interface ArrayField extends Common {
  kind: 'array';
  fields: Record<string, FieldSpec>;
}
export interface ComputedField extends Common {
  kind: 'computed';
  get: (record: Record<string, unknown>) => string;
}

/** What the generic views know how to show and edit, one shape per kind. */
export type FieldSpec =
  | TextField
  | EmailField
  | PasswordField
  | NumberField
  | MoneyField
  | BooleanField
  | DateField
  | DateTimeField
  | SelectField
  | ReferenceField
  | ReferencesField
  | ReferenceManyField
  | RichTextField
  | FileLikeField
  | TagsField
  | JsonField
  | ArrayField
  | ComputedField;

export type FieldKind = FieldSpec['kind'];

type Options<T extends FieldSpec> = Omit<T, 'kind'>;
type Partial0<T extends FieldSpec> = Partial<Options<T>>;

/** Field builders: `fields: { name: text({ required: true }), price: money() }`. */
export const text = (options: Partial0<TextField> = {}): TextField => ({ kind: 'text', ...options });
export const longText = (options: Partial0<TextField> = {}): TextField => text({ multiline: true, ...options });
export const email = (options: Partial0<EmailField> = {}): EmailField => ({ kind: 'email', ...options });
export const password = (options: Partial0<PasswordField> = {}): PasswordField => ({
  kind: 'password',
  writeOnly: true,
  noImport: true,
  noExport: true,
  ...options,
});
export const number = (options: Partial0<NumberField> = {}): NumberField => ({ kind: 'number', ...options });
export const integer = (options: Partial0<NumberField> = {}): NumberField =>
  number({ integer: true, step: 1, ...options });
export const money = (options: Partial0<MoneyField> = {}): MoneyField => ({
  kind: 'money',
  currency: 'ILS',
  min: 0,
  ...options,
});
export const boolean = (options: Partial0<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...options });
export const date = (options: Partial0<DateField> = {}): DateField => ({ kind: 'date', ...options });
export const datetime = (options: Partial0<DateTimeField> = {}): DateTimeField => ({ kind: 'datetime', ...options });
export const id = (options: Partial0<TextField> = {}): TextField =>
  text({ readOnly: true, noImport: true, ...options });
export const select = (choices: Choice[], options: Partial0<SelectField> = {}): SelectField => ({
  kind: 'select',
  choices,
  ...options,
});
/** `select` over i18n keys `<prefix>.<value>`: `choices('resources.notes.categories', ['call', 'email'])`. */
export const choicesOf = (prefix: string, values: readonly string[]): Choice[] =>
  values.map((value) => ({ id: value, name: `${prefix}.${value}` }));
export const reference = (target: string, options: Partial0<ReferenceField> = {}): ReferenceField => ({
  kind: 'reference',
  reference: target,
  optionText: 'name',
  ...options,
});
export const references = (target: string, options: Partial0<ReferencesField> = {}): ReferencesField => ({
  kind: 'references',
  reference: target,
  optionText: 'name',
  sortable: false,
  ...options,
});
export const referenceMany = (
  target: string,
  key: string,
  options: Partial0<ReferenceManyField> = {},
): ReferenceManyField => ({
  kind: 'referenceMany',
  reference: target,
  target: key,
  readOnly: true,
  noImport: true,
  noExport: true,
  sortable: false,
  ...options,
});
export const richText = (options: Partial0<RichTextField> = {}): RichTextField => ({
  kind: 'richText',
  sortable: false,
  ...options,
});
export const image = (options: Partial0<FileLikeField> = {}): FileLikeField => ({
  kind: 'image',
  accept: 'image/*',
  sortable: false,
  ...options,
});
export const images = (options: Partial0<FileLikeField> = {}): FileLikeField => ({
  kind: 'images',
  accept: 'image/*',
  sortable: false,
  ...options,
});
export const file = (options: Partial0<FileLikeField> = {}): FileLikeField => ({
  kind: 'file',
  sortable: false,
  ...options,
});
/** Several files of any type (an e-book's EPUB and PDF, an audiobook's chapters), in order. */
export const files = (options: Partial0<FileLikeField> = {}): FileLikeField => ({
  kind: 'files',
  sortable: false,
  ...options,
});
export const tags = (options: Partial0<TagsField> = {}): TagsField => ({ kind: 'tags', sortable: false, ...options });
export const json = (options: Partial0<JsonField> = {}): JsonField => ({
  kind: 'json',
  sortable: false,
  noImport: true,
  ...options,
});
export const array = (fields: Record<string, FieldSpec>, options: Partial0<ArrayField> = {}): ArrayField => ({
  kind: 'array',
  fields,
  ...options,
});
export const computed = (get: ComputedField['get'], options: Partial0<ComputedField> = {}): ComputedField => ({
  kind: 'computed',
  get,
  readOnly: true,
  noImport: true,
  sortable: false,
  ...options,
});

/** Fields a form may send. */
export const isWritable = (spec: FieldSpec): boolean =>
  !spec.readOnly && spec.kind !== 'computed' && spec.kind !== 'referenceMany';
