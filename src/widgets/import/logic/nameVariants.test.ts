import { describe, expect, it } from 'vitest';
import { camelCase, nameVariants, nameWords, pascalCase } from './nameVariants';

describe('name variants', () => {
  it('splits words on separators and camel humps', () => {
    expect(nameWords('first_name')).toEqual(['first', 'name']);
    expect(nameWords('firstName')).toEqual(['first', 'Name']);
    expect(nameWords('National ID')).toEqual(['National', 'ID']);
    expect(nameWords('HTMLBody')).toEqual(['HTML', 'Body']);
    expect(nameWords('שם פרטי')).toEqual(['שם', 'פרטי']);
  });

  it('builds camel and pascal case', () => {
    expect(camelCase('first_name')).toBe('firstName');
    expect(camelCase('First Name')).toBe('firstName');
    expect(pascalCase('first-name')).toBe('FirstName');
    expect(pascalCase('email')).toBe('Email');
  });

  it('lists lower-case spellings', () => {
    expect([...nameVariants('first_name')].sort()).toEqual(['first name', 'first-name', 'first_name', 'firstname']);
    expect(nameVariants('שם פרטי').has('שם_פרטי')).toBe(true);
  });
});
