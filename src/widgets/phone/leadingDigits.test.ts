import { describe, expect, it } from 'vitest';
import { expandLeadingDigits } from './leadingDigits';

describe('expandLeadingDigits', () => {
  it.each([
    ['268', ['268']],
    ['658|876', ['658', '876']],
    ['8001|8[024]9', ['8001', '809', '829', '849']],
    ['74576|(?:16|7[56])24', ['74576', '1624', '7524', '7624']],
    ['1[03-79]|[2-9]', ['10', '13', '14', '15', '16', '17', '19', '2', '3', '4', '5', '6', '7', '8', '9']],
  ])('expands %s', (pattern, prefixes) => {
    expect(expandLeadingDigits(pattern)).toEqual(prefixes);
  });

  it.each(['7\\d', '(?:16', '[2-', '1{2}', '(16)', '[2-9]{3}'])(
    'gives undefined for unsupported syntax %s',
    (pattern) => {
      expect(expandLeadingDigits(pattern)).toBeUndefined();
    },
  );

  it('gives undefined instead of an enormous list', () => {
    expect(expandLeadingDigits('[0-9][0-9][0-9]')).toBeUndefined();
  });
});
