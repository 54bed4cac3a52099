import { describe, expect, it } from 'vitest';
import { recordIdentity } from './import-plan';

describe('recordIdentity: how a report names a row', () => {
  it('is the name, then the first e-mail, the first phone, the national id, as written', () => {
    expect(recordIdentity({ first_name: ' שירה ', last_name: 'גולן', emails: [{ value: 'a@b.co' }] })).toBe(
      'שירה גולן',
    );
    expect(recordIdentity({ last_name: 'Levi' })).toBe('Levi');
    expect(recordIdentity({ emails: [{ value: '' }, { value: 'Dana@Example.com' }], phones: [{ value: '050' }] })).toBe(
      'Dana@Example.com',
    );
    expect(recordIdentity({ phones: [{ value: 507001002, is_primary: true }] })).toBe('507001002');
    expect(recordIdentity({ emails: 'x@y.co' })).toBe('x@y.co');
    expect(recordIdentity({ national_id: 91 })).toBe('91');
  });

  it('is empty for a record with none of them, or not a record at all', () => {
    expect(recordIdentity({})).toBe('');
    expect(recordIdentity({ first_name: '  ', emails: [], phones: [{ value: null }] })).toBe('');
    expect(recordIdentity('not an object')).toBe('');
    expect(recordIdentity(null)).toBe('');
  });
});
