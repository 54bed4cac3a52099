import { describe, expect, it } from 'vitest';
import { autoDetectTransformations, matchOption } from './autoTransformations';

const options = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive customer' },
  { value: 'vip', label: 'לקוח VIP' },
];

describe('matchOption', () => {
  it('matches labels by lower-case trimmed equality first', () => {
    expect(matchOption(' ACTIVE ', options)?.value).toBe('active');
  });

  it('then by containment either way', () => {
    expect(matchOption('inactive', options)?.value).toBe('inactive');
    expect(matchOption('VIP', options)?.value).toBe('vip');
    expect(matchOption('Active member', options)?.value).toBe('active');
  });

  it('finds nothing for unrelated or empty values', () => {
    expect(matchOption('blocked', options)).toBeUndefined();
    expect(matchOption(' ', options)).toBeUndefined();
  });
});

describe('autoDetectTransformations', () => {
  it('creates one transformation per matched value and counts the rest', () => {
    const result = autoDetectTransformations('status', ['Active', 'VIP', 'blocked', 'unknown'], options);
    expect(result.created).toBe(2);
    expect(result.unmatched).toBe(2);
    expect(result.transformations).toEqual([
      { fieldId: 'status', sourceValue: 'Active', targetValue: 'active' },
      { fieldId: 'status', sourceValue: 'VIP', targetValue: 'vip' },
    ]);
  });

  it('keeps existing transformations and overwrites matched sources', () => {
    const existing = [
      { fieldId: 'status', sourceValue: 'Active', targetValue: 'inactive' },
      { fieldId: 'status', sourceValue: 'x', targetValue: 'vip' },
    ];
    const result = autoDetectTransformations('status', ['Active'], options, existing);
    expect(result.transformations).toEqual([
      { fieldId: 'status', sourceValue: 'Active', targetValue: 'active' },
      { fieldId: 'status', sourceValue: 'x', targetValue: 'vip' },
    ]);
  });

  it('reports no matches', () => {
    expect(autoDetectTransformations('status', ['a1', 'b2'], options)).toMatchObject({ created: 0, unmatched: 2 });
  });
});
