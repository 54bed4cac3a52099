// The list's row writer writes what the records' serializer writes, byte for byte.
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, products, roles } from '../db/schema/index';
import { compileJson, recordJsonSchema } from './record-serializer';
import { toWire } from './records';
import { isoTimestamp, listJson, rowWriter } from './json-rows';

/** What the list wrote before: drizzle's mapping of the driver's cells, the wire record, the compiled serializer. */
function serialized(table: Parameters<typeof rowWriter>[0], cells: unknown[]): string {
  const columns = Object.entries(getTableColumns(table));
  const row = Object.fromEntries(
    columns.map(([key, column], i) => [key, cells[i] === null ? null : column.mapFromDriverValue(cells[i])]),
  );
  return compileJson(recordJsonSchema(table))(toWire(table, row));
}

describe('isoTimestamp', () => {
  it.each([
    '2026-11-27 00:52:19.123956+00',
    '2026-11-27 00:52:19+00',
    '2026-11-27 00:52:19.5+00',
    '2026-11-27 00:52:19.05+00',
    '2026-11-27 02:52:19.1239+02',
    '1999-01-01 00:00:00.999999+00',
  ])('writes %s as toISOString() does', (text) =>
    expect(isoTimestamp(text)).toBe(JSON.stringify(new Date(text).toISOString())),
  );
});

describe('rowWriter', () => {
  it('writes a product as the serializer did: texts with quotes and lines, Hebrew, nulls, arrays, timestamps', () => {
    const cells = Object.values(getTableColumns(products)).map((column): unknown => {
      switch (column.columnType) {
        case 'PgInteger':
          return column.name === 'weight_grams' ? null : 1234;
        case 'PgBoolean':
          return column.name === 'featured';
        case 'PgTimestamp':
        case 'PgTimestampString':
          return column.name === 'sale_to' ? null : '2031-06-12 10:00:00.1234+00';
        case 'PgArray':
          return column.name === 'images' ? ['a "b".jpg', 'ג\\ד'] : [1, 2];
        default:
          return column.name === 'description' ? null : `ספר "מיוחד"\n\t${column.name}\u0001`;
      }
    });
    const written = rowWriter(products)!(cells);
    expect(written).toBe(serialized(products, cells));
    expect(JSON.parse(written)).toMatchObject({
      weight_grams: null,
      featured: true,
      sale_to: null,
      sale_from: '2031-06-12T10:00:00.123Z',
      images: ['a "b".jpg', 'ג\\ד'],
    });
  });

  it('writes JSON columns as the serializer did', () => {
    const cells = Object.values(getTableColumns(roles)).map((column): unknown =>
      column.columnType === 'PgJsonb'
        ? { products: ['read', 'write'], מפתח: { nested: [1, null] } }
        : column.columnType === 'PgArray'
          ? ['ראשי', 'a,b']
          : column.columnType === 'PgTimestamp'
            ? '2026-01-01 00:00:00+00'
            : column.columnType === 'PgInteger'
              ? 7
              : column.columnType === 'PgBoolean'
                ? false
                : 'תפקיד',
    );
    expect(rowWriter(roles)!(cells)).toBe(serialized(roles, cells));
  });

  it('reads an array or JSON cell the driver left as text as drizzle does', () => {
    const cells = Object.values(getTableColumns(roles)).map((column): unknown =>
      column.columnType === 'PgJsonb'
        ? '{"a": [1, 2]}'
        : column.columnType === 'PgArray'
          ? '{"x y",z}'
          : column.columnType === 'PgTimestamp'
            ? '2026-01-01 00:00:00+00'
            : column.columnType === 'PgInteger'
              ? 7
              : column.columnType === 'PgBoolean'
                ? true
                : 'תפקיד',
    );
    expect(JSON.parse(rowWriter(roles)!(cells))).toMatchObject({ permissions: { a: [1, 2] }, screens: ['x y', 'z'] });
  });

  it('is made for every kind of column the factory tables hold, and a list of its texts parses', () => {
    expect(rowWriter(bundles)).toBeTypeOf('function');
    expect(JSON.parse(listJson(['{"id":1}', '{"id":2}'], 40))).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 40 });
    expect(JSON.parse(listJson([], 0))).toEqual({ items: [], total: 0 });
  });
});
