import { describe, expect, it } from 'vitest';
import { titleSx } from './AppHeader';

describe("the title bar's page title", () => {
  it('breaks between words over two lines instead of clipping a one-line title at its left edge (a number at its end cut from the wrong side)', () => {
    expect(titleSx.whiteSpace).toBe('normal');
    expect(titleSx.WebkitLineClamp).toBe(2);
    expect(titleSx).not.toHaveProperty('textOverflow');
    expect(titleSx).not.toHaveProperty('overflowWrap');
  });
});
