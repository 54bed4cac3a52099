import { describe, expect, it } from 'vitest';
import {
  addTransformation,
  applyTransformations,
  canAddTransformation,
  removeTransformation,
  transformationLookup,
} from './transformations';

describe('transformations', () => {
  it('needs a source and a target', () => {
    expect(canAddTransformation('a', 'b')).toBe(true);
    expect(canAddTransformation('', 'b')).toBe(false);
    expect(canAddTransformation('a', ' ')).toBe(false);
    expect(canAddTransformation('a', false)).toBe(true);
    expect(canAddTransformation('a', 0)).toBe(true);
    expect(addTransformation([], 'status', '', 'x')).toEqual([]);
  });

  it('adds entries and overwrites an existing source in place', () => {
    let list = addTransformation([], 'status', 'פעיל', 'active');
    list = addTransformation(list, 'status', 'לא פעיל', 'inactive');
    list = addTransformation(list, 'status', ' פעיל ', 'enabled');
    expect(list).toEqual([
      { fieldId: 'status', sourceValue: 'פעיל', targetValue: 'enabled' },
      { fieldId: 'status', sourceValue: 'לא פעיל', targetValue: 'inactive' },
    ]);
    expect(removeTransformation(list, 'פעיל')).toEqual([list[1]]);
  });

  it('applies to cells by their trimmed text', () => {
    const lookup = transformationLookup(addTransformation(addTransformation([], 'f', 'Y', true), 'f', '3', 'three'));
    expect(applyTransformations(' Y ', lookup)).toBe(true);
    expect(applyTransformations(3, lookup)).toBe('three');
    expect(applyTransformations('N', lookup)).toBe('N');
    expect(applyTransformations(null, lookup)).toBeNull();
    expect(applyTransformations('Y', new Map())).toBe('Y');
  });
});
