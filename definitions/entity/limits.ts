// What a value of each kind of field must be, as one list of limits: the server compiles it into its request schema
// (server/src/crud/from-definition.ts), the admin into its form checks, and `problemOf` says what is wrong with a
// value in the words of the API's 422 (pydantic's type names), so both sides name a problem alike. Whether a phone
// number can exist is phone.ts's to say: its metadata is large, and the admin's phone input loads it with itself.
import { SLUG } from '../slug';
import { EMAIL_MAX, FILE_KEY_MAX, ID_MAX, MONEY_MAX, REFERENCES_MAX, type FieldDef, type TextDef } from './fields';

export interface Limits {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Items of a list. */
  maxItems?: number;
}

/** A refused value: the 422 type and its context (`{ max_length: 200 }`). */
export interface Problem {
  type: string;
  ctx?: Record<string, number | string>;
}

/** One pattern for e-mail addresses on both sides: a local part, an @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** A web address the server takes (zod's `z.url` with an http(s) protocol, answering `url_parsing` otherwise). */
export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

export function limitsOf(def: FieldDef): Limits {
  switch (def.kind) {
    case 'text':
      return { minLength: def.minLength ?? (def.required ? 1 : undefined), maxLength: def.maxLength };
    case 'richText':
    case 'url':
    case 'slug':
      return { maxLength: def.maxLength };
    case 'email':
      return { maxLength: EMAIL_MAX };
    case 'phone':
      return { maxLength: 30 };
    case 'image':
    case 'file':
      return { maxLength: FILE_KEY_MAX };
    case 'money':
      return { min: 0, max: def.max ?? MONEY_MAX };
    case 'integer':
      return { min: def.min, max: def.max };
    case 'reference':
      return { min: 1, max: ID_MAX };
    case 'references':
      return { min: 1, max: ID_MAX, maxItems: REFERENCES_MAX };
    case 'rows':
      return { maxItems: def.maxItems };
    case 'files':
    case 'images':
      return { minLength: 1, maxLength: FILE_KEY_MAX, maxItems: def.maxItems };
    case 'tags':
      return { minLength: 1, maxLength: def.maxLength, maxItems: def.maxItems };
    case 'enums':
      // Each value at most once.
      return { maxItems: Object.keys(def.values).length };
    default:
      return {};
  }
}

/** A text as it is kept: trimmed, and in capitals where the field says so (a coupon's code as typed in any case). */
export function keptText(def: TextDef, value: string): string {
  return def.upperCase ? value.trim().toUpperCase() : value.trim();
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** What is wrong with a value written to this field, or undefined when nothing is. */
export function problemOf(def: FieldDef, value: unknown): Problem | undefined {
  if (blank(value)) return def.required ? { type: 'missing' } : undefined;
  const limits = limitsOf(def);
  switch (def.kind) {
    case 'text':
    case 'richText':
    case 'email':
    case 'url':
    case 'slug':
    case 'phone':
    case 'image':
    case 'file': {
      if (typeof value !== 'string') return { type: 'string_type' };
      const length = def.kind === 'text' ? value.trim().length : value.length;
      if (limits.minLength !== undefined && length < limits.minLength)
        return { type: 'string_too_short', ctx: { min_length: limits.minLength } };
      if (limits.maxLength !== undefined && length > limits.maxLength)
        return { type: 'string_too_long', ctx: { max_length: limits.maxLength } };
      if (def.kind === 'email' && !EMAIL_PATTERN.test(value.trim()))
        return { type: 'value_error', ctx: { reason: 'email' } };
      if (def.kind === 'url' && !isWebAddress(value)) return { type: 'url_parsing' };
      if (def.kind === 'slug' && !SLUG.test(value.trim())) return { type: 'slug_invalid' };
      if (def.kind === 'text' && def.pattern && !def.pattern.regex.test(keptText(def, value)))
        return { type: 'string_pattern_mismatch', ctx: { pattern: def.pattern.regex.source, code: def.pattern.code } };
      return undefined;
    }
    case 'money':
    case 'integer':
    case 'reference':
      return numberProblem(value, limits);
    case 'references': {
      if (!Array.isArray(value)) return { type: 'list_type' };
      if (value.length > limits.maxItems!) return { type: 'too_long', ctx: { max_length: limits.maxItems! } };
      for (const item of value) {
        const problem = numberProblem(item, limits);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'enums': {
      if (!Array.isArray(value)) return { type: 'list_type' };
      if (value.length > limits.maxItems!) return { type: 'too_long', ctx: { max_length: limits.maxItems! } };
      const bad = value.find((item) => typeof item !== 'string' || !(item in def.values));
      return bad === undefined ? undefined : { type: 'enum', ctx: { expected: Object.keys(def.values).join(', ') } };
    }
    case 'rows':
      return rowsProblem(def.fields, value, limits.maxItems!);
    case 'files':
    case 'images':
    case 'tags':
      return textsProblem(value, limits, def.kind === 'tags');
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { type: 'bool_type' };
    case 'enum':
      return typeof value === 'string' && value in def.values
        ? undefined
        : { type: 'enum', ctx: { expected: Object.keys(def.values).join(', ') } };
    default:
      return undefined;
  }
}

/** The first problem of a list of rows: not a list, too many, a row that is not an object, a field it does not have, or a field's own. */
function rowsProblem(fields: Record<string, FieldDef>, value: unknown, maxItems: number): Problem | undefined {
  if (!Array.isArray(value)) return { type: 'list_type' };
  if (value.length > maxItems) return { type: 'too_long', ctx: { max_length: maxItems } };
  for (const row of value) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return { type: 'model_attributes_type' };
    if (Object.keys(row).some((key) => !(key in fields))) return { type: 'extra_forbidden' };
    for (const [name, def] of Object.entries(fields)) {
      const problem = problemOf(def, (row as Record<string, unknown>)[name]);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The first problem of a list of texts (file keys, tags): not a list, too many, or an item's length (a tag's trimmed). */
function textsProblem(value: unknown, limits: Limits, trimmed: boolean): Problem | undefined {
  if (!Array.isArray(value)) return { type: 'list_type' };
  if (value.length > limits.maxItems!) return { type: 'too_long', ctx: { max_length: limits.maxItems! } };
  for (const item of value) {
    if (typeof item !== 'string') return { type: 'string_type' };
    const length = trimmed ? item.trim().length : item.length;
    if (length < limits.minLength!) return { type: 'string_too_short', ctx: { min_length: limits.minLength! } };
    if (length > limits.maxLength!) return { type: 'string_too_long', ctx: { max_length: limits.maxLength! } };
  }
  return undefined;
}

function numberProblem(value: unknown, limits: Limits): Problem | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return { type: 'int_type' };
  if (limits.min !== undefined && value < limits.min) return { type: 'greater_than_equal', ctx: { ge: limits.min } };
  if (limits.max !== undefined && value > limits.max) return { type: 'less_than_equal', ctx: { le: limits.max } };
  return undefined;
}
