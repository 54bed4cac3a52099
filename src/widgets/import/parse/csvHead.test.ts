import { describe, expect, it } from 'vitest';
import { csvHeadRows } from './csvHead';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1255 bytes of Hebrew letters: א is 0xE0, and so on. */
const hebrew1255 = (text: string) =>
  Uint8Array.from([...text].map((ch) => (ch >= 'א' && ch <= 'ת' ? 0xe0 + ch.charCodeAt(0) - 0x5d0 : ch.charCodeAt(0))));

describe('csvHeadRows', () => {
  it('reads the whole rows of the first bytes and leaves the row cut off at the end', () => {
    const bytes = utf8('שם,עיר\nדנה,חיפה\nיוסי,תל אביב\nמיכל,אי');
    expect(csvHeadRows(bytes)).toEqual([['שם', 'עיר'], ['דנה', 'חיפה'], ['יוסי', 'תל אביב'], ['']]);
  });

  it('never decodes half a character: the cut falls on a line break', () => {
    const whole = utf8('שם\nדנה\n');
    // Cut inside the second letter of דנה: only the header row is whole.
    expect(csvHeadRows(whole.subarray(0, whole.length - 3))).toEqual([['שם'], ['']]);
  });

  it('leaves out a row whose quoted field goes on past the cut', () => {
    const bytes = utf8('name,note\nDana,"first line\nsecond line",x\n');
    expect(csvHeadRows(bytes.subarray(0, bytes.indexOf(10, 15) + 1))).toEqual([['name', 'note']]);
  });

  it('reads the delimiter and the Windows-1255 encoding as the whole file would', () => {
    expect(csvHeadRows(hebrew1255('שם;עיר\nדנה;חיפה\n'))).toEqual([['שם', 'עיר'], ['דנה', 'חיפה'], ['']]);
  });

  it('gives nothing for UTF-16 or bytes without a line break', () => {
    expect(csvHeadRows(Uint8Array.from([0xff, 0xfe, 0x61, 0, 0x0a, 0]))).toBeNull();
    expect(csvHeadRows(utf8('one long line without an end'))).toBeNull();
  });
});
