import { describe, expect, it } from 'vitest';
import { autoMap } from './autoMap';
import { normalizeSchema } from './normalizeSchema';

const fields = normalizeSchema([
  { id: 'first_name', label: 'First Name' },
  { id: 'last_name', label: 'Last Name' },
  { id: 'email', label: 'E-mail' },
  { id: 'national_id', label: 'תעודת זהות' },
]);

describe('autoMap', () => {
  it('matches headers to ids and labels case-insensitively', () => {
    expect(autoMap(fields, ['EMAIL', 'first name', 'LAST_NAME', 'תעודת זהות'])).toEqual({
      first_name: 1,
      last_name: 2,
      email: 0,
      national_id: 3,
    });
  });

  it('matches camel and pascal spellings', () => {
    expect(autoMap(fields, ['FirstName', 'lastName'])).toMatchObject({ first_name: 0, last_name: 1 });
  });

  it('falls back to substring matches when no header is equal', () => {
    expect(autoMap(fields, ['Customer First Name', 'Email address', 'מספר תעודת זהות'])).toEqual({
      first_name: 0,
      last_name: null,
      email: 1,
      national_id: 2,
    });
  });

  it('prefers exact matches over substrings and uses each column once', () => {
    const result = autoMap(fields, ['First Name (old)', 'first_name']);
    expect(result.first_name).toBe(1);
    expect(result.last_name).toBeNull();
  });

  it('chooses the closest substring match', () => {
    const [name] = normalizeSchema([{ id: 'name', label: 'Name' }]);
    expect(autoMap([name], ['Company name of the customer', 'Names'])).toEqual({ name: 1 });
  });

  it('leaves everything unmapped when nothing matches', () => {
    expect(autoMap(fields, ['x', 'y'])).toEqual({ first_name: null, last_name: null, email: null, national_id: null });
  });

  it('ignores empty headers and one-letter substrings', () => {
    const [name] = normalizeSchema([{ id: 'name', label: 'Name' }]);
    expect(autoMap([name], ['', 'n', 'A'])).toEqual({ name: null });
  });

  describe('array fields', () => {
    const schema = normalizeSchema([
      { id: 'name', label: 'שם' },
      { id: 'phones', label: 'טלפונים', element: 'array', attrs: { schema: [{ id: 'value', label: 'מספר טלפון' }] } },
    ]);

    it('maps a child by its dotted path or label and then leaves the parent unmapped', () => {
      expect(autoMap(schema, ['שם', 'phones.value'])).toEqual({ name: 0, phones: null, 'phones.value': 1 });
      expect(autoMap(schema, ['שם', 'מספר טלפון'])).toEqual({ name: 0, phones: null, 'phones.value': 1 });
    });

    it('maps the parent and then leaves its children unmapped', () => {
      expect(autoMap(schema, ['טלפונים', 'מספר טלפון'])).toEqual({ name: null, phones: 0, 'phones.value': null });
    });
  });
});
