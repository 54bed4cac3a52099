import { describe, expect, it } from 'vitest';
import { cleanFileName, isValidDirPath, isValidPathKey, newPathKey } from './keys';

describe('file keys', () => {
  it('cleans names: last segment, reserved characters, leading dots, length with the extension kept', () => {
    expect(cleanFileName('C:\\Users\\דנה\\תמונה.JPG')).toBe('תמונה.JPG');
    expect(cleanFileName('../../.bashrc')).toBe('bashrc');
    expect(cleanFileName('a<b>:c"d|e?f*.txt')).toBe('a_b_c_d_e_f_.txt');
    expect(cleanFileName('...')).toBe('file');
    const long = cleanFileName(`${'א'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('accepts folders of plain names and refuses traversal, hidden and empty segments', () => {
    for (const ok of ['', '/', 'products', 'products/covers/', 'ספרים/כריכות', 'a b/c-d_e.f'])
      expect(isValidDirPath(ok), ok).toBe(true);
    for (const bad of ['..', '../x', 'a/../b', '.git', 'a//b', 'a\\b', 'a/b./c', 'x/'.repeat(9) + 'x'])
      expect(isValidDirPath(bad), bad).toBe(false);
  });

  it('makes keys that pass its own check and never collide', () => {
    const a = newPathKey('products/covers', 'שער.png');
    const b = newPathKey('products/covers', 'שער.png');
    expect(a).not.toBe(b);
    expect(isValidPathKey(a)).toBe(true);
    expect(isValidPathKey(newPathKey('', cleanFileName('x'.repeat(500))))).toBe(true);
    for (const bad of ['', '/a', 'a/', '../a', '.thumbs/a.webp', 'a/./b']) expect(isValidPathKey(bad), bad).toBe(false);
  });
});
