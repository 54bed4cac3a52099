import { describe, expect, it } from 'vitest';
import { subjectKey } from './threading';

describe('subjectKey', () => {
  it('drops reply and forward prefixes in English and Hebrew, repeated, any case, and collapses spaces', () => {
    expect(subjectKey('Re: RE: Fwd:  ההזמנה   שלי ')).toBe('ההזמנה שלי');
    expect(subjectKey('השב: ת: הועבר: שאלה')).toBe('שאלה');
    expect(subjectKey('AW: Re[2]: Invoice 1042')).toBe('invoice 1042');
    expect(subjectKey('Regarding the order')).toBe('regarding the order');
    expect(subjectKey('')).toBe('');
  });
});
