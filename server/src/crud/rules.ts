// Rules several shop entities share: the record a partial update ends as, and cross-field checks as per-field 422s
// with a code the admin translates.
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { wireColumns, type CrudHooks } from './defineCrud';
import { toWire } from './records';
import { notFound, validationError } from '../errors';
import { zInt, zId } from '../schemas/common';

/** The record as it will be after this write: the stored row (on update) under the new values; 404 when gone. */
export async function afterWrite(
  tx: Tx,
  table: PgTable,
  values: Record<string, unknown>,
  id?: number,
): Promise<Record<string, unknown>> {
  if (id === undefined) return values;
  const [row] = await tx
    .select()
    .from(table)
    .where(eq(wireColumns(table).get('id')!.column, id));
  if (!row) throw notFound();
  return { ...toWire(table, row as Record<string, unknown>), ...values };
}

/** A write hook that checks the record as it will be after the write (rules across its fields) and leaves the values
 * as they are. */
export const checkAfterWrite =
  (table: PgTable, check: (record: Record<string, unknown>) => void): NonNullable<CrudHooks['beforeWrite']> =>
  async (tx, values, { id }) => {
    check(await afterWrite(tx, table, values, id));
    return values;
  };

/** A refused value on one field: 422 with `ctx.code`. */
export const ruleError = (field: string, message: string, input: unknown, code: string) =>
  validationError(['body', field], `Value error, ${message}`, input ?? null, 'value_error', code);

/** `end` must come after `start` when both are set. */
export function checkRange(record: Record<string, unknown>, start: string, end: string): void {
  const from = record[start];
  const to = record[end];
  if (from && to && new Date(String(to)).getTime() <= new Date(String(from)).getTime())
    throw ruleError(end, 'must be after the start', to, 'end_before_start');
}

/** A discount's value in its kind's unit: a percentage is at most 100 (an amount is checked as money). */
export function checkDiscount(record: Record<string, unknown>, kindField: string, valueField: string): void {
  if (
    record[kindField] === 'percent_off' &&
    typeof record[valueField] === 'number' &&
    (record[valueField] as number) > 100
  ) {
    throw ruleError(valueField, 'a percentage cannot be over 100', record[valueField], 'percent_over_100');
  }
}

/** Money in agorot: a whole, non-negative number (at most 100 million shekels). */
export const agorot = () => zInt().min(0).max(10_000_000_000);
/** A percentage, 0 to 100. */
export const percent = () => zInt().min(0).max(100);
/** A moment as ISO text: a date (`2026-12-01`) or a date and time with its offset. */
export const when = () => z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
/** A list of ids of another table. */
export const idList = () => z.array(zId()).max(200);
