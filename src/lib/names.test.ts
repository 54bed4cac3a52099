import { describe, expect, it } from 'vitest';
import { fullName } from './names';

describe('fullName', () => {
  it('names a person first name then last name', () => {
    expect(fullName({ first_name: 'דנה', last_name: 'כהן' })).toBe('דנה כהן');
  });

  it('leaves out a missing or blank part: never "null", never a stray space', () => {
    expect(fullName({ first_name: 'דנה', last_name: null })).toBe('דנה');
    expect(fullName({ first_name: null, last_name: 'כהן' })).toBe('כהן');
    expect(fullName({ first_name: '  ', last_name: ' Cohen ' })).toBe('Cohen');
    expect(fullName({ first_name: null, last_name: undefined })).toBe('');
    expect(fullName(undefined)).toBe('');
  });
});
