// What a form is and what a valid submission of it is: the one definition the renderer (admin and public page) and the
// server (server/src/routes/forms.ts) both use, so they never disagree. Pure: no React, no DOM, no server imports.
import type { normalisePhone } from '../entity/phone';
import { INPUT_PATTERNS, type InputPattern } from './patterns';

export const ELEMENT_KINDS = [
  'text',
  'textarea',
  'email',
  'tel',
  'number',
  'date',
  'select',
  'radio',
  'check',
  'color',
  'range',
  'rating',
  'signature',
  'table',
  'otp',
  'upload',
  'richtext',
  'array',
  'bagelform',
  'row',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export const CONDITION_OPS = ['equals', 'not_equals', 'contains', 'filled', 'empty', 'gt', 'lt'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** Show an element or a step only when another field's value passes this test. */
export interface Condition {
  field: string;
  op: ConditionOp;
  value?: string | number | boolean | null;
}

export type OptionValue = string | number | boolean;
/**
 * Select options are plain values (booleans shown Yes/No) or label/value objects; radio options may add an id, a
 * subLabel and an image. A value keeps its type: a number is answered and stored as a number.
 */
export type FormOption = OptionValue | ObjectOption;
export interface ObjectOption {
  id?: string;
  value: OptionValue;
  label: string;
  subLabel?: string;
  imgSrc?: string;
  imgAlt?: string;
}

export const TABLE_FIELD_TYPES = ['text', 'number', 'check', 'date'] as const;
export type TableFieldType = (typeof TABLE_FIELD_TYPES)[number];
/** A child-table column. */
export interface TableField {
  fieldname: string;
  label: string;
  fieldtype: TableFieldType;
  default?: string | number | boolean | null;
}

export interface FormElement {
  /** The answer's key: lowercase letters, digits and underscores, starting with a letter. */
  id: string;
  kind: ElementKind;
  label: string;
  required?: boolean;
  placeholder?: string;
  help?: string;
  default?: unknown;
  pattern?: InputPattern;
  min?: number | string;
  max?: number | string;
  step?: number;
  max_length?: number;
  options?: FormOption[];
  /** Several answers (select and check with options). */
  multiple?: boolean;
  columns?: TableField[];
  when?: Condition;
  /** Half-width elements sit side by side in one row on wide screens. */
  width?: 'full' | 'half';
  /** A row container's elements (side by side, stacked at phone width) or an array's fields (one set per item). */
  elements?: FormElement[];
  /** A bagelform's nested form, by its name. */
  form?: string;
  /** An upload's file filter ('image/*', '.pdf'); any type when absent. */
  accept?: string;
}

export interface FormStep {
  id: string;
  title: string;
  when?: Condition;
  elements: FormElement[];
}

export interface FormSchema {
  steps: FormStep[];
}

export type Answers = Record<string, unknown>;

export type FieldErrorCode =
  | 'required'
  | 'type'
  | 'pattern'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'option'
  | 'email'
  | 'phone'
  | 'date'
  | 'color'
  | 'too_many'
  | 'otp'
  | 'file'
  | 'no_form';
export interface FieldError {
  code: FieldErrorCode;
  /** The bound broken (too_small, too_big, too_long, too_many). */
  limit?: number | string;
  /** For a child-table cell: the row (from 1) and the column; for a group, where its first error inside is. */
  row?: number;
  column?: string;
  /** A repeating group's errors inside it: by item (from 1), each by field. */
  items?: Record<number, Record<string, FieldError>>;
  /** A nested form's errors inside it, by field. */
  fields?: Record<string, FieldError>;
}

export const TEXT_MAX = 1000;
export const TEXTAREA_MAX = 10_000;
export const TABLE_MAX_ROWS = 200;
export const SIGNATURE_MAX = 300_000;
export const RATING_DEFAULT_MAX = 5;
export const OTP_DEFAULT_LENGTH = 6;
export const RICHTEXT_MAX = 50_000;
export const UPLOAD_MAX_FILES = 20;
export const ARRAY_DEFAULT_MAX = 50;
/** How deep bagelforms may nest (a form in a form in a form...). */
export const NESTING_MAX = 3;
/** The folder a form's uploads are stored in: a submission may only name files from its own form's folder. */
export const uploadFolder = (formId: number) => `forms/${formId}`;

/** The container kinds: a row only lays its elements out; its elements answer on their own. */
export const isContainer = (element: FormElement): boolean => element.kind === 'row';

/**
 * What a submission is checked with beyond the schema: the nested forms of its bagelforms (by name), and, on the
 * server, the cleaning of rich text and the folder its files must be in.
 */
export interface CheckContext {
  nested?: Record<string, FormSchema>;
  cleanHtml?(html: string): string;
  /** Where uploaded files live (uploadFolder(form name)); any folder when absent. */
  uploadFolder?: string;
  /**
   * The phone rule, the product's one (definitions/entity/phone.ts: a number without a country code is the business's
   * country's, stored in E.164). Given by the caller, since its metadata is large: a form's page loads it only when
   * the form asks a phone. Without it every phone answer is refused.
   */
  phone?: typeof normalisePhone;
  depth?: number;
}

export const optionValue = (option: FormOption): OptionValue => (typeof option === 'object' ? option.value : option);

/** The option value an input's text stands for (inputs hold text; the answer keeps the option's own type). */
export const optionFromText = (options: FormOption[] | undefined, text: string): OptionValue | undefined =>
  (options ?? []).map(optionValue).find((v) => String(v) === text);

export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** A lone check box left unticked answers false: for a condition that is no answer (a yes/no choice's No is one). */
const unticked = (value: unknown, field?: FormElement): boolean =>
  value === false && (!field || (field.kind === 'check' && !(field.options ?? []).length));

/** Does the condition hold for these answers? `field`: the element it names, when known. */
export function conditionHolds(condition: Condition, answers: Answers, field?: FormElement): boolean {
  const value = answers[condition.field];
  const target = condition.value;
  switch (condition.op) {
    case 'filled':
      return isFilled(value) && !unticked(value, field);
    case 'empty':
      return !isFilled(value) || unticked(value, field);
    case 'equals':
      return Array.isArray(value)
        ? value.some((v) => String(v) === String(target))
        : isFilled(value) && String(value) === String(target);
    case 'not_equals':
      return Array.isArray(value)
        ? !value.some((v) => String(v) === String(target))
        : String(value ?? '') !== String(target ?? '');
    case 'contains':
      if (Array.isArray(value)) return value.some((v) => String(v) === String(target));
      return (
        typeof value === 'string' &&
        target !== undefined &&
        target !== null &&
        value.toLowerCase().includes(String(target).toLowerCase())
      );
    case 'gt':
    case 'lt': {
      const a = asNumber(value);
      const b = asNumber(target);
      if (a === undefined || b === undefined) {
        // Dates compare as their ISO strings.
        if (typeof value === 'string' && typeof target === 'string' && value && target)
          return condition.op === 'gt' ? value > target : value < target;
        return false;
      }
      return condition.op === 'gt' ? a > b : a < b;
    }
  }
}

/** The answering elements of a list: row containers give way to their elements. */
export const fieldsOf = (elements: FormElement[]): FormElement[] =>
  elements.flatMap((element) => (isContainer(element) ? fieldsOf(element.elements ?? []) : [element]));

/** Every answering element of the form, step by step (rows flattened). */
export const allElements = (schema: FormSchema): FormElement[] =>
  schema.steps.flatMap((step) => fieldsOf(step.elements));

/** Every element with its container rows too (the builder's ids and conditions). */
const everyElement = (elements: FormElement[]): FormElement[] =>
  elements.flatMap((element) =>
    isContainer(element) ? [element, ...everyElement(element.elements ?? [])] : [element],
  );

/** The names of the forms this schema nests (its bagelforms, array items included). */
export function nestedFormNames(schema: FormSchema): string[] {
  const names = new Set<string>();
  const walk = (elements: FormElement[]) => {
    for (const element of elements) {
      if (element.kind === 'bagelform' && element.form) names.add(element.form);
      if (element.elements) walk(element.elements);
    }
  };
  for (const step of schema.steps) walk(step.elements);
  return [...names];
}

/** Does the form (or a form it nests) have an element of this kind? */
export function hasKind(
  schema: FormSchema,
  kind: ElementKind,
  nested: Record<string, FormSchema> = {},
  seen = new Set<string>(),
): boolean {
  const walk = (elements: FormElement[]): boolean =>
    elements.some((element) => {
      if (element.kind === kind) return true;
      if (element.elements && walk(element.elements)) return true;
      if (element.kind === 'bagelform' && element.form && !seen.has(element.form) && nested[element.form]) {
        seen.add(element.form);
        return hasKind(nested[element.form]!, kind, nested, seen);
      }
      return false;
    });
  return schema.steps.some((step) => walk(step.elements));
}

/** A one-step schema of some elements: an array item and a nested form are checked as forms of their own. */
export const schemaOf = (elements: FormElement[]): FormSchema => ({ steps: [{ id: 'item', title: '', elements }] });

/**
 * Which steps and elements are shown for these answers. A hidden element counts as unanswered for the conditions
 * after it, so a chain of conditions hides together. Steps hidden by their rule hide their elements.
 */
export function visibility(schema: FormSchema, answers: Answers): { steps: FormStep[]; elements: Set<string> } {
  const seen: Answers = {};
  const fields = new Map<string, FormElement>();
  const holds = (condition: Condition) => conditionHolds(condition, seen, fields.get(condition.field));
  const steps: FormStep[] = [];
  const elements = new Set<string>();
  for (const step of schema.steps) {
    if (step.when && !holds(step.when)) continue;
    steps.push(step);
    const walk = (list: FormElement[]) => {
      for (const element of list) {
        fields.set(element.id, element);
        if (element.when && !holds(element.when)) continue;
        elements.add(element.id);
        if (isContainer(element)) walk(element.elements ?? []);
        else seen[element.id] = answers[element.id];
      }
    };
    walk(step.elements);
  }
  return { steps, elements };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function bounds(value: number, element: FormElement): FieldError | undefined {
  if (typeof element.min === 'number' && value < element.min) return { code: 'too_small', limit: element.min };
  if (typeof element.max === 'number' && value > element.max) return { code: 'too_big', limit: element.max };
  return undefined;
}

function checkText(value: unknown, element: FormElement, max: number): { value?: string; error?: FieldError } {
  if (typeof value !== 'string') return { error: { code: 'type' } };
  const text = value.trim();
  const limit = Math.min(element.max_length ?? max, max);
  if (text.length > limit) return { error: { code: 'too_long', limit } };
  if (element.pattern && !INPUT_PATTERNS[element.pattern].full.test(text)) return { error: { code: 'pattern' } };
  return { value: text };
}

function checkOptions(value: unknown, element: FormElement): { value?: unknown; error?: FieldError } {
  const allowed = (element.options ?? []).map(optionValue);
  const find = (v: unknown) => allowed.find((a) => a === v || String(a) === String(v));
  if (element.multiple || (element.kind === 'check' && allowed.length > 0)) {
    if (!Array.isArray(value)) return { error: { code: 'type' } };
    const picked: OptionValue[] = [];
    for (const v of value) {
      const found = find(v);
      if (found === undefined) return { error: { code: 'option' } };
      if (!picked.includes(found)) picked.push(found);
    }
    return { value: picked };
  }
  const found = find(value);
  return found === undefined ? { error: { code: 'option' } } : { value: found };
}

function checkTable(value: unknown, element: FormElement): { value?: unknown; error?: FieldError } {
  if (!Array.isArray(value)) return { error: { code: 'type' } };
  if (value.length > TABLE_MAX_ROWS) return { error: { code: 'too_many', limit: TABLE_MAX_ROWS } };
  const columns = element.columns ?? [];
  const rows: Record<string, unknown>[] = [];
  for (const [index, row] of value.entries()) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return { error: { code: 'type', row: index + 1 } };
    const out: Record<string, unknown> = { idx: index + 1 };
    for (const column of columns) {
      const cell = (row as Record<string, unknown>)[column.fieldname];
      if (cell === undefined || cell === null || cell === '') {
        out[column.fieldname] = null;
        continue;
      }
      if (column.fieldtype === 'number' || column.fieldtype === 'check') {
        const n =
          asNumber(cell) ?? (typeof cell === 'boolean' && column.fieldtype === 'check' ? Number(cell) : undefined);
        if (n === undefined) return { error: { code: 'type', row: index + 1, column: column.fieldname } };
        out[column.fieldname] = column.fieldtype === 'check' ? (n ? 1 : 0) : n;
      } else if (column.fieldtype === 'date') {
        if (typeof cell !== 'string' || !isIsoDate(cell))
          return { error: { code: 'date', row: index + 1, column: column.fieldname } };
        out[column.fieldname] = cell;
      } else {
        if (typeof cell !== 'string' && typeof cell !== 'number')
          return { error: { code: 'type', row: index + 1, column: column.fieldname } };
        const text = String(cell).trim();
        if (text.length > TEXT_MAX)
          return { error: { code: 'too_long', limit: TEXT_MAX, row: index + 1, column: column.fieldname } };
        out[column.fieldname] = text;
      }
    }
    rows.push(out);
  }
  return { value: rows };
}

/** One file's key as an upload answers it: in the form's own folder (when known), no folder climbing. */
function isFileKey(value: unknown, folder: string | undefined): value is string {
  if (typeof value !== 'string' || value.length > 1200 || value.includes('..') || value.includes('\\')) return false;
  if (folder === undefined) return /^[^/].*[^/]$/.test(value);
  return (
    value.startsWith(`${folder}/`) && !value.slice(folder.length + 1).includes('/') && value.length > folder.length + 1
  );
}

function checkUpload(
  value: unknown,
  element: FormElement,
  context: CheckContext,
): { value?: unknown; error?: FieldError } {
  if (!element.multiple) return isFileKey(value, context.uploadFolder) ? { value } : { error: { code: 'file' } };
  if (!Array.isArray(value)) return { error: { code: 'type' } };
  if (value.length > UPLOAD_MAX_FILES) return { error: { code: 'too_many', limit: UPLOAD_MAX_FILES } };
  if (!value.every((key) => isFileKey(key, context.uploadFolder))) return { error: { code: 'file' } };
  return { value: [...new Set(value as string[])] };
}

/** Rich text with no words and no picture is empty. */
export const isBlankHtml = (html: string): boolean =>
  !/<(img|iframe|hr)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

/** The errors of an item or a nested form, the first one placed (the item's number from 1 and the field inside). */
function placed(errors: Record<string, FieldError>, row?: number): FieldError | undefined {
  const [field, error] = Object.entries(errors)[0] ?? [];
  if (!field || !error) return undefined;
  return {
    code: error.code,
    ...(error.limit !== undefined ? { limit: error.limit } : {}),
    column: field,
    ...(row !== undefined ? { row } : {}),
  };
}

/** Where an error sits below its element: a nested form's field by its id, an item of a repeating group by its index from 0. */
export type ErrorPath = Array<string | number>;
export interface PlacedError {
  path: ErrorPath;
  error: FieldError;
}

/**
 * An element's error as the errors of the fields inside it, however deep (a field in a nested form in an item...),
 * each with its path; an error of the element itself (or of a table cell) has the empty path. The server answers one
 * 422 entry per piece, `loc` ending with the path.
 */
export function errorLeaves(error: FieldError, path: ErrorPath = []): PlacedError[] {
  if (error.items)
    return Object.entries(error.items).flatMap(([row, fields]) =>
      Object.entries(fields).flatMap(([id, e]) => errorLeaves(e, [...path, Number(row) - 1, id])),
    );
  if (error.fields) return Object.entries(error.fields).flatMap(([id, e]) => errorLeaves(e, [...path, id]));
  return [{ path, error }];
}

/** errorLeaves' pieces as one error again (the renderer reading a server's 422): each group's first error placed, every one inside. */
export function gatherLeaves(leaves: PlacedError[]): FieldError | undefined {
  const own = leaves.find((leaf) => leaf.path.length === 0);
  if (own) return own.error;
  const [head] = leaves;
  if (!head) return undefined;
  const inItems = typeof head.path[0] === 'number';
  // a nested form's pieces by field; a repeating group's by item, then field
  const groups = new Map<string, PlacedError[]>();
  for (const { path, error } of leaves) {
    if (typeof path[0] !== typeof head.path[0] || (inItems && typeof path[1] !== 'string')) continue;
    const key = inItems ? `${path[0]}/${path[1]}` : String(path[0]);
    groups.set(key, [...(groups.get(key) ?? []), { path: path.slice(inItems ? 2 : 1), error }]);
  }
  if (!groups.size) return head.error;
  const fields: Record<string, FieldError> = {};
  const items: Record<number, Record<string, FieldError>> = {};
  for (const [key, inside] of groups) {
    const error = gatherLeaves(inside)!;
    if (!inItems) fields[key] = error;
    else {
      const [index, id] = key.split('/') as [string, string];
      items[Number(index) + 1] = { ...items[Number(index) + 1], [id]: error };
    }
  }
  if (!inItems) return { ...placed(fields)!, fields };
  const [first] = Object.entries(items);
  return { ...placed(first![1], Number(first![0]))!, items };
}

function checkArray(
  value: unknown,
  element: FormElement,
  context: CheckContext,
): { value?: unknown; error?: FieldError } {
  if (!Array.isArray(value)) return { error: { code: 'type' } };
  const max = typeof element.max === 'number' ? element.max : ARRAY_DEFAULT_MAX;
  if (value.length > max) return { error: { code: 'too_many', limit: max } };
  const min = typeof element.min === 'number' ? element.min : 0;
  if (value.length < min) return { error: { code: 'too_small', limit: min } };
  const schema = schemaOf(element.elements ?? []);
  const items: Answers[] = [];
  const wrong: Record<number, Record<string, FieldError>> = {};
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { error: { code: 'type', row: index + 1 } };
    const checked = validateSubmission(schema, item as Answers, undefined, context);
    if (Object.keys(checked.errors).length) wrong[index + 1] = checked.errors;
    items.push(checked.values);
  }
  const [first] = Object.entries(wrong);
  return first ? { error: { ...placed(first[1], Number(first[0]))!, items: wrong } } : { value: items };
}

function checkNested(
  value: unknown,
  element: FormElement,
  context: CheckContext,
): { value?: unknown; error?: FieldError } {
  const schema = element.form ? context.nested?.[element.form] : undefined;
  const depth = context.depth ?? 0;
  if (!schema || depth >= NESTING_MAX) return { error: { code: 'no_form' } };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: { code: 'type' } };
  const checked = validateSubmission(schema, value as Answers, undefined, { ...context, depth: depth + 1 });
  const error = placed(checked.errors);
  return error ? { error: { ...error, fields: checked.errors } } : { value: checked.values };
}

/** One answer against its element: the stored form of the value, or what is wrong with it. Empty answers are not checked here. */
export function checkValue(
  element: FormElement,
  value: unknown,
  context: CheckContext = {},
): { value?: unknown; error?: FieldError } {
  switch (element.kind) {
    case 'row':
      return { error: { code: 'type' } };
    case 'upload':
      return checkUpload(value, element, context);
    case 'richtext': {
      if (typeof value !== 'string') return { error: { code: 'type' } };
      if (value.length > RICHTEXT_MAX) return { error: { code: 'too_long', limit: RICHTEXT_MAX } };
      return { value: context.cleanHtml ? context.cleanHtml(value) : value };
    }
    case 'array':
      return checkArray(value, element, context);
    case 'bagelform':
      return checkNested(value, element, context);
    case 'text':
      return checkText(value, element, TEXT_MAX);
    case 'textarea':
      return checkText(value, element, TEXTAREA_MAX);
    case 'email': {
      const out = checkText(value, element, 254);
      if (out.error) return out;
      return EMAIL.test(out.value!) ? { value: out.value!.toLowerCase() } : { error: { code: 'email' } };
    }
    case 'tel': {
      const out = checkText(value, element, 40);
      if (out.error) return out;
      const phone = context.phone?.(out.value!);
      return phone ? { value: phone.e164 } : { error: { code: 'phone' } };
    }
    case 'number':
    case 'range':
    case 'rating': {
      const n = asNumber(value);
      if (n === undefined) return { error: { code: 'type' } };
      if (element.kind === 'rating') {
        const max = typeof element.max === 'number' ? element.max : RATING_DEFAULT_MAX;
        if (!Number.isInteger(n) || n < 1) return { error: { code: 'too_small', limit: 1 } };
        if (n > max) return { error: { code: 'too_big', limit: max } };
        return { value: n };
      }
      if (element.kind === 'range') {
        const min = typeof element.min === 'number' ? element.min : 0;
        const max = typeof element.max === 'number' ? element.max : 100;
        if (n < min) return { error: { code: 'too_small', limit: min } };
        if (n > max) return { error: { code: 'too_big', limit: max } };
        return { value: n };
      }
      const error = bounds(n, element);
      return error ? { error } : { value: n };
    }
    case 'date': {
      if (typeof value !== 'string' || !isIsoDate(value)) return { error: { code: 'date' } };
      if (typeof element.min === 'string' && element.min && value < element.min)
        return { error: { code: 'too_small', limit: element.min } };
      if (typeof element.max === 'string' && element.max && value > element.max)
        return { error: { code: 'too_big', limit: element.max } };
      return { value };
    }
    case 'select':
    case 'radio':
      return checkOptions(value, element);
    case 'check':
      if ((element.options ?? []).length > 0) return checkOptions(value, element);
      return typeof value === 'boolean' ? { value } : { error: { code: 'type' } };
    case 'color':
      return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)
        ? { value: value.toLowerCase() }
        : { error: { code: 'color' } };
    case 'signature':
      if (typeof value !== 'string' || !/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value))
        return { error: { code: 'type' } };
      return value.length > SIGNATURE_MAX ? { error: { code: 'too_long', limit: SIGNATURE_MAX } } : { value };
    case 'table':
      return checkTable(value, element);
    case 'otp': {
      const length = element.max_length ?? OTP_DEFAULT_LENGTH;
      return typeof value === 'string' && value.length === length && /^\d+$/.test(value)
        ? { value }
        : { error: { code: 'otp', limit: length } };
    }
  }
}

/** Is this answer empty in the sense of `required`? (An unticked single check box is.) */
const unanswered = (element: FormElement, value: unknown): boolean =>
  !isFilled(value) ||
  (element.kind === 'check' && !(element.options ?? []).length && value === false) ||
  (element.kind === 'richtext' && typeof value === 'string' && isBlankHtml(value)) ||
  (element.kind === 'bagelform' &&
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !Object.values(value).some((v) => isFilled(v) && v !== false));

/** The errors of the elements of one step (or of the whole form when no step is given), for these answers. */
export function validateAnswers(
  schema: FormSchema,
  answers: Answers,
  step?: FormStep,
  context?: CheckContext,
): Record<string, FieldError> {
  return validateSubmission(schema, answers, step, context).errors;
}

/**
 * A submission against its form: the answers to store (visible elements only, cleaned: trimmed text, numbers as
 * numbers, table rows renumbered from 1) and the errors by element id. Hidden elements are neither required nor stored;
 * answers to elements the form does not have are dropped.
 */
export function validateSubmission(
  schema: FormSchema,
  answers: Answers,
  onlyStep?: FormStep,
  context: CheckContext = {},
): { values: Answers; errors: Record<string, FieldError> } {
  const { steps, elements: shown } = visibility(schema, answers);
  const values: Answers = {};
  const errors: Record<string, FieldError> = {};
  for (const step of steps) {
    if (onlyStep && step.id !== onlyStep.id) continue;
    for (const element of fieldsOf(step.elements)) {
      if (!shown.has(element.id)) continue;
      const value = answers[element.id];
      if (unanswered(element, value)) {
        if (element.required) errors[element.id] = { code: 'required' };
        else if (element.kind === 'check' && typeof value === 'boolean') values[element.id] = value;
        continue;
      }
      const checked = checkValue(element, value, context);
      if (checked.error) errors[element.id] = checked.error;
      else values[element.id] = checked.value;
    }
  }
  return { values, errors };
}

/** The first value of an element: its default, else an empty value of its kind. */
export function initialValue(element: FormElement): unknown {
  if (element.default !== undefined && element.default !== null && element.default !== '') return element.default;
  switch (element.kind) {
    case 'check':
      return (element.options ?? []).length ? [] : false;
    case 'table':
    case 'array':
      return [];
    case 'bagelform':
      return {};
    case 'upload':
      return element.multiple ? [] : null;
    case 'select':
      return element.multiple ? [] : '';
    case 'range':
      return typeof element.min === 'number' ? element.min : 0;
    case 'rating':
    case 'number':
      return null;
    default:
      return '';
  }
}

export const initialAnswers = (schema: FormSchema): Answers =>
  Object.fromEntries(allElements(schema).map((element) => [element.id, initialValue(element)]));

/** Problems of the form's own definition (the builder's checks; the server refuses such a form). */
export type SchemaProblem = {
  code:
    | 'no_steps'
    | 'duplicate_id'
    | 'bad_id'
    | 'no_label'
    | 'no_options'
    | 'no_columns'
    | 'unknown_field'
    | 'later_field'
    | 'no_fields'
    | 'no_form'
    | 'nested_row'
    | 'duplicate_option';
  element?: string;
  step?: string;
};

export const ELEMENT_ID = /^[a-z][a-z0-9_]{0,62}$/;

/** Two options an input cannot tell apart (3 and '3' are one choice on the page), or two radio options with one id. */
function hasDuplicateOption(options: FormOption[]): boolean {
  const values = options.map((o) => String(optionValue(o)));
  const ids = options.flatMap((o) => (typeof o === 'object' && o.id ? [o.id] : []));
  return new Set(values).size < values.length || new Set(ids).size < ids.length;
}

/** The problems of one scope of answers: the whole form, or one array's item (its fields answer among themselves). */
function scopeProblems(
  steps: Array<{ id?: string; when?: Condition; elements: FormElement[] }>,
  problems: SchemaProblem[],
): void {
  const ids = new Set<string>();
  const before = new Set<string>();
  const known = new Set(steps.flatMap((step) => everyElement(step.elements)).map((e) => e.id));
  const checkCondition = (condition: Condition | undefined, at: { element?: string; step?: string }) => {
    if (!condition) return;
    if (!known.has(condition.field)) problems.push({ code: 'unknown_field', ...at });
    else if (!before.has(condition.field)) problems.push({ code: 'later_field', ...at });
  };
  const walk = (elements: FormElement[], inRow: boolean) => {
    for (const element of elements) {
      if (!ELEMENT_ID.test(element.id)) problems.push({ code: 'bad_id', element: element.id });
      else if (ids.has(element.id)) problems.push({ code: 'duplicate_id', element: element.id });
      ids.add(element.id);
      if (!element.label.trim() && element.kind !== 'row') problems.push({ code: 'no_label', element: element.id });
      if ((element.kind === 'select' || element.kind === 'radio') && !(element.options ?? []).length)
        problems.push({ code: 'no_options', element: element.id });
      if (hasDuplicateOption(element.options ?? [])) problems.push({ code: 'duplicate_option', element: element.id });
      if (element.kind === 'table' && !(element.columns ?? []).length)
        problems.push({ code: 'no_columns', element: element.id });
      if ((element.kind === 'array' || element.kind === 'row') && !(element.elements ?? []).length)
        problems.push({ code: 'no_fields', element: element.id });
      if (element.kind === 'bagelform' && !element.form) problems.push({ code: 'no_form', element: element.id });
      if (element.kind === 'row' && inRow) problems.push({ code: 'nested_row', element: element.id });
      checkCondition(element.when, { element: element.id });
      if (element.kind === 'row') walk(element.elements ?? [], true);
      else if (element.kind === 'array') scopeProblems([{ elements: element.elements ?? [] }], problems);
      before.add(element.id);
    }
  };
  for (const step of steps) {
    if (step.id !== undefined) checkCondition(step.when, { step: step.id });
    walk(step.elements, false);
  }
}

export function schemaProblems(schema: FormSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  if (!schema.steps.length) problems.push({ code: 'no_steps' });
  scopeProblems(schema.steps, problems);
  return problems;
}
