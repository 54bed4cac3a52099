import { describe, expect, it } from 'vitest';
import { bestContaining, containmentScore } from './containment';

describe('containment', () => {
  it('scores containment by relative length', () => {
    expect(containmentScore('email', 'email address')).toBeCloseTo(5 / 13);
    expect(containmentScore('email address', 'email')).toBeCloseTo(5 / 13);
    expect(containmentScore('abc', 'abc')).toBe(1);
    expect(containmentScore('abc', 'xyz')).toBe(0);
    expect(containmentScore('a', 'abc')).toBe(0);
  });

  it('picks the closest candidate, the first on a tie', () => {
    const candidates = ['phone number', 'phone', 'phones'];
    expect(bestContaining(['phone'], candidates, (c) => [c])).toBe('phone');
    expect(bestContaining(['mobile phone'], candidates, (c) => [c])).toBe('phone');
    expect(bestContaining(['fax'], candidates, (c) => [c])).toBeUndefined();
    expect(bestContaining(['ab'], ['xaby', 'yabx'], (c) => [c])).toBe('xaby');
  });
});
