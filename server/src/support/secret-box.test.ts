import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('secret box', () => {
  it('opens what it sealed, never shows the plain text, and refuses another key or a changed byte', () => {
    const sealed = sealSecret('key-one', 'סיסמה-Secret-1');
    expect(sealed).not.toContain('Secret');
    expect(sealSecret('key-one', 'סיסמה-Secret-1')).not.toBe(sealed); // a fresh IV each time
    expect(openSecret('key-one', sealed)).toBe('סיסמה-Secret-1');
    expect(openSecret('key-two', sealed)).toBeUndefined();
    const body = sealed.split('.');
    body[3] = (body[3]![0] === 'A' ? 'B' : 'A') + body[3]!.slice(1);
    expect(openSecret('key-one', body.join('.'))).toBeUndefined();
    expect(openSecret('key-one', 'plain')).toBeUndefined();
  });
});
