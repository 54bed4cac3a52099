import { describe, expect, it } from 'vitest';
import type { Duplicate } from './customerTypes';
import { duplicateQuery, hasLookupValues, matchedValues, mergeTarget, personBody } from './mergeDecision';

const person = (
  id: number,
  matches: Partial<Duplicate['matches']> = {},
  extra: Partial<Duplicate> = {},
): Duplicate => ({
  id,
  first_name: `P${id}`,
  last_name: '',
  national_id: null,
  roles: [],
  user_id: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  emails: [],
  phones: [],
  addresses: [],
  matches: { emails: [], phones: [], national_id: false, ...matches },
  ...extra,
});

describe('duplicateQuery', () => {
  it('looks up every e-mail (lower-cased, once) and phone of the form, and the national id', () => {
    const query = duplicateQuery({
      national_id: ' 012345674 ',
      emails: [{ value: 'Dana@Example.com ' }, { value: 'dana@example.com' }, { value: '' }, null, {}],
      phones: [{ value: '+972501234567' }, { value: '  ' }, { value: '+972521112233', is_primary: true }],
    });
    expect(query).toEqual({
      emails: ['dana@example.com'],
      phones: ['+972501234567', '+972521112233'],
      national_id: '012345674',
    });
    expect(hasLookupValues(query)).toBe(true);
  });

  it('leaves the person being edited out of the answer', () => {
    expect(duplicateQuery({ emails: [{ value: 'a@b.co' }] }, 7).exclude_id).toBe(7);
  });

  it('has nothing to look up for a form with names only', () => {
    const query = duplicateQuery({ first_name: 'דנה', emails: [], phones: null });
    expect(query).toEqual({ emails: [], phones: [] });
    expect(hasLookupValues(query)).toBe(false);
  });
});

describe('mergeTarget', () => {
  it('is nobody when nobody holds the values', () => {
    expect(mergeTarget([])).toBeUndefined();
  });

  it('is the person holding most of the values', () => {
    const phoneOnly = person(3, { phones: ['+972501234567'] });
    const emailAndPhone = person(9, { emails: ['a@b.co'], phones: ['+972501234567'] });
    expect(mergeTarget([phoneOnly, emailAndPhone])?.id).toBe(9);
  });

  it('is the oldest person on a tie', () => {
    expect(mergeTarget([person(12, { emails: ['x@y.co'] }), person(4, { phones: ['+972501234567'] })])?.id).toBe(4);
  });

  it('shows what matched, national id included', () => {
    const target = person(
      1,
      { emails: ['a@b.co'], phones: ['+972501234567'], national_id: true },
      { national_id: '012345674' },
    );
    expect(matchedValues(target)).toEqual(['a@b.co', '+972501234567', '012345674']);
  });
});

describe('personBody', () => {
  it('sends the writable fields only and leaves blank entries out', () => {
    const body = personBody({
      id: 5,
      created_at: '2024-01-01',
      first_name: 'דנה',
      emails: [{ id: 1, value: 'a@b.co' }, { value: '' }],
      phones: [{ id: 2, value: '+972501234567', is_primary: true }, { value: null }],
      addresses: [
        { id: 3, street: 'הרצל 1', city: 'חיפה', zip: null, country: null },
        { street: '', city: '', zip: '' },
      ],
    });
    expect(body).toEqual({
      first_name: 'דנה',
      emails: [{ value: 'a@b.co' }],
      phones: [{ value: '+972501234567', is_primary: true }],
      addresses: [{ id: 3, street: 'הרצל 1', city: 'חיפה', zip: null, country: 'IL' }],
    });
  });
});
