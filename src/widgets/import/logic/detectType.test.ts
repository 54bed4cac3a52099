import { describe, expect, it } from 'vitest';
import { detectColumnTypes, detectType, detectValueType, sampleColumn } from './detectType';

describe('detectValueType', () => {
  it('recognises each type', () => {
    expect(detectValueType('hello')).toBe('string');
    expect(detectValueType('12.5')).toBe('number');
    expect(detectValueType(3)).toBe('number');
    expect(detectValueType(true)).toBe('boolean');
    expect(detectValueType('Yes')).toBe('boolean');
    expect(detectValueType('15/01/2024')).toBe('date');
    expect(detectValueType('2024-01-15')).toBe('date');
    expect(detectValueType('1 Jan 2024')).toBe('date');
    expect(detectValueType('2024-01-15 10:30')).toBe('datetime');
    expect(detectValueType(new Date(Date.UTC(2024, 0, 15)))).toBe('date');
    expect(detectValueType(new Date(Date.UTC(2024, 0, 15, 8)))).toBe('datetime');
  });

  it('keeps digits with a leading zero as text', () => {
    expect(detectValueType('012345674')).toBe('string');
    expect(detectValueType('0501234567')).toBe('string');
    expect(detectValueType('0.5')).toBe('number');
    expect(detectValueType('0')).toBe('number');
    expect(detectValueType('On')).toBe('boolean');
  });

  it('does not take free text for a date', () => {
    expect(detectValueType('Product 1')).toBe('string');
    expect(detectValueType('31/02/2024')).toBe('string');
  });
});

describe('detectType', () => {
  it('picks the most frequent type of the samples', () => {
    expect(detectType(['1', '2', 'x', '3', 'y'])).toBe('number');
    expect(detectType(['a', '2024-01-01', '2024-01-02', 'b', '2024-01-03'])).toBe('date');
  });

  it('gives a tie to the type seen first and Text to no samples', () => {
    expect(detectType(['a', '1', '1', 'b'])).toBe('string');
    expect(detectType([])).toBe('string');
  });
});

describe('sampleColumn', () => {
  it('takes the first 5 non-empty values', () => {
    const rows = [[null], [''], ['1'], ['2'], [' '], ['3'], ['4'], ['5'], ['x'], ['y']];
    expect(sampleColumn(rows, 0)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('only looks at the first 5 non-empty values', () => {
    const rows = [['1'], ['2'], ['3'], ['4'], ['5'], ['a'], ['b'], ['c'], ['d'], ['e'], ['f']];
    expect(detectColumnTypes(rows, 1)).toEqual(['number']);
  });

  it('detects every column', () => {
    expect(
      detectColumnTypes(
        [
          ['a', 1, true],
          ['b', 2, false],
        ],
        3,
      ),
    ).toEqual(['string', 'number', 'boolean']);
  });
});
