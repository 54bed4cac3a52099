import { describe, expect, it } from 'vitest';
import { assembleRecords } from './logic/assembleRecords';
import { autoDetectTransformations } from './logic/autoTransformations';
import { rowIssueKeys } from './logic/cellIssues';
import { buildConversionPlan, planColumns } from './logic/conversionPlan';
import { convertRows } from './logic/convertRows';
import { detectColumnTypes } from './logic/detectType';
import { computeDisabled } from './logic/fieldDisabling';
import { initialMapping, updateFieldMapping } from './logic/mappingState';
import { normalizeSchema } from './logic/normalizeSchema';
import { isMappingComplete } from './logic/requiredRules';
import { buildTable } from './parse/buildTable';
import { customersSchema } from './testing/customersSchema';
import { readFixture } from './testing/readFixture';
import type { MappingState, RelatedState } from './types';

const fields = normalizeSchema(customersSchema);

function load(name: string) {
  const table = buildTable(readFixture(name).rows, true);
  const types = detectColumnTypes(table.rows, table.headers.length);
  return { table, types, mapping: initialMapping(fields, table.headers, types) };
}

function run(name: string) {
  const { table, mapping: auto } = load(name);
  const statusValues = [...new Set(table.rows.map((row) => String(row[12] ?? '').trim()).filter(Boolean))];
  const detected = autoDetectTransformations('status', statusValues, fields.find((f) => f.path === 'status')!.options);
  let mapping: MappingState = updateFieldMapping(
    auto,
    'status',
    { transformations: detected.transformations },
    auto.status,
  );
  const phones = buildTable(readFixture('phones.csv').rows, true);
  const related: RelatedState = {
    phones: {
      fieldPath: 'phones',
      slot: 'related:phones:1',
      fileName: 'phones.csv',
      sheet: 'phones',
      sheetNames: [],
      hasHeader: true,
      headers: phones.headers,
      columnTypes: [],
      sourceKeyColumn: 0,
      relatedKeyColumn: 0,
      children: {
        'phones.value': { column: 1, defaultValue: '', dataType: 'string', transformations: [] },
        'phones.kind': { column: 2, defaultValue: 'אחר', dataType: 'string', transformations: [] },
      },
    },
  };
  mapping = { ...mapping };
  const disabled = computeDisabled(fields, mapping, related);
  const plan = buildConversionPlan(fields, mapping, related, disabled);
  const rows = convertRows(table.rows, plan, { phones: phones.rows });
  return { auto, mapping, related, disabled, plan, rows, detected };
}

describe.each(['customers.xlsx', 'customers.xls', 'customers.csv'])('importing %s with phones.csv', (name) => {
  it('auto-maps every Hebrew header to its field with the detected type', () => {
    const { mapping: auto } = load(name);
    const summary = Object.fromEntries(Object.entries(auto).map(([path, m]) => [path, [m.column, m.dataType]]));
    expect(summary).toEqual({
      first_name: [1, 'string'],
      last_name: [2, 'string'],
      email: [3, 'string'],
      national_id: [4, 'string'],
      'address.city': [5, 'string'],
      joined_at: [6, 'date'],
      birth_date: [7, 'date'],
      updated_at: [8, 'datetime'],
      subscribed: [9, 'boolean'],
      newsletter: [10, 'boolean'],
      balance: [11, 'number'],
      status: [12, 'string'],
      phones: [null, 'string'],
      'phones.value': [null, 'string'],
      'phones.kind': [null, 'string'],
    });
  });

  it('allows the preview once required fields are mapped', () => {
    const { mapping, related, disabled } = run(name);
    expect(isMappingComplete(fields, mapping, related, disabled)).toBe(true);
    expect(disabled.get('phones.value')).toEqual({ kind: 'parentMapped', parentLabel: 'טלפונים' });
  });

  it('matches the status values to option labels', () => {
    const { detected } = run(name);
    expect(detected).toMatchObject({ created: 4, unmatched: 0 });
  });

  it('converts, joins the phones, marks the bad cells and assembles the records', () => {
    const { plan, rows } = run(name);
    expect(rows).toHaveLength(6);
    const columns = planColumns(plan);
    const issues = rows.map((row) => rowIssueKeys(columns, row));
    expect(issues).toEqual([[], [], ['balance'], [], ['birth_date'], []]);

    const records = assembleRecords(rows, columns);
    expect(records[0]).toEqual({
      first_name: 'דנה',
      last_name: 'כהן',
      email: 'dana.cohen@example.co.il',
      national_id: '012345674',
      address: { city: 'תל אביב' },
      joined_at: '2024-01-15',
      birth_date: '1985-03-12',
      updated_at: new Date(2024, 0, 15, 10, 30).toISOString(),
      subscribed: true,
      newsletter: true,
      balance: 120.5,
      status: 'active',
      phones: [
        { value: '050-1234567', kind: 'נייד' },
        { value: '03-5551234', kind: 'בית' },
      ],
    });
    expect(records.map((r) => r.birth_date)).toEqual([
      '1985-03-12',
      '1990-09-07',
      '1978-12-23',
      '1995-01-01',
      undefined,
      '2000-02-29',
    ]);
    expect(records.map((r) => r.newsletter)).toEqual([true, false, true, false, false, true]);
    expect(records.map((r) => r.status)).toEqual(['active', 'inactive', 'vip', 'vip', 'active', undefined]);
    expect(records[2].balance).toBeUndefined();
    expect(records[2].phones).toEqual([{ value: '054-1112233', kind: 'עבודה' }]);
    expect(records[3].phones).toEqual([
      { value: '+972-58-9998877', kind: 'נייד' },
      { value: '08-6123456', kind: 'אחר' },
    ]);
    expect(records[4].phones).toBeUndefined();
    expect(records[5].email).toBeUndefined();
  });
});
