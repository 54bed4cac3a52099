import { describe, expect, it } from 'vitest';
import { clipboardText, createFormatters, displayValue, editText } from './displayValue';

const en = createFormatters('en');

describe('displayValue', () => {
  it('formats currency with Intl, USD by default', () => {
    expect(displayValue(1234.5, 'currency', en)).toBe('$1,234.50');
    expect(displayValue(5, 'currency', createFormatters('en', 'ILS'))).toBe('₪5.00');
  });

  it('formats numbers and percentages with Intl', () => {
    expect(displayValue(1234567.891, 'number', en)).toBe('1,234,567.891');
    expect(displayValue(15, 'percentage', en)).toBe('15%');
    expect(displayValue(12.5, 'percentage', en)).toBe('12.5%');
  });

  it('shows dates as DD.MM.YY, with HH:mm when they have a time', () => {
    expect(displayValue('2024-03-05', 'date', en)).toBe('05.03.24');
    const withTime = new Date(2024, 2, 5, 9, 7).toISOString();
    expect(displayValue(withTime, 'date', en)).toBe('05.03.24 09:07');
  });

  it('shows values of the wrong kind as they are and empty as nothing', () => {
    expect(displayValue('abc', 'number', en)).toBe('abc');
    expect(displayValue('31.02.2024', 'date', en)).toBe('31.02.2024');
    expect(displayValue(null, 'currency', en)).toBe('');
    expect(displayValue(undefined, 'text', en)).toBe('');
    expect(displayValue('hello', 'text', en)).toBe('hello');
  });

  it('uses the locale', () => {
    const he = createFormatters('he');
    expect(displayValue(1234.5, 'number', he)).toBe('1,234.5');
    expect(displayValue(3, 'currency', he)).toContain('3.00');
  });
});

describe('editText and clipboardText', () => {
  it('edits dates with the full year', () => {
    expect(editText('2024-03-05', 'date')).toBe('05.03.2024');
    expect(editText('not a date', 'date')).toBe('not a date');
    expect(editText(12.5, 'number')).toBe('12.5');
    expect(editText(null, 'text')).toBe('');
  });

  it('copies raw values that paste back unchanged', () => {
    expect(clipboardText(true)).toBe('true');
    expect(clipboardText(1234.5)).toBe('1234.5');
    expect(clipboardText('2024-03-05')).toBe('2024-03-05');
    expect(clipboardText(null)).toBe('');
  });
});
