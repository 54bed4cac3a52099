import { describe, expect, it } from 'vitest';
import { cleanNumberText, formatNumber, parseNumberText, precisionOf, stepValue } from './number/numberRules';
import { emptyCode, isComplete, pasteInto, typeInBox } from './otp/otpRules';
import { pageCount, rangeText, visiblePages } from './pagination/pages';

describe('number input', () => {
  it('keeps only digits, one leading minus and one dot', () => {
    expect(cleanNumberText('a-1,2.3.4x')).toBe('-12.34');
    expect(cleanNumberText('1-2')).toBe('12');
    expect(cleanNumberText('-5', false)).toBe('5');
  });
  it('steps within min and max at the step precision', () => {
    expect(stepValue(0.1, 1, { step: 0.2 })).toBe(0.3);
    expect(stepValue(9, 1, { max: 10, step: 5 })).toBe(10);
    expect(stepValue(1, -1, { min: 0, step: 5 })).toBe(0);
    expect(stepValue(null, 1, { min: 3 })).toBe(3);
    expect(precisionOf(0.05)).toBe(2);
    expect(precisionOf(1e-7)).toBe(7);
  });
  it('pads with zeros and groups thousands', () => {
    expect(formatNumber(1234567.5, { grouping: true })).toBe('1,234,567.5');
    expect(formatNumber(-42, { pad: 4 })).toBe('-0042');
    expect(formatNumber(5, { decimals: 2 })).toBe('5.00');
    expect(parseNumberText('1,234.5')).toBe(1234.5);
    expect(parseNumberText('-')).toBeNull();
  });
});

describe('one-time code', () => {
  it('holds one digit per box, fills a paste from the focused box and is complete when full', () => {
    expect(typeInBox(emptyCode(4), 1, 'a7')).toEqual(['', '7', '', '']);
    expect(pasteInto(emptyCode(4), 1, '12-3 4 5')).toEqual({ code: ['', '1', '2', '3'], focus: 3 });
    expect(isComplete(['1', '2', '3', ''])).toBe(false);
    expect(isComplete(pasteInto(emptyCode(4), 0, '9876').code)).toBe(true);
  });
});

describe('pagination', () => {
  it('shows three pages around the current one inside the range', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
  it("reads 'start-end / total'", () => {
    expect(rangeText(2, 25, 60)).toBe('26-50 / 60');
    expect(rangeText(3, 25, 60)).toBe('51-60 / 60');
    expect(rangeText(1, 25, 0)).toBe('0-0 / 0');
  });
});
