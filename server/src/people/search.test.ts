import { describe, expect, it } from 'vitest';
import { indexedPart } from './search';

describe('indexedPart: what the trigram index is asked for', () => {
  it('takes the last seven digits of a phone number, shared by its international and national forms', () => {
    expect(indexedPart('0501234567', 'phone')).toBe('1234567');
    expect(indexedPart('972501234567', 'phone')).toBe('1234567');
  });

  it('keeps a short run of digits whole', () => {
    expect(indexedPart('1234567', 'phone')).toBe('1234567');
    expect(indexedPart('4567', 'phone')).toBe('4567');
  });

  it("takes the end of an e-mail's local part with its @, leaving out the domain and the start many people share", () => {
    expect(indexedPart('dana.cohen@gmail.com', 'word')).toBe('cohen@');
    expect(indexedPart('user12345@example.com', 'word')).toBe('12345@');
    expect(indexedPart('user12@', 'word')).toBe('ser12@');
    expect(indexedPart('abc@x.org', 'word')).toBe('abc@');
  });

  it('keeps an address with a very short local part, a bare domain and plain words whole', () => {
    expect(indexedPart('ab@gmail.com', 'word')).toBe('ab@gmail.com');
    expect(indexedPart('@gmail.com', 'word')).toBe('@gmail.com');
    expect(indexedPart('כהן', 'word')).toBe('כהן');
  });
});
