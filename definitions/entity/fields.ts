// The kinds of field an entity definition may declare, read by both sides: the server makes its request schema and
// checks the table from them, the admin its inputs, columns and form checks. Limits live here once, so a rule cannot
// differ between the two.

/** A text in both languages of the product. */
export interface Label {
  he: string;
  en: string;
}

/** A tree of words (the admin's i18n catalogue shape). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

interface Common {
  label: Label;
  /** Must be given on create (a text: not empty). */
  required?: boolean;
  /** Shown, never written by a request (ids, timestamps, values the server computes). */
  readOnly?: boolean;
  /**
   * Written on create only (an event's repeat, a payment's amount): a change refuses it and the edit page shows it
   * as a value, so a record's origin cannot be rewritten afterwards.
   */
  createOnly?: boolean;
  /** Never empty in the table, yet optional in a request: left out, the server's own rule fills it (a price from its option). */
  filled?: boolean;
  /** No two records hold the same value (the table's unique index; a duplicate answers 409). */
  unique?: boolean;
  /** Left out of imports and exports. */
  noImport?: boolean;
  /** A line under the input saying what the field holds or how it is used. */
  help?: Label;
}

export interface TextDef extends Common {
  kind: 'text';
  maxLength: number;
  minLength?: number;
  /** Several lines (a textarea). */
  multiline?: boolean;
  /** Kept in capitals: trimmed and upper-cased on write, and checked so (a coupon's code). */
  upperCase?: boolean;
  /** What the value must match, and the code that words the refusal (`errors.validation.codes.<code>`). */
  pattern?: { regex: RegExp; code: string };
  /** The table's default (the column is then never empty) and the form's starting value (a language, `he`). */
  default?: string;
  /**
   * A code of its own (a SKU, an ISBN): unique by the index `<table>_<field>_key`, left empty it is kept as none (so
   * many records may have none), and a search word that looks like a code is looked up here first, by equality.
   */
  code?: boolean;
}
export interface EmailDef extends Common {
  kind: 'email';
}
/**
 * A record's part of web addresses (`summer-reads`), by the one slug rule (definitions/slug.ts): unique, never empty;
 * left empty, it is made from the field `from` (and made unique).
 */
export interface SlugDef extends Common {
  kind: 'slug';
  from: string;
  maxLength: number;
}
/** A web address (http or https). */
export interface UrlDef extends Common {
  kind: 'url';
  maxLength: number;
}
/** A phone number: stored as written in international form (+972…). */
export interface PhoneDef extends Common {
  kind: 'phone';
}
/** Money: whole agorot on the wire and in the table; people type and read shekels. */
export interface MoneyDef extends Common {
  kind: 'money';
  /** In agorot. */
  max?: number;
  /** In agorot: the table's default, so the column is never empty. */
  default?: number;
  /** The table itself refuses a value below 0 (the check `<table>_<field>_check`), whoever writes it. */
  checked?: boolean;
}
export interface IntegerDef extends Common {
  kind: 'integer';
  min?: number;
  max?: number;
  /** The table's default (the column is then never empty) and the form's starting value. */
  default?: number;
  /** The table itself refuses a value below `min` (the check `<table>_<field>_check`), whoever writes it. */
  checked?: boolean;
}
/** What a switch's two states mean, said to the person who flips it in a list. */
export interface ToggleWords {
  on: Label;
  off: Label;
}
export interface BooleanDef extends Common {
  kind: 'boolean';
  default?: boolean;
  /** Switched in the list itself, saved at once (the words confirm the new state). */
  toggle?: ToggleWords;
}
/** One of fixed values, each with its words. */
export interface EnumDef extends Common {
  kind: 'enum';
  values: Record<string, Label>;
  default?: string;
}
/** The id of a record of another entity (by its name: `product`). */
export interface ReferenceDef extends Common {
  kind: 'reference';
  to: string;
  /**
   * When the record it points at is deleted: `restrict` refuses while this points at it (always so when required),
   * `set null` empties this (the default otherwise), `cascade` deletes this record with it (a payment with its
   * subscription), `no action` refuses as restrict does, checked at the statement's end.
   */
  onDelete?: 'restrict' | 'set null' | 'cascade' | 'no action';
}
/** Several of fixed values, each with its words (a text array, empty when none). */
export interface EnumsDef extends Common {
  kind: 'enums';
  values: Record<string, Label>;
}
/** Ids of several records of another entity (an integer array). */
export interface ReferencesDef extends Common {
  kind: 'references';
  to: string;
}
/** HTML from the rich-text editor: always sanitised by the server on write. */
export interface RichTextDef extends Common {
  kind: 'richText';
  maxLength: number;
}
/** A stored file (its path key): an image, or any file. */
export interface FileDef extends Common {
  kind: 'image' | 'file';
  /** The folder of the file store its uploads go to (`app/ads`). */
  folder?: string;
}
/** Several stored files in order (their path keys, a text array, empty when none): a book's chapters. */
export interface FilesDef extends Common {
  kind: 'files';
  /** The folder of the file store its uploads go to (`app/files`). */
  folder?: string;
  maxItems: number;
}
/** Free words (a text array, empty when none), each a short text: a book's tags. */
export interface TagsDef extends Common {
  kind: 'tags';
  maxItems: number;
  /** The longest word. */
  maxLength: number;
}
/** Several stored images (their path keys) in order, the first the main one (a product's gallery): never null. */
export interface ImagesDef extends Common {
  kind: 'images';
  maxItems: number;
  /** The folder of the file store its uploads go to. */
  folder?: string;
}
export interface DateDef extends Common {
  kind: 'date' | 'datetime';
  /** `now`: the table's default is the moment the row is written (the column is then never empty). */
  default?: 'now';
}
export interface JsonDef extends Common {
  kind: 'json';
}
/**
 * Rows of fields of their own (a bundle's products, each with its quantity): a JSON list in the table, never null.
 * Each row's fields are checked as the entity's own are; their labels are `fields['<field>.<row field>']`.
 */
export interface RowsDef extends Common {
  kind: 'rows';
  fields: Record<string, FieldDef>;
  maxItems: number;
}

export type FieldDef =
  | TextDef
  | EmailDef
  | UrlDef
  | SlugDef
  | PhoneDef
  | MoneyDef
  | IntegerDef
  | BooleanDef
  | EnumDef
  | EnumsDef
  | ReferenceDef
  | ReferencesDef
  | RichTextDef
  | FileDef
  | FilesDef
  | TagsDef
  | ImagesDef
  | DateDef
  | JsonDef
  | RowsDef;

export type FieldKindName = FieldDef['kind'];

type Options<T> = Omit<T, 'kind' | 'label'>;

/** Field builders: `fields: { name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }) }`. */
export const text = (label: Label, options: Partial<Options<TextDef>> = {}): TextDef => ({
  kind: 'text',
  label,
  maxLength: 200,
  ...options,
});
export const longText = (label: Label, options: Partial<Options<TextDef>> = {}): TextDef =>
  text(label, { maxLength: 20_000, multiline: true, ...options });
export const email = (label: Label, options: Options<EmailDef> = {}): EmailDef => ({
  kind: 'email',
  label,
  ...options,
});
export const url = (label: Label, options: Partial<Options<UrlDef>> = {}): UrlDef => ({
  kind: 'url',
  label,
  maxLength: 2000,
  ...options,
});
export const slug = (label: Label, from: string, options: Partial<Omit<Options<SlugDef>, 'from'>> = {}): SlugDef => ({
  kind: 'slug',
  label,
  from,
  maxLength: 200,
  ...options,
});
export const phone = (label: Label, options: Options<PhoneDef> = {}): PhoneDef => ({
  kind: 'phone',
  label,
  ...options,
});
export const money = (label: Label, options: Options<MoneyDef> = {}): MoneyDef => ({
  kind: 'money',
  label,
  ...options,
});
export const integer = (label: Label, options: Options<IntegerDef> = {}): IntegerDef => ({
  kind: 'integer',
  label,
  ...options,
});
export const boolean = (label: Label, options: Options<BooleanDef> = {}): BooleanDef => ({
  kind: 'boolean',
  label,
  ...options,
});
/** A switch flipped in the list itself and on by default (`is_active`): its label and what each state says. */
export const listSwitch = (label: Label, on: Label, off: Label): BooleanDef =>
  boolean(label, { default: true, toggle: { on, off } });
export const enumOf = (
  label: Label,
  values: Record<string, Label>,
  options: Omit<Options<EnumDef>, 'values'> = {},
): EnumDef => ({ kind: 'enum', label, values, ...options });
export const enumsOf = (
  label: Label,
  values: Record<string, Label>,
  options: Omit<Options<EnumsDef>, 'values'> = {},
): EnumsDef => ({ kind: 'enums', label, values, ...options });
export const reference = (label: Label, to: string, options: Omit<Options<ReferenceDef>, 'to'> = {}): ReferenceDef => ({
  kind: 'reference',
  label,
  to,
  ...options,
});
export const references = (
  label: Label,
  to: string,
  options: Omit<Options<ReferencesDef>, 'to'> = {},
): ReferencesDef => ({ kind: 'references', label, to, ...options });
export const richText = (label: Label, options: Partial<Options<RichTextDef>> = {}): RichTextDef => ({
  kind: 'richText',
  label,
  maxLength: 100_000,
  ...options,
});
export const image = (label: Label, options: Options<FileDef> = {}): FileDef => ({ kind: 'image', label, ...options });
export const images = (label: Label, options: Partial<Options<ImagesDef>> = {}): ImagesDef => ({
  kind: 'images',
  label,
  maxItems: 50,
  ...options,
});
export const file = (label: Label, options: Options<FileDef> = {}): FileDef => ({ kind: 'file', label, ...options });
export const files = (label: Label, options: Partial<Options<FilesDef>> = {}): FilesDef => ({
  kind: 'files',
  label,
  maxItems: 20,
  ...options,
});
export const tags = (label: Label, options: Partial<Options<TagsDef>> = {}): TagsDef => ({
  kind: 'tags',
  label,
  maxItems: 30,
  maxLength: 50,
  ...options,
});
export const date = (label: Label, options: Options<DateDef> = {}): DateDef => ({ kind: 'date', label, ...options });
export const datetime = (label: Label, options: Options<DateDef> = {}): DateDef => ({
  kind: 'datetime',
  label,
  ...options,
});
export const json = (label: Label, options: Options<JsonDef> = {}): JsonDef => ({ kind: 'json', label, ...options });
export const rows = (
  label: Label,
  fields: Record<string, FieldDef>,
  options: Partial<Omit<Options<RowsDef>, 'fields'>> = {},
): RowsDef => ({ kind: 'rows', label, fields, maxItems: 100, ...options });

/*
 * Field groups: fields several entities declare with one meaning, so their words and limits are one and the same.
 * Each is spread where the fields stand (`...runningWindow()`), so a definition's order of fields is kept.
 */

/** When a record runs (an advert, a bundle, a promotion): from its start, included, until its end, excluded, either
 *  left empty for no bound. The rule that reads them is runsAt (running.ts). */
export const runningWindow = () => ({
  starts_at: datetime({ he: 'מתאריך', en: 'From' }),
  ends_at: datetime({ he: 'עד תאריך', en: 'Until' }),
});
/** A list's order set by hand (a category, a collection, a pipeline): the smaller first. */
export const sortOrder = (): IntegerDef =>
  integer({ he: 'סדר', en: 'Order' }, { min: -1_000_000, max: 1_000_000, default: 0 });
/** A record's web address, made from its name when left empty (and the input says so). */
export const nameSlug = (): SlugDef =>
  slug({ he: 'כתובת בקישור', en: 'Web address' }, 'name', {
    help: {
      he: 'חלק מכתובת הדף; אם נשאר ריק, נוצר מהשם',
      en: 'Part of the web address; left empty, it is made from the name',
    },
  });

/** The most agorot any amount may hold (100 million shekels). */
export const MONEY_MAX = 10_000_000_000;
/** The longest e-mail address (RFC 5321). */
export const EMAIL_MAX = 254;
/** The longest path key of a stored file. */
export const FILE_KEY_MAX = 1000;
/** The most ids a references field holds. */
export const REFERENCES_MAX = 200;
/** The largest id (a PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;
