import { describe, expect, it } from 'vitest';
import { suggestEmail } from './didYouMean';

describe('suggestEmail', () => {
  it.each([
    ['dana@gmial.com', 'dana@gmail.com'], // two letters swapped: distance 2
    ['dana@gmail.con', 'dana@gmail.com'], // distance 1
    ['dana@hotmial.com', 'dana@hotmail.com'],
    ['dana@yaho.com', 'dana@yahoo.com'],
    ['dana@wala.co.il', 'dana@walla.co.il'],
    ['Dana@GMAIL.CM', 'dana@gmail.com'],
  ])('suggests a common domain within edit distance 2: %s', (address, suggestion) => {
    expect(suggestEmail(address)).toBe(suggestion);
  });

  it('suggests nothing further than edit distance 2', () => {
    expect(suggestEmail('dana@gmaaaail.com')).toBeUndefined(); // distance 3
    expect(suggestEmail('dana@company.co.il')).toBeUndefined();
  });

  it.each([
    ['dana@gmail', 'dana@gmail.com'],
    ['dana@hotm', 'dana@hotmail.com'],
    ['dana@walla', 'dana@walla.co.il'],
    ['dana@g', 'dana@gmail.com'],
  ])('completes a domain without a dot by prefix: %s', (address, suggestion) => {
    expect(suggestEmail(address)).toBe(suggestion);
  });

  it('does not complete by prefix once the domain has a dot', () => {
    expect(suggestEmail('dana@hotm.x')).toBeUndefined();
  });

  it('suggests nothing for a common domain, even one close to another', () => {
    expect(suggestEmail('dana@gmail.com')).toBeUndefined();
    expect(suggestEmail('dana@gmx.com')).toBeUndefined(); // distance 2 from gmail.com, but a real provider
    expect(suggestEmail('dana@mail.com')).toBeUndefined();
  });

  it('suggests nothing without a local part or a domain', () => {
    expect(suggestEmail('gmial.com')).toBeUndefined();
    expect(suggestEmail('@gmial.com')).toBeUndefined();
    expect(suggestEmail('dana@')).toBeUndefined();
  });
});
