// Rows of a website's schema tables: each value checked against its field's type on write (a 422 per field), and
// read back with the problems of values that no longer fit (after a field changed type) instead of dropping them.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cmsRows, type CmsField, type FieldType } from '../db/schema/index';
import { RequestValidationError, type ValidationItem } from '../errors';
import { sanitizeHtml } from '../html';

type Check = { ok: true; value: unknown } | { ok: false; code: string; msg: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) =>
  DATE.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** A value for a field of this type, converted where the meaning is plain ("12" to 12, "true" to true), or why not. */
export function checkValue(type: FieldType, options: string[], value: unknown): Check {
  switch (type) {
    case 'text':
      if (typeof value === 'string')
        return value.length > 10_000
          ? { ok: false, code: 'string_too_long', msg: 'String should have at most 10000 characters' }
          : { ok: true, value };
      if (typeof value === 'number' || typeof value === 'boolean') return { ok: true, value: String(value) };
      return { ok: false, code: 'string_type', msg: 'Input should be a valid string' };
    case 'rich_text':
      return typeof value === 'string'
        ? { ok: true, value: sanitizeHtml(value) }
        : { ok: false, code: 'string_type', msg: 'Input should be a valid string' };
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value.trim())
            : Number.NaN;
      return Number.isFinite(n)
        ? { ok: true, value: n }
        : {
            ok: false,
            code: 'float_parsing',
            msg: 'Input should be a valid number, unable to parse string as a number',
          };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      const word = String(value).trim().toLowerCase();
      if (['true', '1', 'yes', 'on', 'כן'].includes(word)) return { ok: true, value: true };
      if (['false', '0', 'no', 'off', 'לא'].includes(word)) return { ok: true, value: false };
      return { ok: false, code: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' };
    }
    case 'date':
      return typeof value === 'string' && isDate(value.trim())
        ? { ok: true, value: value.trim() }
        : {
            ok: false,
            code: 'date_from_datetime_parsing',
            msg: 'Input should be a valid date in the format YYYY-MM-DD',
          };
    case 'select':
      return typeof value === 'string' && options.includes(value)
        ? { ok: true, value }
        : { ok: false, code: 'enum', msg: `Input should be one of: ${options.join(', ')}` };
    case 'reference': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\d+$/.test(value.trim())
            ? Number(value.trim())
            : Number.NaN;
      return Number.isInteger(n) && n >= 1
        ? { ok: true, value: n }
        : { ok: false, code: 'int_parsing', msg: 'Input should be the id of a row of the referenced table' };
    }
    case 'image':
      return typeof value === 'string' &&
        (/^https?:\/\/\S+$/.test(value) || /^[\w./-]+\.(png|jpe?g|gif|webp|avif)$/i.test(value))
        ? { ok: true, value }
        : { ok: false, code: 'url_parsing', msg: 'Input should be an image address (http/https) or a stored file key' };
  }
}

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** The row's data checked against the fields: the clean data, or a 422 listing every field that is wrong. */
export function validateRow(
  fields: CmsField[],
  data: Record<string, unknown>,
  partial: boolean,
): Record<string, unknown> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const problems: ValidationItem[] = [];
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    if (!byName.has(key))
      problems.push({
        type: 'extra_forbidden',
        loc: ['body', 'data', key],
        msg: 'Extra inputs are not permitted',
        input: data[key],
      });
  }
  for (const field of fields) {
    const given = Object.prototype.hasOwnProperty.call(data, field.name);
    if (!given && partial) continue;
    const value = data[field.name];
    if (empty(value)) {
      if (field.required)
        problems.push({
          type: 'missing',
          loc: ['body', 'data', field.name],
          msg: 'Field required',
          input: value ?? null,
        });
      else if (given) clean[field.name] = null;
      continue;
    }
    const check = checkValue(field.type, field.options, value);
    if (check.ok) clean[field.name] = check.value;
    else problems.push({ type: check.code, loc: ['body', 'data', field.name], msg: check.msg, input: value });
  }
  if (problems.length) throw new RequestValidationError(problems);
  return clean;
}

/** The stored values that do not fit their field now (a type changed, a field became required): field name to message. */
export function rowProblems(fields: CmsField[], data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = data[field.name];
    if (empty(value)) {
      if (field.required) out[field.name] = 'Field required';
      continue;
    }
    const check = checkValue(field.type, field.options, value);
    if (!check.ok) out[field.name] = check.msg;
  }
  return out;
}

/** The value converted to a field's new type when it can be; otherwise the value as it was (flagged on read). */
export function convertValue(type: FieldType, options: string[], value: unknown): unknown {
  if (empty(value)) return value;
  const check = checkValue(type, options, value);
  return check.ok ? check.value : value;
}

/** 422 on every reference value that names no row of its field's table (`rows` as validateRow returned them). */
export async function assertReferences(
  db: Db | Tx,
  fields: CmsField[],
  rows: Array<Record<string, unknown>>,
  locOf: (index: number, field: string) => (string | number)[],
): Promise<void> {
  const problems: ValidationItem[] = [];
  for (const field of fields.filter((f) => f.type === 'reference')) {
    const wanted = [...new Set(rows.map((r) => r[field.name]).filter((v): v is number => typeof v === 'number'))];
    if (!wanted.length) continue;
    const found = field.refTableId
      ? new Set(
          (
            await db
              .select({ id: cmsRows.id })
              .from(cmsRows)
              .where(and(eq(cmsRows.tableId, field.refTableId), inArray(cmsRows.id, wanted)))
          ).map((r) => r.id),
        )
      : new Set<number>();
    rows.forEach((row, index) => {
      const value = row[field.name];
      if (typeof value === 'number' && !found.has(value))
        problems.push({
          type: 'value_error',
          loc: locOf(index, field.name),
          msg: 'Value error, no such row in the referenced table',
          input: value,
          ctx: { code: 'not_found' },
        });
    });
  }
  if (problems.length) throw new RequestValidationError(problems);
}
