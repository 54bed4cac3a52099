// Translates zod issues into the validation error items FastAPI (pydantic v2) returns, so the admin
// reads one shape whichever backend it talks to: {type, loc, msg, input, ctx?}.
import type { z } from 'zod';

export type LocSegment = string | number;

export interface ValidationItem {
  type: string;
  loc: LocSegment[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

/** Fastify's validation contexts, named as FastAPI names the request part. */
export const locRoot: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

type Issue = z.core.$ZodIssue | (Record<string, unknown> & { code: string; message: string });

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function quoteList(values: readonly unknown[]): string {
  const quoted = values.map((v) => `'${String(v)}'`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * zod reports a non-number given to `z.int()` as "expected number"; schemas built with `zInt()` (schemas/common.ts)
 * carry this message so the mapping can still answer pydantic's int_* types.
 */
export const INT_EXPECTED = 'Input should be a valid integer';

function invalidType(expected: string, input: unknown, message: string): Omit<ValidationItem, 'loc' | 'input'> {
  if (input === undefined) return { type: 'missing', msg: 'Field required' };
  const isString = typeof input === 'string';
  if (expected === 'number' && message === INT_EXPECTED) expected = 'int';
  switch (expected) {
    case 'string':
      return { type: 'string_type', msg: 'Input should be a valid string' };
    case 'int':
      if (typeof input === 'number') {
        return { type: 'int_from_float', msg: 'Input should be a valid integer, got a number with a fractional part' };
      }
      return isString
        ? { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' }
        : { type: 'int_type', msg: 'Input should be a valid integer' };
    case 'number':
      return isString || typeof input === 'number'
        ? { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' }
        : { type: 'float_type', msg: 'Input should be a valid number' };
    case 'boolean':
      return isString || typeof input === 'number'
        ? { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' }
        : { type: 'bool_type', msg: 'Input should be a valid boolean' };
    case 'date':
      return { type: 'datetime_from_date_parsing', msg: 'Input should be a valid datetime or date, invalid character' };
    case 'object':
      return {
        type: 'model_attributes_type',
        msg: 'Input should be a valid dictionary or object to extract fields from',
      };
    case 'array':
      return { type: 'list_type', msg: 'Input should be a valid list' };
    default:
      return { type: `${expected}_type`, msg: `Input should be a valid ${expected}, got ${typeName(input)}` };
  }
}

/** pydantic's words for a length out of bounds: `String should have at least 1 character` (string_too_short). */
function lengthBound(
  small: boolean,
  limit: number,
  { type, noun, unit }: { type: string; noun: string; unit: string },
): Omit<ValidationItem, 'loc' | 'input'> {
  const units = `${limit} ${unit}${limit === 1 ? '' : 's'}`;
  return small
    ? { type: `${type}_short`, msg: `${noun} should have at least ${units}`, ctx: { min_length: limit } }
    : { type: `${type}_long`, msg: `${noun} should have at most ${units}`, ctx: { max_length: limit } };
}

function bound(issue: Record<string, unknown>, small: boolean): Omit<ValidationItem, 'loc' | 'input'> {
  const limit = (small ? issue.minimum : issue.maximum) as number;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      return lengthBound(small, limit, { type: 'string_too', noun: 'String', unit: 'character' });
    case 'array':
    case 'set':
      return lengthBound(small, limit, { type: 'too', noun: 'List', unit: 'item' });
    default: {
      const key = `${small ? 'greater_than' : 'less_than'}${inclusive ? '_equal' : ''}`;
      const words = `${small ? 'greater than' : 'less than'}${inclusive ? ' or equal to' : ''}`;
      const ctxKey = small ? (inclusive ? 'ge' : 'gt') : inclusive ? 'le' : 'lt';
      return { type: key, msg: `Input should be ${words} ${String(limit)}`, ctx: { [ctxKey]: limit } };
    }
  }
}

function invalidFormat(issue: Record<string, unknown>): Omit<ValidationItem, 'loc' | 'input'> {
  switch (issue.format) {
    case 'email':
      return {
        type: 'value_error',
        msg: 'value is not a valid email address: The email address is not valid.',
        ctx: { reason: 'The email address is not valid.' },
      };
    case 'uuid':
    case 'guid':
      return { type: 'uuid_parsing', msg: 'Input should be a valid UUID, invalid character' };
    case 'datetime':
      return { type: 'datetime_from_date_parsing', msg: 'Input should be a valid datetime or date, invalid character' };
    case 'date':
      return { type: 'date_from_datetime_parsing', msg: 'Input should be a valid date or datetime, invalid character' };
    case 'url':
      return { type: 'url_parsing', msg: 'Input should be a valid URL' };
    case 'regex':
      return {
        type: 'string_pattern_mismatch',
        msg: `String should match pattern '${String(issue.pattern ?? '')}'`,
        ctx: { pattern: String(issue.pattern ?? '') },
      };
    default:
      return { type: 'value_error', msg: `Value error, ${String(issue.message)}` };
  }
}

function describe(issue: Issue, input: unknown): Omit<ValidationItem, 'loc' | 'input'> {
  const raw = issue as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(String(raw.expected), input, issue.message);
    case 'too_small':
      return bound(raw, true);
    case 'too_big':
      return bound(raw, false);
    case 'invalid_format':
      return invalidFormat(raw);
    case 'invalid_value': {
      const values = (raw.values as unknown[] | undefined) ?? [];
      const expected = quoteList(values);
      return values.length === 1
        ? { type: 'literal_error', msg: `Input should be ${expected}`, ctx: { expected } }
        : { type: 'enum', msg: `Input should be ${expected}`, ctx: { expected } };
    }
    case 'unrecognized_keys':
      return { type: 'extra_forbidden', msg: 'Extra inputs are not permitted' };
    case 'not_multiple_of':
      return {
        type: 'multiple_of',
        msg: `Input should be a multiple of ${String(raw.divisor)}`,
        ctx: { multiple_of: raw.divisor },
      };
    default:
      return { type: 'value_error', msg: `Value error, ${issue.message}` };
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * One zod issue to one pydantic-style item. `root` is the request part that was validated (body, query...),
 * used to report the offending input as FastAPI does.
 */
export function toValidationItem(issue: Issue, where: string, root: unknown): ValidationItem {
  const path = ((issue as { path?: PropertyKey[] }).path ?? []).filter(
    (p): p is string | number => typeof p === 'string' || typeof p === 'number',
  );
  const raw = issue as Record<string, unknown>;
  // Unrecognised keys name the extra key as the location, like pydantic's extra_forbidden.
  const keys = issue.code === 'unrecognized_keys' ? ((raw.keys as string[] | undefined) ?? []) : [];
  const fullPath = keys.length ? [...path, keys[0]!] : path;
  const input = valueAt(root, fullPath);
  const described = describe(issue, input);
  const item: ValidationItem = {
    type: described.type,
    loc: [locRoot[where] ?? where, ...fullPath],
    msg: described.msg,
    input:
      described.type === 'missing' && path.length > 0 ? (valueAt(root, path.slice(0, -1)) ?? null) : (input ?? null),
  };
  if (described.ctx) item.ctx = described.ctx;
  // A rule of ours names its reason with a stable code (`params: { code }` on a custom issue): clients word it in
  // their language by that code instead of parsing the English sentence.
  const code = (raw.params as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') item.ctx = { ...item.ctx, code };
  return item;
}
