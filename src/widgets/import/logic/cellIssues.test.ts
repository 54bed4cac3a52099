import { describe, expect, it } from 'vitest';
import type { ColumnPlan } from './conversionPlan';
import { cellIssue, rowIssueKeys } from './cellIssues';
import { columnPlan } from '../testing/columnPlan';

const col = (patch: Partial<ColumnPlan>): ColumnPlan => columnPlan('f', 0, patch);

describe('cellIssue', () => {
  it('marks empty required cells', () => {
    expect(cellIssue(col({ required: true }), null)).toBe('required');
    expect(cellIssue(col({ required: true }), '  ')).toBe('required');
    expect(cellIssue(col({}), null)).toBeNull();
  });

  it('marks values that fail conversion', () => {
    expect(cellIssue(col({ dataType: 'number' }), 'abc')).toBe('invalid');
    expect(cellIssue(col({ dataType: 'number' }), 12)).toBeNull();
    expect(cellIssue(col({ dataType: 'number' }), '12')).toBeNull();
    expect(cellIssue(col({ dataType: 'date' }), '31/02/2024')).toBe('invalid');
    expect(cellIssue(col({ dataType: 'date' }), '2024-02-29')).toBeNull();
    expect(cellIssue(col({ dataType: 'datetime' }), '2024-02-29T10:00:00.000Z')).toBeNull();
    expect(cellIssue(col({ dataType: 'boolean' }), 'whatever')).toBeNull();
  });

  it('checks every item of a list cell', () => {
    const list = col({ dataType: 'number', list: true });
    expect(cellIssue(list, '1; 2')).toBeNull();
    expect(cellIssue(list, '1; x')).toBe('invalid');
    expect(cellIssue(list, '1; ')).toBeNull();
  });

  it('marks e-mails and phones the server would refuse (its rules), each item of a list', () => {
    const email = col({ check: 'email' });
    expect(cellIssue(email, ' Noa@Example.co.il ')).toBeNull();
    expect(cellIssue(email, 'noa@@example.com')).toBe('invalid');
    expect(cellIssue(email, 'noa@example')).toBe('invalid');
    const phones = col({ check: 'phone', list: true });
    expect(cellIssue(phones, '050-1234567; +44 7400 123456; 03-5551234 ext. 12')).toBeNull();
    expect(cellIssue(phones, '050-1234567; 12')).toBe('invalid');
    expect(cellIssue(phones, null)).toBeNull();
  });

  it('lists the columns of a row with issues', () => {
    const columns = [col({ key: 'a', required: true }), col({ key: 'b', dataType: 'number' }), col({ key: 'c' })];
    expect(rowIssueKeys(columns, { a: null, b: 'x', c: 'ok' })).toEqual(['a', 'b']);
    expect(rowIssueKeys(columns, { a: 'v', b: 3, c: null })).toEqual([]);
  });
});
